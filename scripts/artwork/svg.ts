// Small helpers for drawing the site's blueprint-style illustrations as SVG text.

export const palette = {
  paperTop: "#12365f",
  paperBottom: "#0b2344",
  line: "#dce9fb",
  soft: "#8fb0da",
  faint: "#4f7dbd",
  accent: "#fbbf24",
  accentSoft: "#fcd34d",
  green: "#86efac",
};

export const mono = "ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', Menlo, monospace";

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${String(v)}"`)
    .join(" ");
}

export const el = (tag: string, a: Attrs, children = ""): string =>
  children ? `<${tag} ${attrs(a)}>${children}</${tag}>` : `<${tag} ${attrs(a)}/>`;

export const n = (value: number) => Math.round(value * 10) / 10;

/** Stroke styles used throughout. */
export const stroke = {
  main: { fill: "none", stroke: palette.line, "stroke-width": 2, "stroke-linejoin": "round", "stroke-linecap": "round" },
  thin: { fill: "none", stroke: palette.soft, "stroke-width": 1.25, "stroke-linejoin": "round", "stroke-linecap": "round" },
  center: { fill: "none", stroke: palette.faint, "stroke-width": 1, "stroke-dasharray": "10 4 2 4" },
  hidden: { fill: "none", stroke: palette.soft, "stroke-width": 1.25, "stroke-dasharray": "5 4" },
  accent: { fill: "none", stroke: palette.accent, "stroke-width": 2.5, "stroke-linejoin": "round", "stroke-linecap": "round" },
} satisfies Record<string, Attrs>;

export const line = (x1: number, y1: number, x2: number, y2: number, style: Attrs = stroke.main) =>
  el("line", { x1: n(x1), y1: n(y1), x2: n(x2), y2: n(y2), ...style });

export const rect = (x: number, y: number, w: number, h: number, style: Attrs = stroke.main, rx = 0) =>
  el("rect", { x: n(x), y: n(y), width: n(w), height: n(h), rx: rx || undefined, ...style });

export const circle = (cx: number, cy: number, r: number, style: Attrs = stroke.main) =>
  el("circle", { cx: n(cx), cy: n(cy), r: n(r), ...style });

export const path = (d: string, style: Attrs = stroke.main) => el("path", { d, ...style });

export const polyline = (points: Array<[number, number]>, style: Attrs = stroke.main) =>
  el("polyline", { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), ...style });

export const text = (x: number, y: number, content: string, size = 11, fill = palette.soft, anchor = "start", weight = 400) =>
  el(
    "text",
    {
      x: n(x),
      y: n(y),
      "font-family": mono,
      "font-size": size,
      fill,
      "text-anchor": anchor,
      "font-weight": weight === 400 ? undefined : weight,
      "letter-spacing": size < 14 ? 0.6 : undefined,
    },
    content.replace(/&/g, "&amp;").replace(/</g, "&lt;"),
  );

export const group = (children: string[], a: Attrs = {}) => el("g", a, children.join(""));

/** A dimension line with end ticks and a centred label. */
export function dimension(x1: number, y1: number, x2: number, y2: number, label: string, offset = 0): string {
  const horizontal = Math.abs(y2 - y1) < Math.abs(x2 - x1);
  const parts: string[] = [];
  if (horizontal) {
    const y = y1 + offset;
    parts.push(line(x1, y, x2, y, stroke.thin));
    parts.push(line(x1, y - 6, x1, y + 6, stroke.thin), line(x2, y - 6, x2, y + 6, stroke.thin));
    parts.push(arrowHead(x1, y, 1, 0), arrowHead(x2, y, -1, 0));
    const mid = (x1 + x2) / 2;
    parts.push(rect(mid - label.length * 3.6 - 5, y - 8, label.length * 7.2 + 10, 16, { fill: palette.paperBottom, stroke: "none" }));
    parts.push(text(mid, y + 4, label, 11, palette.line, "middle"));
  } else {
    const x = x1 + offset;
    parts.push(line(x, y1, x, y2, stroke.thin));
    parts.push(line(x - 6, y1, x + 6, y1, stroke.thin), line(x - 6, y2, x + 6, y2, stroke.thin));
    parts.push(arrowHead(x, y1, 0, 1), arrowHead(x, y2, 0, -1));
    const mid = (y1 + y2) / 2;
    parts.push(
      group(
        [
          rect(-label.length * 3.6 - 5, -8, label.length * 7.2 + 10, 16, { fill: palette.paperBottom, stroke: "none" }),
          text(0, 4, label, 11, palette.line, "middle"),
        ],
        {
          transform: `translate(${n(x)} ${n(mid)}) rotate(-90)`,
        },
      ),
    );
  }
  return parts.join("");
}

/** A small filled arrow head at (x, y) pointing along (dx, dy). */
export function arrowHead(x: number, y: number, dx: number, dy: number, size = 7, fill = palette.soft): string {
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const px = -uy;
  const py = ux;
  const p1 = [x, y];
  const p2 = [x - ux * -size + px * (size / 2.4), y - uy * -size + py * (size / 2.4)];
  const p3 = [x - ux * -size - px * (size / 2.4), y - uy * -size - py * (size / 2.4)];
  return el("path", {
    d: `M${n(p1[0])} ${n(p1[1])}L${n(p2[0])} ${n(p2[1])}L${n(p3[0])} ${n(p3[1])}Z`,
    fill,
    stroke: "none",
  });
}

