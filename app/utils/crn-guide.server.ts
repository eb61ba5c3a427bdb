import PDFDocument from "pdfkit";
import { company } from "~/content/company";
import { crnDocumentation, crnIntro, crnQualityControl, crnSteps, crnTechnicalRequirements } from "~/content/crn";
import { companyFr } from "~/content/fr/company";
import { crnDocumentationFr, crnIntroFr, crnQualityControlFr, crnStepsFr, crnTechnicalRequirementsFr } from "~/content/fr/crn";
import { provincesFr } from "~/content/fr/provinces";
import { provinces } from "~/content/provinces";
import type { Locale } from "~/i18n/locale";

/**
 * The CRN guide: a PDF the site writes from the CRN page's own content (steps, timeframes, provinces,
 * requirements), in English or French, so the guide can never disagree with the page. Built once per
 * language and process with PDFKit (decision record 0010), about 10 KB.
 */

type GuideText = {
  title: string;
  subtitle: string;
  what: string;
  why: string;
  scope: string;
  steps: string;
  timeframe: string;
  total: string;
  totalValue: string;
  jurisdictions: string;
  jurisdictionsLead: string;
  codes: string;
  quality: string;
  documents: string;
  next: string;
  nextBody: string;
  footer: string;
};

const TEXT: Record<Locale, GuideText> = {
  en: {
    title: "The CRN Registration Guide",
    subtitle: "Registering boilers, pressure vessels, fittings and piping in Canada",
    what: "What a CRN is",
    why: "Why it takes care",
    scope: "What needs one",
    steps: "The five steps",
    timeframe: "Typical time",
    total: "From first design review to an issued CRN",
    totalValue: "usually 13 to 29 weeks for the first jurisdiction",
    jurisdictions: "Where we register",
    jurisdictionsLead: "We prepare and file submissions in all 13 provinces and territories:",
    codes: "Codes we design to",
    quality: "How we check the work",
    documents: "What a submission contains",
    next: "Next step",
    nextBody: `Send us your drawings or describe your equipment, and a registration engineer will reply within ${company.replyWithin} with the jurisdictions, the documents you already have and what is missing. Phone ${company.phone} or e-mail ${company.email}.`,
    footer: `${company.legalName} · CRN Registration Guide`,
  },
  fr: {
    title: "Guide de l’enregistrement NEC",
    subtitle: "Enregistrer chaudières, appareils sous pression, raccords et tuyauterie au Canada",
    what: "Qu’est-ce qu’un NEC\u00a0?",
    why: "Pourquoi un dossier soigné",
    scope: "Ce qui doit être enregistré",
    steps: "Les cinq étapes",
    timeframe: "Durée habituelle",
    total: "Du premier examen de la conception à la délivrance du NEC",
    totalValue: "en général de 13 à 29 semaines pour la première province ou le premier territoire",
    jurisdictions: "Où nous enregistrons",
    jurisdictionsLead: "Nous préparons et déposons les demandes dans les 13 provinces et territoires\u00a0:",
    codes: "Les codes que nous appliquons",
    quality: "Comment nous vérifions le travail",
    documents: "Le contenu d’une demande",
    next: "Prochaine étape",
    nextBody: `Envoyez-nous vos plans ou décrivez votre équipement\u00a0: un ingénieur en enregistrement vous répondra en moins de ${companyFr.replyWithin} en précisant les provinces et territoires visés, les documents que vous avez déjà et ceux qui manquent. Téléphone\u00a0: ${company.phone}\u00a0; courriel\u00a0: ${company.email}.`,
    footer: `${company.legalName} · Guide de l’enregistrement NEC`,
  },
};

function content(locale: Locale) {
  return locale === "fr"
    ? {
        intro: crnIntroFr,
        steps: crnStepsFr,
        codes: crnTechnicalRequirementsFr,
        quality: crnQualityControlFr,
        documents: crnDocumentationFr,
        provinces: [...provincesFr].map((p) => p.name).sort(new Intl.Collator("fr-CA").compare),
      }
    : {
        intro: crnIntro,
        steps: crnSteps,
        codes: crnTechnicalRequirements,
        quality: crnQualityControl,
        documents: crnDocumentation,
        provinces: provinces.map((p) => p.name),
      };
}

