/**
 * What a staff account may do (DESIGN.md section 7): an `admin` everything, accounts included; an
 * `editor` publishes any post and reads what the site brings in; an `author` writes their own drafts and
 * submits them for review. Stored in `users.role` (app/db/schema.ts).
 */
export const staffRoles = ["admin", "editor", "author"] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * What each staff role may do: the one place the rules live. Every admin page, action and API call asks
 * `can` on the server (through `requireStaff` in auth.server.ts); screens ask it only to hide what the
 * server would refuse anyway.
 */
export type Permission =
  /** Write posts: an author their own drafts only, see `canEditPost`. */
  | "posts.write"
  /** Edit, publish, unpublish, feature and delete any post; review what authors submit. */
  | "posts.publish"
  /** The inbox of inquiries and leads, and its CSV exports. */
  | "leads.read"
  /** Case studies and other firm content. */
  | "content.manage"
  /**
   * The media screen: edit any image's alt text, delete images no page uses. Uploading needs only
   * `posts.write` (authors put images in their posts).
   */
  | "media.manage"
  /**
   * The redirects from old addresses and the log of missing pages (`/admin/redirects`): they decide
   * where any address of the site leads, so editors and administrators, as for the site's content.
   */
  | "redirects.manage"
  /** Accounts and the audit trail. */
  | "users.manage";

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  admin: ["posts.write", "posts.publish", "leads.read", "content.manage", "media.manage", "redirects.manage", "users.manage"],
  editor: ["posts.write", "posts.publish", "leads.read", "content.manage", "media.manage", "redirects.manage"],
  author: ["posts.write"],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

export const ROLE_LABELS: Record<StaffRole, string> = { admin: "Administrator", editor: "Editor", author: "Author" };

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Everything, including accounts and the audit trail.",
  editor: "Writes, edits and publishes any post, manages case studies, the media library and redirects, and reads the inbox.",
  author: "Writes and edits their own drafts (uploading images for them) and submits them for review; cannot publish or read the inbox.",
};

type PostOwnership = { createdBy: string | null; isPublished: boolean };

/**
 * Whether `staff` may change this post at all: editors and admins any post; an author only a draft they
 * started (once published, it belongs to the editors).
 */
export function canEditPost(staff: { id: string; role: StaffRole }, post: PostOwnership): boolean {
  if (can(staff.role, "posts.publish")) return true;
  return post.createdBy === staff.id && !post.isPublished;
}
