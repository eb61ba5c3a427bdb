import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The page cache keys a stored page by the query parameters its route declares in `handle.queryParams`
 * and ignores every other one (docs/decisions/0004-page-cache.md). A route that reads a parameter it
 * has not declared would be answered, for every value, with the page of the first value stored: this
 * reads each route module's source and checks that every parameter it reads by name is declared.
 */
const routesDir = path.join(import.meta.dirname);

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function declared(source: string): string[] | undefined {
  const match = /queryParams:\s*\[([^\]]*)\]/.exec(source);
  if (!match) return undefined;
  return [...(match[1] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? "");
}

const readsByName = (source: string) => [...source.matchAll(/searchParams\.get\("([^"]+)"\)/g)].map((m) => m[1] ?? "");

describe("routes declare the query parameters they read", () => {
  const files = routeFiles(routesDir);

  it("finds the route modules", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [path.relative(routesDir, file), file]))("%s", (_name, file) => {
    const source = fs.readFileSync(file, "utf8");
    const params = declared(source);
    // A module that declares nothing keeps every query string in the key: never a wrong page.
    if (params === undefined) return;
    for (const name of readsByName(source)) expect(params, `${name} is read but not declared`).toContain(name);
    if (/useSearchParams\(|parseBlogParams\(/.test(source)) expect(params.length, "reads its query string").toBeGreaterThan(0);
  });

  it("would catch the portfolio's filter left undeclared", () => {
    const source = 'export const handle = { queryParams: [] };\nconst [searchParams] = useSearchParams();\nsearchParams.get("category");';
    expect(readsByName(source)).toEqual(["category"]);
    expect(declared(source)).toEqual([]);
  });
});
