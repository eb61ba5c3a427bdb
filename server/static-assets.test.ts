import express from "express";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicFiles } from "./static-assets";

describe("publicFiles", () => {
  let dir: string;
  let server: ReturnType<express.Express["listen"]>;
  let base: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-files-"));
    fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    fs.mkdirSync(path.join(dir, "images"));
    fs.writeFileSync(path.join(dir, "images", "logo.svg"), "<svg id='logo'/>");
    const app = express();
    app.use(publicFiles(dir, { index: false }));
    app.use((req, res) => {
      res.type("text").send(`page ${req.path}`);
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const text = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`);
    return `${response.status} ${await response.text()}`;
  };

  it("serves the folder's files, at its top level and in its folders", async () => {
    expect(await text("/favicon.svg")).toBe("200 <svg/>");
    expect(await text("/images/logo.svg")).toBe("200 <svg id='logo'/>");
  });

  it("hands every other path to what comes next, and a missing file under a known folder too", async () => {
    expect(await text("/blog/some-post")).toBe("200 page /blog/some-post");
    expect(await text("/favicon.svg.bak")).toBe("200 page /favicon.svg.bak");
    expect(await text("/images/missing.png")).toBe("200 page /images/missing.png");
    expect(await text("/../etc/passwd")).toBe("200 page /etc/passwd");
  });
});
