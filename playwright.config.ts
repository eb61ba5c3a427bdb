import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "./server/process-flags";
import { CHROMIUM_ARGS, findChromium } from "./tests/setup/chromium";
import { E2E_ADMIN, E2E_PORT } from "./tests/setup/e2e-env";
const dataDir = path.join(os.tmpdir(), `site-e2e-${process.pid}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "off",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /admin\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    // The editor's tests publish and delete posts: they run after the public pages' tests, so those see
    // only the sample content.
    {
      name: "admin",
      testMatch: /admin\.spec\.ts/,
      dependencies: ["desktop"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The production build on a fresh embedded database filled with the sample content.
    command: `rm -rf ${dataDir} && ${process.env.E2E_SKIP_BUILD ? "" : "npm run build --silent && "}node ${SERVER_NODE_FLAGS.join(" ")} server/index.js`,
    url: `http://localhost:${E2E_PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${E2E_PORT}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_SAMPLE_CONTENT: "true",
      CONTACT_MIN_FILL_MS: "1000",
      CONTACT_LIMIT_PER_HOUR: "1000",
      // Every browser of the suite reads from one address.
      CLIENT_REQUESTS_PER_MINUTE: "1000000",
      LOG_LEVEL: "warn",
    },
  },
});
