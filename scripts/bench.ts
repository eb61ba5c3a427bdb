// `npm run bench`: requests/second and latency of the production server under concurrent load on
// loopback, each page beside a static file server (nginx when installed) serving the very same bytes.
//
// Options (environment): BENCH_DURATION seconds per run (default 8), BENCH_CONNECTIONS (default 64),
// BENCH_THREADS load-generator threads for the page and API reads (default 2), DATABASE_URL to run on
// PostgreSQL instead of a throwaway embedded database, BUILD_DIR (default build).
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { ensureBuild, startServer } from "./lib/server-process";

const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
// A cached page costs the server a fraction of what parsing the answer costs one load-generator thread:
// with a single thread the figures measure autocannon, not the server.
const threads = Number(process.env.BENCH_THREADS ?? 2);
const buildDir = process.env.BUILD_DIR ?? "build";
const APP_PORT = 3301;
const STATIC_PORT = 3302;

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration, connections, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function startStatic(dir: string): { stop(): void; kind: string } {
  // BENCH_STATIC=node compares with the in-memory Node server below even where nginx is installed: the
  // ceiling of this load generator for answers of the same size.
  const nginx = process.env.BENCH_STATIC === "node" ? undefined : ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  if (nginx) {
    const conf = path.join(dir, "nginx.conf");
    fs.writeFileSync(
      conf,
      `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log stderr error;\n` +
        `events { worker_connections 4096; }\n` +
        `http {\n  access_log off;\n  sendfile on;\n  gzip on;\n  gzip_min_length 0;\n  gzip_types text/html application/json;\n` +
        `  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;\n` +
        `  types { text/html html; application/json json; }\n` +
        `  server { listen 127.0.0.1:${STATIC_PORT}; root ${dir}/www; }\n}\n`,
    );
    fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
    const child: ChildProcess = spawn(nginx, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
    return { stop: () => child.kill("SIGQUIT"), kind: "nginx (1 worker, gzip)" };
  }
  // No nginx here: a minimal Node static server holding the files (and their gzip) in memory.
  const files = new Map<string, { body: Buffer; gzip: Buffer; type: string }>();
  for (const name of fs.readdirSync(path.join(dir, "www"))) {
    const body = fs.readFileSync(path.join(dir, "www", name));
    files.set(`/${name}`, { body, gzip: zlib.gzipSync(body), type: name.endsWith(".json") ? "application/json" : "text/html" });
  }
  const server = http.createServer((req, res) => {
    const file = files.get(req.url ?? "");
    if (!file) return res.writeHead(404).end();
    const gzip = /gzip/.test(String(req.headers["accept-encoding"]));
    res.writeHead(200, { "content-type": file.type, ...(gzip ? { "content-encoding": "gzip" } : {}) });
    res.end(gzip ? file.gzip : file.body);
  });
  server.listen(STATIC_PORT, "127.0.0.1");
  return { stop: () => server.close(), kind: `node static server, files and gzip in memory${process.env.BENCH_STATIC === "node" ? "" : " (nginx not installed)"}` };
}

async function main() {
  ensureBuild(buildDir, process.argv.includes("--rebuild"));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  // nginx workers run as an unprivileged user: they must be able to read the pages.
  fs.chmodSync(work, 0o755);
  fs.mkdirSync(path.join(work, "www"));
  const env: Record<string, string> = {
    BUILD_DIR: buildDir,
    DATA_DIR: path.join(work, "data"),
    SEED_SAMPLE_CONTENT: "true",
    CONTACT_LIMIT_PER_HOUR: "100000",
    CONTACT_MIN_FILL_MS: "0",
    SITE_URL: `http://127.0.0.1:${APP_PORT}`,
  };
  const server = await startServer(APP_PORT, env);
  const staticServer = { stop() {}, kind: "" };
  try {
    const posts = (await (await fetch(`${server.url}/api/blog/posts?limit=1`)).json()) as { slug: string }[];
    const article = posts[0] ? `/blog/${posts[0].slug}` : undefined;
    const targets = ["/", "/services", "/blog", ...(article ? [article] : []), "/api/blog/posts"];
    for (const [index, target] of targets.entries()) {
      const response = await fetch(`${server.url}${target}`);
      const ext = target.startsWith("/api/") ? "json" : "html";
      fs.writeFileSync(path.join(work, "www", `p${index}.${ext}`), Buffer.from(await response.arrayBuffer()));
    }
    Object.assign(staticServer, startStatic(work));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const rows: string[][] = [];
    const headers = { "accept-encoding": "gzip" };
    for (const [index, target] of targets.entries()) {
      const ext = target.startsWith("/api/") ? "json" : "html";
      const app = await load({ url: `${server.url}${target}`, headers, workers: threads });
      const stat = await load({ url: `http://127.0.0.1:${STATIC_PORT}/p${index}.${ext}`, headers, workers: threads });
      rows.push([`GET ${target}`, String(connections), fmt(app), fmt(stat), `${Math.round((app.rps / stat.rps) * 100)}%`]);
    }
    if (article) {
      let n = 0;
      const uncached = await load({
        url: `${server.url}${article}`,
        connections: 16,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: `${article}?nocache=${++n}` }) }],
      });
      rows.push([`GET ${article} (uncached render)`, "16", fmt(uncached), "-", "-"]);
    }
    const contact = await load({
      url: `${server.url}/api/contact`,
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        firstName: "Bench",
        lastName: "Mark",
        email: "bench@example.com",
        service: "multiple",
        message: "A benchmark inquiry, stored like any other.",
      }),
    });
    rows.push(["POST /api/contact", String(connections), fmt(contact), "-", "-"]);

    const title = `Loopback load, ${duration} s per run, gzip accepted, reads from ${threads} load-generator threads; static server: ${staticServer.kind}; database: ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}; ${os.cpus().length} cores, Node ${process.version}`;
    console.log(`\n${title}\n`);
    printTable(["request", "conns", "site req/s · p50 · p99 (ms)", "static req/s · p50 · p99 (ms)", "site/static"], rows);
  } finally {
    staticServer.stop();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function fmt(f: Figures): string {
  const problems = f.errors || f.non2xx ? ` (${f.errors} errors, ${f.non2xx} non-2xx)` : "";
  return `${f.rps} · ${f.p50} · ${f.p99}${problems}`;
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

