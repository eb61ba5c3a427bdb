// `npm test`: every test of the project, ending with one line "N passed, N failed".
//  1. ESLint over the repository: a clean run counts as one pass, each file with a problem as one failure;
//     then Prettier: each file that differs from the house format is one failure.
//  2. Vitest's two projects (vitest.config.ts) on the embedded database: "unit" (pure code, route modules
//     and the API in-process) and "system" (real servers, kill -9, shutdown under load, the admin CLI).
//  3. When TEST_DATABASE_URL is set (CI sets it): the unit project again on PostgreSQL, and the system
//     tests that need a PostgreSQL server (several instances on one database, a database outage).
//  4. Playwright end-to-end tests in the system Chromium against the production build.
// `node scripts/test-all.mjs lint|unit|e2e|soak` runs one part.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "site-tests-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const runs = [];
/** Each failure named with the first lines of its message, printed again at the end beside the counts. */
const failures = [];
const firstLines = (text, lines = 6) =>
  String(text ?? "")
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, lines)
    .map((line) => `    ${line.slice(0, 240)}`)
    .join("\n");

function run(label, command, args, env, reportFile, count) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  let counted = { passed: 0, failed: 0, skipped: 0 };
  try {
    counted = count(JSON.parse(fs.readFileSync(reportFile, "utf8")), label);
  } catch {
    counted.failed = 1;
    failures.push(`${label}: no test report was written (exit code ${result.status})`);
    process.stdout.write(`${label}: no test report was written (exit code ${result.status})\n`);
  }
  if (result.status !== 0 && counted.failed === 0) {
    counted.failed = 1;
    failures.push(`${label}: exit code ${result.status} with every test passed`);
  }
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  runs.push(`${label}: ${counted.passed} passed, ${counted.failed} failed`);
}

/** A failed test counts once; a file that failed outside any test (an import, a hook) counts once too. */
function countVitest(report, label) {
  let failed = 0;
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests) failures.push(`${label}: ${name} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${label}: ${name}\n${firstLines(file.message)}`);
    failed += failedTests.length || (file.status === "failed" ? 1 : 0);
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's report: a flaky test (passed only on retry) is a failure here too. */
function countPlaywright(report, label) {
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((result) => result.error)?.error;
        failures.push(
          `${label}: [${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")} (${test.status})\n${firstLines(error?.message ?? error?.stack)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) failures.push(`${label}: outside any test\n${firstLines(error.message ?? error.stack)}`);
  return {
    passed: report.stats?.expected ?? 0,
    failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) + (report.errors?.length ?? 0),
    skipped: report.stats?.skipped ?? 0,
  };
}

const eslintBin = path.resolve("node_modules/.bin/eslint");
const vitestBin = path.resolve("node_modules/.bin/vitest");
const playwrightBin = path.resolve("node_modules/.bin/playwright");
const only = process.argv[2];

/** ESLint's JSON report: each file with an error or warning is one failure, printed as ESLint would. */
function countEslint(report) {
  const failing = report.filter((file) => file.errorCount + file.warningCount > 0);
  for (const file of failing) {
    process.stdout.write(`\n${path.relative(process.cwd(), file.filePath)}\n`);
    for (const message of file.messages) {
      const severity = message.severity === 2 ? "error" : "warning";
      process.stdout.write(`  ${message.line}:${message.column}  ${severity}  ${message.message}  ${message.ruleId ?? ""}\n`);
    }
  }
  process.stdout.write(`${report.length} files linted, ${failing.length} with problems\n`);
  return { passed: failing.length === 0 ? 1 : 0, failed: failing.length, skipped: 0 };
}

/** Prettier has no report file: each file it lists as differing from the house format is one failure. */
function checkFormat() {
  process.stdout.write("\n=== format (Prettier) ===\n");
  const result = spawnSync(path.resolve("node_modules/.bin/prettier"), ["--list-different", "."], { encoding: "utf8" });
  const differing = result.stdout.split("\n").filter(Boolean);
  for (const file of differing) process.stdout.write(`not formatted: ${file} (npm run format rewrites it)\n`);
  const broken = result.status !== 0 && differing.length === 0;
  if (broken) process.stdout.write(`${result.stderr}\nPrettier could not run (exit code ${result.status})\n`);
  const counted = { passed: differing.length === 0 && !broken ? 1 : 0, failed: broken ? 1 : differing.length };
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  runs.push(`format: ${counted.passed} passed, ${counted.failed} failed`);
}

if (!only || only === "lint") {
  const report = path.join(tmp, "eslint.json");
  run("lint (ESLint)", eslintBin, [".", "--max-warnings", "0", "--format", "json", "--output-file", report], {}, report, countEslint);
  checkFormat();
  if (only) finish();
}

// One production build serves the integration tests that start real servers and the browser tests.
const buildDir = process.env.BUILD_DIR ?? "build";
process.stdout.write(`\n=== production build (${buildDir}) ===\n`);
const build = spawnSync(path.resolve("node_modules/.bin/react-router"), ["build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
});
if (build.status !== 0) {
  process.stdout.write("The production build failed.\n0 passed, 1 failed\n");
  process.exit(1);
}
process.env.BUILD_DIR = buildDir;
process.env.E2E_SKIP_BUILD = "1";

const vitestArgs = (report, ...rest) => ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...rest];

if (!only || only === "unit") {
  const report = path.join(tmp, "vitest-pglite.json");
  run("unit and system (embedded PGlite)", vitestBin, vitestArgs(report), { TEST_DATABASE_URL: "" }, report, countVitest);
  if (process.env.TEST_DATABASE_URL) {
    const pgReport = path.join(tmp, "vitest-postgres.json");
    run("unit (PostgreSQL)", vitestBin, vitestArgs(pgReport, "--project", "unit"), {}, pgReport, countVitest);
    const pgSystemReport = path.join(tmp, "vitest-postgres-system.json");
    run(
      "system, on a PostgreSQL server",
      vitestBin,
      vitestArgs(pgSystemReport, "--project", "system", "tests/integration/postgres/"),
      {},
      pgSystemReport,
      countVitest,
    );
  }
}
if (!only || only === "e2e") {
  const report = path.join(tmp, "playwright.json");
  run(
    "end-to-end (Chromium)",
    playwrightBin,
    ["test", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
    countPlaywright,
  );
}

// The soak test's short form (CI sets CI=true): mixed load, then nothing acknowledged may be missing.
if ((!only || only === "soak") && (process.env.CI || process.env.SOAK_SECONDS)) {
  process.stdout.write("\n=== soak (short form) ===\n");
  const soak = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/soak.ts"], {
    stdio: "inherit",
    env: { ...process.env, SOAK_SECONDS: process.env.SOAK_SECONDS ?? "20" },
  });
  const ok = soak.status === 0;
  if (!ok) failures.push(`soak: exit code ${soak.status} (its output is above)`);
  totals.passed += ok ? 1 : 0;
  totals.failed += ok ? 0 : 1;
  runs.push(`soak: ${ok ? "1 passed, 0 failed" : "0 passed, 1 failed"}`);
}

finish();

function finish() {
  if (failures.length) process.stdout.write(`\n=== what failed ===\n${failures.join("\n")}\n`);
  process.stdout.write(`\n${runs.join("\n")}\n`);
  if (totals.skipped) process.stdout.write(`(${totals.skipped} skipped)\n`);
  process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);
  process.exit(totals.failed > 0 ? 1 : 0);
}
