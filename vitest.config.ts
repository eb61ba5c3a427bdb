import { configDefaults, defineConfig } from "vitest/config";
import { enhancementScripts } from "./vite/enhancement-scripts.ts";

/**
 * System tests: they start the production server or other processes, kill them, load them, or need a
 * PostgreSQL server of their own. They take minutes; `npm test` and CI run them, `npm run test:unit` does not.
 * A new one goes under tests/system/ or is named here.
 */
const systemTests = [
  "tests/system/**/*.test.ts",
  "scripts/admin.test.ts",
  "tests/integration/crash-recovery.test.ts",
  "tests/integration/kill-during-writes.test.ts",
  "tests/integration/shutdown-under-load.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Components name their enhancement scripts by address (`?enhancement` imports); tests render them too.
  plugins: [enhancementScripts()],
  test: {
    setupFiles: ["tests/setup/vitest.setup.ts"],
    pool: "forks",
    // Files in one worker share its database (created once, emptied before each test): creating an
    // embedded PostgreSQL costs seconds and half a gigabyte.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          // Pure code, and route modules and the API called in-process against a real database: seconds.
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/*.test.ts"],
          exclude: [...configDefaults.exclude, ...systemTests],
        },
      },
      {
        extends: true,
        test: {
          name: "system",
          include: [
            ...systemTests,
            // Several instances on one database, and a database outage, need a PostgreSQL server.
            ...(process.env.TEST_DATABASE_URL ? ["tests/integration/postgres/**/*.test.ts"] : []),
          ],
        },
      },
    ],
  },
});
