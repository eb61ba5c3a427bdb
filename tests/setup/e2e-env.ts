/** Shared by the Playwright config and the browser tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password-1" };
