// Sends GET requests over kept-alive connections, one at a time or `concurrency` at a time, and prints
// each one's time (ms, from the request to the last byte of the body) and the whole run's seconds as JSON:
// `node scripts/lib/timed-gets.mjs <base-url> [concurrency]`, the paths as a JSON array on standard input.
// A process of its own, so that the latency measured is the server's and the loopback's, not the pauses of
// a benchmark process that has just seeded thousands of posts.
import http from "node:http";

const base = new URL(process.argv[2] ?? "");
const concurrency = Number(process.argv[3] ?? 1);
const paths = JSON.parse(await new Response(process.stdin).text());
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

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
let next = 0;
const started = performance.now();
async function sender() {
  while (next < paths.length) {
    const index = next++;
    results[index] = await get(paths[index]);
  }
}
await Promise.all(Array.from({ length: concurrency }, sender));
agent.destroy();
process.stdout.write(JSON.stringify({ seconds: (performance.now() - started) / 1000, results }));
