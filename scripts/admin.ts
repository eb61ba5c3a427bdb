// Operator commands for admin accounts:
//   npm run admin -- create-user <username> [--role admin|editor|author]
//   npm run admin -- reset-password <username>
//   npm run admin -- list-users
//   npm run admin -- backup <file>
//   npm run admin -- restore <file> [--replace]
// The password is asked for twice (without echo) on a terminal; otherwise it comes from ADMIN_PASSWORD
// or the first line of standard input.
import fs from "node:fs";
import { createBackup, hasData, parseBackup, restoreBackup } from "~/db/backup.server";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { getDb, openDatabase, setDatabase } from "~/db/db.server";
import {
  createUser,
  findUser,
  listUsers,
  parseRole,
  resetPassword,
  sameNameButCapitals,
  validateUsername,
  type UserSummary,
} from "~/utils/auth.server";
import { ROLE_LABELS, staffRoles, type StaffRole } from "~/utils/permissions";
import { parseEnv, setEnv, type Env } from "~/utils/env.server";
import { judgeNewPassword } from "~/utils/password-strength.server";

const USAGE = `Usage:
  npm run admin -- create-user <username> [--role admin|editor|author]
                                               create an account (an administrator unless --role says otherwise)
  npm run admin -- reset-password <username>   set a new password and sign the user out everywhere
  npm run admin -- list-users                  show the accounts
  npm run admin -- backup <file>               write every table to a JSON backup file
  npm run admin -- restore <file> [--replace]  put a backup back (--replace when the database has data)

The password is prompted for on a terminal; otherwise it is read from ADMIN_PASSWORD or from the
first line of standard input. It must be at least 12 characters long.`;

class UsageError extends Error {}

/** Reads a line from the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    input.setRawMode(true);
    process.stderr.write(question);
    let value = "";
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003") return finish(new Error("Cancelled"));
        if (char === "\u0004" && value === "") return finish(new Error("Cancelled"));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    input.resume();
    input.on("data", onData);
  });
}

/** The first line of standard input (a pipe or a file). */
async function readFirstLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

async function readNewPassword(fromEnv: string | undefined, username: string): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden("New password (at least 12 characters): ");
    const again = await promptHidden("Repeat the password: ");
    if (password !== again) throw new Error("The two passwords do not match; nothing was changed.");
  } else if (fromEnv !== undefined && fromEnv !== "") {
    password = fromEnv;
  } else {
    password = await readFirstLine();
    if (!password) {
      throw new Error("No password given: set ADMIN_PASSWORD, pipe it on standard input, or run this in a terminal.");
    }
  }
  // The same rule as the account page and invitations: long enough and hard to guess.
  const verdict = judgeNewPassword(password, [username]);
  if (!verdict.ok) throw new Error(`${verdict.message.replace(/\.?$/, ".")} Nothing was changed.`);
  return password;
}

