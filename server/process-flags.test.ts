import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./process-flags";

const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

describe("the production server's Node flags", () => {
  it.each(["start", "serve"])("npm run %s starts the server with them", (name) => {
    expect(scripts[name]).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} server/index.js`);
  });
});
