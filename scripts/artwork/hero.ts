// The home page hero and the CRN page hero (720 x 560).
import { arrow, circle, dimension, group, line, palette, path, polyline, rect, stroke, text, type Drawing } from "./svg";

const W = 720;
const H = 560;

function heroPlant(): Drawing {
  const parts = [text(40, 50, "PROCESS PLANT UPGRADE  GENERAL ARRANGEMENT", 12, palette.line)];
  const ground = 430;
  parts.push(line(30, ground, 690, ground, { ...stroke.main, "stroke-width": 2.5 }));
  parts.push(rect(30, ground, 660, 14, { fill: "url(#hatch)", stroke: "none" }));

  // Distillation column with trays and platforms.
  const cx = 130;
  parts.push(path(`M${cx - 34} ${ground}V150A34 30 0 0 1 ${cx + 34} 150V${ground}`, { ...stroke.main, "stroke-width": 2.5 }));
  for (let y = 180; y < ground - 20; y += 34) parts.push(line(cx - 34, y, cx + 34, y, stroke.hidden));
  for (const y of [210, 320]) {
    parts.push(line(cx - 60, y, cx + 60, y, stroke.thin));
    parts.push(line(cx + 60, y, cx + 60, y - 20, stroke.thin));
  }
  parts.push(line(cx, 100, cx, ground + 10, stroke.center));
  parts.push(line(cx, 120, cx, 96), line(cx, 96, 250, 96));

  // Horizontal pressure vessel on saddles.
  const vx = 250;
  const vy = 300;
  parts.push(
    path(`M${vx} ${vy}H${vx + 200}A36 42 0 0 1 ${vx + 200} ${vy + 84}H${vx}A36 42 0 0 1 ${vx} ${vy}Z`, {
      ...stroke.main,
      "stroke-width": 2.5,
    }),
  );
  parts.push(line(vx - 50, vy + 42, vx + 250, vy + 42, stroke.center));
  for (const sx of [vx + 40, vx + 160]) {
    parts.push(path(`M${sx - 30} ${ground}L${sx - 20} ${vy + 76}M${sx + 30} ${ground}L${sx + 20} ${vy + 76}`));
  }
  for (const nx of [vx + 50, vx + 150]) {
    parts.push(rect(nx - 10, vy - 26, 20, 26));
    parts.push(rect(nx - 16, vy - 32, 32, 6));
  }
  parts.push(path(`M250 96H${vx + 50}V${vy - 32}`, { ...stroke.main, stroke: palette.soft, "stroke-width": 3 }));

  // Pump and piping to the heat exchanger.
  parts.push(circle(540, 392, 24));
  parts.push(circle(540, 392, 8, { fill: palette.accent, stroke: "none" }));
  parts.push(rect(564, 382, 56, 22));
  parts.push(path(`M${vx + 236} 342H${540}V368`, { ...stroke.main, stroke: palette.soft, "stroke-width": 3 }));
  parts.push(path("M540 416V424H600", { ...stroke.main, stroke: palette.soft, "stroke-width": 3 }));
  // Heat exchanger (shell and tube) raised.
  parts.push(rect(520, 250, 150, 46, stroke.main, 23));
  for (let x = 545; x <= 645; x += 20) parts.push(line(x, 254, x, 292, stroke.thin));
  parts.push(path("M620 382V296", { ...stroke.main, stroke: palette.soft, "stroke-width": 3 }));
  parts.push(path(`M${vx + 150} ${vy - 32}V230H560V250`, { ...stroke.main, stroke: palette.soft, "stroke-width": 3 }));
  parts.push(arrow(300, 230, 360, 230, { ...stroke.thin, stroke: palette.accentSoft }, palette.accentSoft));

  // Savings chart inset.
  parts.push(rect(470, 80, 210, 140, { fill: palette.paperBottom, stroke: palette.line, "stroke-width": 1.5 }, 8));
  parts.push(text(486, 104, "OPERATING COST", 10, palette.soft));
  parts.push(line(490, 196, 664, 196, stroke.thin));
  parts.push(line(490, 116, 490, 196, stroke.thin));
  const before: Array<[number, number]> = [
    [490, 128],
    [525, 124],
    [560, 130],
    [595, 126],
  ];
  const after: Array<[number, number]> = [
    [595, 126],
    [615, 150],
    [640, 170],
    [664, 176],
  ];
  parts.push(polyline(before, stroke.main));
  parts.push(polyline(after, { ...stroke.accent, "stroke-width": 3 }));
  parts.push(line(595, 116, 595, 196, { ...stroke.thin, "stroke-dasharray": "4 4" }));
  parts.push(text(640, 150, "-30%", 15, palette.accent, "middle", 700));
  parts.push(text(596, 212, "UPGRADE", 8, palette.soft, "middle"));

  // Dimensions and callouts.
  parts.push(dimension(vx - 36, 480, vx + 236, 480, "7 200 T/T"));
  parts.push(dimension(60, 150, 60, ground, "24.5 m", 0));
  for (const [x, y, label] of [
    [200, 170, "C-101"],
    [vx + 100, 270, "V-201"],
    [540, 352, "P-301"],
    [690, 244, "E-401"],
  ] as const) {
    parts.push(text(x, y, label, 10, palette.accentSoft, x > 680 ? "end" : "middle"));
  }
  return { width: W, height: H, title: "Process plant upgrade", drawingNumber: "NB-001", body: parts.join("") };
}

