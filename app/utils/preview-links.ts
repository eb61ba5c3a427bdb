/** How long a preview link may work, in days: the choices the editor is offered. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number];

/** The number of days a form's value asks for, when it is one of PREVIEW_LINK_DAYS. */
export function parsePreviewLinkDays(value: unknown): PreviewLinkDays | undefined {
  return PREVIEW_LINK_DAYS.find((days) => String(days) === value);
}
