import { setEnv, parseEnv } from "~/utils/env.server";

// Every test file starts from the same configuration; a test that needs another calls setEnv itself.
setEnv(parseEnv(testEnvironment()));

export function testEnvironment(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "test",
    SITE_URL: "http://localhost:3000",
    SEED_SAMPLE_CONTENT: "false",
    CONTACT_MIN_FILL_MS: "3000",
    CONTACT_LIMIT_PER_HOUR: "10",
    LOG_LEVEL: "silent",
    ...overrides,
  };
}
