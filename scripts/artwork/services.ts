// The eight service illustrations (640 x 480).
import { arrow, circle, dimension, gear, group, line, palette, path, person, polyline, rect, stroke, text, type Drawing } from "./svg";

const W = 640;
const H = 480;

function professionalEngineering(): Drawing {
  const body = [
    // Main gear and pinion, meshing.
    gear(250, 220, 118, 22, 14, 0.05),
    circle(250, 220, 70, stroke.thin),
    circle(250, 220, 26),
    circle(250, 220, 10, { fill: palette.accent, stroke: "none" }),
    ...Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3;
      return circle(250 + Math.cos(a) * 48, 220 + Math.sin(a) * 48, 9, stroke.thin);
    }),
    gear(418, 318, 66, 13, 12, 0.18),
    circle(418, 318, 20),
    circle(418, 318, 7, { fill: palette.accent, stroke: "none" }),
    // Centre lines.
    line(110, 220, 390, 220, stroke.center),
    line(250, 80, 250, 360, stroke.center),
    line(330, 318, 505, 318, stroke.center),
    line(418, 232, 418, 404, stroke.center),
    // Dimensions.
    dimension(132, 385, 368, 385, "Ø236 PCD"),
    dimension(540, 252, 540, 384, "Ø132", 0),
    line(484, 252, 546, 252, stroke.thin),
    line(484, 384, 546, 384, stroke.thin),
    // Section view of the shaft, hatched.
    rect(470, 70, 120, 70, { fill: "url(#hatch)", stroke: palette.line, "stroke-width": 2 }),
    rect(500, 70, 60, 70, { fill: palette.paperTop, stroke: palette.line, "stroke-width": 2 }),
    line(530, 60, 530, 150, stroke.center),
    text(470, 58, "SECTION A-A", 10, palette.line),
    // Callout.
    circle(340, 140, 14, stroke.accent),
    text(340, 144, "1", 12, palette.accent, "middle", 700),
    line(354, 134, 440, 100, { ...stroke.thin, stroke: palette.accent }),
    text(36, 44, "GEAR TRAIN  M4  Z22/Z13", 12, palette.line),
  ].join("");
  return { width: W, height: H, title: "Professional Engineering", drawingNumber: "NB-101", body };
}

function projectManagement(): Drawing {
  const left = 150;
  const top = 92;
  const col = 38;
  const rows = [
    { label: "SCOPE", start: 0, len: 2, critical: true },
    { label: "DESIGN", start: 1.5, len: 3.5, critical: true },
    { label: "PERMITS", start: 3, len: 2.5, critical: false },
    { label: "PROCURE", start: 4.5, len: 3, critical: true },
    { label: "BUILD", start: 6.5, len: 4, critical: true },
    { label: "COMMISSION", start: 10, len: 1.5, critical: false },
  ];
  const parts: string[] = [text(36, 44, "MASTER SCHEDULE  REV C", 12, palette.line)];
  for (let i = 0; i <= 12; i++) {
    const x = left + i * col;
    parts.push(line(x, top - 14, x, top + rows.length * 44, { ...stroke.thin, "stroke-opacity": i % 4 === 0 ? 0.9 : 0.35 }));
    if (i < 12) parts.push(text(x + col / 2, top - 22, `W${(i + 1) * 2}`, 9, palette.soft, "middle"));
  }
  rows.forEach((row, i) => {
    const y = top + i * 44 + 10;
    parts.push(text(36, y + 16, row.label, 11, palette.line));
    parts.push(
      rect(
        left + row.start * col,
        y,
        row.len * col,
        22,
        {
          fill: row.critical ? palette.accent : "none",
          "fill-opacity": row.critical ? 0.9 : undefined,
          stroke: row.critical ? palette.accent : palette.line,
          "stroke-width": 2,
        },
        4,
      ),
    );
    if (i > 0 && row.critical) {
      const prev = rows
        .slice(0, i)
        .reverse()
        .find((r) => r.critical);
      if (prev) {
        const px = left + (prev.start + prev.len) * col;
        const py = top + rows.indexOf(prev) * 44 + 32;
        parts.push(path(`M${px} ${py}V${y + 11}H${left + row.start * col - 2}`, { ...stroke.thin, stroke: palette.accentSoft }));
      }
    }
  });
  // Milestones.
  for (const [week, label] of [
    [5, "30%"],
    [8.5, "IFC"],
    [11.5, "HANDOVER"],
  ] as const) {
    const x = left + week * col;
    const y = top + rows.length * 44 + 18;
    parts.push(path(`M${x} ${y - 9}L${x + 9} ${y}L${x} ${y + 9}L${x - 9} ${y}Z`, { fill: palette.line, stroke: "none" }));
    parts.push(text(x, y + 24, label, 9, palette.line, "middle"));
  }
  // Today line.
  const today = left + 5.8 * col;
  parts.push(
    line(today, top - 14, today, top + rows.length * 44 + 4, { ...stroke.accent, "stroke-dasharray": "6 4", "stroke-width": 1.5 }),
  );
  parts.push(text(today + 6, top - 2, "TODAY", 9, palette.accent));
  return { width: W, height: H, title: "Project Management", drawingNumber: "NB-102", body: parts.join("") };
}