function crnVessel(): Drawing {
  const parts = [text(40, 50, "CRN SUBMISSION  VERTICAL RECEIVER  ASME VIII-1", 12, palette.line)];
  const cx = 230;
  const top = 130;
  const bottom = 400;
  const r = 80;
  // Vessel with 2:1 heads.
  parts.push(
    path(`M${cx - r} ${bottom}V${top}A${r} 40 0 0 1 ${cx + r} ${top}V${bottom}A${r} 40 0 0 1 ${cx - r} ${bottom}Z`, {
      ...stroke.main,
      "stroke-width": 2.5,
    }),
  );
  parts.push(line(cx - r, top, cx + r, top, stroke.thin), line(cx - r, bottom, cx + r, bottom, stroke.thin));
  parts.push(line(cx, 70, cx, 470, stroke.center));
  // Legs.
  for (const dx of [-64, 64])
    parts.push(path(`M${cx + dx} ${bottom + 28}V480M${cx + dx - 14} 480H${cx + dx + 14}`, { ...stroke.main, "stroke-width": 2.5 }));
  // Nozzles.
  parts.push(rect(cx - 10, 66, 20, 26), rect(cx - 17, 60, 34, 6));
  parts.push(rect(cx + r, 190, 30, 20), rect(cx + r + 30, 183, 6, 34));
  parts.push(rect(cx - r - 30, 300, 30, 20), rect(cx - r - 36, 293, 6, 34));
  parts.push(circle(cx, 260, 30, stroke.thin), circle(cx, 260, 22, stroke.hidden));
  for (const [x, y, label] of [
    [cx + 34, 84, "N1"],
    [cx + r + 44, 180, "N2"],
    [cx - r - 44, 290, "N3"],
    [cx + 40, 236, "M1"],
  ] as const) {
    parts.push(text(x, y, label, 10, palette.line, "middle"));
  }
  // Dimensions.
  parts.push(dimension(cx - r, 520, cx + r, 520, "ID 1 600"));
  parts.push(dimension(390, top, 390, bottom, "3 600 T/T", 0));
  parts.push(line(cx + r + 40, top, 396, top, stroke.thin), line(cx + r + 40, bottom, 396, bottom, stroke.thin));

  // Nozzle schedule table.
  const tx = 440;
  const ty = 90;
  parts.push(rect(tx, ty, 240, 150, { fill: palette.paperBottom, stroke: palette.line, "stroke-width": 1.5 }, 6));
  parts.push(text(tx + 12, ty + 22, "NOZZLE SCHEDULE", 10, palette.line));
  const rows = [
    ["N1", '3" 300# RF', "INLET"],
    ["N2", '2" 300# RF', "OUTLET"],
    ["N3", '1" 3000# CPLG', "DRAIN"],
    ["M1", '18" 300#', "MANWAY"],
  ];
  rows.forEach((row, i) => {
    const y = ty + 48 + i * 24;
    parts.push(line(tx + 10, y - 16, tx + 230, y - 16, { stroke: palette.soft, "stroke-opacity": 0.5, "stroke-width": 1 }));
    parts.push(
      text(tx + 14, y, row[0], 10, palette.accentSoft),
      text(tx + 50, y, row[1], 10, palette.line),
      text(tx + 226, y, row[2], 9, palette.soft, "end"),
    );
  });
  // Design data.
  parts.push(text(tx, 280, "DESIGN PRESSURE   2 070 kPa", 10, palette.soft));
  parts.push(text(tx, 298, "DESIGN TEMP.      200 °C", 10, palette.soft));
  parts.push(text(tx, 316, "MATERIAL          SA-516-70N", 10, palette.soft));
  parts.push(text(tx, 334, "JOINT EFF.        1.0 (FULL RT)", 10, palette.soft));
  // Stamp.
  parts.push(
    group(
      [
        circle(0, 0, 58, { ...stroke.accent, "stroke-width": 3 }),
        circle(0, 0, 48, { ...stroke.accent, "stroke-width": 1.2 }),
        text(0, -6, "CRN", 24, palette.accent, "middle", 700),
        text(0, 16, "0H1234.5", 10, palette.accent, "middle"),
        text(0, 32, "REGISTERED", 8, palette.accent, "middle"),
      ],
      { transform: "translate(580 420) rotate(-14)" },
    ),
  );
  return { width: W, height: H, title: "CRN submission drawing", drawingNumber: "NB-002", body: parts.join("") };
}

export const heroDrawings: Record<string, () => Drawing> = {
  "hero-plant": heroPlant,
  "crn-vessel": crnVessel,
};
