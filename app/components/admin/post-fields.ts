import type { PostField } from "~/utils/post-schema";

// Where each field of a post sits in the editor and the words around it. What is valid is the schema's
// (app/utils/post-schema.ts: required, lengths, formats); how and where it is asked is here, once. The
// type requires an entry for every field of the schema, so a new field cannot be forgotten. Within a tab
// the entries are in the order the editor shows them: the first field with an error is focused.

export const POST_TABS = ["content", "seo", "settings"] as const;
export type PostTab = (typeof POST_TABS)[number];

export const postTabLabels: Record<PostTab, string> = { content: "Content", seo: "SEO & Meta", settings: "Settings" };

export type PostFieldSpec = {
  tab: PostTab;
  label: string;
  description?: string;
  /** The element to focus for this field's errors, when it is not the element with the field's name as id. */
  focusId?: string;
};

export const postFields = {
  title: { tab: "content", label: "Title" },
  slug: { tab: "content", label: "URL Slug" },
  excerpt: { tab: "content", label: "Excerpt", description: "A short summary shown on the blog list and under the title." },
  content: { tab: "content", label: "Content" },
  metaDescription: { tab: "seo", label: "Meta Description" },
  metaKeywords: { tab: "seo", label: "Meta Keywords", description: "Comma-separated, for example: CRN, pressure vessels, ASME" },
  featuredImage: {
    tab: "seo",
    label: "Featured Image URL",
    description: "An https:// address or a path on this site such as /images/blog/plant.jpg",
  },
  featuredImageAlt: { tab: "seo", label: "Featured Image Alt Text", description: "Describe the image for people who cannot see it." },
  canonicalUrl: {
    tab: "seo",
    label: "Canonical URL",
    description:
      "Only for an article that first appeared elsewhere: the full address of the original. Leave empty and the article's own address is the canonical one.",
  },
  noIndex: {
    tab: "seo",
    label: "Hide from search engines (noindex)",
    description: "Search engines leave the article out of their results, and the sitemap and the feeds leave it out; it stays on the blog.",
  },
  locale: { tab: "settings", label: "Language", description: "English posts appear on /blog, French posts on /fr/blogue." },
  translationOf: {
    tab: "settings",
    label: "Translation of",
    description: "Link a translation to its original: readers can switch between the two.",
  },
  authorId: {
    tab: "settings",
    label: "Author",
    description: "A profile signs the post with its name and biography, and links to the author's page.",
  },
  categoryId: { tab: "settings", label: "Category" },
  readTimeMinutes: {
    tab: "settings",
    label: "Read Time (minutes)",
    description: "Worked out from the content; leave empty to show none.",
  },
  tags: { tab: "settings", label: "Tags", description: "Press Enter to add a tag; click a tag to remove it." },
  authorName: { tab: "settings", label: "Author Name" },
  publishedAt: {
    tab: "settings",
    label: "Publish Date",
    description: "Leave empty to use the current date when published",
    focusId: "publishedAtLocal",
  },
  authorBio: { tab: "settings", label: "Author Bio", description: "Shown in a card under the article when filled in." },
  isPublished: { tab: "settings", label: "Published", description: "Readers see the post on the blog (from its publish date on)." },
  isFeatured: { tab: "settings", label: "Featured", description: "Shown among the Featured Articles at the top of the blog." },
} satisfies Record<PostField, PostFieldSpec>;

function isPostField(name: string): name is PostField {
  return Object.hasOwn(postFields, name);
}

/** The fields with errors, in the order the editor shows them (tab by tab); form-level errors are left out. */
export function fieldsInOrder(names: Iterable<string>): PostField[] {
  const wanted = new Set(names);
  const ordered: PostField[] = [];
  for (const tab of POST_TABS) {
    for (const [name, spec] of Object.entries(postFields)) {
      if (spec.tab === tab && wanted.has(name) && isPostField(name)) ordered.push(name);
    }
  }
  return ordered;
}

/** How many of `names` sit on `tab`: the count beside the tab's name. */
export function errorCountOn(tab: PostTab, names: Iterable<string>): number {
  let count = 0;
  for (const name of names) if (isPostField(name) && postFields[name].tab === tab) count++;
  return count;
}
