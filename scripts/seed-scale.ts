// `npm run seed:scale -- --posts 5000`: fills a throwaway database (DATABASE_URL, else the embedded one in
// DATA_DIR) with many realistic posts, for the benchmark and for tests of the blog at scale. Posts of about
// 1,000 words drawn from an engineering vocabulary (French words for the one post in five filed under the
// French blog), in eight categories, with tags, dates spread over
// six years, a few drafts and a few scheduled posts. Inserted in batches, so thousands take seconds.
// The same `--seed` always gives the same posts.
import { count, sql } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { openDatabase, type Database } from "~/db/db.server";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { blogCategories, blogPosts, blogTags, type NewBlogPost } from "~/db/schema";
import { parseEnv } from "~/utils/env.server";
import { readTimeMinutes, slugify } from "~/utils/posts";
import {
  ADJECTIVES_FR,
  ADVERBS_FR,
  BENEFICIARIES_FR,
  definite,
  GENERAL_NOUNS_FR,
  indefinite,
  INDUSTRIES_FR,
  ofDefinite,
  OPENERS_FR,
  PLACES_FR,
  SCALE_TOPICS_FR,
  VERBS_FR,
  type FrenchAdjective,
  type FrenchNoun,
  type FrenchTopic,
} from "./seed-scale-fr";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;
/** Of every hundred posts: this many drafts, this many scheduled, this many featured. */
const DRAFTS_PER_100 = 3;
const SCHEDULED_PER_100 = 2;
const FEATURED_PER_100 = 2;

type Topic = { name: string; slug: string; nouns: string[]; tags: string[] };

export const SCALE_TOPICS: Topic[] = [
  {
    name: "Pressure Vessels",
    slug: "scale-pressure-vessels",
    nouns: [
      "vessel",
      "nozzle",
      "shell",
      "head",
      "flange",
      "weld",
      "hydrotest",
      "gasket",
      "relief valve",
      "corrosion allowance",
      "design pressure",
      "nameplate",
      "registration",
      "boiler",
      "heat exchanger",
      "tubesheet",
      "reinforcement pad",
      "radiograph",
      "impact test",
      "MAWP",
    ],
    tags: ["ASME VIII", "CRN", "Pressure Vessels", "Boilers", "Welding", "NDE"],
  },
  {
    name: "Process Piping",
    slug: "scale-process-piping",
    nouns: [
      "pipe",
      "fitting",
      "elbow",
      "spool",
      "support",
      "expansion loop",
      "stress analysis",
      "branch connection",
      "valve",
      "isometric",
      "line list",
      "bolt torque",
      "gasket",
      "hanger",
      "thermal growth",
      "leak test",
      "piping class",
      "socket weld",
      "reducer",
      "header",
    ],
    tags: ["B31.3", "Piping", "Stress Analysis", "Fittings", "Valves"],
  },
  {
    name: "Energy Audits",
    slug: "scale-energy-audits",
    nouns: [
      "audit",
      "baseline",
      "utility bill",
      "chiller",
      "boiler plant",
      "compressed air",
      "lighting retrofit",
      "heat recovery",
      "payback",
      "incentive",
      "meter",
      "load profile",
      "demand charge",
      "steam trap",
      "insulation",
      "variable speed drive",
      "setpoint",
      "economizer",
      "envelope",
      "emission factor",
    ],
    tags: ["Energy", "ASHRAE", "Decarbonisation", "Utilities", "Heat Recovery"],
  },
  {
    name: "Structural Engineering",
    slug: "scale-structural",
    nouns: [
      "beam",
      "column",
      "footing",
      "anchor bolt",
      "mezzanine",
      "platform",
      "load path",
      "deflection",
      "connection",
      "base plate",
      "rack",
      "seismic load",
      "snow load",
      "inspection",
      "retrofit",
      "steel frame",
      "concrete slab",
      "bracing",
      "guardrail",
      "crane runway",
    ],
    tags: ["Structural", "Seismic", "Steel", "Concrete", "Inspections"],
  },
  {
    name: "Machine Safety",
    slug: "scale-machine-safety",
    nouns: [
      "guard",
      "interlock",
      "risk assessment",
      "light curtain",
      "lockout",
      "hazard",
      "safety relay",
      "emergency stop",
      "performance level",
      "pre-start review",
      "conveyor",
      "robot cell",
      "fence",
      "pinch point",
      "procedure",
      "training",
      "audit trail",
      "control circuit",
      "validation",
      "signage",
    ],
    tags: ["Machine Safety", "PSR", "CSA Z432", "Lockout", "Risk Assessment"],
  },
  {
    name: "Lean Manufacturing",
    slug: "scale-lean",
    nouns: [
      "value stream",
      "kanban",
      "changeover",
      "bottleneck",
      "takt time",
      "work cell",
      "standard work",
      "defect",
      "rework",
      "kaizen",
      "control chart",
      "capability",
      "root cause",
      "supplier",
      "inventory",
      "throughput",
      "scrap rate",
      "gemba walk",
      "poka-yoke",
      "huddle board",
    ],
    tags: ["Lean", "Six Sigma", "DMAIC", "Quality", "Continuous Improvement"],
  },
  {
    name: "Mechanical Design",
    slug: "scale-mechanical-design",
    nouns: [
      "shaft",
      "bearing",
      "gearbox",
      "enclosure",
      "tolerance",
      "drawing",
      "prototype",
      "fatigue",
      "finite element model",
      "bolted joint",
      "hydraulic cylinder",
      "pump",
      "motor",
      "coupling",
      "fixture",
      "weldment",
      "material",
      "fastener",
      "bill of materials",
      "design review",
    ],
    tags: ["Mechanical Design", "FEA", "Prototyping", "Drafting", "Manufacturing"],
  },
  {
    name: "Regulatory Compliance",
    slug: "scale-regulatory",
    nouns: [
      "regulation",
      "jurisdiction",
      "inspector",
      "code edition",
      "submission",
      "certificate",
      "quality manual",
      "authorized inspector",
      "registration number",
      "permit",
      "variance",
      "deadline",
      "record",
      "audit finding",
      "corrective action",
      "standard",
      "approval",
      "declaration",
      "fee schedule",
      "provincial authority",
    ],
    tags: ["Compliance", "TSSA", "ABSA", "Technical Standards", "Quality Manual"],
  },
];