/** An arrow from (x1, y1) to (x2, y2). */
export function arrow(x1: number, y1: number, x2: number, y2: number, style: Attrs = stroke.thin, fill = palette.soft): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const ex = x2 - (dx / len) * 8;
  const ey = y2 - (dy / len) * 8;
  return line(x1, y1, ex, ey, style) + arrowHead(x2, y2, -dx, -dy, 9, fill);
}

/** A gear outline centred at (cx, cy). */
export function gear(cx: number, cy: number, radius: number, teeth: number, toothDepth: number, rotation = 0): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = rotation + i * step;
    const corners: Array<[number, number]> = [
      [a - step * 0.5, radius - toothDepth],
      [a - step * 0.28, radius - toothDepth],
      [a - step * 0.16, radius],
      [a + step * 0.16, radius],
      [a + step * 0.28, radius - toothDepth],
      [a + step * 0.5, radius - toothDepth],
    ];
    for (const [angle, r] of corners) points.push(`${n(cx + Math.cos(angle) * r)} ${n(cy + Math.sin(angle) * r)}`);
  }
  return path(`M${points.join("L")}Z`);
}

/** A person glyph: head and shoulders. */
export function person(cx: number, top: number, scale = 1, style: Attrs = stroke.main): string {
  const r = 9 * scale;
  return (
    circle(cx, top + r, r, style) +
    path(
      `M${n(cx - 17 * scale)} ${n(top + 44 * scale)}c0-${n(12 * scale)} ${n(7 * scale)}-${n(20 * scale)} ${n(17 * scale)}-${n(20 * scale)}s${n(17 * scale)} ${n(8 * scale)} ${n(17 * scale)} ${n(20 * scale)}`,
      style,
    )
  );
}

export type Drawing = {
  width: number;
  height: number;
  title: string;
  drawingNumber: string;
  body: string;
};

/** The blueprint sheet: gradient paper, grid, border and title block around the drawing. */
export function sheet({ width, height, title, drawingNumber, body }: Drawing): string {
  const titleBlockW = Math.min(290, width * 0.46);
  const tbx = width - 16 - titleBlockW;
  const tby = height - 16 - 34;
  const defs = el(
    "defs",
    {},
    [
      el(
        "linearGradient",
        { id: "paper", x1: 0, y1: 0, x2: 0.35, y2: 1 },
        el("stop", { offset: 0, "stop-color": palette.paperTop }) + el("stop", { offset: 1, "stop-color": palette.paperBottom }),
      ),
      el(
        "pattern",
        { id: "minor", width: 20, height: 20, patternUnits: "userSpaceOnUse" },
        path("M20 0H0V20", { fill: "none", stroke: "#8fb0da", "stroke-opacity": 0.09, "stroke-width": 1 }),
      ),
      el(
        "pattern",
        { id: "major", width: 100, height: 100, patternUnits: "userSpaceOnUse" },
        path("M100 0H0V100", { fill: "none", stroke: "#8fb0da", "stroke-opacity": 0.18, "stroke-width": 1 }),
      ),
      el(
        "pattern",
        { id: "hatch", width: 8, height: 8, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
        line(0, 0, 0, 8, { stroke: palette.soft, "stroke-width": 1.2, "stroke-opacity": 0.55 }),
      ),
    ].join(""),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    el("title", {}, title.replace(/&/g, "&amp;")),
    defs,
    rect(0, 0, width, height, { fill: "url(#paper)", stroke: "none" }),
    rect(0, 0, width, height, { fill: "url(#minor)", stroke: "none" }),
    rect(0, 0, width, height, { fill: "url(#major)", stroke: "none" }),
    rect(12, 12, width - 24, height - 24, { fill: "none", stroke: palette.soft, "stroke-opacity": 0.55, "stroke-width": 1 }),
    body,
    rect(tbx, tby, titleBlockW, 34, { fill: palette.paperBottom, stroke: palette.soft, "stroke-opacity": 0.7, "stroke-width": 1 }),
    line(tbx + titleBlockW * 0.62, tby, tbx + titleBlockW * 0.62, tby + 34, {
      stroke: palette.soft,
      "stroke-opacity": 0.7,
      "stroke-width": 1,
    }),
    text(tbx + 10, tby + 14, "NORTHBRIDGE ENG.", 9, palette.line),
    text(tbx + 10, tby + 27, title.toUpperCase().slice(0, Math.floor((titleBlockW * 0.62 - 14) / 5.4)), 8, palette.soft),
    text(tbx + titleBlockW * 0.62 + 8, tby + 14, "DWG", 8, palette.soft),
    text(tbx + titleBlockW * 0.62 + 8, tby + 27, drawingNumber, 9, palette.accent),
    "</svg>",
  ].join("");
}