function qualityManagement(): Drawing {
  const x0 = 60;
  const x1 = 440;
  const mean = 230;
  const values = [0, 18, -12, 30, -6, 22, -28, 8, 40, -16, 12, -4, 26, -20, 6, 14, -10, 2];
  const step = (x1 - x0) / (values.length - 1);
  const points: Array<[number, number]> = values.map((v, i) => [x0 + i * step, mean - v * 1.6]);
  const parts = [
    text(36, 44, "X-BAR CONTROL CHART  LINE 3", 12, palette.line),
    line(x0, 100, x0, 380, stroke.main),
    line(x0, 380, x1 + 10, 380, stroke.main),
    line(x0, 130, x1, 130, { ...stroke.accent, "stroke-dasharray": "8 5", "stroke-width": 1.5 }),
    line(x0, 330, x1, 330, { ...stroke.accent, "stroke-dasharray": "8 5", "stroke-width": 1.5 }),
    line(x0, mean, x1, mean, stroke.center),
    text(x1 + 8, 134, "UCL", 10, palette.accent),
    text(x1 + 8, 334, "LCL", 10, palette.accent),
    text(x1 + 8, mean + 4, "X̄", 12, palette.line),
    polyline(points, stroke.main),
    ...points.map(([x, y]) => circle(x, y, 4.5, { fill: palette.paperTop, stroke: palette.line, "stroke-width": 2 })),
  ];
  // Bell curve on the right, rotated to share the y axis.
  const bx = 500;
  const curve: Array<[number, number]> = [];
  for (let y = 120; y <= 340; y += 5) {
    const z = (y - mean) / 45;
    curve.push([bx + Math.exp(-0.5 * z * z) * 90, y]);
  }
  parts.push(line(bx, 110, bx, 350, stroke.thin));
  parts.push(polyline(curve, { ...stroke.main, stroke: palette.accentSoft }));
  parts.push(text(bx + 6, 380, "σ = 0.42", 10, palette.line));
  parts.push(text(x0, 410, "SAMPLE", 9, palette.soft));
  parts.push(text(36, 446, "Cpk 1.67  ·  6σ", 11, palette.line));
  return { width: W, height: H, title: "Quality Management", drawingNumber: "NB-103", body: parts.join("") };
}

