// Sends GET requests one at a time over one kept-alive connection and prints each one's time (ms, from
// the request to the last byte of the body) as JSON: `node scripts/lib/one-at-a-time.mjs <base-url>`, the
// paths as a JSON array on standard input. A process of its own, so that the latency measured is the
// server's and the loopback's, not the pauses of a benchmark process that has just seeded thousands of posts.
import http from "node:http";

const base = new URL(process.argv[2] ?? "");
const paths = JSON.parse(await new Response(process.stdin).text());
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get({ host: base.hostname, port: base.port, path, agent, headers: { "accept-encoding": "gzip" } }, (response) => {
        response.resume();
        response.on("end", () => resolve({ ms: performance.now() - started, ok: response.statusCode === 200 }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const results = [];
for (const path of paths) results.push(await get(path));
agent.destroy();
process.stdout.write(JSON.stringify(results));
