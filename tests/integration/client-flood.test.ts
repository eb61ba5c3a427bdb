import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CLIENT_LIMITS } from "../../server/client-limits";
import { ensureBuild, freePort, startServer, type ServerProcess } from "../../scripts/lib/server-process";

/**
 * One address floods the production server with searches (each a distinct query, so none is cached)
 * while a second address browses: the second is always served, and the first is told to slow down (429
 * with Retry-After). No timing is asserted: a refused visitor would show as a 429, not as a slow page.
 */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
/** More requests than one address may have running and waiting, so each burst of the flood is over its bound. */
const FLOODERS = DEFAULT_CLIENT_LIMITS.running + DEFAULT_CLIENT_LIMITS.waiting + 24;
const VISITOR_ADDRESS = "127.0.0.2";
const START_TIMEOUT_MS = 240_000;
/** How long the flood may take to be refused once: bursts are refused within a few of them. */
const REFUSAL_WITHIN_MS = 120_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-flood-"));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Answer = { status: number; retryAfter?: string; body: string };

/** A GET from a chosen local address (the whole 127.0.0.0/8 block is this machine). */
function get(url: string, localAddress?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"], body }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

describe("a client flooding the site with searches", () => {
  it("gets 429 with Retry-After while another address's pages are answered", { timeout: 420_000 }, async () => {
    ensureBuild(BUILD_DIR);
    const port = await freePort();
    // The number of requests per minute is out of the way: this is the bound on requests at once.
    const server: ServerProcess = await startServer(
      port,
      { BUILD_DIR, DATA_DIR: dataDir, SEED_SAMPLE_CONTENT: "true", CLIENT_REQUESTS_PER_MINUTE: "10000000" },
      START_TIMEOUT_MS,
    );
    try {
      const [article] = (await (await fetch(`${server.url}/api/blog/posts?limit=1`)).json()) as { slug: string }[];
      expect(article).toBeDefined();

      let flooding = true;
      let sent = 0;
      const flood: Answer[] = [];
      // The flood comes in bursts, every request of a burst sent at once: the server then holds more of this
      // address's requests than it may run and queue. Sent one after another by each of many clients, they
      // arrive spread out, and the server may answer each before the next one comes in.
      const flooder = (async () => {
        while (flooding) {
          await Promise.all(
            Array.from({ length: FLOODERS }, async () => {
              const n = sent++;
              // Pages and API reads alike, every query new: each one is a search and a render.
              const target = n % 2 ? `/blog?search=vessel${n}` : `/api/blog/posts?search=pressure%20gauge${n}`;
              flood.push(await get(`${server.url}${target}`));
            }),
          );
        }
      })();

      // The visitor starts once the flood has been refused at least once, so it browses during the flood.
      const deadline = Date.now() + REFUSAL_WITHIN_MS;
      while (!flood.some((answer) => answer.status === 429)) {
        if (Date.now() > deadline) {
          flooding = false;
          await flooder;
          throw new Error(`no 429 in ${flood.length} requests sent in bursts of ${FLOODERS}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const floodBeforeVisits = flood.length;
      const visits: Array<{ target: string; status: number }> = [];
      for (const target of ["/blog", `/blog/${article?.slug}`, "/blog?search=energy", "/api/blog/posts?search=crn", "/sitemap.xml"]) {
        const answer = await get(`${server.url}${target}`, VISITOR_ADDRESS);
        visits.push({ target, status: answer.status });
      }
      const floodDuringVisits = flood.length;
      flooding = false;
      await flooder;

      expect(visits.filter((visit) => visit.status !== 200)).toEqual([]);
      const refused = flood.filter((answer) => answer.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((answer) => Number(answer.retryAfter) >= 1)).toBe(true);
      expect(refused.some((answer) => answer.body.includes("Too many requests"))).toBe(true);
      // The flooding address is slowed down, not shut out: its requests within the bound are answered.
      expect(flood.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
      expect(flood.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
      // The flood went on being answered while the visitor browsed.
      expect(floodDuringVisits).toBeGreaterThan(floodBeforeVisits);
    } finally {
      await server.stop();
    }
  });
});
