import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CaseStudyText } from "~/content/case-studies";
import { staffRoles } from "~/utils/permissions";
import { company } from "../content/company";

export { staffRoles, type StaffRole } from "~/utils/permissions";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Staff accounts. `passwordHash` holds an argon2id hash, never a password. A username keeps the capitals
 * its owner chose, but two usernames that differ only by capitals are the same name: unique on
 * lower(username), which is also how every look-up finds an account (usernameKey in auth.server.ts).
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Accounts made before roles existed could do everything: they stay admins. */
    role: text("role", { enum: staffRoles }).notNull().default("admin"),
    /** A deactivated account cannot sign in and its sessions are gone; its posts and history stay. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /**
     * The account's TOTP secret (base32), set when two-factor sign-in is being set up; it protects sign-in
     * only once `totpEnabledAt` is set (the first code was confirmed). Decision record 0012.
     */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The time step of the last code accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`)],
);

/** Admin sign-in sessions. `id` is the SHA-256 of the cookie token, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The password was right but the second factor is still to come: such a session opens nothing. */
    pendingSecondFactor: boolean("pending_second_factor").notNull().default(false),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * Invitations to join the admin, sent by e-mail by an administrator: a one-time link (only the SHA-256 of
 * its token is kept) that lets the invitee choose a username and password, with the role chosen for them.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_expires_idx").on(t.expiresAt)],
);

/** One-time recovery codes for two-factor sign-in: only their SHA-256 is kept; each works once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** Fixed-window counters shared by every instance: contact submissions per IP, failed sign-ins, … */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Small key/value store for values every instance must agree on (for example generated signing secrets). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * The people readers see as authors: name, credentials (P.Eng., ing., PMP), title and biography in both
 * languages, and a photo. A profile may belong to a staff account (`userId`): posts that account starts
 * are signed with it. Each has a public page at /blog/author/{slug} (French: /fr/blogue/auteur/{slug}).
 */
export const authors = pgTable("authors", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  userId: uuid("user_id")
    .unique()
    .references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  credentials: text("credentials"),
  titleEn: text("title_en").notNull(),
  titleFr: text("title_fr").notNull(),
  bioEn: text("bio_en").notNull(),
  bioFr: text("bio_fr").notNull(),
  photoUrl: text("photo_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The site's languages: a post is written in one, an inquiry is sent from one (DESIGN.md section 6). */
export const postLocales = ["en", "fr"] as const;
export type PostLocale = (typeof postLocales)[number];

export const inquiryStatuses = ["new", "handled", "spam"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const mailStatuses = ["not_configured", "pending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    service: text("service").notNull(),
    budget: text("budget"),
    message: text("message").notNull(),
    createdAt: createdAt(),
    status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
    /** Why an entry was classed as spam (honeypot, too fast, …); null for genuine inquiries. */
    spamReason: text("spam_reason"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    mailStatus: text("mail_status", { enum: mailStatuses }).notNull().default("not_configured"),
    mailError: text("mail_error"),
    /** The language of the page the inquiry was sent from: the firm answers in it. */
    locale: text("locale", { enum: postLocales }).notNull().default("en"),
  },
  (t) => [index("contact_inquiries_status_created_idx").on(t.status, t.createdAt)],
);

/**
 * Blog categories. One category serves both blogs: `name`, `slug` and the descriptions are English, the
 * `*_fr` columns the same category on the French blog (absent: the French blog shows the English name).
 */
export const blogCategories = pgTable("blog_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  metaDescription: text("meta_description"),
  nameFr: text("name_fr"),
  slugFr: text("slug_fr").unique(),
  descriptionFr: text("description_fr"),
  metaDescriptionFr: text("meta_description_fr"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogTags = pgTable("blog_tags", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  createdAt: createdAt(),
});

export const DEFAULT_AUTHOR_NAME = company.defaultAuthorName;

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The language the post is written in; slugs are unique per language. */
    locale: text("locale", { enum: postLocales }).notNull().default("en"),
    /**
     * For a translation, the original post it translates (an original has none). An original has at most
     * one translation per language; deleting the original leaves the translation standing on its own.
     */
    translationOf: uuid("translation_of").references((): AnyPgColumn => blogPosts.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    metaDescription: text("meta_description").notNull(),
    metaKeywords: text("meta_keywords"),
    featuredImage: text("featured_image"),
    featuredImageAlt: text("featured_image_alt"),
    categoryId: uuid("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorName: text("author_name").notNull().default(DEFAULT_AUTHOR_NAME),
    authorBio: text("author_bio"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    readTimeMinutes: integer("read_time_minutes"),
    viewCount: integer("view_count").notNull().default(0),
    /** The author profile that signs the post; its name and biography are copied into authorName/authorBio. */
    authorId: uuid("author_id").references(() => authors.id, { onDelete: "set null" }),
    /** The account that started the post: an author may edit only their own drafts. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Set when an author submits the draft for review; cleared when it is published or sent back. */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    /** The editor's note when a draft is sent back to its author. */
    reviewNote: text("review_note"),
    /**
     * Counts saves: a save names the version it was based on, and one based on an older version than this
     * is refused (409) instead of overwriting a colleague's work. Each version is kept in post_revisions.
     */
    version: integer("version").notNull().default(1),
    /** Where search engines should look for this article instead (republished elsewhere first); null: itself. */
    canonicalUrl: text("canonical_url"),
    /** Kept out of search engines: a noindex robots tag, and left out of the sitemap and the feed. */
    noIndex: boolean("no_index").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_public_idx").on(t.isPublished, t.publishedAt),
    index("blog_posts_category_idx").on(t.categoryId),
    uniqueIndex("blog_posts_locale_slug_idx").on(t.locale, t.slug),
    uniqueIndex("blog_posts_translation_locale_idx").on(t.translationOf, t.locale),
    // Newest first within a language, in the order every list uses (publish date, else creation date, then
    // id): an article's previous and next posts and its related posts read a few entries of it instead of
    // sorting every post of the language. The columns after the id (which alone decides the order) are the
    // ones a public list filters on, so that a later page of the blog (`?page=200`, as a crawler walks
    // it) skips the earlier pages' entries in the index alone, without reading their posts (an index-only
    // scan, once the table has been vacuumed). Drizzle cannot write INCLUDE, hence key columns.
    index("blog_posts_newest_idx").on(
      t.locale,
      sql`coalesce(${t.publishedAt}, ${t.createdAt}) desc`,
      sql`${t.id} desc`,
      t.isPublished,
      t.publishedAt,
      t.createdAt,
      t.categoryId,
      t.isFeatured,
    ),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Binary content (images, résumés) kept in the database so that every instance serves the same files. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The blog's search index: each post's full-text document (title weight A, excerpt and tags B, body text
 * C) beside copies of the columns a search filters and sorts on, so that a search counts and ranks its
 * matches here and reads only one page of posts. Written only by a database trigger on blog_posts
 * (migration 0002), so it can never disagree with the post, and left out of backups: restoring the posts
 * rewrites it. Decision record 0006.
 */
export const blogPostSearch = pgTable(
  "blog_post_search",
  {
    postId: uuid("post_id")
      .primaryKey()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The post's language: a search looks in one language's posts, stemmed the way that language is. */
    locale: text("locale", { enum: postLocales }).notNull().default("en"),
    document: tsvector("document").notNull(),
    // What a search ranks on: the title, excerpt and tags of the document (weights A and B) without the
    // body. Ranking reads every match's value; the whole document of a thousand-word post costs several
    // times more to read than this, and a common word matches a third of all posts.
    rankDocument: tsvector("rank_document").generatedAlwaysAs(sql`ts_filter(document, '{a,b}')`),
    isPublished: boolean("is_published").notNull(),
    isFeatured: boolean("is_featured").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    categoryId: uuid("category_id"),
  },
  // Posts change rarely and are searched often: index entries are written at once (no pending list).
  (t) => [index("blog_post_search_document_idx").using("gin", t.document).with({ fastupdate: false })],
);

/** What a row of blog_post_counts counts: every post of a language, those of one category, or one tag's. */
export const postCountFacets = ["all", "category", "tag"] as const;

/**
 * How many published posts (scheduled ones included) each language has in all, in each category and
 * under each tag. The blog's sidebar and its page count read a few rows here instead of counting every
 * post on every request; a public count is this one less the posts still scheduled, which the database
 * finds through blog_posts_public_idx. Written only by database triggers on blog_posts (migration 0023),
 * in the same transaction as the post, so it can never disagree with the posts; left out of backups,
 * like blog_post_search: restoring the posts rewrites it.
 */
export const blogPostCounts = pgTable(
  "blog_post_counts",
  {
    locale: text("locale", { enum: postLocales }).notNull(),
    facet: text("facet", { enum: postCountFacets }).notNull(),
    /** The category's id or the tag as written on the posts; empty for "all". */
    value: text("value").notNull(),
    posts: integer("posts").notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.facet, t.value] })],
);

/**
 * Links that show one post, draft or not, to someone without an account (`/preview/{token}`). Only the
 * SHA-256 of the token is kept, as for sessions; a link ends at `expiresAt` or when revoked.
 */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("preview_links_post_id_idx").on(t.postId)],
);

/**
 * The addresses a post had before its slug changed: each old slug (per language) names the post it now
 * leads to, so `/blog/{old}` answers 301 with the post's current address after any number of changes,
 * in one hop and without loops. Written only by the post write service (utils/posts-admin.server.ts).
 */
export const postSlugRedirects = pgTable(
  "post_slug_redirects",
  {
    locale: text("locale").notNull().default("en"),
    slug: text("slug").notNull(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] }), index("post_slug_redirects_post_id_idx").on(t.postId)],
);

/**
 * Requests for the CRN guide (a lead): who asked, in which language, and whether staff have dealt with it.
 * Spam is kept, marked, as for inquiries. Written by utils/guide-requests.server.ts.
 */
export const guideRequests = pgTable(
  "guide_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    /** A province or territory code (ON, QC, ...) when the visitor gave one. */
    province: text("province"),
    locale: text("locale").notNull().default("en"),
    status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
    spamReason: text("spam_reason"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("guide_requests_status_created_idx").on(t.status, t.createdAt)],
);

export const meetingFormats = ["video", "phone", "on-site"] as const;
export type MeetingFormat = (typeof meetingFormats)[number];

/**
 * Requests for a meeting (a lead): the topic, the format, the office whose people should meet, and up to
 * three preferred start times, stored as instants together with the visitor's time zone so each reader
 * can see them in their own. Written by utils/meeting-requests.server.ts.
 */
export const meetingRequests = pgTable(
  "meeting_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    topic: text("topic").notNull(),
    format: text("format", { enum: meetingFormats }).notNull(),
    officeId: text("office_id").notNull(),
    /** The visitor's IANA time zone, in which they chose the times. */
    timeZone: text("time_zone").notNull(),
    preferredTimes: timestamp("preferred_times", { withTimezone: true }).array().notNull(),
    message: text("message"),
    locale: text("locale").notNull().default("en"),
    status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
    spamReason: text("spam_reason"),
    mailStatus: text("mail_status", { enum: mailStatuses }).notNull().default("not_configured"),
    mailError: text("mail_error"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("meeting_requests_status_created_idx").on(t.status, t.createdAt)],
);

/**
 * The audit trail: who signed in (or failed to), published, unpublished, deleted, changed an account or
 * exported the inbox, and when. Append-only: a database trigger (migration 0013) refuses to change or
 * delete a row, and the site has no screen that would. `actorName` is kept as it was at the time.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorName: text("actor_name"),
    action: text("action").notNull(),
    /** What it was done to, in words a reader understands (a post's title, an account's name). */
    subject: text("subject"),
    subjectId: text("subject_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    ip: text("ip"),
  },
  (t) => [index("audit_events_at_idx").on(t.at), index("audit_events_action_at_idx").on(t.action, t.at)],
);

export type User = typeof users.$inferSelect;
export type AuditEvent = typeof auditEvents.$inferSelect;
export type Author = typeof authors.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type ContactInquiry = typeof contactInquiries.$inferSelect;
export type GuideRequest = typeof guideRequests.$inferSelect;
export type MeetingRequest = typeof meetingRequests.$inferSelect;
export type NewContactInquiry = typeof contactInquiries.$inferInsert;
export type BlogCategory = typeof blogCategories.$inferSelect;
export type BlogTag = typeof blogTags.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;

/**
 * Case studies: the firm's projects told in full, in both languages at once (the text of each language
 * is one JSON document, checked by utils/case-studies.server.ts, which writes this table). `slug` is the
 * address in both languages (`/projects/{slug}`, `/fr/projets/{slug}`); `category` is one of the
 * portfolio's categories; `services` are service slugs; `image` a path on this site.
 */
export const caseStudies = pgTable(
  "case_studies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    category: text("category").notNull(),
    durationMonths: integer("duration_months").notNull(),
    image: text("image").notNull(),
    services: text("services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    published: boolean("published").notNull().default(true),
    en: jsonb("en").$type<CaseStudyText>().notNull(),
    fr: jsonb("fr").$type<CaseStudyText>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("case_studies_position_idx").on(t.position)],
);

export type CaseStudy = typeof caseStudies.$inferSelect;

export const revisionKinds = ["save", "autosave", "restore"] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/**
 * Every saved version of a post: the post's editable fields as they were after that save (`snapshot`),
 * who saved it and when, and which fields changed from the version before. A restore writes a new
 * version equal to an old one, so history is never rewritten. Written only by the post write service.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The post's `version` this revision holds. */
    version: integer("version").notNull(),
    kind: text("kind", { enum: revisionKinds }).notNull().default("save"),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    changedFields: text("changed_fields")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    savedBy: uuid("saved_by").references(() => users.id, { onDelete: "set null" }),
    /** The name of whoever saved, as it was then. */
    savedByName: text("saved_by_name"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("post_revisions_post_version_idx").on(t.postId, t.version)],
);

export type PostRevision = typeof postRevisions.$inferSelect;

/** The formats every client reads, one of which each image keeps beside AVIF and WebP. */
export const mediaTwinFormats = ["jpeg", "png"] as const;
export type MediaTwinFormat = (typeof mediaTwinFormats)[number];

/**
 * Images uploaded by staff (DESIGN.md section 7). The upload is decoded, stripped of its metadata and
 * re-encoded; `media_variants` holds the encoded files served from /media/. `sha256` is the hash of the
 * uploaded bytes, so the same file uploaded twice is stored once.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sha256: text("sha256").notNull().unique(),
    /** The file name the uploader's computer gave it, for staff to recognise it; never used as a path. */
    originalName: text("original_name").notNull(),
    /** The format found in the uploaded bytes (jpeg, png, webp, avif, gif, …), not the name's extension. */
    sourceFormat: text("source_format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The description read aloud and shown when the image cannot be: required to place the image. */
    alt: text("alt").notNull(),
    byteSize: integer("byte_size").notNull(),
    /**
     * The format of the image's widely readable twin (JPEG, or PNG when it is see-through), stored at
     * every width beside AVIF and WebP; null for an image stored before twins existed until the
     * background backfill has made its twin (decision record 0022).
     */
    twinFormat: text("twin_format", { enum: mediaTwinFormats }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("media_created_idx").on(t.createdAt)],
);

export const mediaFormats = ["avif", "webp", ...mediaTwinFormats] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/** One encoded file of an image: a format at a width. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    format: text("format", { enum: mediaFormats }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.format, t.width] })],
);

export type Media = typeof media.$inferSelect;
export type MediaVariant = typeof mediaVariants.$inferSelect;

export const employmentTypes = ["full-time", "part-time", "contract", "temporary", "internship"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const workplaceTypes = ["on-site", "hybrid", "remote"] as const;
export type WorkplaceType = (typeof workplaceTypes)[number];

/** A job posting's words in one language; both languages are written together (Charter of the French Language). */
export type JobPostingText = {
  title: string;
  /** One or two sentences for the list. */
  summary: string;
  /** The role, as paragraphs of plain text. */
  description: string;
  requirements: string[];
  /** Optional: what the firm offers. */
  benefits: string[];
};

/**
 * Job postings, in English and French at once. `officeId` names an office of app/content/offices.ts
 * (the job's place, or the office a remote role reports to). A posting is listed while it is published
 * and before `closesAt`; after that its page says it is closed. Written by utils/careers.server.ts.
 */
export const jobPostings = pgTable(
  "job_postings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    officeId: text("office_id").notNull(),
    workplace: text("workplace", { enum: workplaceTypes }).notNull().default("on-site"),
    employmentType: text("employment_type", { enum: employmentTypes }).notNull().default("full-time"),
    /** Optional salary range, in whole units of `salaryCurrency` per `salaryPeriod`. */
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    salaryPeriod: text("salary_period", { enum: ["year", "hour"] }),
    en: jsonb("en").$type<JobPostingText>().notNull(),
    fr: jsonb("fr").$type<JobPostingText>().notNull(),
    published: boolean("published").notNull().default(false),
    /** When it was first published (schema.org datePosted). */
    postedAt: timestamp("posted_at", { withTimezone: true }),
    /** The last moment applications are taken (schema.org validThrough). */
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("job_postings_open_idx").on(t.published, t.closesAt)],
);

export type JobPosting = typeof jobPostings.$inferSelect;

/**
 * Applications to a posting (a lead): the candidate, their message and résumé (PDF or DOCX, checked by
 * its bytes, kept here and never served publicly). A posting with applications cannot be deleted, only
 * closed. Written by utils/applications.server.ts.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postingId: uuid("posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message"),
    resumeName: text("resume_name").notNull(),
    resumeType: text("resume_type", { enum: ["pdf", "docx"] }).notNull(),
    resumeSize: integer("resume_size").notNull(),
    resume: bytea("resume").notNull(),
    locale: text("locale", { enum: postLocales }).notNull().default("en"),
    status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
    spamReason: text("spam_reason"),
    mailStatus: text("mail_status", { enum: mailStatuses }).notNull().default("not_configured"),
    mailError: text("mail_error"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_applications_posting_created_idx").on(t.postingId, t.createdAt),
    index("job_applications_status_created_idx").on(t.status, t.createdAt),
  ],
);

export type JobApplication = typeof jobApplications.$inferSelect;

export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/**
 * Addresses of the firm's old site (or any retired address) and where they lead now (decision record
 * 0023). `fromPath` is stored in its one spelling (app/utils/redirect-rules.ts, `normalizeFromPath`);
 * `fromQuery` is empty for a redirect that ignores the query string, else its parameters sorted by name
 * (`p=123`). `target` is a path on this site or an absolute http(s) URL, written as a Location header
 * may carry it. Written by utils/redirects.server.ts; hits are counted in memory and added in batches.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromPath: text("from_path").notNull(),
    fromQuery: text("from_query").notNull().default(""),
    target: text("target").notNull(),
    status: integer("status").notNull().default(301),
    hitCount: integer("hit_count").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("redirects_from_idx").on(t.fromPath, t.fromQuery)],
);

export type Redirect = typeof redirects.$inferSelect;

/**
 * Addresses visitors asked for that the site answered 404: one row per path and query, with how often,
 * when first and last, and the host of the last page that linked to it (never the referring page's
 * path). Bounded: counted in memory and written in batches, at most MISSING_PAGES_MAX rows, the least
 * asked for dropped first (utils/missing-pages.server.ts).
 */
export const missingPages = pgTable(
  "missing_pages",
  {
    path: text("path").notNull(),
    query: text("query").notNull().default(""),
    hits: integer("hits").notNull().default(0),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    referrerHost: text("referrer_host"),
  },
  (t) => [primaryKey({ columns: [t.path, t.query] }), index("missing_pages_hits_idx").on(t.hits, t.lastSeenAt)],
);

export type MissingPage = typeof missingPages.$inferSelect;
