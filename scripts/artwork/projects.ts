// The six project illustrations (640 x 400).
import { arrow, circle, dimension, group, line, palette, path, polyline, rect, stroke, text, type Drawing } from "./svg";

const W = 640;
const H = 400;

function industrialProcess(): Drawing {
  const parts = [text(36, 44, "LINE 4 REBALANCE  PLAN VIEW", 12, palette.line)];
  // Conveyor.
  parts.push(rect(50, 200, 540, 44, stroke.main, 22));
  for (let x = 74; x <= 566; x += 24) parts.push(circle(x, 222, 7, stroke.thin));
  // Parts on the belt.
  for (const x of [110, 230, 350, 470])
    parts.push(rect(x, 180, 36, 22, { fill: palette.paperTop, stroke: palette.line, "stroke-width": 2 }, 3));
  // Robot cells.
  for (const [cx, flip] of [
    [180, 1],
    [410, -1],
  ] as const) {
    parts.push(rect(cx - 50, 80, 100, 86, stroke.hidden, 6));
    parts.push(circle(cx, 150, 14));
    parts.push(
      polyline(
        [
          [cx, 150],
          [cx + 30 * flip, 112],
          [cx + 62 * flip, 150],
        ],
        { ...stroke.main, "stroke-width": 4 },
      ),
    );
    parts.push(circle(cx + 30 * flip, 112, 6, { fill: palette.accent, stroke: "none" }));
    parts.push(path(`M${cx + 56 * flip} 160l${6 * flip} 12l${6 * flip}-12`, stroke.main));
  }
  // Flow arrows.
  parts.push(arrow(60, 276, 580, 276, stroke.accent, palette.accent));
  parts.push(text(320, 298, "FLOW  42 → 60 UNITS/HR", 11, palette.accent, "middle"));
  parts.push(rect(470, 76, 120, 60, stroke.thin, 6));
  parts.push(text(530, 100, "OEE", 11, palette.soft, "middle"));
  parts.push(text(530, 122, "+30%", 16, palette.accent, "middle", 700));
  parts.push(dimension(50, 330, 590, 330, "CELL PITCH 4 × 6.0 m"));
  return { width: W, height: H, title: "Industrial Process Optimization", drawingNumber: "NB-201", body: parts.join("") };
}

function sustainableOffice(): Drawing {
  const parts = [text(36, 44, "OFFICE COMPLEX  EAST ELEVATION", 12, palette.line)];
  const ground = 330;
  parts.push(line(30, ground, 610, ground));
  // Two linked blocks.
  parts.push(rect(80, 120, 220, ground - 120));
  parts.push(rect(300, 170, 180, ground - 170));
  for (let f = 0; f < 5; f++) for (let b = 0; b < 5; b++) parts.push(rect(96 + b * 40, 136 + f * 38, 28, 24, stroke.thin));
  for (let f = 0; f < 4; f++) for (let b = 0; b < 4; b++) parts.push(rect(316 + b * 40, 184 + f * 34, 28, 20, stroke.thin));
  // Vertical fins (solar shading).
  for (let x = 90; x <= 290; x += 20) parts.push(line(x, 126, x, ground - 10, { stroke: palette.faint, "stroke-width": 1 }));
  // Green roof.
  parts.push(path("M80 120q12-14 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0t28 0", { ...stroke.main, stroke: palette.green }));
  // PV on the lower roof.
  for (let i = 0; i < 4; i++) {
    const x = 312 + i * 42;
    parts.push(path(`M${x} 168L${x + 8} 150L${x + 38} 150L${x + 30} 168Z`, { ...stroke.main, stroke: palette.accentSoft }));
  }
  // Trees.
  for (const x of [520, 568]) {
    parts.push(circle(x, 282, 24, { ...stroke.main, stroke: palette.green }));
    parts.push(line(x, 306, x, ground, { ...stroke.main, stroke: palette.green }));
  }
  parts.push(rect(500, 70, 100, 56, stroke.thin, 6));
  parts.push(text(550, 92, "ENERGY", 10, palette.soft, "middle"));
  parts.push(text(550, 114, "-40%", 16, palette.green, "middle", 700));
  parts.push(dimension(80, 356, 300, 356, "42.0 m"));
  return { width: W, height: H, title: "Sustainable Office Complex", drawingNumber: "NB-202", body: parts.join("") };
}

