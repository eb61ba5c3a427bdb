import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/*.test.ts",
      // Tests of several instances and of a failing database need a PostgreSQL server.
      ...(process.env.TEST_DATABASE_URL ? ["tests/integration/postgres/**/*.test.ts"] : []),
    ],
    setupFiles: ["tests/setup/vitest.setup.ts"],
    pool: "forks",
    // Files in one worker share its database (created once, emptied before each test): creating an
    // embedded PostgreSQL costs seconds and half a gigabyte.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
