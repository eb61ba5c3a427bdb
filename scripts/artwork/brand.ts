// The logo files and the default social-sharing image.

const MARK_BODY =
  '<rect width="64" height="64" rx="14" fill="#0d1d38"/>' +
  '<path d="M10 50c8-9 16-13 22-13s14 4 22 13" fill="none" stroke="#7ea3d3" stroke-width="3" stroke-linecap="round"/>' +
  '<path d="M18 44V14h6.5L39 33.5V14h7v30h-6.5L25 24.5V44z" fill="#fbbf24"/>';

export function logoSvg(): { mark: string; full: string } {
  const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${MARK_BODY}</svg>`;
  const full =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 64" width="360" height="64" role="img">` +
    `<title>Northbridge Engineering</title>${MARK_BODY}` +
    `<text x="78" y="32" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="28" font-weight="700" fill="#0d1d38">Northbridge</text>` +
    `<text x="79" y="54" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="13" font-weight="600" letter-spacing="4.5" fill="#224a86">ENGINEERING</text>` +
    `</svg>`;
  return { mark, full };
}

/** A 1200 x 630 page rendered to PNG: the firm's name, slogan and the hero drawing. */
export function socialImageHtml(mark: string, drawing: string, interWoff2: Buffer): string {
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(drawing).toString("base64")}`;
  const font = `data:font/woff2;base64,${interWoff2.toString("base64")}`;
  return `<!doctype html><html><head><style>
  @font-face { font-family: "Inter"; src: url(${font}) format("woff2"); font-weight: 100 900; }
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: "Inter", "DejaVu Sans", Arial, sans-serif;
    background: #0d1d38;
    background-image: linear-gradient(rgba(173,198,230,.07) 1px, transparent 1px), linear-gradient(90deg, rgba(173,198,230,.07) 1px, transparent 1px);
    background-size: 60px 60px; color: white; display: flex; align-items: center; padding: 0 64px; gap: 48px; }
  .text { flex: 1 1 0; }
  .brand { display: flex; align-items: center; gap: 18px; }
  .brand svg { width: 76px; height: 76px; }
  .name { font-size: 34px; font-weight: 700; letter-spacing: -0.5px; }
  .sub { font-size: 15px; font-weight: 600; letter-spacing: 5px; color: #adc6e6; margin-top: 4px; }
  h1 { font-size: 68px; line-height: 1.02; font-weight: 800; letter-spacing: -2px; margin-top: 48px; }
  h1 span { color: #fbbf24; }
  p { margin-top: 26px; font-size: 23px; line-height: 1.4; color: #d6e3f3; }
  img { width: 500px; height: 389px; border-radius: 18px; box-shadow: 0 30px 60px rgba(0,0,0,.45); border: 1px solid rgba(255,255,255,.12); }
  </style></head><body>
  <div class="text">
    <div class="brand">${mark}<div><div class="name">Northbridge</div><div class="sub">ENGINEERING</div></div></div>
    <h1>Savings <span>Beyond Imagination</span></h1>
    <p>Engineering, project management and CRN registration across Canada and the southern USA.</p>
  </div>
  <img src="${dataUrl}" alt="">
  </body></html>`;
}