function transportation(): Drawing {
  const parts = [text(36, 44, "INTERCHANGE 7  ELEVATION", 12, palette.line)];
  // Deck with girders.
  parts.push(path("M30 150Q320 110 610 150", { ...stroke.main, "stroke-width": 3 }));
  parts.push(path("M30 168Q320 128 610 168", stroke.main));
  for (let x = 50; x <= 590; x += 30) {
    const t = (x - 30) / 580;
    const yTop = 150 - 80 * t * (1 - t);
    parts.push(line(x, yTop + 2, x, yTop + 18, stroke.thin));
  }
  // Piers.
  for (const x of [170, 320, 470]) {
    const t = (x - 30) / 580;
    const y = 168 - 80 * t * (1 - t);
    parts.push(path(`M${x - 14} ${y}L${x - 10} 300H${x + 10}L${x + 14} ${y}`, stroke.main));
    parts.push(rect(x - 30, 300, 60, 16, { fill: "url(#hatch)", stroke: palette.line, "stroke-width": 2 }));
  }
  // Road below.
  parts.push(line(30, 300, 610, 300, stroke.thin));
  parts.push(line(30, 338, 610, 338));
  parts.push(line(30, 319, 610, 319, { ...stroke.accent, "stroke-width": 1.5, "stroke-dasharray": "18 12" }));
  for (const x of [90, 400]) parts.push(rect(x, 306, 46, 10, stroke.thin, 4));
  for (const x of [240, 530]) parts.push(rect(x, 324, 46, 10, stroke.thin, 4));
  // Car on the deck.
  parts.push(rect(360, 120, 44, 12, { fill: palette.accent, stroke: "none" }, 4));
  parts.push(dimension(170, 366, 320, 366, "42.5 m"));
  parts.push(dimension(580, 200, 580, 300, "5.3 m", 0));
  return { width: W, height: H, title: "Transportation Infrastructure", drawingNumber: "NB-203", body: parts.join("") };
}

function waterTreatment(): Drawing {
  const parts = [text(36, 44, "WATER TREATMENT  SITE PLAN", 12, palette.line)];
  // Clarifiers.
  for (const [cx, cy] of [
    [150, 180],
    [150, 310],
  ] as const) {
    parts.push(circle(cx, cy, 56));
    parts.push(circle(cx, cy, 44, stroke.thin));
    parts.push(circle(cx, cy, 10, { fill: palette.accent, stroke: "none" }));
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      parts.push(line(cx + Math.cos(a) * 14, cy + Math.sin(a) * 14, cx + Math.cos(a) * 42, cy + Math.sin(a) * 42, stroke.thin));
    }
  }
  // Filter beds.
  for (let i = 0; i < 4; i++) {
    const x = 280 + i * 58;
    parts.push(rect(x, 130, 48, 100));
    parts.push(rect(x + 6, 136, 36, 88, { fill: "url(#hatch)", stroke: "none" }));
  }
  parts.push(text(390, 122, "FILTERS F1–F4", 10, palette.soft, "middle"));
  // UV and clearwell.
  parts.push(rect(280, 268, 140, 70, stroke.main, 8));
  parts.push(text(350, 308, "UV / CLEARWELL", 10, palette.line, "middle"));
  // Pipes.
  parts.push(
    path("M206 180H280M206 310H240V250H390V230M420 303H520", {
      ...stroke.main,
      stroke: palette.soft,
      "stroke-width": 4,
      "stroke-opacity": 0.7,
    }),
  );
  parts.push(arrow(430, 303, 540, 303, stroke.accent, palette.accent));
  parts.push(arrow(40, 245, 92, 245, stroke.accent, palette.accent));
  // Drop.
  parts.push(path("M560 190c-16 22-26 36-26 50a26 26 0 0 0 52 0c0-14-10-28-26-50z", { ...stroke.main, stroke: "#7dd3fc" }));
  parts.push(text(560, 160, "2× CAPACITY", 11, palette.accent, "middle", 700));
  return { width: W, height: H, title: "Water Treatment Facility", drawingNumber: "NB-204", body: parts.join("") };
}