/** The built-in PDF fonts cover Latin-1 and typographic quotes; the narrow no-break space becomes a plain one. */
function pdfText(text: string): string {
  return text.replace(/\u202f/g, "\u00a0");
}

const BRAND = "#0b3a6e";
const INK = "#1e293b";
const MUTED = "#475569";
const MARGIN = 56;

function render(locale: Locale): Promise<Buffer> {
  const text = TEXT[locale];
  const data = content(locale);
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    lang: locale === "fr" ? "fr-CA" : "en-CA",
    displayTitle: true,
    tagged: true,
    info: { Title: pdfText(text.title), Author: company.legalName, Subject: pdfText(text.subtitle), Creator: company.name },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const colon = locale === "fr" ? "\u00a0: " : ": ";

  const heading = (value: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(1.1).font("Helvetica-Bold").fontSize(14).fillColor(BRAND).text(pdfText(value), { width });
    doc.moveDown(0.35);
  };
  const paragraph = (value: string) => {
    doc.font("Helvetica").fontSize(10.5).fillColor(INK).text(pdfText(value), { width, lineGap: 2.5 });
    doc.moveDown(0.5);
  };
  const bullets = (items: readonly string[]) => {
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor(INK)
      .list(items.map(pdfText), { width, lineGap: 2, bulletRadius: 2, textIndent: 12, indent: 4 });
    doc.moveDown(0.4);
  };

  doc.font("Helvetica-Bold").fontSize(24).fillColor(BRAND).text(pdfText(text.title), { width });
  doc.moveDown(0.3).font("Helvetica").fontSize(12.5).fillColor(MUTED).text(pdfText(text.subtitle), { width });
  doc.moveDown(0.2).fontSize(10).text(company.name, { width });

  heading(text.what);
  paragraph(data.intro.what);
  heading(text.why);
  paragraph(data.intro.why);
  heading(text.scope);
  bullets(data.intro.scope);

  heading(text.steps);
  for (const step of data.steps) {
    if (doc.y > doc.page.height - 130) doc.addPage();
    doc
      .font("Helvetica-Bold")
      .fontSize(11.5)
      .fillColor(INK)
      .text(pdfText(`${step.step}. ${step.title}`), { width });
    doc
      .font("Helvetica-Oblique")
      .fontSize(10)
      .fillColor(MUTED)
      .text(pdfText(`${text.timeframe}${colon}${step.timeframe}`), { width });
    doc.moveDown(0.15);
    paragraph(step.description);
  }
  doc
    .font("Helvetica-Bold")
    .fontSize(10.5)
    .fillColor(BRAND)
    .text(pdfText(`${text.total}${colon}${text.totalValue}.`), { width });

  heading(text.jurisdictions);
  paragraph(text.jurisdictionsLead);
  bullets(data.provinces);

  heading(text.codes);
  for (const code of data.codes) {
    doc.font("Helvetica-Bold").fontSize(10.5).fillColor(INK).text(pdfText(code.title), { width });
    paragraph(code.description);
  }

  heading(text.quality);
  bullets(data.quality);
  heading(text.documents);
  bullets(data.documents);
  heading(text.next);
  paragraph(text.nextBody);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // The footer sits inside the bottom margin: without this, PDFKit would start a new page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 6;
    doc.font("Helvetica").fontSize(8.5).fillColor(MUTED);
    doc.text(pdfText(text.footer), MARGIN, y, { width, lineBreak: false });
    doc.text(`${index + 1} / ${range.count}`, MARGIN, y, { width, align: "right", lineBreak: false });
  }
  doc.end();
  return done;
}

const built = new Map<Locale, Promise<Buffer>>();

/** The guide's PDF in `locale`, built on first use. */
export function crnGuidePdf(locale: Locale): Promise<Buffer> {
  let pdf = built.get(locale);
  if (!pdf) {
    pdf = render(locale);
    pdf.catch(() => built.delete(locale));
    built.set(locale, pdf);
  }
  return pdf;
}

/** The file name a visitor's browser saves the guide under. */
export const crnGuideFileName: Record<Locale, string> = {
  en: "northbridge-crn-registration-guide.pdf",
  fr: "northbridge-guide-enregistrement-nec.pdf",
};
