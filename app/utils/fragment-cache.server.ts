import { LRUCache } from "lru-cache";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { FragmentRenderer } from "~/components/server-fragment";

/**
 * A fragment renderer (components/server-fragment.tsx) that renders each key once and gives back that
 * HTML afterwards, or, with `store: false`, renders every time. A handful of keys by design (the header
 * per language and section, the footer per language); the bound only keeps a mistaken per-page key from
 * growing without end.
 */
export function createFragmentRenderer({ store }: { store: boolean }): { render: FragmentRenderer; readonly renders: number } {
  const rendered = new LRUCache<string, string>({ max: 64 });
  let renders = 0;
  const render = (element: ReactElement) => {
    renders++;
    return renderToString(element);
  };
  const renderStored: FragmentRenderer = (key, element) => {
    if (!store) return render(element);
    let html = rendered.get(key);
    if (html === undefined) {
      html = render(element);
      rendered.set(key, html);
    }
    return html;
  };
  return {
    render: renderStored,
    get renders() {
      return renders;
    },
  };
}

/**
 * The server's: the header and footer are built from the site's own content, never from the database, so
 * they are rendered once per key for the life of the process. In development every request renders them
 * anew, so that an edit shows at once.
 */
export const renderFragment: FragmentRenderer = createFragmentRenderer({ store: !import.meta.env.DEV }).render;
