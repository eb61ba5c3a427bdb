/**
 * The flags the production server's Node process starts with: `npm start` and `npm run serve` (which
 * spell them out, as a package script must), and every benchmark and browser test that starts the server,
 * so that what is measured is what runs.
 *
 * The heap cap: the server's live JavaScript data is about 60-120 MB with every cache full, but V8 sizes
 * its heap from the machine's memory (4 GB on a 24 GB machine) and lets garbage pile up to that. A
 * crawler walking 3,000 articles took the process from 453 to 867 MB resident without the cap and to
 * 622 MB with it, at the same pages per second (docs/performance.md, "Memory under a crawler"). 320 MB
 * leaves the live data room to triple; an operator with a larger site and machine raises it by starting
 * `node --max-old-space-size=<MB> server/index.js` directly.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=320"] as const;
