import yauzl from "yauzl";
import { RESUME_MAX_BYTES, type ResumeKind, type ResumeProblem } from "./application-fields";

/**
 * Whether an uploaded résumé is what it claims to be, judged by its bytes and never by its name or the
 * browser's content type: a PDF starts with `%PDF-` and ends with `%%EOF`; a DOCX is a ZIP archive whose
 * entries include `[Content_Types].xml`, declaring `/word/document.xml` as a Word document's main part,
 * and `word/document.xml` itself. The archive's directory is read with yauzl and only the small
 * `[Content_Types].xml` is inflated, with a byte ceiling: nothing else is ever unpacked, so a ZIP bomb
 * costs a directory listing. Macro-enabled and password-protected documents are refused.
 */

export type ResumeCheck = { ok: true; kind: ResumeKind; name: string } | { ok: false; problem: ResumeProblem };

const PDF_MAGIC = Buffer.from("%PDF-");
const PDF_END = Buffer.from("%%EOF");
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A résumé has a few dozen entries; thousands mean something else. */
const MAX_ZIP_ENTRIES = 1000;
const MAX_CONTENT_TYPES_BYTES = 64 * 1024;
/** What the whole document may claim to unpack to: far above any résumé, far below a bomb. */
const MAX_DECLARED_UNPACKED_BYTES = 200 * 1024 * 1024;
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const WORD_MACRO_MAIN = "application/vnd.ms-word.document.macroenabled.main+xml";

export async function checkResume(bytes: Uint8Array, fileName: string): Promise<ResumeCheck> {
  if (bytes.byteLength === 0) return { ok: false, problem: "empty" };
  if (bytes.byteLength > RESUME_MAX_BYTES) return { ok: false, problem: "too-large" };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    // A reader looks for the end marker near the end of the file; a cut-off upload has none.
    if (!buffer.subarray(Math.max(0, buffer.length - 2048)).includes(PDF_END)) return { ok: false, problem: "pdf-damaged" };
    return { ok: true, kind: "pdf", name: displayName(fileName, "pdf") };
  }
  if (buffer.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    const problem = await docxProblem(buffer);
    return problem ? { ok: false, problem } : { ok: true, kind: "docx", name: displayName(fileName, "docx") };
  }
  return { ok: false, problem: "not-pdf-or-docx" };
}

type ZipEntry = yauzl.Entry;

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) reject(error ?? new Error("no archive"));
      else resolve(zip);
    });
  });
}

/** Every entry of the archive's central directory, without reading any entry's data. */
function listEntries(zip: yauzl.ZipFile): Promise<ZipEntry[] | "too-many"> {
  if (zip.entryCount > MAX_ZIP_ENTRIES) return Promise.resolve("too-many");
  return new Promise((resolve, reject) => {
    const entries: ZipEntry[] = [];
    zip.on("entry", (entry: ZipEntry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

/** One small entry's text, inflated with a ceiling: past `limit` bytes it stops and answers undefined. */
function readSmallEntry(zip: yauzl.ZipFile, entry: ZipEntry, limit: number): Promise<string | undefined> {
  if (entry.uncompressedSize > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error("unreadable entry"));
      const chunks: Buffer[] = [];
      let total = 0;
      stream.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > limit) {
          stream.destroy();
          resolve(undefined);
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      stream.on("error", reject);
    });
  });
}

/** The attributes of each `<Override …/>` of `[Content_Types].xml`, names lower-cased. */
function overrides(xml: string): Record<string, string>[] {
  return [...xml.matchAll(/<(?:\w+:)?Override\b([^>]*)>/g)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? "").matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
      attributes[(attribute[1] ?? "").toLowerCase()] = attribute[3] ?? attribute[4] ?? "";
    }
    return attributes;
  });
}

async function docxProblem(buffer: Buffer): Promise<ResumeProblem | undefined> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    return "zip-damaged";
  }
  try {
    const entries = await listEntries(zip);
    if (entries === "too-many") return "zip-not-docx";
    // Part names in an Office document are case-insensitive.
    const named = (name: string) => entries.find((entry) => entry.fileName.toLowerCase() === name.toLowerCase());
    const contentTypes = named("[Content_Types].xml");
    const document = named("word/document.xml");
    if (!contentTypes || !document) return "zip-not-docx";
    if (entries.some((entry) => entry.isEncrypted())) return "docx-protected";
    if (named("word/vbaProject.bin")) return "docx-macros";
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > MAX_DECLARED_UNPACKED_BYTES) return "zip-not-docx";
    const xml = await readSmallEntry(zip, contentTypes, MAX_CONTENT_TYPES_BYTES);
    if (xml === undefined) return "zip-not-docx";
    const main = overrides(xml).find((attributes) => attributes.partname?.toLowerCase() === "/word/document.xml");
    const type = main?.contenttype?.toLowerCase();
    if (type === WORD_MACRO_MAIN) return "docx-macros";
    if (type !== WORD_MAIN) return "zip-not-docx";
    return undefined;
  } catch {
    // An entry whose sizes lie, a name that climbs out of the archive, a broken deflate stream.
    return "zip-damaged";
  } finally {
    zip.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The name staff see

const EXTENSION = /\.[A-Za-z0-9]{1,5}$/;

/**
 * The uploaded file's name made safe to show and to offer as a download name: the last path segment only,
 * no control or direction-changing characters (`cv\u202Efdp.exe` must not read as `cv.exe.pdf`), none of
 * the characters file systems refuse, at most 100 characters, and the extension of what the bytes are.
 */
export function displayName(fileName: string, kind: ResumeKind): string {
  let base = (fileName.split(/[\\/]/).pop() ?? "").normalize("NFC");
  base = base.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").replace(/[<>:"|?*]/g, "");
  base = base.replace(/\s+/g, " ").trim();
  for (let index = 0; index < 2 && EXTENSION.test(base); index++) base = base.replace(EXTENSION, "");
  base = base
    .replace(/^[.\s]+|[.\s]+$/g, "")
    .slice(0, 100)
    .trim();
  return `${base || "resume"}.${kind}`;
}
