import PDFDocument from "pdfkit";
import { ZipFile } from "yazl";

/**
 * Real résumé files for tests, made the way a candidate's software makes them: a PDF written by pdfkit
 * and a Word document assembled as Word lays one out (a ZIP with `[Content_Types].xml`, the package
 * relationships and `word/document.xml`). Options make the broken and hostile variants.
 */

export function makePdf(text = "Jean Tremblay, ing. Curriculum vitae"): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", info: { Title: "Résumé" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(18).text(text);
    doc.fontSize(11).text("Structural design of pipe racks and equipment foundations, 2016-2026.");
    doc.end();
  });
}

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

function contentTypes(mainType: string, extra = ""): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${extra}<Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;
}

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Marie Gagnon, EIT: curriculum vitae</w:t></w:r></w:p></w:body></w:document>`;

export type ZipEntrySpec = { name: string; data: string | Buffer; store?: boolean };

export function makeZip(entries: ZipEntrySpec[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new ZipFile();
    for (const entry of entries) {
      zip.addBuffer(typeof entry.data === "string" ? Buffer.from(entry.data) : entry.data, entry.name, { compress: !entry.store });
    }
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

export type DocxOptions = {
  /** The main part's declared type (a macro-enabled document declares another). */
  mainType?: string;
  /** Entries added besides the document's own. */
  extra?: ZipEntrySpec[];
  /** More declarations inside `[Content_Types].xml`. */
  contentTypesExtra?: string;
  /** Leave out word/document.xml or [Content_Types].xml. */
  without?: "[Content_Types].xml" | "word/document.xml";
};

export function makeDocx(options: DocxOptions = {}): Promise<Buffer> {
  const entries: ZipEntrySpec[] = [
    { name: "[Content_Types].xml", data: contentTypes(options.mainType ?? WORD_MAIN, options.contentTypesExtra) },
    { name: "_rels/.rels", data: RELS },
    { name: "word/document.xml", data: DOCUMENT },
    ...(options.extra ?? []),
  ].filter((entry) => entry.name !== options.without);
  return makeZip(entries);
}

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