function businessConsulting(): Drawing {
  const parts = [text(36, 44, "OPERATIONS REVIEW  COST vs. OUTPUT", 12, palette.line)];
  // Faint floor plan behind.
  parts.push(
    group(
      [
        rect(70, 90, 500, 290, stroke.thin),
        line(250, 90, 250, 250, stroke.thin),
        line(70, 250, 400, 250, stroke.thin),
        line(400, 180, 400, 380, stroke.thin),
        rect(100, 280, 80, 60, stroke.hidden),
        rect(280, 120, 90, 80, stroke.hidden),
      ],
      { opacity: 0.45 },
    ),
  );
  const base = 380;
  const bars = [120, 150, 140, 185, 210, 250];
  bars.forEach((h, i) => {
    const x = 100 + i * 62;
    parts.push(rect(x, base - h, 40, h, { fill: palette.paperTop, stroke: palette.line, "stroke-width": 2 }));
    parts.push(text(x + 20, base + 18, `Q${(i % 4) + 1}`, 9, palette.soft, "middle"));
  });
  parts.push(line(84, base, 500, base));
  const trend: Array<[number, number]> = bars.map((h, i) => [120 + i * 62, base - h - 26]);
  parts.push(polyline(trend.slice(0, 5), stroke.accent));
  const [ax, ay] = trend[4];
  const [bx, by] = trend[5];
  parts.push(arrow(ax, ay, bx + (bx - ax) * 0.4, by + (by - ay) * 0.4, stroke.accent, palette.accent));
  parts.push(circle(548, 210, 30, { ...stroke.accent, "stroke-width": 2 }));
  parts.push(text(548, 218, "$", 24, palette.accent, "middle", 700));
  parts.push(text(548, 266, "+18% MARGIN", 11, palette.accent, "middle"));
  return { width: W, height: H, title: "Business Consulting", drawingNumber: "NB-104", body: parts.join("") };
}

function greenConsulting(): Drawing {
  const parts = [text(36, 44, "SOUTH ELEVATION  LEED GOLD TARGET", 12, palette.line)];
  const gx = 80;
  const gy = 400;
  parts.push(line(40, gy, 600, gy));
  // Building.
  parts.push(rect(gx + 40, 170, 300, gy - 170));
  for (let floor = 0; floor < 5; floor++) {
    for (let bay = 0; bay < 6; bay++) {
      const x = gx + 58 + bay * 47;
      const y = 188 + floor * 42;
      if (floor === 4 && (bay === 2 || bay === 3)) continue;
      parts.push(rect(x, y, 32, 26, stroke.thin));
      parts.push(line(x - 4, y - 3, x + 36, y - 3, { ...stroke.main, "stroke-width": 2.5 }));
    }
  }
  parts.push(rect(gx + 160, gy - 46, 60, 46));
  // Solar array on roof.
  for (let i = 0; i < 5; i++) {
    const x = gx + 60 + i * 56;
    parts.push(path(`M${x} 166L${x + 14} 136L${x + 52} 136L${x + 38} 166Z`, { ...stroke.main, stroke: palette.accentSoft }));
    parts.push(line(x + 7, 151, x + 45, 151, { ...stroke.thin, stroke: palette.accentSoft }));
  }
  // Sun.
  parts.push(circle(520, 110, 26, stroke.accent));
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    parts.push(line(520 + Math.cos(a) * 36, 110 + Math.sin(a) * 36, 520 + Math.cos(a) * 48, 110 + Math.sin(a) * 48, stroke.accent));
  }
  parts.push(arrow(490, 136, 420, 150, { ...stroke.thin, stroke: palette.accentSoft, "stroke-dasharray": "5 4" }, palette.accentSoft));
  // Tree and leaf.
  parts.push(circle(510, 320, 42, { ...stroke.main, stroke: palette.green }));
  parts.push(line(510, 362, 510, gy, { ...stroke.main, stroke: palette.green }));
  parts.push(path("M490 330c10-16 30-24 40-24c-2 18-16 34-40 24z", { ...stroke.main, stroke: palette.green }));
  parts.push(line(490, 330, 514, 314, { ...stroke.thin, stroke: palette.green }));
  parts.push(dimension(gx + 40, 420, gx + 340, 420, "48.0 m", 0));
  parts.push(text(540, 240, "-40% kWh", 12, palette.green, "middle", 700));
  return { width: W, height: H, title: "Green Consulting", drawingNumber: "NB-105", body: parts.join("") };
}