const GENERAL_NOUNS = [
  "plant",
  "client",
  "team",
  "engineer",
  "project",
  "schedule",
  "budget",
  "drawing",
  "report",
  "site",
  "operator",
  "manager",
  "owner",
  "contractor",
  "supplier",
  "specification",
  "calculation",
  "assumption",
  "decision",
  "meeting",
  "shutdown",
  "startup",
  "estimate",
  "quote",
  "document",
  "change order",
  "checklist",
  "week",
  "month",
  "quarter",
  "line",
  "facility",
  "warehouse",
  "shop",
  "crew",
  "maintenance plan",
  "spare part",
  "failure",
  "margin",
  "customer",
];
const ADJECTIVES = [
  "new",
  "existing",
  "critical",
  "routine",
  "overdue",
  "practical",
  "detailed",
  "preliminary",
  "final",
  "expensive",
  "reliable",
  "unexpected",
  "common",
  "rare",
  "safe",
  "compliant",
  "efficient",
  "aging",
  "temporary",
  "permanent",
  "visible",
  "documented",
  "measured",
  "typical",
  "larger",
  "smaller",
  "cheaper",
  "faster",
  "quieter",
  "older",
  "corroded",
  "undersized",
  "oversized",
  "certified",
  "provincial",
  "federal",
  "seasonal",
  "annual",
  "weekly",
  "manual",
];
const VERBS = [
  "reviews",
  "checks",
  "replaces",
  "documents",
  "measures",
  "reduces",
  "improves",
  "supports",
  "requires",
  "limits",
  "explains",
  "changes",
  "confirms",
  "delays",
  "protects",
  "tracks",
  "extends",
  "shortens",
  "identifies",
  "removes",
  "adds",
  "tests",
  "inspects",
  "approves",
  "rejects",
  "schedules",
  "calculates",
  "verifies",
  "simplifies",
  "clarifies",
];
const ADVERBS = [
  "usually",
  "often",
  "rarely",
  "quickly",
  "carefully",
  "early",
  "later",
  "again",
  "together",
  "clearly",
  "always",
  "sometimes",
];
const OPENERS = [
  "In practice,",
  "On most sites,",
  "During the last shutdown,",
  "Before anything else,",
  "For a small plant,",
  "In our experience,",
  "As a rule,",
  "At the design stage,",
  "After the inspection,",
  "When the budget is tight,",
  "Next,",
  "Finally,",
];
export const PLACES = [
  "Hamilton",
  "Sarnia",
  "Mississauga",
  "Windsor",
  "Sudbury",
  "Kingston",
  "Oshawa",
  "Guelph",
  "Waterloo",
  "Barrie",
  "Brampton",
  "Burlington",
  "Calgary",
  "Edmonton",
  "Regina",
  "Saskatoon",
  "Winnipeg",
  "Halifax",
  "Moncton",
  "Sherbrooke",
  "Trois-Rivières",
  "Lévis",
  "Québec",
  "Montréal",
  "Gatineau",
  "Laval",
  "Saint-Jérôme",
  "Chicoutimi",
  "Rimouski",
  "Victoria",
];
const INDUSTRIES = [
  "food processing",
  "automotive parts",
  "pharmaceutical",
  "pulp and paper",
  "brewery",
  "dairy",
  "plastics",
  "metal fabrication",
  "chemical",
  "cold storage",
  "packaging",
  "aerospace",
  "mining",
  "water treatment",
  "greenhouse",
];
const TITLE_PATTERNS = [
  (t: string, n: string, a: string, p: string) => `${cap(a)} ${cap(n)} Lessons from a ${p} ${t} Project`,
  (t: string, n: string, a: string) => `How to Plan a ${cap(a)} ${cap(n)} Review`,
  (_t: string, n: string, a: string) => `Five Questions About ${cap(a)} ${cap(n)} Work`,
  (t: string, n: string, _a: string, p: string) => `${cap(n)} Checklist for ${t} Teams in ${p}`,
  (_t: string, n: string, a: string) => `Why the ${cap(a)} ${cap(n)} Matters More Than You Think`,
  (t: string, n: string) => `A Field Guide to ${cap(n)} Decisions in ${t}`,
];