function smartGrid(): Drawing {
  const parts = [text(36, 44, "FEEDER AUTOMATION  ONE-LINE", 12, palette.line)];
  const tower = (x: number, base: number, h: number) =>
    group([
      path(`M${x - 24} ${base}L${x - 6} ${base - h}H${x + 6}L${x + 24} ${base}`),
      path(
        `M${x - 20} ${base - h * 0.15}L${x + 16} ${base - h * 0.45}M${x + 20} ${base - h * 0.15}L${x - 16} ${base - h * 0.45}M${x - 13} ${base - h * 0.5}L${x + 10} ${base - h * 0.8}M${x + 13} ${base - h * 0.5}L${x - 10} ${base - h * 0.8}`,
        stroke.thin,
      ),
      line(x - 34, base - h + 14, x + 34, base - h + 14),
      line(x - 26, base - h + 34, x + 26, base - h + 34),
    ]);
  parts.push(tower(110, 330, 200), tower(300, 330, 180));
  parts.push(path("M76 144Q171 196 266 164M144 144Q239 196 334 164M84 164Q179 216 274 184M136 164Q231 216 326 184", stroke.thin));
  // Substation.
  parts.push(rect(400, 220, 170, 110, stroke.main, 6));
  for (const x of [430, 480, 530]) {
    parts.push(circle(x, 262, 14));
    parts.push(circle(x, 282, 14));
  }
  parts.push(text(485, 318, "SUBSTATION 12", 9, palette.soft, "middle"));
  parts.push(path("M334 164H440V220", { ...stroke.thin, "stroke-width": 2 }));
  // Network nodes.
  const nodes: Array<[number, number]> = [
    [430, 90],
    [510, 70],
    [580, 120],
    [500, 150],
  ];
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i + 1) % nodes.length];
    parts.push(line(x, y, nx, ny, { ...stroke.thin, stroke: palette.accentSoft, "stroke-dasharray": "4 4" }));
  });
  for (const [x, y] of nodes) parts.push(circle(x, y, 9, { fill: palette.paperTop, stroke: palette.accent, "stroke-width": 2 }));
  parts.push(line(500, 159, 485, 220, { ...stroke.thin, stroke: palette.accentSoft, "stroke-dasharray": "4 4" }));
  parts.push(path("M370 80l-16 32h14l-10 28l28-38h-14l12-22z", { fill: palette.accent, stroke: "none" }));
  parts.push(text(585, 186, "+25% η", 12, palette.accent, "middle", 700));
  parts.push(line(40, 330, 600, 330));
  return { width: W, height: H, title: "Smart Grid Implementation", drawingNumber: "NB-205", body: parts.join("") };
}

function pharmaceutical(): Drawing {
  const parts = [text(36, 44, "GMP SUITE  FLOOR PLAN", 12, palette.line)];
  parts.push(rect(40, 70, 400, 290, { ...stroke.main, "stroke-width": 3 }));
  parts.push(path("M40 200H300M300 70V360M170 200V360M300 260H440", stroke.main));
  const room = (x: number, y: number, name: string, grade: string) =>
    group([text(x, y, name, 10, palette.line, "middle"), text(x, y + 15, grade, 9, palette.accent, "middle")]);
  parts.push(
    room(170, 100, "FILLING", "GRADE A/B"),
    room(105, 225, "GOWNING", "GRADE C"),
    room(235, 225, "WASH", "GRADE C"),
    room(370, 100, "FORMULATION", "GRADE C"),
    room(370, 285, "QC LAB", "GRADE D"),
  );
  // Doors.
  for (const [x, y] of [
    [130, 200],
    [250, 200],
    [300, 140],
    [300, 310],
  ] as const)
    parts.push(circle(x, y, 5, { fill: palette.accent, stroke: "none" }));
  // Airflow arrows.
  parts.push(arrow(110, 130, 110, 180, stroke.thin), arrow(230, 130, 230, 180, stroke.thin));
  // Vessels (elevation) on the right.
  const floor = 312;
  for (const [x, h] of [
    [500, 150],
    [570, 120],
  ] as const) {
    const top = floor - h;
    parts.push(path(`M${x - 26} ${top + 20}A26 20 0 0 1 ${x + 26} ${top + 20}V${floor - 18}A26 14 0 0 1 ${x - 26} ${floor - 18}Z`));
    parts.push(line(x, top, x, top - 18), line(x - 20, floor - 8, x - 26, floor + 22), line(x + 20, floor - 8, x + 26, floor + 22));
    parts.push(line(x - 26, top + 60, x + 26, top + 60, stroke.thin));
  }
  parts.push(path("M526 232H544", { ...stroke.main, stroke: palette.soft }));
  // Molecule.
  const hex = (cx: number, cy: number, r: number) =>
    path(
      `M${Array.from({ length: 6 }, (_, i) => `${(cx + Math.cos((i * Math.PI) / 3 + Math.PI / 6) * r).toFixed(1)} ${(cy + Math.sin((i * Math.PI) / 3 + Math.PI / 6) * r).toFixed(1)}`).join("L")}Z`,
      { ...stroke.main, stroke: palette.accentSoft },
    );
  parts.push(hex(520, 110, 22), hex(558, 88, 22));
  parts.push(circle(596, 66, 5, { fill: palette.accentSoft, stroke: "none" }));
  parts.push(line(577, 77, 592, 68, { ...stroke.main, stroke: palette.accentSoft }));
  parts.push(dimension(40, 378, 300, 378, "18.5 m"));
  return { width: W, height: H, title: "Pharmaceutical Expansion", drawingNumber: "NB-206", body: parts.join("") };
}

export const projectDrawings: Record<string, () => Drawing> = {
  "industrial-process-optimization": industrialProcess,
  "sustainable-office-complex": sustainableOffice,
  "transportation-infrastructure": transportation,
  "water-treatment-facility": waterTreatment,
  "smart-grid-implementation": smartGrid,
  "pharmaceutical-expansion": pharmaceutical,
};
