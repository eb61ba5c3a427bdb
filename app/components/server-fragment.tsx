import { createContext, useContext, type ReactElement } from "react";

/**
 * Renders an element to HTML, or gives back the HTML it rendered before under the same key. The server
 * entry supplies one (app/utils/fragment-cache.server.ts) for the parts of a page that are the same on
 * every page of a language, such as the site's header and footer; where none is supplied (the browser,
 * component tests) those parts render as usual.
 */
export type FragmentRenderer = (key: string, element: ReactElement) => string;

const FragmentContext = createContext<FragmentRenderer | null>(null);

export const FragmentRendererProvider = FragmentContext.Provider;

export function useFragmentRenderer(): FragmentRenderer | null {
  return useContext(FragmentContext);
}

/** What a stored part holds in place of a value that differs from page to page; `fillSlots` puts the value in. */
export function fragmentSlot(name: string): string {
  return `{{fragment-slot:${name}}}`;
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Escaped as React escapes text and attribute values, so a filled part is byte for byte what React writes. */
export function escapeHtml(value: string): string {
  return value.replace(/["&'<>]/g, (character) => escapes[character] ?? character);
}

/** The stored HTML with each slot's value in place of its placeholder. */
export function fillSlots(html: string, slots: Readonly<Record<string, string>>): string {
  let filled = html;
  for (const [name, value] of Object.entries(slots)) filled = filled.replaceAll(fragmentSlot(name), escapeHtml(value));
  return filled;
}