function cap(words: string): string {
  return words.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
}

/** A small, fast, seedable pseudo-random generator (the same seed gives the same posts). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A name for an invented client site, from syllables: thousands of distinct, rare words, so searches for
 * them match a handful of posts, as searches for proper names do on a real blog.
 */
const SYLLABLES = [
  "bar",
  "ven",
  "tor",
  "mal",
  "kin",
  "dra",
  "lo",
  "sen",
  "wick",
  "ham",
  "rid",
  "ge",
  "ston",
  "mere",
  "ash",
  "fel",
  "cor",
  "dun",
  "ley",
  "par",
];
export function siteName(index: number): string {
  const a = SYLLABLES[index % SYLLABLES.length];
  const b = SYLLABLES[Math.floor(index / SYLLABLES.length) % SYLLABLES.length];
  const c = SYLLABLES[Math.floor(index / SYLLABLES.length ** 2) % SYLLABLES.length];
  return cap(`${a}${b}${c}`);
}
export const SITE_NAMES = 4000;

const NBSP = "\u00a0";

const TITLE_PATTERNS_FR = [
  (t: FrenchTopic, n: FrenchNoun, a: FrenchAdjective, p: string) =>
    `${capFirst(definite(n, a))}${NBSP}: leçons d’un projet ${t.ofTopic} à ${p}`,
  (_t: FrenchTopic, n: FrenchNoun, a: FrenchAdjective) => `Comment planifier la révision ${ofDefinite(n, a)}`,
  (_t: FrenchTopic, n: FrenchNoun, a: FrenchAdjective) => `Cinq questions sur ${definite(n, a)}`,
  (t: FrenchTopic, n: FrenchNoun, _a: FrenchAdjective, p: string) =>
    `Liste de vérification ${ofDefinite(n)} pour les équipes ${t.ofTopic} à ${p}`,
  (_t: FrenchTopic, n: FrenchNoun, a: FrenchAdjective) => `Pourquoi ${definite(n, a)} compte plus qu’on ne le pense`,
  (t: FrenchTopic, n: FrenchNoun) => `${t.name}${NBSP}: guide pratique des décisions sur ${definite(n)}`,
];

function capFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** French takes no capital after a colon. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The words of a French post of topic `topicIndex`, from its own generator: drawing them does not move the
 * shared one, so the English posts stay exactly as they were before the French posts had French words.
 */
