/** Where a post stands for readers: a draft, published and public, or published but waiting for its date. */
export type PostStatus = "draft" | "published" | "scheduled";

export function postStatus(post: { isPublished: boolean; publishedAt: Date | string | null }, now = new Date()): PostStatus {
  if (!post.isPublished) return "draft";
  if (post.publishedAt && new Date(post.publishedAt).getTime() > now.getTime()) return "scheduled";
  return "published";
}

/**
 * The admin list's status filter (`?status=`): drafts (every unpublished post), drafts waiting for review,
 * scheduled and published posts, and featured ones whatever their status.
 */
export const LIST_STATUSES = ["draft", "review", "scheduled", "published", "featured"] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const listStatusLabels: Record<ListStatus, string> = {
  draft: "Drafts",
  review: "Waiting for review",
  scheduled: "Scheduled",
  published: "Published",
  featured: "Featured",
};

export function isListStatus(value: string): value is ListStatus {
  return LIST_STATUSES.some((status) => status === value);
}

/** The admin pages live under two prefixes; links stay under the one the admin is using. */
export const ADMIN_BASE = "/blog-admin";

export const adminPaths = {
  list: ADMIN_BASE,
  create: `${ADMIN_BASE}/create`,
  edit: (id: string) => `${ADMIN_BASE}/edit/${id}`,
  preview: (id: string) => `${ADMIN_BASE}/preview/${id}`,
  history: (id: string) => `${ADMIN_BASE}/history/${id}`,
  autosave: (id: string) => `${ADMIN_BASE}/autosave/${id}`,
};
