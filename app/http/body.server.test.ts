import { describe, expect, it } from "vitest";
import { MAX_FORM_FIELDS, readFormLimited } from "./body.server";

const ORIGIN = "http://localhost:3000";
const LIMIT = 5 * 1024 * 1024;

function post(body: string, type: string): Request {
  return new Request(`${ORIGIN}/contact`, { method: "POST", headers: { "content-type": type }, body });
}

const URLENCODED = "application/x-www-form-urlencoded";

function multipart(boundary: string, parts: { name: string; value: string; filename?: string }[]): string {
  const framed = parts.map(({ name, value, filename }) => {
    const disposition = filename ? `form-data; name="${name}"; filename="${filename}"` : `form-data; name="${name}"`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${filename ? "Content-Type: application/pdf\r\n" : ""}\r\n${value}\r\n`;
  });
  return `${framed.join("")}--${boundary}--\r\n`;
}

describe("readFormLimited", () => {
  // Parsing a form costs per field, on the one thread every visitor shares: 43,000 empty fields (`a=&a=&…`)
  // fit the contact form's 128 KB and took about 0.2 s to parse; 1.7 million fit a job application's
  // 5 MB and held the server for 3 s, every other visitor's page waiting meanwhile. The count is read
  // from the bytes before anything is parsed.
  it("refuses a form with more fields than any page has, before parsing it", async () => {
    const many = "a=&".repeat(MAX_FORM_FIELDS + 1);
    const refused = await readFormLimited(post(many, URLENCODED), LIMIT);
    expect(refused).toMatchObject({ ok: false, status: 413 });
    expect(!refused.ok && refused.message).toBe(`The form has more than ${MAX_FORM_FIELDS.toLocaleString("en-US")} fields`);

    const boundary = "----formBoundary7MA4YWxkTrZu0gW";
    const parts = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, index) => ({ name: `a${index % 10}`, value: "x" }));
    const refusedParts = await readFormLimited(post(multipart(boundary, parts), `multipart/form-data; boundary=${boundary}`), LIMIT);
    expect(refusedParts).toMatchObject({ ok: false, status: 413 });
    // A quoted boundary names the same delimiter.
    const quoted = await readFormLimited(post(multipart(boundary, parts), `multipart/form-data; boundary="${boundary}"`), LIMIT);
    expect(quoted).toMatchObject({ ok: false, status: 413 });
  });

  it("reads a form of up to that many fields, whatever its values and files carry", async () => {
    const fields = new URLSearchParams(Array.from({ length: MAX_FORM_FIELDS }, (_, index) => [`f${index}`, "a b"]));
    const read = await readFormLimited(post(fields.toString(), URLENCODED), LIMIT);
    expect(read.ok && [...read.form.keys()].length).toBe(MAX_FORM_FIELDS);

    // A value full of `&` (escaped in a urlencoded form) and a file full of them (as sent in a multipart one)
    // count as one field each.
    const escaped = await readFormLimited(post(new URLSearchParams({ message: "&".repeat(5000) }).toString(), URLENCODED), LIMIT);
    expect(escaped.ok && escaped.form.get("message")).toBe("&".repeat(5000));
    const boundary = "xYzZy";
    const body = multipart(boundary, [
      { name: "firstName", value: "Lin" },
      { name: "resume", value: "&-".repeat(5000), filename: "cv.pdf" },
    ]);
    const withFile = await readFormLimited(post(body, `multipart/form-data; boundary=${boundary}`), LIMIT);
    expect(withFile.ok && withFile.form.get("firstName")).toBe("Lin");
    expect(withFile.ok && withFile.form.get("resume")).toBeInstanceOf(File);
  });

  it("refuses a multipart form whose type names no boundary as unreadable", async () => {
    const read = await readFormLimited(post("--x\r\n", "multipart/form-data"), LIMIT);
    expect(read).toMatchObject({ ok: false, status: 400, message: "The form could not be read" });
  });
});
