// `npm run bench`: what the production server costs, measured on loopback, in four parts.
//
// 1. Cached pages beside nginx serving the very same bytes pre-compressed (`gzip -9` files, gzip_static):
//    the ceiling of a static copy.
// 2. Every public page type rendered without the page cache (PAGE_CACHE=off, which also leaves the read
//    cache off: every request renders and queries the database); then a few of them with the read cache
//    on (READ_CACHE=on), the render alone.
// 3. Growth: search, blog list (its first page, and every page in turn in each language), an article,
//    sitemap, RSS and the admin list at 10, 500 and 5,000 posts
//    (`seed:scale` posts of about 1,000 words), uncached, with the ratio between sizes; and search latency
//    one request at a time (p50, p95, p99) over varied queries, and the same searches in this process
//    without HTTP, to tell the search from the request around it.
// 4. Memory: the server's resident memory at first start (the embedded database's initdb), idle, and its
//    peak under load.
// 5. A crawler: every article of a site of CRAWL_POSTS posts (default 5,000) fetched once, eight at a
//    time, from the server as it runs in production (page and read caches on, each article a miss of
//    both): pages per second, latency, and the server's resident memory before, at its peak and after.
//
// Each server is warmed on the pages it is about to be measured on before anything is measured.
//
// Options (environment): BENCH_DURATION seconds per run (default 8), BENCH_CONNECTIONS for cached pages
// (default 64), BENCH_THREADS load-generator threads for cached reads (default 2), BENCH_SIZES (default
// 10,500,5000), BENCH_PARTS (default cached,uncached,growth,crawl), CRAWL_POSTS, DATABASE_URL to run on PostgreSQL (the
// benchmark creates and drops its own databases there), BENCH_STATIC=node to compare with an in-memory
// Node server instead of nginx, BUILD_DIR (default build), BENCH_PORT and BENCH_STATIC_PORT (default: ports
// the system hands out).
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { openDatabase, setDatabase } from "~/db/db.server";
import { BLOG_PAGE_SIZE, listPosts } from "~/utils/posts.server";
import { ensureBuild, freePort, startServer, type ServerProcess } from "./lib/server-process";
import { PLACES, SCALE_TOPICS, SITE_NAMES, seedScale, siteName } from "./seed-scale";
import { PLACES_FR, SCALE_TOPICS_FR } from "./seed-scale-fr";

const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
// A cached page costs the server a fraction of what parsing the answer costs one load-generator thread:
// with a single thread the figures measure autocannon, not the server.
const threads = Number(process.env.BENCH_THREADS ?? 2);
const sizes = (process.env.BENCH_SIZES ?? "10,500,5000").split(",").map(Number);
const parts = new Set((process.env.BENCH_PARTS ?? "cached,uncached,growth,crawl").split(","));
const crawlPosts = Number(process.env.CRAWL_POSTS ?? 5000);
/** A crawler's politeness: this many requests at once. */
const CRAWL_CONCURRENCY = 8;
const buildDir = process.env.BUILD_DIR ?? "build";
const databaseUrl = process.env.DATABASE_URL;
// Ports the system hands out, so that runs started side by side never measure each other's servers.
let APP_PORT = 0;
let STATIC_PORT = 0;
/** Uncached work is measured at this many connections (DESIGN.md section 5). */
const UNCACHED_CONNECTIONS = 16;
/**
 * What a browser asks for: pages rendered per request are measured with the compression browsers get
 * (brotli), not the cheaper gzip only a benchmark would ask for. The cached pages beside nginx keep gzip,
 * which is what nginx's gzip_static serves.
 */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };
const SEARCHES_ONE_BY_ONE = 300;
const ADMIN = { username: "bench-admin", password: "bench-admin-password-1" };

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number; cpuMs?: number };

