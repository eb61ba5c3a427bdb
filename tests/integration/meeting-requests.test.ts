import { DateTime } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { meetingRequests } from "~/db/schema";
import * as calendarRoute from "~/routes/marketing/meeting-calendar";
import * as meetingRoute from "~/routes/marketing/meeting";
import { parseEnv, setEnv } from "~/utils/env.server";
import { createFormToken } from "~/utils/inquiries.server";
import { waitForPendingMail } from "~/utils/mail.server";
import { foldCalendarLines, validateMeetingRequest } from "~/utils/meeting-requests.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { startSmtpServer } from "../setup/smtp-server";
import { testEnvironment } from "../setup/vitest.setup";
import { field, outcome } from "./admin-helpers";

useTestDatabase();

let stopSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  setEnv(parseEnv(testEnvironment()));
  await stopSmtp?.();
  stopSmtp = undefined;
});

/** A wall-clock time `days` days from now at `hour`:00 in `zone`, as a datetime-local field holds it. */
const localTime = (zone: string, days: number, hour: number) =>
  DateTime.now().setZone(zone).plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");

const good = () => ({
  name: "Jean-François Côté",
  email: "jf.cote@papetiere.example",
  company: "Papetière du Saguenay",
  phone: "+1 (418) 555-0199",
  topic: "Enregistrement NEC d’un réservoir",
  format: "on-site",
  officeId: "vaughan",
  timeZone: "America/Vancouver",
  time1: localTime("America/Vancouver", 3, 9),
  time2: localTime("America/Vancouver", 4, 14),
  time3: "",
  message: "",
});