function frenchText(rand: () => number, topicIndex: number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const skewed = <T>(list: readonly T[]): T => list[Math.floor(rand() ** 2 * list.length)] as T;
  const topic = SCALE_TOPICS_FR[topicIndex] as FrenchTopic;
  const place = pick(PLACES_FR);
  const industry = pick(INDUSTRIES_FR);
  const sites = [siteName(Math.floor(rand() * SITE_NAMES)), siteName(Math.floor(rand() * SITE_NAMES))];
  const noun = () => (rand() < 0.6 ? skewed(topic.nouns) : skewed(GENERAL_NOUNS_FR));
  const adjective = () => skewed(ADJECTIVES_FR);
  const sentence = (): string => {
    const shape = Math.floor(rand() * 5);
    const opener = rand() < 0.25 ? `${pick(OPENERS_FR)} ` : "";
    let text: string;
    switch (shape) {
      case 0:
        text = `${definite(noun(), adjective())} ${pick(VERBS_FR)} ${definite(noun())} à l’usine ${industry} de ${place}`;
        break;
      case 1:
        text = `notre équipe ${pick(VERBS_FR)} ${pick(ADVERBS_FR)} chaque ${noun()[0]} avant l’approbation ${ofDefinite(noun(), adjective())}`;
        break;
      case 2:
        text = `à ${pick(sites)}, ${indefinite(noun(), adjective())} ${pick(VERBS_FR)} ${definite(noun())} et ${pick(VERBS_FR)} ${definite(noun())}`;
        break;
      case 3:
        text = `${indefinite(noun())} qui ${pick(VERBS_FR)} ${pick(ADVERBS_FR)} ${definite(noun(), adjective())} fait gagner ${2 + Math.floor(rand() * 40)}${NBSP}heures par ${pick(["semaine", "mois", "année"])} ${pick(BENEFICIARIES_FR)}`;
        break;
      default:
        text = `${definite(noun())} ${pick(VERBS_FR)} ${pick(ADVERBS_FR)} ${definite(noun(), adjective())}, si bien que ${definite(noun())} ${pick(VERBS_FR)} ${definite(noun())}`;
    }
    return capFirst(`${opener}${text}.`);
  };
  const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(" ");
  const sections: string[] = [];
  for (let s = 0; s < 5; s++) {
    const [word, gender] = noun();
    const [masculine, feminine] = adjective();
    sections.push(`<h2>${capFirst(`${word} ${gender === "m" ? masculine : feminine}`)}</h2>`);
    sections.push(`<p>${paragraph(5)}</p>`, `<p>${paragraph(5)}</p>`);
    if (s === 1 || s === 3) {
      sections.push(
        `<ul>${Array.from({ length: 4 }, () => `<li>${capFirst(noun()[0])}${NBSP}: ${lowerFirst(sentence())}</li>`).join("")}</ul>`,
      );
    }
  }
  const content = sections.join("\n");
  const title = pick(TITLE_PATTERNS_FR)(topic, skewed(topic.nouns), adjective(), place);
  const excerpt = `${sentence()} ${sentence()}`.slice(0, 280);
  const tags = Array.from(new Set([pick(topic.tags), pick(topic.tags), ...(rand() < 0.5 ? [pick(topic.tags)] : []), place]));
  return { title, excerpt, content, tags };
}

/** A generator of its own for each French post, from the run's seed and the post's number. */
function frenchRandom(seed: number, number: number): () => number {
  return random(Math.imul(seed, 0x9e3779b1) ^ Math.imul(number + 1, 0x85ebca6b));
}

export type ScalePost = Omit<NewBlogPost, "categoryId"> & { topic: number };