/** CPU time a process has used so far, in ms (Linux; 0 elsewhere). */
function cpuTime(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Loads the server; with `pid`, also the server's CPU time per answered request, which a busy machine
 * inflates far less than it inflates latency (with the embedded database, the database's work included).
 */
async function load(options: autocannon.Options, pid?: number): Promise<Figures> {
  const cpuBefore = cpuTime(pid);
  const result = await autocannon({ duration, connections, ...options });
  const cpu = cpuTime(pid) - cpuBefore;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMs: pid && result.requests.total ? Math.round((cpu / result.requests.total) * 10) / 10 : undefined,
  };
}

/** Resident memory of a process now and at its peak, in MB (Linux). */
function memory(pid: number | undefined): { rss: number; peak: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
    return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

function startStatic(dir: string): { stop(): void; kind: string } {
  const nginx = process.env.BENCH_STATIC === "node" ? undefined : ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  if (nginx) {
    const conf = path.join(dir, "nginx.conf");
    // The pages are on disk beside their `gzip -9` copies: nginx sends those as they are, compressing
    // nothing per request, like a CDN or a static host would.
    fs.writeFileSync(
      conf,
      `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log stderr error;\n` +
        `events { worker_connections 4096; }\n` +
        `http {\n  access_log off;\n  sendfile on;\n  gzip off;\n  gzip_static on;\n` +
        `  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;\n` +
        `  types { text/html html; application/json json; }\n` +
        `  server { listen 127.0.0.1:${STATIC_PORT}; root ${dir}/www; }\n}\n`,
    );
    fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
    const child: ChildProcess = spawn(nginx, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
    return { stop: () => child.kill("SIGQUIT"), kind: "nginx, 1 worker, gzip_static (pre-compressed gzip -9 files)" };
  }
  const files = new Map<string, { body: Buffer; gzip: Buffer; type: string }>();
  for (const name of fs.readdirSync(path.join(dir, "www")).filter((n) => !n.endsWith(".gz"))) {
    const body = fs.readFileSync(path.join(dir, "www", name));
    files.set(`/${name}`, {
      body,
      gzip: fs.readFileSync(path.join(dir, "www", `${name}.gz`)),
      type: name.endsWith(".json") ? "application/json" : "text/html",
    });
  }
  const server = http.createServer((req, res) => {
    const file = files.get(req.url ?? "");
    if (!file) return res.writeHead(404).end();
    const gzip = /gzip/.test(String(req.headers["accept-encoding"]));
    res.writeHead(200, { "content-type": file.type, ...(gzip ? { "content-encoding": "gzip" } : {}) });
    res.end(gzip ? file.gzip : file.body);
  });
  server.listen(STATIC_PORT, "127.0.0.1");
  return {
    stop: () => server.close(),
    kind: `node static server, files and their gzip -9 in memory${process.env.BENCH_STATIC === "node" ? "" : " (nginx not installed)"}`,
  };
}

/** A database for one part of the run: a directory for the embedded one, or a new PostgreSQL database. */
async function throwawayDatabase(work: string, name: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!databaseUrl) {
    const dataDir = path.join(work, name);
    fs.mkdirSync(dataDir, { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const dbName = `bench_${name.replace(/\W/g, "_")}_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(dbName)} with (force)`);
  await admin.query(`create database ${pg.escapeIdentifier(dbName)}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${dbName}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${pg.escapeIdentifier(dbName)} with (force)`);
      await client.end();
    },
  };
}

function baseEnv(extra: Record<string, string>): Record<string, string> {
  return {
    BUILD_DIR: buildDir,
    CONTACT_LIMIT_PER_HOUR: "100000",
    CONTACT_MIN_FILL_MS: "0",
    // The load generator is one client: it may open as many connections as it is told to.
    CONNECTIONS_PER_CLIENT: String(Math.max(128, connections * 2)),
    CLIENT_REQUESTS_PER_MINUTE: "10000000",
    SITE_URL: `http://127.0.0.1:${APP_PORT}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
}

/** Signs in as the benchmark's admin and returns the session cookie. */
async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams(ADMIN).toString(),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("nb_session="));
  if (!cookie) throw new Error(`Signing in failed (${response.status})`);
  return cookie.split(";")[0] ?? "";
}

/**
 * Realistic searches over the seeded vocabulary of one language (the French posts are written in French):
 * topic words, places, client sites, phrases, words being typed.
 */
function searchQueries(count: number, locale: "en" | "fr" = "en"): string[] {
  const topics =
    locale === "fr"
      ? SCALE_TOPICS_FR.map((topic) => ({ nouns: topic.nouns.map(([word]) => word), tags: topic.tags }))
      : SCALE_TOPICS.map((topic) => ({ nouns: topic.nouns, tags: topic.tags }));
  const places = locale === "fr" ? PLACES_FR : PLACES;
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const queries: string[] = [];
  for (let i = 0; i < count; i++) {
    const topic = pick(topics);
    const noun = pick(topic.nouns);
    switch (i % 6) {
      case 0:
        queries.push(noun);
        break;
      case 1:
        queries.push(pick(places));
        break;
      case 2:
        queries.push(siteName(Math.floor(rand() * SITE_NAMES)).toLowerCase());
        break;
      case 3:
        queries.push(`"${noun}" ${pick(topic.tags).toLowerCase()}`);
        break;
      case 4:
        queries.push(`${pick(topic.nouns)} ${noun.slice(0, Math.max(3, noun.length - 3))}`);
        break;
      default:
        queries.push(`${noun} or ${pick(topic.nouns)} -${pick(pick(topics).nouns).split(" ")[0]}`);
    }
  }
  return queries;
}

/** p50, p95 and p99 of `times` (ms), to a tenth of a millisecond. */
function percentiles(times: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * Latency of GET requests sent one at a time (no queueing) or `concurrency` at a time: p50, p95, p99 in ms,
 * with the run's seconds. The client is a process of its own (`scripts/lib/timed-gets.mjs`): this one holds
 * the heap of thousands of seeded posts, and its collector's pauses would be timed as the server's.
 */
async function timedGets(
  url: string,
  paths: string[],
  concurrency = 1,
): Promise<{ p50: number; p95: number; p99: number; failed: number; seconds: number }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "lib", "timed-gets.mjs"), url, String(concurrency)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdin.end(JSON.stringify(paths));
  let output = "";
  for await (const chunk of child.stdout) output += String(chunk);
  const code = await new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", resolve),
  );
  if (code !== 0) throw new Error(`The timed client exited with code ${code}`);
  const { seconds, results } = JSON.parse(output) as { seconds: number; results: Array<{ ms: number; ok: boolean }> };
  return { ...percentiles(results.map((r) => r.ms)), failed: results.filter((r) => !r.ok).length, seconds };
}

/**
 * The same searches as the API's, in this process without HTTP: what the database and the query layer
 * alone take (a first pass reads the data in, the second is timed). Not the budget's figure, which is
 * the HTTP one: this one says how much of it is the search.
 */
async function searchesInProcess(queries: string[]): Promise<{ p50: number; p95: number; p99: number }> {
  const search = (q: string) => listPosts({ search: q, locale: "en", limit: 20, translations: "public" });
  for (const q of queries) await search(q);
  const times: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    await search(q);
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

/** Cycles through `paths`, one per request. */
function cycling(paths: string[]): autocannon.Request[] {
  let n = 0;
  return [{ setupRequest: (request) => ({ ...request, path: paths[n++ % paths.length] ?? "/" }) }];
}

/**
 * Sends every page a few hundred requests, unmeasured, before anything is measured: a server that has
 * just started runs its code unoptimised, and whichever page came first in the table would pay for it.
 */
async function warmUp(url: string, paths: string[]): Promise<void> {
  await autocannon({ url, connections: 4, amount: 150 * paths.length, requests: cycling(paths), headers: { "accept-encoding": "gzip" } });
}

/**
 * The articles a sitemap lists, in its order: `/blog/{slug}` and `/fr/blogue/{slug}`, one segment after the
 * blog's own address. The author pages (`/blog/author/{slug}`, `/fr/blogue/auteur/{slug}`) are listed
 * there too, and are not articles.
 */
function articlesOf(sitemap: string, locales: "en" | "both" = "en"): string[] {
  const pattern = locales === "en" ? /<loc>[^<]*?(\/blog\/[^/<]+)<\/loc>/g : /<loc>[^<]*?(\/(?:blog|fr\/blogue)\/[^/<]+)<\/loc>/g;
  return Array.from(sitemap.matchAll(pattern), (m) => m[1] ?? "").filter((p) => !p.endsWith("rss.xml"));
}

async function firstPosts(url: string, count: number): Promise<string[]> {
  return articlesOf(await (await fetch(`${url}/sitemap.xml`)).text()).slice(0, count);
}

const report: string[] = [];
function out(line = "") {
  report.push(line);
  console.log(line);
}

async function cachedPart(work: string) {
  const database = await throwawayDatabase(work, "cached");
  const www = path.join(work, "www");
  fs.mkdirSync(www, { recursive: true });
  fs.chmodSync(work, 0o755);
  const server = await startServer(APP_PORT, baseEnv({ ...database.env, SEED_SAMPLE_CONTENT: "true" }), 300_000);
  const staticServer = { stop() {}, kind: "" };
  try {
    // The first start of the embedded database runs initdb: its peak is the process's peak so far.
    const firstStart = memory(server.child.pid);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = memory(server.child.pid);
    const [article] = await firstPosts(server.url, 1);
    const targets = ["/", "/services", "/blog", ...(article ? [article] : []), "/api/blog/posts"];
    for (const [index, target] of targets.entries()) {
      const response = await fetch(`${server.url}${target}`);
      const ext = target.startsWith("/api/") ? "json" : "html";
      const body = Buffer.from(await response.arrayBuffer());
      fs.writeFileSync(path.join(www, `p${index}.${ext}`), body);
      fs.writeFileSync(path.join(www, `p${index}.${ext}.gz`), zlib.gzipSync(body, { level: 9 }));
    }
    Object.assign(staticServer, startStatic(work));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows: string[][] = [];
    const headers = { "accept-encoding": "gzip" };
    await warmUp(server.url, targets);
    for (const [index, target] of targets.entries()) {
      const ext = target.startsWith("/api/") ? "json" : "html";
      const app = await load({ url: `${server.url}${target}`, headers, workers: threads });
      const stat = await load({ url: `http://127.0.0.1:${STATIC_PORT}/p${index}.${ext}`, headers, workers: threads });
      rows.push([
        `GET ${target === article ? "one article" : target}`,
        String(connections),
        fmt(app),
        fmt(stat),
        `${Math.round((app.rps / stat.rps) * 100)}%`,
      ]);
    }
    const underLoad = memory(server.child.pid);
    out(`### Cached pages beside ${staticServer.kind}\n`);
    table(["request", "conns", "site req/s · p50 · p99 (ms)", "static req/s · p50 · p99 (ms)", "site/static"], rows);
    out();
    out("### Memory of the server process (resident, MB)\n");
    table(
      ["moment", "resident MB"],
      [
        [
          databaseUrl ? "first start (PostgreSQL: no embedded database)" : "first start: peak during initdb, migrations and sample content",
          String(firstStart.peak),
        ],
        ["idle after start", String(idle.rss)],
        ["peak after the cached-page loads above", String(underLoad.peak)],
      ],
    );
    out();
  } finally {
    staticServer.stop();
    await server.stop();
    await database.drop();
  }
}

async function uncachedPart(work: string) {
  const database = await throwawayDatabase(work, "uncached");
  const server = await startServer(APP_PORT, baseEnv({ ...database.env, SEED_SAMPLE_CONTENT: "true", PAGE_CACHE: "off" }), 300_000);
  try {
    const [article] = await firstPosts(server.url, 1);
    const pages = [
      "/",
      "/services",
      "/services/crn",
      "/about",
      "/projects",
      "/contact",
      "/blog",
      "/blog?page=2",
      article ?? "/blog",
      "/sitemap.xml",
      "/blog/rss.xml",
      "/robots.txt",
      "/api/blog/posts",
      "/api/blog/categories",
    ];
    const rows: string[][] = [];
    const headers = BROWSER_ENCODINGS;
    await warmUp(server.url, pages);
    for (const page of pages) {
      const figures = await load({ url: `${server.url}${page}`, headers, connections: UNCACHED_CONNECTIONS }, server.child.pid);
      rows.push([`GET ${page === article ? "one article" : page}`, fmt(figures)]);
    }
    const searches = searchQueries(200).map((q) => `/blog?search=${encodeURIComponent(q)}`);
    rows.push([
      "GET /blog?search=… (varied)",
      fmt(await load({ url: server.url, headers, connections: UNCACHED_CONNECTIONS, requests: cycling(searches) }, server.child.pid)),
    ]);
    out(
      `### Every public page type rendered without the page cache (PAGE_CACHE=off), ${UNCACHED_CONNECTIONS} connections, a browser's Accept-Encoding, sample content\n`,
    );
    table(["request", "req/s · p50 · p99 (ms) · server CPU ms per request"], rows);
    out();
    out(`Server peak resident memory after these loads: ${memory(server.child.pid).peak} MB.\n`);
  } finally {
    await server.stop();
  }
  try {
    await renderAlone(database.env);
  } finally {
    await database.drop();
  }
}

/**
 * The same pages rendered on every request with their reads answered from memory (READ_CACHE=on): the
 * cost of the render alone, as a page-cache miss pays it once the read cache is warm.
 */
async function renderAlone(databaseEnv: Record<string, string>) {
  const server = await startServer(APP_PORT, baseEnv({ ...databaseEnv, PAGE_CACHE: "off", READ_CACHE: "on" }), 300_000);
  try {
    const [article] = await firstPosts(server.url, 1);
    const pages = ["/", "/about", "/blog", article ?? "/blog", "/fr/blogue"];
    const rows: string[][] = [];
    await warmUp(server.url, pages);
    for (const page of pages) {
      const figures = await load(
        { url: `${server.url}${page}`, headers: BROWSER_ENCODINGS, connections: UNCACHED_CONNECTIONS },
        server.child.pid,
      );
      rows.push([`GET ${page === article ? "one article" : page}`, fmt(figures)]);
    }
    out(
      `### The render alone: no page cache, reads from the read cache (PAGE_CACHE=off READ_CACHE=on), ${UNCACHED_CONNECTIONS} connections\n`,
    );
    table(["request", "req/s · p50 · p99 (ms) · server CPU ms per request"], rows);
    out();
  } finally {
    await server.stop();
  }
}

async function growthPart(work: string) {
  type Row = Record<string, Figures>;
  const results: Array<{
    size: number;
    row: Row;
    search: Awaited<ReturnType<typeof timedGets>> & { cpuMs: number };
    searchFr: Awaited<ReturnType<typeof timedGets>>;
    searchInProcess: Awaited<ReturnType<typeof searchesInProcess>>;
    seedSeconds: number;
    rss: number;
    peak: number;
  }> = [];
  const queries = searchQueries(SEARCHES_ONE_BY_ONE);
  const queriesFr = searchQueries(SEARCHES_ONE_BY_ONE, "fr");
  for (const size of sizes) {
    const database = await throwawayDatabase(work, `growth-${size}`);
    const started = Date.now();
    const handle = database.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: database.env.DATABASE_URL })
      : await openDatabase({ dataDir: database.env.DATA_DIR });
    await handle.migrate();
    await seedScale(handle.db, { posts: size });
    const seedSeconds = (Date.now() - started) / 1000;
    setDatabase(handle);
    const searchInProcess = await searchesInProcess(queries);
    setDatabase(undefined);
    await handle.close();
    const server: ServerProcess = await startServer(
      APP_PORT,
      baseEnv({ ...database.env, SEED_SAMPLE_CONTENT: "false", PAGE_CACHE: "off" }),
      300_000,
    );
    try {
      const cookie = await signIn(server.url);
      const articles = await firstPosts(server.url, 500);
      // Every page of each language's list in turn, as a crawler following the pagination walks them.
      const listPages = async (locale: "en" | "fr") => {
        const response = await fetch(`${server.url}/api/blog/posts?limit=1&locale=${locale}`);
        const pages = Math.max(1, Math.ceil(Number(response.headers.get("x-total-count") ?? 0) / BLOG_PAGE_SIZE));
        const blog = locale === "fr" ? "/fr/blogue" : "/blog";
        return Array.from({ length: pages }, (_, index) => `${blog}?page=${index + 1}`);
      };
      const [pagesEn, pagesFr] = [await listPages("en"), await listPages("fr")];
      const headers = BROWSER_ENCODINGS;
      const at16 = (options: Partial<autocannon.Options>) =>
        load({ headers, connections: UNCACHED_CONNECTIONS, ...options, url: server.url }, server.child.pid);
      const row: Row = {
        "search (API)": await at16({ requests: cycling(queries.map((q) => `/api/blog/posts?search=${encodeURIComponent(q)}`)) }),
        "search page": await at16({ requests: cycling(queries.map((q) => `/blog?search=${encodeURIComponent(q)}`)) }),
        "blog list": await at16({ requests: cycling(["/blog"]) }),
        "blog pages 1..n": await at16({ requests: cycling(pagesEn) }),
        "French blog pages 1..n": await at16({ requests: cycling(pagesFr) }),
        "an article": await at16({ requests: cycling(articles) }),
        sitemap: await at16({ requests: cycling(["/sitemap.xml"]) }),
        RSS: await at16({ requests: cycling(["/blog/rss.xml"]) }),
        "admin list": await at16({ headers: { ...headers, cookie }, requests: cycling(["/blog-admin"]) }),
        // The list's filters, alone and together, with a search and a later page.
        "admin list filtered": await at16({
          headers: { ...headers, cookie },
          requests: cycling([
            "/blog-admin?status=draft",
            "/blog-admin?status=published&locale=fr",
            "/blog-admin?status=featured&search=vessel",
            "/blog-admin?locale=en&search=pressure&page=2",
          ]),
        }),
      };
      const cpuBefore = cpuTime(server.child.pid);
      const search = {
        ...(await timedGets(
          server.url,
          queries.map((q) => `/api/blog/posts?search=${encodeURIComponent(q)}`),
        )),
        cpuMs: 0,
      };
      search.cpuMs = Math.round(((cpuTime(server.child.pid) - cpuBefore) / queries.length) * 10) / 10;
      // Searches of the French blog (a fifth of the posts, in French, with French stemming), in its words.
      const searchFr = await timedGets(
        server.url,
        queriesFr.map((q) => `/api/blog/posts?locale=fr&search=${encodeURIComponent(q)}`),
      );
      const mem = memory(server.child.pid);
      results.push({ size, row, search, searchFr, searchInProcess, seedSeconds, rss: mem.rss, peak: mem.peak });
      console.error(`growth: ${size} posts measured`);
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  const kinds = Object.keys(results[0]?.row ?? {});
  out(`### Growth, uncached (PAGE_CACHE=off), ${UNCACHED_CONNECTIONS} connections: req/s · p50 · p99 (ms) · server CPU ms per request\n`);
  table(
    ["posts", ...kinds],
    results.map((r) => [String(r.size), ...kinds.map((k) => fmt(r.row[k] as Figures))]),
  );
  out();
  out("Ratio of server CPU per request to the row above (1.0 = flat; 10 = ten times the work):\n");
  table(
    ["posts", ...kinds],
    results.slice(1).map((r, i) => {
      const before = results[i];
      return [
        `${before?.size} → ${r.size}`,
        ...kinds.map((k) => ratio((before?.row[k] as Figures).cpuMs ?? 0, (r.row[k] as Figures).cpuMs ?? 0)),
      ];
    }),
  );
  out();
  out(
    `Search one request at a time (${SEARCHES_ONE_BY_ONE} varied queries through \`GET /api/blog/posts?search=\`, HTTP included, sent by a client process of its own; "in the database": the same English searches through \`listPosts\` in the benchmark's own process, no HTTP), and the server's memory after the loads:\n`,
  );
  table(
    [
      "posts",
      "search p50 ms",
      "search p95 ms",
      "search p99 ms",
      "server CPU ms per search",
      "French search p50 ms",
      "French search p95 ms",
      "search in the database p50 / p95 ms",
      "seeding s",
      "resident MB",
      "peak MB",
    ],
    results.map((r) => [
      String(r.size),
      String(r.search.p50),
      String(r.search.p95),
      String(r.search.p99),
      String(r.search.cpuMs),
      String(r.searchFr.p50),
      String(r.searchFr.p95),
      `${r.searchInProcess.p50} / ${r.searchInProcess.p95}`,
      r.seedSeconds.toFixed(1),
      String(r.rss),
      String(r.peak),
    ]),
  );
  out();
}

/**
 * A crawler walking the whole blog once: every article is a miss of the page cache and of the read cache,
 * the case where the server's memory grows (rendered pages, cached reads, the embedded database's buffers).
 */
async function crawlPart(work: string) {
  const database = await throwawayDatabase(work, "crawl");
  try {
    const handle = database.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: database.env.DATABASE_URL })
      : await openDatabase({ dataDir: database.env.DATA_DIR });
    await handle.migrate();
    await seedScale(handle.db, { posts: crawlPosts });
    await handle.close();
    const server = await startServer(APP_PORT, baseEnv({ ...database.env, SEED_SAMPLE_CONTENT: "false" }), 300_000);
    try {
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const articles = articlesOf(sitemap, "both");
      const before = memory(server.child.pid);
      const crawl = await timedGets(server.url, articles, CRAWL_CONCURRENCY);
      const after = memory(server.child.pid);
      out(`### A crawler: every article once, ${CRAWL_CONCURRENCY} at a time, page and read caches on (${crawlPosts} posts)\n`);
      table(
        ["articles", "failed", "pages/s", "p50 ms", "p99 ms", "resident MB before", "peak MB", "resident MB after"],
        [
          [
            String(articles.length),
            String(crawl.failed),
            (articles.length / crawl.seconds).toFixed(0),
            String(crawl.p50),
            String(crawl.p99),
            String(before.rss),
            String(after.peak),
            String(after.rss),
          ],
        ],
      );
      out();
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

function ratio(before: number, after: number): string {
  if (!before) return "-";
  return (after / before).toFixed(1);
}

async function main() {
  ensureBuild(buildDir, process.argv.includes("--rebuild"));
  // BENCH_PORT / BENCH_STATIC_PORT pin the ports, on a machine where others keep a range of their own.
  APP_PORT = Number(process.env.BENCH_PORT) || (await freePort());
  STATIC_PORT = Number(process.env.BENCH_STATIC_PORT) || (await freePort());
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  fs.chmodSync(work, 0o755);
  const title = `${new Date().toISOString().slice(0, 10)}, loopback, ${duration} s per run, cached pages asked for with gzip (as nginx gzip_static serves), pages rendered per request as a browser asks (brotli); database: ${databaseUrl ? "PostgreSQL" : "embedded PGlite"}; ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average at start ${os.loadavg()[0]?.toFixed(1)}`;
  out(`\n${title}\n`);
  try {
    if (parts.has("cached")) await cachedPart(work);
    if (parts.has("uncached")) await uncachedPart(work);
    if (parts.has("growth")) await growthPart(work);
    if (parts.has("crawl")) await crawlPart(work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (process.env.BENCH_REPORT) fs.writeFileSync(process.env.BENCH_REPORT, `${report.join("\n")}\n`);
}

function fmt(f: Figures): string {
  const problems = f.errors || f.non2xx ? ` (${f.errors} errors, ${f.non2xx} non-2xx)` : "";
  return `${f.rps} · ${f.p50} · ${f.p99}${f.cpuMs === undefined ? "" : ` · ${f.cpuMs}`}${problems}`;
}

function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  out(line(head));
  out(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) out(line(row));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