async function send(form: Record<string, string>, options: { locale?: "en" | "fr"; clientIp?: string; origin?: string } = {}) {
  const address = options.locale === "fr" ? "/fr/contact/rencontre" : "/contact/meeting";
  const request = new Request(`${BASE_URL}${address}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: options.origin ?? BASE_URL },
    body: new URLSearchParams(form),
  });
  return outcome(() => meetingRoute.action(routeArgs(request, {}, { clientIp: options.clientIp ?? "198.51.100.30" })));
}
const token = () => createFormToken(Date.now() - 30_000);
const stored = () => getDb().select().from(meetingRequests);

describe("meeting requests", () => {
  it("stores the times as instants with the visitor's zone and shows them back as the visitor chose them", async () => {
    const form = good();
    const answer = await send({ ...form, formToken: await token() }, { locale: "fr" });
    expect(answer.status).toBe(200);
    expect(field(answer.value, "status")).toBe("success");
    const [row] = await stored();
    expect(row).toMatchObject({
      name: form.name,
      format: "on-site",
      officeId: "vaughan",
      timeZone: "America/Vancouver",
      locale: "fr",
      status: "new",
    });
    // 9:00 in Vancouver is 17:00 UTC in winter, 16:00 in summer: whatever the date, the instant is 9:00 there.
    expect(row!.preferredTimes).toHaveLength(2);
    expect(DateTime.fromJSDate(row!.preferredTimes[0]!).setZone("America/Vancouver").toFormat("yyyy-MM-dd'T'HH:mm")).toBe(form.time1);
    const times = field(answer.value, "times");
    expect(Array.isArray(times) && times[0]).toMatch(/^\p{Ll}+ (1er|\d+) \p{Ll}+ \d{4}, 9\u00a0h \((HNP|HAP)\)$/u);
  });

  it("refuses bad times with the reason, in the page's language, and stores nothing", async () => {
    const now = new Date();
    const past = localTime("America/Toronto", -1, 10);
    const tooFar = localTime("America/Toronto", 200, 10);
    const result = validateMeetingRequest(
      { ...good(), timeZone: "America/Toronto", time1: past, time2: tooFar, time3: "demain" },
      "en",
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        time1: "Propose a time at least 2 hours from now",
        time2: "Propose a time within the next 120 days",
        time3: "Enter a date and a time",
      },
    });
    const repeated = validateMeetingRequest({ ...good(), time2: good().time1 }, "fr", now);
    expect(repeated).toEqual({ ok: false, errors: { time2: "Cette heure est déjà proposée plus haut" } });

    const answer = await send(
      { ...good(), time1: "", timeZone: "Mars/Olympus_Mons", format: "carrier-pigeon", officeId: "atlantis", formToken: await token() },
      { locale: "fr" },
    );
    expect(answer.status).toBe(400);
    expect(field(answer.value, "errors")).toEqual({
      format: "Choisissez visioconférence, appel téléphonique ou sur place",
      officeId: "Choisissez un bureau dans la liste",
      timeZone: "Choisissez votre fuseau horaire dans la liste",
      time1: "Proposez au moins une date et une heure",
    });
    expect(await stored()).toHaveLength(0);
  });

  it("keeps control characters out of what it stores and of the calendar file: a NUL or a bare carriage return is no reason to lose a request", async () => {
    const topic = "Budget\u0000 review\rATTENDEE:mailto:victim@corp.example\rEND:VEVENT";
    const answer = await send({ ...good(), topic, company: "Acme\u0007 Ltd\u007f", formToken: await token() });
    expect(answer.status).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({ topic: "Budget review\nATTENDEE:mailto:victim@corp.example\nEND:VEVENT", company: "Acme Ltd" });
    const response = await calendarRoute.loader(routeArgs(new Request(`${BASE_URL}/x`), { id: row!.id }));
    const ics = await response.text();
    const unfolded = ics.replaceAll("\r\n", "");
    expect(unfolded).not.toContain("\r");
    expect(unfolded).not.toContain("\u0000");
    expect(ics.match(/^ATTENDEE/gm)).toBeNull();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("a wall-clock time skipped by the spring daylight-saving change is refused, not silently moved", () => {
    // 2:30 a.m. on the second Sunday of March does not exist in Toronto.
    const year = new Date().getFullYear() + 1;
    const march = DateTime.fromObject({ year, month: 3, day: 1 }, { zone: "America/Toronto" });
    const secondSunday = march.plus({ days: ((7 - march.weekday) % 7) + 7 });
    const missing = `${secondSunday.toFormat("yyyy-MM-dd")}T02:30`;
    const now = secondSunday.minus({ days: 30 }).toJSDate();
    const result = validateMeetingRequest({ ...good(), timeZone: "America/Toronto", time1: missing, time2: "" }, "en", now);
    expect(result).toEqual({ ok: false, errors: { time1: "This time does not exist in your time zone (the clocks change then)" } });
  });

  it("folds calendar lines at 75 octets without splitting a character", () => {
    const exact = `SUMMARY:${"a".repeat(67)}`;
    expect(foldCalendarLines(exact)).toBe(exact);
    // 74 octets, then a two-octet character that would end at 76: it starts the next line whole.
    const folded = foldCalendarLines(`SUMMARY:${"a".repeat(66)}é b`);
    expect(folded).toBe(`SUMMARY:${"a".repeat(66)}\r\n é b`);
    const emoji = foldCalendarLines(`DESCRIPTION:${"🏗".repeat(40)}`);
    for (const line of emoji.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(emoji.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"🏗".repeat(40)}`);
  });

  it("offers the proposed times as a calendar file, tentative, in the visitor's language", async () => {
    const form = good();
    await send({ ...form, formToken: await token() }, { locale: "fr" });
    const [row] = await stored();
    const response = await calendarRoute.loader(
      routeArgs(new Request(`${BASE_URL}/contact/meeting/${row!.id}/calendar.ics`), { id: row!.id }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const raw = await response.text();
    // RFC 5545 section 3.1: a line is at most 75 octets, and folding never splits a character.
    for (const line of raw.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(raw).not.toContain("\uFFFD");
    const ics = raw.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("Vous avez proposé ce moment\u00a0\\; nous vous écrirons pour confirmer l’un des moments proposés.");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(ics).toContain("Rencontre avec Northbridge Engineering (à confirmer)");
    const start = DateTime.fromJSDate(row!.preferredTimes[0]!).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
    expect(ics).toContain(`DTSTART:${start}`);

    for (const id of ["0b7a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", "not-an-id", "../../etc/passwd"]) {
      const missing = await calendarRoute.loader(routeArgs(new Request(`${BASE_URL}/contact/meeting/x/calendar.ics`), { id }));
      expect(missing.status, id).toBe(404);
    }
  });

  it("notifies staff by e-mail with each time in the office's time and the visitor's, and the language to answer in", async () => {
    const smtp = await startSmtpServer();
    stopSmtp = smtp.close;
    setEnv(parseEnv(testEnvironment({ SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: "office@northbridge.example" })));
    await send({ ...good(), formToken: await token() }, { locale: "fr" });
    await waitForPendingMail();
    const [row] = await stored();
    expect(row).toMatchObject({ mailStatus: "sent", mailError: null });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!.raw.replace(/=\r?\n/g, "");
    expect(mail).toMatch(/^Reply-To: =\?UTF-8\?|^Reply-To: .*jf\.cote@papetiere\.example/m);
    expect(mail).toContain("Answer in: French");
    expect(mail).toContain("(Vaughan time)");
    const inOffice = new Intl.DateTimeFormat("en-CA", { hour: "numeric", minute: "2-digit", timeZone: "America/Toronto" }).format(
      row!.preferredTimes[0]!,
    );
    expect(mail.replace(/=E2=80=AF|\u202f/g, " ")).toContain(inOffice.replace(/\u202f/g, " "));
  });

  it("a notification still unsent when the server stops is recorded as not sent, not left pending", async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const smtp = await startSmtpServer({ hold });
    stopSmtp = smtp.close;
    setEnv(parseEnv(testEnvironment({ SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: "office@northbridge.example" })));
    await send({ ...good(), formToken: await token() });
    await waitForPendingMail(200);
    expect((await stored())[0]).toMatchObject({ mailStatus: "failed", mailError: "The server stopped before the e-mail was sent" });
    release();
  });

  it("bots are answered like people and kept as spam; one address is limited per hour", async () => {
    const honeypot = await send({ ...good(), website: "x", formToken: await token() }, { clientIp: "203.0.113.60" });
    expect(field(honeypot.value, "status")).toBe("success");
    const [spam] = await stored();
    expect(spam).toMatchObject({ status: "spam", spamReason: "honeypot field filled in" });
    // The calendar of a request kept as spam is not offered.
    const calendar = await calendarRoute.loader(routeArgs(new Request(`${BASE_URL}/x`), { id: spam!.id }));
    expect(calendar.status).toBe(404);

    for (let index = 0; index < 10; index++) await send({ ...good(), formToken: await token() }, { clientIp: "203.0.113.61" });
    const refused = await send({ ...good(), formToken: await token() }, { clientIp: "203.0.113.61" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await stored()).toHaveLength(11);
  });

  it("another site cannot post the form", async () => {
    const answer = await send({ ...good(), formToken: await token() }, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });
});