/** Opens the configured database as the server does: the data-directory lock first, then migrations. */
async function openConfiguredDatabase(env: Env): Promise<{ close(): Promise<void> }> {
  const release = env.databaseUrl ? () => {} : lockDataDir(env.dataDir, `scripts/admin.ts ${process.argv.slice(2).join(" ")}`);
  try {
    const handle = env.databaseUrl ? await openDatabase({ databaseUrl: env.databaseUrl }) : await openDatabase({ dataDir: env.dataDir });
    await handle.migrate();
    setDatabase(handle);
    return {
      async close() {
        setDatabase(undefined);
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function requireUsername(args: string[]): string {
  // Spaces around the name do not count, as at sign-in.
  const username = args[0]?.trim();
  if (!username) throw new UsageError("Give the username, for example: npm run admin -- create-user editor");
  if (args.length > 1) throw new UsageError(`Unexpected extra arguments: ${args.slice(1).join(" ")}`);
  const problem = validateUsername(username);
  if (problem) throw new UsageError(problem);
  return username;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!command) throw new UsageError("Give a command.");
  if (command === "backup" || command === "restore") return backupCommand(command, args);
  if (!["create-user", "reset-password", "list-users"].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }
  if (command === "list-users" && args.length) throw new UsageError("list-users takes no arguments.");
  let role: StaffRole = "admin";
  const roleAt = args.indexOf("--role");
  if (roleAt !== -1) {
    if (command !== "create-user") throw new UsageError("--role is for create-user.");
    const parsed = parseRole(args[roleAt + 1]);
    if (!parsed) throw new UsageError(`--role must be one of ${staffRoles.join(", ")}, got "${args[roleAt + 1] ?? ""}".`);
    role = parsed;
    args.splice(roleAt, 2);
  }
  const username = command === "list-users" ? "" : requireUsername(args);

  // The bootstrap account variables belong to the server; here ADMIN_PASSWORD only carries the password.
  const { ADMIN_USERNAME: _bootstrapUser, ADMIN_PASSWORD: passwordFromEnv, ...rest } = process.env;
  const env = parseEnv(rest);
  setEnv(env);

  // Without a terminal the password is checked before the database is opened, so a script fails fast;
  // on a terminal the account is checked first, so nobody types a password for nothing.
  let password = command !== "list-users" && !process.stdin.isTTY ? await readNewPassword(passwordFromEnv, username) : "";
  const database = await openConfiguredDatabase(env);
  try {
    if (command === "list-users") {
      printUsers(await listUsers());
      return;
    }
    // An account is found whatever the capitals its name is typed with, and is named as its owner wrote it.
    const existing = await findUser(username);
    if (command === "create-user" && existing) {
      throw new Error(`${sameNameButCapitals(username, existing.username) ?? `A user named "${username}" already exists`}.`);
    }
    if (command === "reset-password" && !existing) throw new Error(`No user named "${username}" exists.`);
    password ||= await readNewPassword(passwordFromEnv, existing?.username ?? username);
    if (command === "create-user") {
      await createUser(username, password, role);
      process.stdout.write(`Created the ${ROLE_LABELS[role].toLowerCase()} account "${username}". Sign in at /admin/login.\n`);
    } else {
      const name = existing?.username ?? username;
      const ended = await resetPassword(name, password);
      process.stdout.write(`Changed the password of "${name}" and ended ${ended} session${ended === 1 ? "" : "s"}.\n`);
    }
  } finally {
    await database.close();
  }
}

/** backup <file> | restore <file> [--replace]: the whole database as one JSON file, and back. */
async function backupCommand(command: "backup" | "restore", args: string[]): Promise<void> {
  const replace = args.includes("--replace");
  const files = args.filter((arg) => arg !== "--replace");
  if (files.length !== 1) throw new UsageError(`Give one file, for example: npm run admin -- ${command} site-backup.json`);
  const file = files[0];
  if (command === "backup" && replace) throw new UsageError("--replace is for restore.");
  const { ADMIN_USERNAME: _user, ADMIN_PASSWORD: _password, ...rest } = process.env;
  const env = parseEnv(rest);
  setEnv(env);
  let backup;
  if (command === "restore") {
    if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
    try {
      backup = parseBackup(JSON.parse(fs.readFileSync(file, "utf8")));
    } catch (error) {
      if (error instanceof SyntaxError) throw new Error(`${file} is not valid JSON: ${error.message}`);
      throw error;
    }
  } else if (fs.existsSync(file)) {
    throw new Error(`${file} already exists; choose a new file name so no backup is overwritten.`);
  }
  const database = await openConfiguredDatabase(env);
  try {
    if (command === "backup") {
      const made = await createBackup(getDb());
      // Written beside it under another name, then renamed: a failed write (a full disk) leaves no
      // truncated file under the name a scheduled job or an operator will trust.
      const partial = `${file}.partial`;
      try {
        fs.writeFileSync(partial, JSON.stringify(made), { mode: 0o600, flag: "wx" });
        fs.renameSync(partial, file);
      } catch (error) {
        fs.rmSync(partial, { force: true });
        throw error;
      }
      const summary = Object.entries(made.tables)
        .map(([table, rows]) => `${table} ${rows.length}`)
        .join(", ");
      process.stdout.write(`Wrote ${file}: ${summary}.\n`);
      return;
    }
    if (!backup) return;
    if (!replace && (await hasData(getDb()))) {
      throw new Error("This database already has accounts, posts or inquiries. Add --replace to overwrite all of them with the backup.");
    }
    const counts = await restoreBackup(getDb(), backup);
    const summary = Object.entries(counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(", ");
    process.stdout.write(`Restored ${file} (taken ${backup.createdAt}): ${summary}.\n`);
  } finally {
    await database.close();
  }
}

function printUsers(users: UserSummary[]): void {
  if (users.length === 0) {
    process.stdout.write("No admin accounts yet. Create one with: npm run admin -- create-user <username>\n");
    return;
  }
  const width = Math.max(8, ...users.map((user) => user.username.length));
  process.stdout.write(`${"USERNAME".padEnd(width)}  ROLE           STATE        CREATED                   ACTIVE SESSIONS\n`);
  for (const user of users) {
    const state = user.deactivatedAt ? "deactivated" : "active";
    process.stdout.write(
      `${user.username.padEnd(width)}  ${ROLE_LABELS[user.role].padEnd(13)}  ${state.padEnd(11)}  ${user.createdAt.toISOString()}  ${user.activeSessions}\n`,
    );
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Error: ${message}\n`);
    if (error instanceof UsageError) process.stderr.write(`\n${USAGE}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
