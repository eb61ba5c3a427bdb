// Which markup the visual editor can keep. The sanitiser allows more (figures, captions, definition
// lists, …) than the editor's schema knows; an article using those opens in the HTML view instead, so
// editing it visually never drops anything without the editor knowing.

const UNSUPPORTED_TAGS = [
  "h1",
  "h5",
  "h6",
  "caption",
  "figure",
  "figcaption",
  "dl",
  "dt",
  "dd",
  "abbr",
  "sub",
  "sup",
  "mark",
  "kbd",
  "q",
  "cite",
  "small",
  "tfoot",
] as const;

/** The tags in `html` that the visual editor would drop, each once, in the order of the list above. */
export function unsupportedMarkup(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<([a-z][a-z0-9]*)\b/gi)) found.add(match[1].toLowerCase());
  return UNSUPPORTED_TAGS.filter((tag) => found.has(tag));
}

const TAG_NAMES: Record<string, string> = {
  caption: "table captions",
  figure: "figures",
  figcaption: "figure captions",
  dl: "definition lists",
  dt: "definition lists",
  dd: "definition lists",
  abbr: "abbreviations",
  sub: "subscript",
  sup: "superscript",
  mark: "highlighting",
  kbd: "keyboard keys",
  q: "inline quotes",
  cite: "citations",
  small: "small print",
  tfoot: "table footers",
  h1: "level 1 headings",
  h5: "level 5 headings",
  h6: "level 6 headings",
};

/** "table captions and figures": what a person would call the markup at risk. */
export function describeMarkup(tags: string[]): string {
  const names = [...new Set(tags.map((tag) => TAG_NAMES[tag] ?? `<${tag}>`))];
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
