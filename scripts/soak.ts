// `npm run soak`: a bounded soak test on loopback. Mixed traffic (page and API reads, inquiries, admin
// post writes) for SOAK_SECONDS (default 180); afterwards every inquiry the server acknowledged and every
// post write it acknowledged must be in the database, and memory must not have grown without bound.
// Exits non-zero when a check fails. CI runs a short form (SOAK_SECONDS=20).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../app/db/db.server";
import { ensureBuild, postInquiry, startServer } from "./lib/server-process";

const seconds = Number(process.env.SOAK_SECONDS ?? 180);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 16);
const buildDir = process.env.BUILD_DIR ?? "build";
const PORT = 3304;
const ADMIN = { username: "soak-admin", password: "soak-admin-password-1" };

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function main() {
  ensureBuild(buildDir);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "soak-"));
  const dataDir = path.join(work, "data");
  const server = await startServer(PORT, {
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    SEED_SAMPLE_CONTENT: "true",
    SITE_URL: `http://127.0.0.1:${PORT}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    CONTACT_LIMIT_PER_HOUR: "100000",
    // The load comes from one address.
    CLIENT_REQUESTS_PER_MINUTE: "10000000",
    CONTACT_MIN_FILL_MS: "0",
  });
  const url = server.url;
  const pid = server.child.pid ?? 0;
  const failures: string[] = [];
  try {
    const login = await fetch(`${url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
      body: new URLSearchParams(ADMIN).toString(),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("nb_session="))
      ?.split(";")[0];
    if (!cookie) throw new Error(`could not sign in (status ${login.status})`);
    const slugs = ((await (await fetch(`${url}/api/blog/posts?limit=20`)).json()) as { slug: string }[]).map((p) => p.slug);

    const acknowledgedInquiries = new Set<string>();
    const livePosts = new Map<string, string>(); // id -> last acknowledged title
    const deletedPosts = new Set<string>();
    const counts = { reads: 0, inquiries: 0, writes: 0, errors: 0 };
    let sequence = 0;
    const deadline = Date.now() + seconds * 1000;
    const memory: number[] = [];
    const sampler = setInterval(() => memory.push(rssKb(pid)), 1000);

    const step = async () => {
      const n = ++sequence;
      const roll = n % 20;
      if (roll < 14) {
        const targets = [
          "/",
          "/services",
          "/blog",
          `/blog/${slugs[n % slugs.length]}`,
          "/api/blog/posts?limit=6",
          `/blog?search=pressure&n=${n % 50}`,
        ];
        const response = await fetch(`${url}${targets[n % targets.length]}`, { headers: { "accept-encoding": "gzip" } });
        await response.arrayBuffer();
        if (response.status !== 200) counts.errors++;
        counts.reads++;
      } else if (roll < 18) {
        const { status, id } = await postInquiry(url, {
          firstName: "Soak",
          lastName: `Visitor ${n}`,
          email: `soak${n}@example.com`,
          service: "project-management",
          message: `Soak inquiry ${n}: a capital project needs a schedule review.`,
        });
        if (status === 201 && id) acknowledgedInquiries.add(id);
        else counts.errors++;
        counts.inquiries++;
      } else {
        const existing = [...livePosts.keys()];
        const headers = { "content-type": "application/json", origin: url, cookie };
        if (existing.length < 5 || roll === 18) {
          const title = `Soak post ${n}`;
          const response = await fetch(`${url}/api/blog/posts`, {
            method: "POST",
            headers,
            body: JSON.stringify({
              title,
              slug: `soak-post-${n}`,
              excerpt: "Written by the soak test.",
              content: `<p>Soak post number ${n}.</p>`,
              metaDescription: "A soak test post.",
              isPublished: n % 2 === 0,
            }),
          });
          const body = (await response.json()) as { id?: string };
          if (response.status === 201 && body.id) livePosts.set(body.id, title);
          else counts.errors++;
        } else if (n % 3 === 0) {
          const id = existing[n % existing.length];
          const response = await fetch(`${url}/api/blog/posts/${id}`, { method: "DELETE", headers });
          if (response.status === 204) {
            livePosts.delete(id);
            deletedPosts.add(id);
          } else counts.errors++;
        } else {
          const id = existing[n % existing.length];
          const title = `Soak post edited ${n}`;
          const response = await fetch(`${url}/api/blog/posts/${id}`, { method: "PUT", headers, body: JSON.stringify({ title }) });
          if (response.status === 200) livePosts.set(id, title);
          else counts.errors++;
        }
        counts.writes++;
      }
    };
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < deadline) {
          try {
            await step();
          } catch {
            counts.errors++;
          }
        }
      }),
    );
    clearInterval(sampler);
    await server.stop();

    // Check what was acknowledged against the files the server left behind.
    const handle = await openDatabase({ dataDir });
    try {
      const inquiryIds = new Set((await queryRows<{ id: string }>(handle.db, sql`select id from contact_inquiries`)).map((r) => r.id));
      const missingInquiries = [...acknowledgedInquiries].filter((id) => !inquiryIds.has(id));
      if (missingInquiries.length) failures.push(`${missingInquiries.length} acknowledged inquiries are missing`);
      const posts = new Map(
        (await queryRows<{ id: string; title: string }>(handle.db, sql`select id, title from blog_posts`)).map((r) => [r.id, r.title]),
      );
      const wrongPosts = [...livePosts].filter(([id, title]) => posts.get(id) !== title);
      if (wrongPosts.length) failures.push(`${wrongPosts.length} acknowledged post writes are not in the database`);
      const undead = [...deletedPosts].filter((id) => posts.has(id));
      if (undead.length) failures.push(`${undead.length} acknowledged deletes did not stick`);
    } finally {
      await handle.close();
    }
    if (counts.errors) failures.push(`${counts.errors} requests failed`);

    // Memory: the second half of the run must not keep climbing past the first half's peak by much.
    const half = Math.floor(memory.length / 2);
    const firstPeak = Math.max(...memory.slice(0, Math.max(1, half)));
    const lastPeak = Math.max(...memory.slice(half));
    const growth = firstPeak ? (lastPeak - firstPeak) / firstPeak : 0;
    if (growth > 0.25) failures.push(`memory grew ${(growth * 100).toFixed(0)}% in the second half of the run`);

    console.log(
      `soak: ${seconds} s, ${concurrency} clients: ${counts.reads} reads, ${counts.inquiries} inquiries ` +
        `(${acknowledgedInquiries.size} acknowledged, all checked), ${counts.writes} admin writes, ${counts.errors} errors; ` +
        `RSS first-half peak ${Math.round(firstPeak / 1024)} MB, second-half peak ${Math.round(lastPeak / 1024)} MB`,
    );
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`soak FAILED:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log("soak passed: nothing acknowledged was lost");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