function phsrServices(): Drawing {
  const parts = [text(36, 44, "PRE-START REVIEW  PRESS CELL 2", 12, palette.line)];
  // Hazard zone.
  parts.push(rect(70, 110, 330, 270, { fill: "url(#hatch)", stroke: "none", opacity: 0.35 }));
  parts.push(rect(70, 110, 330, 270, { ...stroke.accent, "stroke-dasharray": "10 6", "stroke-width": 2 }));
  parts.push(text(78, 128, "HAZARD ZONE", 10, palette.accent));
  // Machine.
  parts.push(rect(140, 170, 190, 150, { fill: palette.paperTop, stroke: palette.line, "stroke-width": 2 }, 6));
  parts.push(rect(170, 140, 130, 30));
  parts.push(rect(195, 200, 80, 60, stroke.thin));
  parts.push(line(235, 260, 235, 292));
  parts.push(rect(205, 292, 60, 12));
  parts.push(circle(305, 196, 10, { fill: palette.accent, stroke: "none" }));
  parts.push(rect(150, 320, 170, 18));
  // Light curtain.
  parts.push(line(110, 150, 110, 360, { ...stroke.main, stroke: palette.accentSoft }));
  parts.push(line(360, 150, 360, 360, { ...stroke.main, stroke: palette.accentSoft }));
  for (let y = 160; y <= 350; y += 19)
    parts.push(
      line(112, y, 358, y, { stroke: palette.accentSoft, "stroke-width": 0.8, "stroke-opacity": 0.45, "stroke-dasharray": "3 5" }),
    );
  // Shield with check.
  parts.push(path("M510 120l70 24v62c0 52-34 86-70 104c-36-18-70-52-70-104v-62z", { ...stroke.main, "stroke-width": 2.5 }));
  parts.push(path("M482 212l20 22l40-48", { ...stroke.accent, "stroke-width": 4 }));
  parts.push(text(510, 350, "COMPLIANT", 11, palette.line, "middle"));
  parts.push(text(510, 368, "CSA Z432", 10, palette.soft, "middle"));
  parts.push(dimension(70, 410, 400, 410, "SAFETY DISTANCE 850 mm"));
  return { width: W, height: H, title: "PHSR Services", drawingNumber: "NB-106", body: parts.join("") };
}

