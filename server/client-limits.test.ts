import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { parseEnv, setEnv } from "~/utils/env.server";
import { testEnvironment } from "../tests/setup/vitest.setup";
import { ClientLimiter, limitPerClient, limitRatePerClient } from "./client-limits";

describe("ClientLimiter", () => {
  const limits = { running: 2, waiting: 1, retryAfterSeconds: 1 };

  it("runs a few requests of one address at once, queues one more, and refuses the rest", () => {
    const limiter = new ClientLimiter(limits);
    const releases: Array<() => void> = [];
    const started: string[] = [];
    const work = (name: string) => (release: () => void) => {
      started.push(name);
      releases.push(release);
    };
    expect(limiter.run("a", work("a1")).accepted).toBe(true);
    expect(limiter.run("a", work("a2")).accepted).toBe(true);
    expect(limiter.run("a", work("a3")).accepted).toBe(true);
    expect(limiter.run("a", work("a4")).accepted).toBe(false);
    // Another address is not affected by the first one's load.
    expect(limiter.run("b", work("b1")).accepted).toBe(true);
    expect(started).toEqual(["a1", "a2", "b1"]);

    releases[0]?.();
    expect(started).toEqual(["a1", "a2", "b1", "a3"]);
    // Releasing twice frees one slot, not two.
    releases[0]?.();
    expect(limiter.run("a", work("a5")).accepted).toBe(true);
    expect(limiter.run("a", work("a6")).accepted).toBe(false);
  });

  it("drops a waiting turn whose client went away, and forgets idle addresses", () => {
    const limiter = new ClientLimiter(limits);
    const releases: Array<() => void> = [];
    const started: string[] = [];
    const work = (name: string) => (release: () => void) => {
      started.push(name);
      releases.push(release);
    };
    limiter.run("a", work("a1"));
    limiter.run("a", work("a2"));
    const waiting = limiter.run("a", work("a3"));
    if (!waiting.accepted) throw new Error("the third request should wait");
    waiting.cancel();
    expect(limiter.run("a", work("a4")).accepted).toBe(true);
    for (const release of [...releases]) release();
    expect(started).toEqual(["a1", "a2", "a4"]);
    for (const release of releases.slice(2)) release();
    expect(limiter.activeClients).toBe(0);
  });

  it("bounds an IPv6 subscriber as one client, whichever of its addresses a request comes from", async () => {
    const app = express();
    app.set("trust proxy", true);
    app.use(limitPerClient(new ClientLimiter({ running: 1, waiting: 0, retryAfterSeconds: 1 })));
    const held: Array<() => void> = [];
    app.get("/slow", (_req, res) => void held.push(() => res.send("done")));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`;
    setEnv(parseEnv(testEnvironment({ LOG_LEVEL: "warn" })));
    const logged: string[] = [];
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((line) => {
      logged.push(String(line));
      return true;
    });
    const from = (address: string) => fetch(url, { headers: { "X-Forwarded-For": address }, signal: AbortSignal.timeout(10_000) });
    try {
      const first = from("2001:db8:4:7::1");
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const sameSubscriber = await from("2001:db8:4:9c::2");
      expect(sameSubscriber.status).toBe(429);
      expect(sameSubscriber.headers.get("retry-after")).toBe("1");
      // The refusal is logged by the client's pseudonym, never its address.
      expect(logged.join("")).toMatch(/"msg":"client over its limit: answering 429","client":"[\w-]{12}"/);
      expect(logged.join("")).not.toMatch(/2001:db8/);
      const neighbour = from("2001:db8:5::1");
      while (held.length === 1) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const release of held) release();
      expect((await first).status).toBe(200);
      expect((await neighbour).status).toBe(200);
    } finally {
      stderr.mockRestore();
      setEnv(parseEnv(testEnvironment()));
      server.close();
    }
  });

  it("refuses a client's reads past its number per minute, whatever their pace, and only that client's", async () => {
    const app = express();
    app.set("trust proxy", true);
    app.use(limitRatePerClient(3));
    app.get("/page", (_req, res) => void res.send("page"));
    app.post("/page", (_req, res) => void res.send("sent"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
    const from = (address: string, method = "GET") => fetch(url, { method, headers: { "X-Forwarded-For": address } });
    try {
      // One after another, never two at once: the bound on requests at once never sees them.
      const first = await from("2001:db8:9:1::1");
      expect(first.status).toBe(200);
      // A page may be stored and sent to anyone: it says nothing about this client's count.
      expect([...first.headers.keys()].filter((name) => name.toLowerCase().startsWith("ratelimit"))).toEqual([]);
      expect((await from("2001:db8:9:2::2")).status).toBe(200);
      expect((await from("2001:db8:9:3::3", "POST")).status).toBe(200);
      expect((await from("2001:db8:9:4::4")).status).toBe(200);
      const refused = await from("2001:db8:9:5::5");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(await refused.text()).toBe("Too many requests from your network. Please try again in a moment.");
      expect((await from("2001:db8:a::1")).status).toBe(200);
      expect((await from("198.51.100.9")).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
