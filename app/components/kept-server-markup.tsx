import { isValidElement, useState, type ReactNode } from "react";
import { fillSlots, useFragmentRenderer } from "./server-fragment";

type KeptProps = {
  /** Names the element (`data-kept`), for the browser to find the server's markup. */
  name: string;
  as?: "div" | "section";
  className?: string;
  "aria-labelledby"?: string;
  /**
   * What the server renders inside. Pass it as `{import.meta.env.SSR && …}`: the browser's build then
   * drops the components, icons and content it names.
   */
  children?: ReactNode;
  /**
   * For a part that is the same on many pages: the server renders it once per key and gives back that
   * HTML on every later page, with each slot's value put in (components/server-fragment.tsx). The key
   * must name everything the part depends on besides its slots.
   */
  stored?: { key: string; slots?: Readonly<Record<string, string>> };
};

/**
 * Part of a page that runs React (the contact page) which React has nothing to do with in the browser:
 * the site header and footer (their links load whole pages; the menu is a small script of its own), the
 * page's introduction, opening hours and offices (decision record 0019). The server renders the children;
 * in the browser the element keeps the server's inner HTML as it is, also when React renders it again, or
 * anew after an error.
 */
export function KeptServerMarkup({ name, as: Tag = "div", children, stored, ...attributes }: KeptProps) {
  if (import.meta.env.SSR) {
    return (
      <KeptOnServer name={name} as={Tag} stored={stored} {...attributes}>
        {children}
      </KeptOnServer>
    );
  }
  return <KeptInBrowser name={name} as={Tag} {...attributes} />;
}

function KeptOnServer({ name, as: Tag = "div", children, stored, ...attributes }: KeptProps) {
  const renderFragment = useFragmentRenderer();
  if (stored && renderFragment && isValidElement(children)) {
    const html = fillSlots(renderFragment(stored.key, children), stored.slots ?? {});
    return <Tag data-kept={name} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Tag data-kept={name} {...attributes}>
      {children}
    </Tag>
  );
}

function KeptInBrowser({ name, as: Tag = "div", ...attributes }: Omit<KeptProps, "children" | "stored">) {
  const [html] = useState(() => document.querySelector(`[data-kept="${name}"]`)?.innerHTML ?? "");
  return <Tag data-kept={name} {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