function crnRegistration(): Drawing {
  const parts = [text(36, 44, "HORIZONTAL VESSEL  ASME VIII-1", 12, palette.line)];
  const x = 130;
  const y = 170;
  const len = 340;
  const d = 130;
  // Shell with 2:1 elliptical heads.
  parts.push(
    path(`M${x} ${y}H${x + len}A48 ${d / 2} 0 0 1 ${x + len} ${y + d}H${x}A48 ${d / 2} 0 0 1 ${x} ${y}Z`, {
      ...stroke.main,
      "stroke-width": 2.5,
    }),
  );
  parts.push(line(x, y, x, y + d, stroke.thin), line(x + len, y, x + len, y + d, stroke.thin));
  parts.push(line(x - 70, y + d / 2, x + len + 70, y + d / 2, stroke.center));
  // Nozzles.
  for (const [nx, label] of [
    [x + 60, "N1"],
    [x + 200, "N2"],
    [x + 290, "N3"],
  ] as const) {
    parts.push(rect(nx - 14, y - 40, 28, 40));
    parts.push(rect(nx - 22, y - 48, 44, 8));
    parts.push(text(nx, y - 58, label, 10, palette.line, "middle"));
  }
  parts.push(rect(x + 130 - 12, y + d, 24, 30));
  parts.push(rect(x + 130 - 19, y + d + 30, 38, 7));
  parts.push(text(x + 130, y + d + 52, "N4", 10, palette.line, "middle"));
  // Saddles.
  for (const sx of [x + 50, x + len - 50]) {
    parts.push(path(`M${sx - 40} ${y + d + 60}L${sx - 28} ${y + d - 8}M${sx + 40} ${y + d + 60}L${sx + 28} ${y + d - 8}`));
    parts.push(line(sx - 52, y + d + 60, sx + 52, y + d + 60, { ...stroke.main, "stroke-width": 3 }));
  }
  // Manway.
  parts.push(circle(x - 10, y + d / 2, 22, stroke.thin));
  parts.push(dimension(x - 48, 400, x + len + 48, 400, "6 400 T/T"));
  parts.push(dimension(560, y, 560, y + d, "ID 1 800"));
  parts.push(line(x + len + 30, y, 566, y, stroke.thin), line(x + len + 30, y + d, 566, y + d, stroke.thin));
  // CRN stamp.
  parts.push(
    group(
      [
        circle(0, 0, 40, stroke.accent),
        circle(0, 0, 32, { ...stroke.accent, "stroke-width": 1 }),
        text(0, -4, "CRN", 16, palette.accent, "middle", 700),
        text(0, 14, "REGISTERED", 7, palette.accent, "middle"),
      ],
      { transform: "translate(540 100) rotate(-12)" },
    ),
  );
  parts.push(text(36, 70, "MAWP 1 380 kPa @ 150 °C", 10, palette.soft));
  return { width: W, height: H, title: "CRN Registration", drawingNumber: "NB-107", body: parts.join("") };
}

function recruitingStaffing(): Drawing {
  const parts = [text(36, 44, "PROJECT TEAM  ORGANISATION", 12, palette.line)];
  const box = (cx: number, cy: number, label: string, role: string, highlight = false) =>
    group([
      rect(
        cx - 70,
        cy - 34,
        140,
        100,
        { fill: palette.paperTop, stroke: highlight ? palette.accent : palette.line, "stroke-width": 2 },
        10,
      ),
      person(cx, cy - 24, 0.85, highlight ? stroke.accent : stroke.main),
      text(cx, cy + 40, label, 11, highlight ? palette.accent : palette.line, "middle", 700),
      text(cx, cy + 55, role, 9, palette.soft, "middle"),
    ]);
  parts.push(path("M320 166V200M140 200H500M140 200V236M320 200V236M500 200V236", stroke.thin));
  parts.push(box(320, 100, "PM", "PROJECT LEAD", true));
  parts.push(box(140, 270, "P.ENG", "MECHANICAL"));
  parts.push(box(320, 270, "P.ENG", "ELECTRICAL"));
  parts.push(box(500, 270, "EIT", "DESIGN"));
  // Incoming candidate.
  parts.push(
    group([rect(530, 64, 80, 80, { ...stroke.hidden }, 10), person(570, 72, 0.7, { ...stroke.main, stroke: palette.accentSoft })]),
  );
  parts.push(arrow(528, 104, 396, 104, { ...stroke.thin, stroke: palette.accentSoft, "stroke-dasharray": "5 4" }, palette.accentSoft));
  parts.push(text(570, 160, "PLACED IN 2 WKS", 9, palette.accentSoft, "middle"));
  parts.push(text(36, 380, "CONTRACT · CONTRACT-TO-HIRE · PERMANENT", 11, palette.line));
  return { width: W, height: H, title: "Recruiting & Staffing", drawingNumber: "NB-108", body: parts.join("") };
}

export const serviceDrawings: Record<string, () => Drawing> = {
  "professional-engineering": professionalEngineering,
  "project-management": projectManagement,
  "quality-management": qualityManagement,
  "business-consulting": businessConsulting,
  "green-consulting": greenConsulting,
  "phsr-services": phsrServices,
  "crn-registration": crnRegistration,
  "recruiting-staffing": recruitingStaffing,
};
