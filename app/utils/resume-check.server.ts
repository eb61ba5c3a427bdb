import { Parser } from "htmlparser2";
import yauzl from "yauzl";
import { RESUME_MAX_BYTES, type ResumeKind, type ResumeProblem } from "./application-fields";

/**
 * Whether an uploaded résumé is what it claims to be, judged by its bytes and never by its name or the
 * browser's content type: a PDF starts with `%PDF-` and ends with `%%EOF`; a DOCX is a ZIP archive whose
 * entries include `[Content_Types].xml`, declaring `/word/document.xml` as a Word document's main part,
 * and `word/document.xml` itself. The archive's directory is read with yauzl first, and an archive that
 * declares more than a résumé could hold is refused from it. Then every entry is inflated once, on
 * zlib's thread pool, and each must unpack to exactly the size its directory declares (an entry that
 * lies about it is a damaged archive, so a ZIP bomb that understates its sizes costs at most the declared
 * total): only `[Content_Types].xml` and the relationship parts are kept, with a ceiling, and read with an
 * XML parser (htmlparser2), as Word reads them: character references, any quoting and UTF-16 included.
 * Refused besides: macros under any name (a VBA project declared by a content type or a relationship),
 * password protection, and parts loaded from elsewhere when the document opens (an attached template on
 * another site, a remote object); links to web pages are ordinary hyperlinks and stay.
 */

export type ResumeCheck = { ok: true; kind: ResumeKind; name: string } | { ok: false; problem: ResumeProblem };

const PDF_MAGIC = Buffer.from("%PDF-");
const PDF_END = Buffer.from("%%EOF");
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A résumé has a few dozen entries; thousands mean something else. */
const MAX_ZIP_ENTRIES = 1000;
/** `[Content_Types].xml` and each relationship part: a few KB in a real document. */
const MAX_PACKAGE_PART_BYTES = 1024 * 1024;
/** What the whole document may claim to unpack to: far above any résumé, far below a bomb. */
const MAX_DECLARED_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Content types and relationship types that carry code: VBA projects and ActiveX controls. */
const CODE_TYPES = /vbaProject|vbaData|macroEnabled|activeX/i;
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

/**
 * Inflates one entry: its bytes when `keep` (undefined past `limit` bytes), else nothing. yauzl fails the
 * stream when the data unpacks to more or fewer bytes than the directory declares.
 */
function inflateEntry(zip: yauzl.ZipFile, entry: ZipEntry, keep: boolean, limit: number): Promise<Buffer | undefined> {
  if (keep && entry.uncompressedSize > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error("unreadable entry"));
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (keep) chunks.push(chunk);
      });
      stream.on("end", () => resolve(keep ? Buffer.concat(chunks) : undefined));
      stream.on("error", reject);
    });
  });
}

/**
 * A package part's text: UTF-8, or UTF-16 with its byte-order mark, the two encodings XML (and so Office)
 * allows. Anything else, or text holding a NUL (UTF-16 without its mark), is not a part Word writes.
 */
function decodePart(bytes: Buffer): string | undefined {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder("utf-16le", { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder("utf-16be", { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return text.includes("\u0000") ? undefined : text;
}

type XmlElement = { name: string; attributes: Record<string, string> };

/** Every element of a part, by local name (namespace prefix dropped), with its attributes' decoded values. */
function xmlElements(xml: string): XmlElement[] {
  const found: XmlElement[] = [];
  const localName = (name: string) => (name.split(":").pop() ?? name).toLowerCase();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const decoded: Record<string, string> = {};
        for (const [key, value] of Object.entries(attributes)) decoded[localName(key)] = value;
        found.push({ name: localName(name), attributes: decoded });
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return found;
}

function elements(parts: XmlElement[][], name: string): Record<string, string>[] {
  return parts.flat().flatMap((element) => (element.name === name.toLowerCase() ? [element.attributes] : []));
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
    if (declared > MAX_DECLARED_UNPACKED_BYTES) return "docx-unpacks-too-large";
    let types: XmlElement[] | undefined;
    const relationships: XmlElement[][] = [];
    for (const entry of entries) {
      const isRelationships = entry.fileName.toLowerCase().endsWith(".rels");
      const keep = entry === contentTypes || isRelationships;
      const bytes = await inflateEntry(zip, entry, keep, MAX_PACKAGE_PART_BYTES);
      if (!keep) continue;
      const text = bytes && decodePart(bytes);
      if (text === undefined) return "zip-not-docx";
      if (entry === contentTypes) types = xmlElements(text);
      else relationships.push(xmlElements(text));
    }
    if (!types) return "zip-not-docx";
    const main = elements([types], "Override").find((attributes) => attributes.partname?.toLowerCase() === "/word/document.xml");
    const type = main?.contenttype?.toLowerCase();
    if (type === WORD_MACRO_MAIN) return "docx-macros";
    if (type !== WORD_MAIN) return "zip-not-docx";
    const declaredTypes = [...elements([types], "Override"), ...elements([types], "Default")].map(
      (attributes) => attributes.contenttype ?? "",
    );
    const links = elements(relationships, "Relationship");
    if ([...declaredTypes, ...links.map((link) => link.type ?? "")].some((value) => CODE_TYPES.test(value))) return "docx-macros";
    const fetched = links.filter((link) => link.targetmode?.toLowerCase() === "external" && !/\/hyperlink$/i.test(link.type ?? ""));
    if (fetched.length) return "docx-external";
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
