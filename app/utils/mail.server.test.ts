import net from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactInquiries } from "~/db/schema";
import { useTestDatabase } from "../../tests/setup/database";
import { jsonRequest, routeArgs } from "../../tests/setup/route-args";
import { startSmtpServer } from "../../tests/setup/smtp-server";
import { testEnvironment } from "../../tests/setup/vitest.setup";
import { action as apiAction } from "../routes/api/contact";
import { parseEnv, setEnv } from "./env.server";
import { failStalledNotifications, pendingMailCount, STALLED_NOTIFICATION_MS, waitForPendingMail } from "./mail.server";

const database = useTestDatabase();

const NOTIFY_TO = "inquiries@northbridge.example";

const inquiry = {
  firstName: "Margaret",
  lastName: "Hamilton",
  email: "margaret@apollo.example",
  company: "Guidance & Navigation <Lab>",
  service: "quality-management",
  budget: "over-1m",
  message: "Six Sigma programme for three plants.\nSecond line: <b>not bold</b>.",
};

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

/** Undoes quoted-printable encoding, so the test can read the message as a person would. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, "%25"));
  } catch {
    return bytes;
  }
}

function useMail(url: string, extra: Record<string, string> = {}) {
  setEnv(parseEnv(testEnvironment({ SMTP_URL: url, CONTACT_NOTIFY_TO: NOTIFY_TO, ...extra })));
}

const post = (body: unknown, ip = "198.51.100.99") => apiAction(routeArgs(jsonRequest("/api/contact", "POST", body), {}, { clientIp: ip }));

const rows = () => database.handle.db.select().from(contactInquiries);

let stopServer: (() => Promise<void>) | undefined;

beforeEach(() => {
  stopServer = undefined;
});

afterEach(async () => {
  await waitForPendingMail(5000);
  await stopServer?.();
  setEnv(parseEnv(testEnvironment()));
  vi.restoreAllMocks();
});

describe("inquiry notifications", () => {
  it("mails each new inquiry with every field, Reply-To the visitor, after it is stored", async () => {
    const smtp = await startSmtpServer();
    stopServer = smtp.close;
    useMail(smtp.url);

    const response = await post(inquiry);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    await waitForPendingMail();

    const [row] = await rows();
    expect(row).toMatchObject({ id, status: "new", mailStatus: "sent", mailError: null });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.to).toEqual([NOTIFY_TO]);
    expect(mail.from).toBe(NOTIFY_TO);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toMatch(/^Reply-To: Margaret Hamilton <margaret@apollo\.example>$/m);
    expect(text).toMatch(/^Subject: New inquiry from Margaret Hamilton: Quality Management$/m);
    expect(text).toMatch(/^To: inquiries@northbridge\.example$/m);
    // The plain text part lists every field; the budget by its label.
    for (const line of [
      "Name: Margaret Hamilton",
      "Email: margaret@apollo.example",
      "Company: Guidance & Navigation <Lab>",
      "Service: Quality Management",
      "Budget: Over $1,000,000",
      `Reference: ${id}`,
      "Six Sigma programme for three plants.",
      "Second line: <b>not bold</b>.",
    ]) {
      expect(text).toContain(line);
    }
    // The HTML part shows the visitor's text as text, never as markup.
    expect(text).toContain("Guidance &#38; Navigation &#60;Lab&#62;");
    expect(text).toContain("&#60;b&#62;not bold&#60;/b&#62;");
    expect(text).not.toContain("<b>not bold</b></p>");
  });

  it("answers the visitor without waiting for a slow mail server", async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const smtp = await startSmtpServer({ hold });
    stopServer = smtp.close;
    useMail(smtp.url);

    const response = await post(inquiry);
    expect(response.status).toBe(201);
    // The mail server has not accepted the message yet, but the inquiry is stored and the visitor answered.
    expect((await rows())[0].mailStatus).toBe("pending");
    expect(pendingMailCount()).toBe(1);
    release();
    await waitForPendingMail();
    expect((await rows())[0].mailStatus).toBe("sent");
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps the inquiry and answers 201 when the mail server cannot be reached", async () => {
    useMail(`smtp://127.0.0.1:${await closedPort()}`);
    const response = await post(inquiry);
    expect(response.status).toBe(201);
    await waitForPendingMail();
    const [row] = await rows();
    expect(row).toMatchObject({ firstName: "Margaret", status: "new", mailStatus: "failed" });
    expect(row.mailError).toContain("ECONNREFUSED");
  });

  it("records a refusal by the mail server, and logs it without the visitor's details", async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    stopServer = smtp.close;
    useMail(smtp.url, { LOG_LEVEL: "info" });
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);

    expect((await post(inquiry)).status).toBe(201);
    await waitForPendingMail();
    vi.restoreAllMocks();

    const [row] = await rows();
    expect(row.mailStatus).toBe("failed");
    expect(row.mailError).toMatch(/550/);
    const log = lines.join("");
    expect(log).toContain("inquiry notification failed");
    expect(log).toContain(row.id);
    for (const personal of ["Margaret", "Hamilton", "margaret@apollo.example", "Six Sigma", "Guidance"]) {
      expect(log).not.toContain(personal);
    }
  });

  it("never mails spam", async () => {
    const smtp = await startSmtpServer();
    stopServer = smtp.close;
    useMail(smtp.url);
    expect((await post({ ...inquiry, website: "x" })).status).toBe(201);
    await waitForPendingMail();
    expect((await rows())[0]).toMatchObject({ status: "spam", mailStatus: "not_configured" });
    expect(smtp.received).toHaveLength(0);
  });

  it("marks notifications still unsent at shutdown as failed, so none stays pending forever", async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const smtp = await startSmtpServer({ hold });
    stopServer = smtp.close;
    useMail(smtp.url);
    expect((await post(inquiry)).status).toBe(201);
    await waitForPendingMail(200);
    expect((await rows())[0]).toMatchObject({
      mailStatus: "failed",
      mailError: "The server stopped before the e-mail was sent",
    });
    release();
  });

  it("records as not sent a notification a killed process left pending, and leaves a recent one to its sender", async () => {
    const base = { lastName: "Pending", email: "left@example.com", service: "multiple", message: "Sent just before a kill -9." };
    const old = new Date(Date.now() - STALLED_NOTIFICATION_MS - 60_000);
    await database.handle.db.insert(contactInquiries).values([
      { ...base, firstName: "Old", mailStatus: "pending", createdAt: old },
      { ...base, firstName: "Recent", mailStatus: "pending" },
      { ...base, firstName: "Sent", mailStatus: "sent", createdAt: old },
    ]);
    // A PostgreSQL server shared by instances: only what is older than another instance could still be sending.
    expect(await failStalledNotifications()).toBe(1);
    const byName = async () => Object.fromEntries((await rows()).map((row) => [row.firstName, row.mailStatus]));
    expect(await byName()).toEqual({ Old: "failed", Recent: "pending", Sent: "sent" });
    // The embedded database at start: one process at a time, so every pending one is left over.
    expect(await failStalledNotifications(0)).toBe(1);
    expect(await byName()).toEqual({ Old: "failed", Recent: "failed", Sent: "sent" });
    expect((await rows()).find((row) => row.firstName === "Recent")?.mailError).toBe("The server stopped before the e-mail was sent");
  });

  it("is off when SMTP_URL and CONTACT_NOTIFY_TO are not set", async () => {
    expect((await post(inquiry)).status).toBe(201);
    expect(pendingMailCount()).toBe(0);
    expect((await rows())[0].mailStatus).toBe("not_configured");
  });
});
