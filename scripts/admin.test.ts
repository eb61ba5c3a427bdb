import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The operator CLI, run as an operator runs it: a separate process on an embedded database in a
// temporary DATA_DIR, the password from standard input or ADMIN_PASSWORD.

const root = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string };

function runCli(dataDir: string, args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], {
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? os.tmpdir(),
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        ...options.env,
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += String(chunk)));
    child.stderr.on("data", (chunk) => (stderr += String(chunk)));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}

describe("npm run admin", () => {
  const dataDir = path.join(root, "main");

  it("creates a user, refuses a second one of the same name, lists users and resets a password", async () => {
    const empty = await runCli(dataDir, ["list-users"]);
    expect(empty.stdout).toBe("No admin accounts yet. Create one with: npm run admin -- create-user <username>\n");
    const created = await runCli(dataDir, ["create-user", "editor"], { stdin: "a-long-password-1\n" });
    expect(created.stderr).toBe("");
    expect(created.stdout).toBe('Created the administrator account "editor". Sign in at /admin/login.\n');
    expect(created.code).toBe(0);

    const author = await runCli(dataDir, ["create-user", "writer", "--role", "author"], { stdin: "a-long-password-3\n" });
    expect(author.stderr).toBe("");
    expect(author.stdout).toBe('Created the author account "writer". Sign in at /admin/login.\n');
    const badRole = await runCli(dataDir, ["create-user", "someone", "--role", "owner"], { stdin: "a-long-password-4\n" });
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role must be one of admin, editor, author, got "owner".');

    const duplicate = await runCli(dataDir, ["create-user", "editor"], { stdin: "a-long-password-2\n" });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toBe('Error: A user named "editor" already exists.\n');

    const listed = await runCli(dataDir, ["list-users"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^USERNAME +ROLE +STATE +CREATED +ACTIVE SESSIONS\neditor +Administrator +active +\d{4}-\d\d-\d\dT[\d:.]+Z +0\nwriter +Author +active +\d{4}-\d\d-\d\dT[\d:.]+Z +0\n$/,
    );

    const reset = await runCli(dataDir, ["reset-password", "editor"], { env: { ADMIN_PASSWORD: "another-long-password" } });
    expect(reset.stderr).toBe("");
    expect(reset.stdout).toBe('Changed the password of "editor" and ended 0 sessions.\n');
    expect(reset.code).toBe(0);

    const missing = await runCli(dataDir, ["reset-password", "nobody"], { stdin: "a-long-password-1\n" });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('Error: No user named "nobody" exists.\n');
  }, 120_000);

  it("finds an account whatever the capitals it is typed with, and refuses a new name equal to one but for capitals", async () => {
    const dir = path.join(root, "capitals");
    expect((await runCli(dir, ["create-user", "Alice"], { stdin: "a-long-password-1\n" })).code).toBe(0);
    const twin = await runCli(dir, ["create-user", "alice"], { stdin: "a-long-password-2\n" });
    expect(twin.code).toBe(1);
    expect(twin.stderr).toBe(
      "Error: The username alice differs from the existing account Alice only by capital letters: choose another.\n",
    );
    const reset = await runCli(dir, ["reset-password", " ALICE "], { env: { ADMIN_PASSWORD: "another-long-password" } });
    expect(reset.stderr).toBe("");
    expect(reset.stdout).toBe('Changed the password of "Alice" and ended 0 sessions.\n');
    const listed = await runCli(dir, ["list-users"]);
    expect(listed.stdout.split("\n").filter((line) => /^alice /i.test(line))).toHaveLength(1);
  }, 120_000);

  it("refuses a password shorter than 12 characters, one easy to guess, and a missing one", async () => {
    const short = await runCli(path.join(root, "short"), ["create-user", "editor"], { stdin: "short-pass\n" });
    expect(short.code).toBe(1);
    expect(short.stderr).toBe("Error: The password must be at least 12 characters. Nothing was changed.\n");
    // The rule of the account page: long is not enough.
    const weak = await runCli(path.join(root, "short"), ["create-user", "editor"], { stdin: "password1234\n" });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/^Error: This password is too easy to guess\..* Nothing was changed\.\n$/);
    expect(weak.stderr).not.toContain("password1234");
    const none = await runCli(path.join(root, "short"), ["create-user", "editor"]);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/^Error: No password given: set ADMIN_PASSWORD, pipe it on standard input/);
    expect(fs.existsSync(path.join(root, "short", "db"))).toBe(false);
  }, 120_000);

  it("explains its usage for a wrong command or a bad username, with exit code 2", async () => {
    const unknown = await runCli(path.join(root, "usage"), ["make-admin"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Error: Unknown command "make-admin"\.\n\nUsage:\n/);
    const noName = await runCli(path.join(root, "usage"), ["create-user"]);
    expect(noName.code).toBe(2);
    expect(noName.stderr).toMatch(/^Error: Give the username/);
    const badName = await runCli(path.join(root, "usage"), ["create-user", "a b"]);
    expect(badName.code).toBe(2);
    expect(badName.stderr).toMatch(/^Error: The username must be 3-64 letters/);
  }, 60_000);

  it("refuses to open the embedded database while another process holds DATA_DIR", async () => {
    const busy = path.join(root, "busy");
    fs.mkdirSync(busy, { recursive: true });
    // This test process plays the running server: alive, on this host.
    fs.writeFileSync(
      path.join(busy, "process.lock"),
      JSON.stringify({ pid: process.pid, host: os.hostname(), command: "node server/index.js", startedAt: new Date().toISOString() }),
    );
    const result = await runCli(busy, ["create-user", "editor"], { stdin: "a-long-password-1\n" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The embedded database in ${busy} is in use by process ${process.pid}`);
    expect(result.stderr).toContain("stop that process first");
    expect(fs.existsSync(path.join(busy, "db"))).toBe(false);
  }, 60_000);

  it("names a bad environment variable", async () => {
    const result = await runCli(path.join(root, "env"), ["list-users"], { env: { SITE_URL: "ftp://example" } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("SITE_URL must be a URL starting with http:// or https://");
  }, 60_000);

  it("backs up the database to a file and restores it elsewhere, refusing to overwrite without --replace", async () => {
    const source = path.join(root, "backup-source");
    const target = path.join(root, "backup-target");
    const file = path.join(root, "site-backup.json");
    expect((await runCli(source, ["create-user", "kept-editor"], { stdin: "a-password-to-keep\n" })).code).toBe(0);
    const backup = await runCli(source, ["backup", file]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("users 1");
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    expect((await runCli(source, ["backup", file])).stderr).toContain("already exists");

    expect((await runCli(target, ["create-user", "other-editor"], { stdin: "another-password-1\n" })).code).toBe(0);
    const refused = await runCli(target, ["restore", file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--replace");
    const restored = await runCli(target, ["restore", file, "--replace"]);
    expect(restored.code, restored.stderr).toBe(0);
    const users = await runCli(target, ["list-users"]);
    expect(users.stdout).toContain("kept-editor");
    expect(users.stdout).not.toContain("other-editor");

    fs.writeFileSync(path.join(root, "not-a-backup.json"), '{"hello": 1}');
    const wrong = await runCli(target, ["restore", path.join(root, "not-a-backup.json")]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("not a backup of this site");
  }, 120_000);
});
