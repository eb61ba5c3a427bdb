import { onReady } from "./page";

/**
 * The meeting form's time zone starts at the browser's own when the visitor has not chosen one: the
 * server cannot know it. A zone missing from the list is added to it. Nothing else changes.
 */
onReady(() => {
  const select = document.querySelector<HTMLSelectElement>("select[data-browser-zone]");
  if (!select || select.getAttribute("aria-invalid") === "true") return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || select.value === zone) return;
  if (![...select.options].some((option) => option.value === zone)) select.add(new Option(zone.replace(/_/g, " "), zone));
  select.value = zone;
});