/** The posts `seedScale` would insert, without touching a database: `first` is the first post's number. */
export function generateScalePosts(total: number, options: { seed?: number; first?: number; now?: Date } = {}): ScalePost[] {
  const rand = random(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  // Common words come up far more often than rare ones, as in real text.
  const skewed = <T>(list: readonly T[]): T => list[Math.floor(rand() ** 2 * list.length)] as T;
  const now = (options.now ?? new Date()).getTime();
  const first = options.first ?? 0;
  const posts: ScalePost[] = [];
  for (let i = 0; i < total; i++) {
    const number = first + i;
    const topicIndex = Math.floor(rand() * SCALE_TOPICS.length);
    const topic = SCALE_TOPICS[topicIndex] as Topic;
    const place = pick(PLACES);
    const industry = pick(INDUSTRIES);
    const sites = [siteName(Math.floor(rand() * SITE_NAMES)), siteName(Math.floor(rand() * SITE_NAMES))];
    const noun = () => (rand() < 0.6 ? skewed(topic.nouns) : skewed(GENERAL_NOUNS));
    const sentence = (): string => {
      const shape = Math.floor(rand() * 5);
      const opener = rand() < 0.25 ? `${pick(OPENERS)} ` : "";
      let text: string;
      switch (shape) {
        case 0:
          text = `the ${skewed(ADJECTIVES)} ${noun()} ${pick(VERBS)} the ${noun()} at the ${industry} plant in ${place}`;
          break;
        case 1:
          text = `our engineers ${pick(ADVERBS)} ${pick(VERBS).replace(/s$/, "")} each ${noun()} before the ${skewed(ADJECTIVES)} ${noun()} is signed off`;
          break;
        case 2:
          text = `at ${pick(sites)}, one ${skewed(ADJECTIVES)} ${noun()} ${pick(VERBS)} the ${noun()} and ${pick(VERBS)} the ${noun()}`;
          break;
        case 3:
          text = `a ${noun()} that ${pick(VERBS)} the ${skewed(ADJECTIVES)} ${noun()} ${pick(ADVERBS)} saves the ${noun()} ${2 + Math.floor(rand() * 40)} hours a ${pick(["week", "month", "year"])}`;
          break;
        default:
          text = `the ${noun()} ${pick(ADVERBS)} ${pick(VERBS)} the ${skewed(ADJECTIVES)} ${noun()}, so the ${noun()} ${pick(VERBS)} the ${noun()}`;
      }
      const full = `${opener}${text}.`;
      return full.charAt(0).toUpperCase() + full.slice(1);
    };
    const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(" ");
    const sections: string[] = [];
    // About 1,000 words: five sections of two paragraphs, and a list in two of them.
    for (let s = 0; s < 5; s++) {
      sections.push(`<h2>${cap(`${skewed(ADJECTIVES)} ${noun()}`)}</h2>`);
      sections.push(`<p>${paragraph(5)}</p>`, `<p>${paragraph(5)}</p>`);
      if (s === 1 || s === 3) {
        sections.push(`<ul>${Array.from({ length: 4 }, () => `<li>${cap(noun())}: ${sentence()}</li>`).join("")}</ul>`);
      }
    }
    const content = sections.join("\n");
    const title = pick(TITLE_PATTERNS)(topic.name, skewed(topic.nouns), skewed(ADJECTIVES), place);
    const excerpt = `${sentence()} ${sentence()}`.slice(0, 280);
    const tags = Array.from(new Set([pick(topic.tags), pick(topic.tags), ...(rand() < 0.5 ? [pick(topic.tags)] : []), place]));
    const roll = number % 100;
    const scheduled = roll >= 100 - SCHEDULED_PER_100;
    const draft = !scheduled && roll >= 100 - SCHEDULED_PER_100 - DRAFTS_PER_100;
    // Published posts spread over six years, newest for the last numbers; scheduled ones up to a month ahead.
    const publishedAt = scheduled
      ? new Date(now + (1 + Math.floor(rand() * 30)) * DAY_MS)
      : draft
        ? null
        : new Date(now - Math.floor(rand() * 6 * 365 * DAY_MS) - DAY_MS);
    const createdAt = new Date((publishedAt?.getTime() ?? now) - (2 + Math.floor(rand() * 10)) * DAY_MS);
    // One post in five is filed under the French blog, in French, so each language's listing, index filter
    // and text search configuration carry realistic volume. Its English words above were drawn all the
    // same, to leave the shared generator where the next post expects it.
    const locale = number % 5 === 4 ? "fr" : "en";
    const text = locale === "fr" ? frenchText(frenchRandom(options.seed ?? 1, number), topicIndex) : { title, excerpt, content, tags };
    posts.push({
      topic: topicIndex,
      locale,
      title: text.title,
      // Apostrophes part words in a slug ("d’un" is "d-un", not "dun").
      slug: `${slugify(text.title.replace(/[’']/g, " "))}-${number + 1}`,
      excerpt: text.excerpt,
      content: text.content,
      metaDescription: text.excerpt.slice(0, 155),
      tags: text.tags,
      authorName: pick(["Northbridge Engineering Group", "Maya Chen, P.Eng.", "Luc Tremblay, ing.", "Priya Raman, P.Eng."]),
      publishedAt,
      isPublished: !draft,
      isFeatured: !draft && !scheduled && roll < FEATURED_PER_100,
      readTimeMinutes: readTimeMinutes(text.content),
      createdAt,
      updatedAt: publishedAt && publishedAt.getTime() < now ? publishedAt : createdAt,
    });
  }
  return posts;
}

export type ScaleSummary = { posts: number; published: number; drafts: number; scheduled: number; categories: number; tags: number };

/**
 * Adds `posts` generated posts (and the categories and tags they use) to `db`, in batches. Slugs carry
 * the post's number, counted after the posts already there, so running it twice adds more posts.
 */
export async function seedScale(db: Database, options: { posts: number; seed?: number; now?: Date }): Promise<ScaleSummary> {
  const [{ existing }] = await db.select({ existing: count() }).from(blogPosts);
  const posts = generateScalePosts(options.posts, { seed: options.seed, first: existing, now: options.now });
  await db
    .insert(blogCategories)
    .values(
      SCALE_TOPICS.map((topic, index) => {
        const french = SCALE_TOPICS_FR[index] as FrenchTopic;
        return {
          name: topic.name,
          slug: topic.slug,
          description: `Articles about ${topic.name.toLowerCase()}.`,
          nameFr: french.name,
          slugFr: french.slug,
          descriptionFr: french.description,
        };
      }),
    )
    .onConflictDoNothing();
  const categories = await db.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories);
  const categoryIds = new Map(categories.map((row) => [row.slug, row.id]));
  const tagNames = Array.from(new Set(posts.flatMap((post) => post.tags ?? [])));
  if (tagNames.length) {
    await db
      .insert(blogTags)
      .values(tagNames.map((name) => ({ name, slug: slugify(name) })))
      .onConflictDoNothing();
  }
  for (let start = 0; start < posts.length; start += BATCH) {
    const rows = posts.slice(start, start + BATCH).map(({ topic, ...post }) => ({
      ...post,
      categoryId: categoryIds.get((SCALE_TOPICS[topic] as Topic).slug) ?? null,
    }));
    await db.insert(blogPosts).values(rows);
  }
  // Vacuumed and analysed, as a long-running database is (autovacuum on PostgreSQL, the daily maintenance
  // on the embedded one): fresh planner statistics, and a visibility map that lets index-only scans skip
  // the table.
  await db.execute(sql`vacuum (analyze) blog_posts`);
  await db.execute(sql`vacuum (analyze) blog_post_search`);
  const drafts = posts.filter((post) => !post.isPublished).length;
  const scheduled = posts.filter((post) => post.isPublished && post.publishedAt && post.publishedAt.getTime() > Date.now()).length;
  return {
    posts: posts.length,
    published: posts.length - drafts - scheduled,
    drafts,
    scheduled,
    categories: SCALE_TOPICS.length,
    tags: tagNames.length,
  };
}

function parseArgs(argv: string[]): { posts: number; seed: number } {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const posts = Number(value("--posts") ?? 5000);
  const seed = Number(value("--seed") ?? 1);
  if (!Number.isInteger(posts) || posts < 1 || posts > 200_000)
    throw new Error(`--posts must be a whole number from 1 to 200000 (got ${value("--posts")})`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number (got ${value("--seed")})`);
  return { posts, seed };
}

async function main() {
  const { posts, seed } = parseArgs(process.argv.slice(2));
  const env = parseEnv(process.env);
  const release = env.databaseUrl ? () => {} : lockDataDir(env.dataDir);
  const started = Date.now();
  const handle = env.databaseUrl ? await openDatabase({ databaseUrl: env.databaseUrl }) : await openDatabase({ dataDir: env.dataDir });
  try {
    await handle.migrate();
    const summary = await seedScale(handle.db, { posts, seed });
    const where = env.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${env.dataDir}`;
    console.log(
      `Added ${summary.posts} posts (${summary.published} published, ${summary.drafts} drafts, ${summary.scheduled} scheduled), ${summary.tags} tags, to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
    release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
