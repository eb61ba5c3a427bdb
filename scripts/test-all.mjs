// `npm test`: every test of the project, ending with one line "N passed, N failed".
//  1. Vitest (units, route modules, API) on the embedded database.
//  2. The same suite again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
//  3. Playwright end-to-end tests in the system Chromium against the production build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "site-tests-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const runs = [];

function run(label, command, args, env, reportFile, count) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  let counted = { passed: 0, failed: 0, skipped: 0 };
  try {
    counted = count(JSON.parse(fs.readFileSync(reportFile, "utf8")));
  } catch {
    counted.failed = 1;
    process.stdout.write(`${label}: no test report was written (exit code ${result.status})\n`);
  }
  if (result.status !== 0 && counted.failed === 0) counted.failed = 1;
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  runs.push(`${label}: ${counted.passed} passed, ${counted.failed} failed`);
}

const countVitest = (report) => ({
  passed: report.numPassedTests ?? 0,
  failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0),
  skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
});

const countPlaywright = (report) => ({
  passed: report.stats?.expected ?? 0,
  failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) + (report.errors?.length ?? 0),
  skipped: report.stats?.skipped ?? 0,
});

const vitestBin = path.resolve("node_modules/.bin/vitest");
const playwrightBin = path.resolve("node_modules/.bin/playwright");
const only = process.argv[2];

// One production build serves the integration tests that start real servers and the browser tests.
const buildDir = process.env.BUILD_DIR ?? "build";
process.stdout.write(`\n=== production build (${buildDir}) ===\n`);
const build = spawnSync(path.resolve("node_modules/.bin/react-router"), ["build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, BUILD_DIR: buildDir },
});
if (build.status !== 0) {
  process.stdout.write("The production build failed.\n0 passed, 1 failed\n");
  process.exit(1);
}
process.env.BUILD_DIR = buildDir;
process.env.E2E_SKIP_BUILD = "1";

if (!only || only === "unit") {
  const report = path.join(tmp, "vitest-pglite.json");
  run("unit and integration (embedded PGlite)", vitestBin, ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], { TEST_DATABASE_URL: "" }, report, countVitest);
  if (process.env.TEST_DATABASE_URL) {
    const pgReport = path.join(tmp, "vitest-postgres.json");
    run("unit and integration (PostgreSQL)", vitestBin, ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${pgReport}`], {}, pgReport, countVitest);
  }
}
if (!only || only === "e2e") {
  const report = path.join(tmp, "playwright.json");
  run("end-to-end (Chromium)", playwrightBin, ["test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report }, report, countPlaywright);
}

// The soak test's short form (CI sets CI=true): mixed load, then nothing acknowledged may be missing.
if ((!only || only === "soak") && (process.env.CI || process.env.SOAK_SECONDS)) {
  process.stdout.write("\n=== soak (short form) ===\n");
  const soak = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/soak.ts"], {
    stdio: "inherit",
    env: { ...process.env, SOAK_SECONDS: process.env.SOAK_SECONDS ?? "20" },
  });
  const ok = soak.status === 0;
  totals.passed += ok ? 1 : 0;
  totals.failed += ok ? 0 : 1;
  runs.push(`soak: ${ok ? "1 passed, 0 failed" : "0 passed, 1 failed"}`);
}

process.stdout.write(`\n${runs.join("\n")}\n`);
if (totals.skipped) process.stdout.write(`(${totals.skipped} skipped)\n`);
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed > 0 ? 1 : 0);
