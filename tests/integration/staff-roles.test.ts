import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, blogPosts, jobApplications, jobPostings, redirects, sessions, users } from "~/db/schema";
import * as apiMediaRoute from "~/routes/api/media";
import * as apiPostRoute from "~/routes/api/post";
import * as apiPostsRoute from "~/routes/api/posts";
import * as auditRoute from "~/routes/admin/audit";
import * as careerApplicationsCsvRoute from "~/routes/admin/career-applications-csv";
import * as careerApplicationsRoute from "~/routes/admin/career-applications";
import * as careerFormRoute from "~/routes/admin/career-form";
import * as careerResumeRoute from "~/routes/admin/career-resume";
import * as careersRoute from "~/routes/admin/careers";
import * as caseStudiesRoute from "~/routes/admin/case-studies";
import * as caseStudyFormRoute from "~/routes/admin/case-study-form";
import * as inquiriesCsvRoute from "~/routes/admin/inquiries-csv";
import * as inquiriesRoute from "~/routes/admin/inquiries";
import * as layoutRoute from "~/routes/admin/layout";
import * as leadsCsvRoute from "~/routes/admin/leads-csv";
import * as leadsRoute from "~/routes/admin/leads";
import * as loginRoute from "~/routes/admin/login";
import * as mediaRoute from "~/routes/admin/media";
import * as redirectsRoute from "~/routes/admin/redirects";
import * as redirectsCsvRoute from "~/routes/admin/redirects-csv";
import * as formRoute from "~/routes/admin/post-form";
import * as postsRoute from "~/routes/admin/posts";
import * as usersRoute from "~/routes/admin/users";
import { createSession, createUser } from "~/utils/auth.server";
import { ensureCareers } from "~/utils/careers.server";
import type { StaffRole } from "~/utils/permissions";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { ADMIN_PASSWORD, adminRequest, field, outcome } from "./admin-helpers";

useTestDatabase();

async function signedIn(username: string, role: StaffRole) {
  const staff = await createUser(username, ADMIN_PASSWORD, role);
  const token = /nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1];
  return { staff, cookie: `nb_session=${token}` };
}

const postBody = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: "An excerpt long enough to be one.",
  content: "<p>Body</p>",
  metaDescription: "A description.",
  tags: [],
  isPublished: false,
  isFeatured: false,
  ...extra,
});

async function apiCreate(cookie: string, body: unknown) {
  const result = await outcome(() => apiPostsRoute.action(routeArgs(adminRequest("/api/blog/posts", { cookie, json: body }))));
  const json: unknown = result.response ? await result.response.json() : undefined;
  return { status: result.status, json };
}

async function apiPut(cookie: string, id: string, body: unknown) {
  const result = await outcome(() =>
    apiPostRoute.action(routeArgs(adminRequest(`/api/blog/posts/${id}`, { cookie, method: "PUT", json: body }), { slugOrId: id })),
  );
  return result.status;
}

async function apiDelete(cookie: string, id: string) {
  const result = await outcome(() =>
    apiPostRoute.action(routeArgs(adminRequest(`/api/blog/posts/${id}`, { cookie, method: "DELETE" }), { slugOrId: id })),
  );
  return result.status;
}

type Page = {
  name: string;
  path: string;
  params?: Record<string, string>;
  run: (args: never) => unknown;
  allowed: StaffRole[];
};

/** A posting and one application to it, whose ids the careers pages below are asked for. */
const careerIds = { posting: "", application: "" };

async function careerFixture() {
  await ensureCareers(getDb());
  const [posting] = await getDb().select().from(jobPostings);
  const [application] = await getDb()
    .insert(jobApplications)
    .values({
      postingId: posting.id,
      name: "Li Wei",
      email: "li.wei@example.com",
      resumeName: "cv.pdf",
      resumeType: "pdf",
      resumeSize: 12,
      resume: Buffer.from("%PDF-1.7 %%EOF"),
    })
    .returning();
  careerIds.posting = posting.id;
  careerIds.application = application.id;
}

const PAGES: Page[] = [
  { name: "admin layout", path: "/blog-admin", run: (args) => layoutRoute.loader(args), allowed: ["admin", "editor", "author"] },
  { name: "post list", path: "/blog-admin", run: (args) => postsRoute.loader(args), allowed: ["admin", "editor", "author"] },
  {
    name: "new post",
    path: "/blog-admin/create",
    params: { mode: "create" },
    run: (args) => formRoute.loader(args),
    allowed: ["admin", "editor", "author"],
  },
  { name: "inquiries", path: "/admin/inquiries", run: (args) => inquiriesRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "inquiries CSV", path: "/admin/inquiries.csv", run: (args) => inquiriesCsvRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "leads", path: "/admin/leads", run: (args) => leadsRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "leads CSV", path: "/admin/leads.csv", run: (args) => leadsCsvRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "case studies", path: "/admin/projects", run: (args) => caseStudiesRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "new case study", path: "/admin/projects/new", run: (args) => caseStudyFormRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "media library", path: "/admin/media", run: (args) => mediaRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "media picker list", path: "/api/media", run: (args) => apiMediaRoute.loader(args), allowed: ["admin", "editor", "author"] },
  { name: "careers", path: "/admin/careers", run: (args) => careersRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "redirects", path: "/admin/redirects", run: (args) => redirectsRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "redirects CSV", path: "/admin/redirects.csv", run: (args) => redirectsCsvRoute.loader(args), allowed: ["admin", "editor"] },
  { name: "new job posting", path: "/admin/careers/new", run: (args) => careerFormRoute.loader(args), allowed: ["admin", "editor"] },
  {
    name: "edit a job posting",
    path: "/admin/careers/{posting}",
    params: { id: "{posting}" },
    run: (args) => careerFormRoute.loader(args),
    allowed: ["admin", "editor"],
  },
  {
    name: "a posting's applications",
    path: "/admin/careers/{posting}/applications",
    params: { id: "{posting}" },
    run: (args) => careerApplicationsRoute.loader(args),
    allowed: ["admin", "editor"],
  },
  {
    name: "a posting's applications as CSV",
    path: "/admin/careers/{posting}/applications.csv",
    params: { id: "{posting}" },
    run: (args) => careerApplicationsCsvRoute.loader(args),
    allowed: ["admin", "editor"],
  },
  {
    name: "a résumé",
    path: "/admin/careers/applications/{application}/resume",
    params: { applicationId: "{application}" },
    run: (args) => careerResumeRoute.loader(args),
    allowed: ["admin", "editor"],
  },
  { name: "accounts", path: "/admin/users", run: (args) => usersRoute.loader(args), allowed: ["admin"] },
  { name: "audit trail", path: "/admin/audit", run: (args) => auditRoute.loader(args), allowed: ["admin"] },
];

describe("each role reaches exactly its pages", () => {
  for (const role of ["admin", "editor", "author"] as const) {
    it(`${role}`, async () => {
      const { cookie } = await signedIn(`${role}-one`, role);
      await careerFixture();
      const fill = (text: string) => text.replace("{posting}", careerIds.posting).replace("{application}", careerIds.application);
      for (const page of PAGES) {
        const params = Object.fromEntries(Object.entries(page.params ?? {}).map(([key, value]) => [key, fill(value)]));
        const result = await outcome(() => page.run(routeArgs(adminRequest(fill(page.path), { cookie }), params)));
        expect(result.status, `${role} on ${page.name}`).toBe(page.allowed.includes(role) ? 200 : 403);
      }
    });
  }

  it("the inbox actions, case study and job posting saves and account changes refuse an author too, and change nothing", async () => {
    const { cookie } = await signedIn("author-two", "author");
    await careerFixture();
    const { staff: admin } = await signedIn("admin-two", "admin");
    const writes = [
      () => inquiriesRoute.action(routeArgs(adminRequest("/admin/inquiries", { cookie, form: { intent: "mark-handled", id: admin.id } }))),
      () =>
        leadsRoute.action(
          routeArgs(adminRequest("/admin/leads", { cookie, form: { intent: "mark-handled", kind: "inquiry", id: admin.id } })),
        ),
      () => caseStudyFormRoute.action(routeArgs(adminRequest("/admin/projects/new", { cookie, form: { slug: "x" } }))),
      () => careerFormRoute.action(routeArgs(adminRequest("/admin/careers/new", { cookie, form: { slug: "x" } }))),
      () => careersRoute.action(routeArgs(adminRequest("/admin/careers", { cookie, form: { intent: "delete", id: careerIds.posting } }))),
      () =>
        careerApplicationsRoute.action(
          routeArgs(
            adminRequest(`/admin/careers/${careerIds.posting}/applications`, {
              cookie,
              form: { intent: "mark-spam", id: careerIds.application },
            }),
            { id: careerIds.posting },
          ),
        ),
      () => usersRoute.action(routeArgs(adminRequest("/admin/users", { cookie, form: { intent: "role", id: admin.id, role: "author" } }))),
      () => mediaRoute.action(routeArgs(adminRequest("/admin/media", { cookie, form: { intent: "delete", id: admin.id } }))),
      () =>
        redirectsRoute.action(
          routeArgs(adminRequest("/admin/redirects", { cookie, form: { intent: "save", from: "/old", to: "/services", type: "301" } })),
        ),
    ];
    for (const write of writes) expect((await outcome(write)).status).toBe(403);
    const [row] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, admin.id));
    expect(row.role).toBe("admin");
    expect(await getDb().select().from(jobPostings).where(eq(jobPostings.id, careerIds.posting))).toHaveLength(1);
    const [application] = await getDb().select().from(jobApplications).where(eq(jobApplications.id, careerIds.application));
    expect(application.status).toBe("new");
    expect(await getDb().select().from(redirects)).toHaveLength(0);
  });
});

describe("authors write their own drafts; editors publish", () => {
  it("an author creates a draft, cannot publish or feature it, and cannot touch an editor's post", async () => {
    const author = await signedIn("writer", "author");
    const editor = await signedIn("chief", "editor");

    const draft = await apiCreate(author.cookie, postBody("authors-draft"));
    expect(draft.status).toBe(201);
    const draftId = String(field(draft.json, "id"));
    const [stored] = await getDb().select({ createdBy: blogPosts.createdBy }).from(blogPosts).where(eq(blogPosts.id, draftId));
    expect(stored.createdBy).toBe(author.staff.id);

    const published = await apiCreate(author.cookie, postBody("authors-published", { isPublished: true }));
    expect(published.status).toBe(403);
    expect(String(field(published.json, "message"))).toMatch(/cannot publish/);
    expect(await apiPut(author.cookie, draftId, { isPublished: true })).toBe(403);
    expect(await apiPut(author.cookie, draftId, { isFeatured: true })).toBe(403);
    expect(await apiPut(author.cookie, draftId, { title: "Better title" })).toBe(200);

    const editorsPost = await apiCreate(editor.cookie, postBody("editors-post"));
    const editorsId = String(field(editorsPost.json, "id"));
    expect(await apiPut(author.cookie, editorsId, { title: "Mine now" })).toBe(403);
    expect(await apiDelete(author.cookie, editorsId)).toBe(403);
    const editForm = await outcome(() =>
      formRoute.loader(
        routeArgs(adminRequest(`/blog-admin/edit/${editorsId}`, { cookie: author.cookie }), { mode: "edit", postId: editorsId }),
      ),
    );
    expect(editForm.status).toBe(403);
    const deleteForm = await outcome(() =>
      postsRoute.action(routeArgs(adminRequest("/blog-admin", { cookie: author.cookie, form: { intent: "delete", id: editorsId } }))),
    );
    expect(deleteForm.status).toBe(403);
    expect(await getDb().select().from(blogPosts).where(eq(blogPosts.id, editorsId))).toHaveLength(1);

    // The editor publishes the author's draft; then it is no longer the author's to change or delete.
    expect(await apiPut(editor.cookie, draftId, { isPublished: true })).toBe(200);
    expect(await apiPut(author.cookie, draftId, { title: "Too late" })).toBe(403);
    expect(await apiDelete(author.cookie, draftId)).toBe(403);

    const ownDraft = await apiCreate(author.cookie, postBody("authors-second-draft"));
    expect(await apiDelete(author.cookie, String(field(ownDraft.json, "id")))).toBe(204);
  });

  it("publishing, unpublishing and deleting are in the audit trail with who did it", async () => {
    const editor = await signedIn("chief", "editor");
    const created = await apiCreate(editor.cookie, postBody("audited", { isPublished: true }));
    const id = String(field(created.json, "id"));
    expect(await apiPut(editor.cookie, id, { isPublished: false })).toBe(200);
    expect(await apiDelete(editor.cookie, id)).toBe(204);
    const trail = await getDb().select().from(auditEvents).orderBy(auditEvents.at);
    expect(trail.map((event) => [event.action, event.actorName, event.subject])).toEqual([
      ["post.publish", "chief", "Post audited"],
      ["post.unpublish", "chief", "Post audited"],
      ["post.delete", "chief", "Post audited"],
    ]);
    expect(trail.every((event) => event.ip === "203.0.113.7")).toBe(true);
  });
});

describe("review", () => {
  it("an author submits a draft, an editor sends it back with a note, the author reads it, resubmits, and the editor publishes", async () => {
    const author = await signedIn("writer", "author");
    const editor = await signedIn("chief", "editor");
    const draft = await apiCreate(author.cookie, postBody("for-review"));
    const id = String(field(draft.json, "id"));
    const formAction = (cookie: string, form: Record<string, string>) =>
      outcome(() => formRoute.action(routeArgs(adminRequest(`/blog-admin/edit/${id}`, { cookie, form }), { mode: "edit", postId: id })));
    const queue = async (cookie: string) => {
      const result = await outcome(() => postsRoute.loader(routeArgs(adminRequest("/blog-admin?review=1", { cookie }))));
      return result.value as { awaitingReview?: number; posts: { id: string; review: string | null }[] };
    };

    expect((await formAction(author.cookie, { intent: "submit-review" })).status).toBe(200);
    const editorsQueue = await queue(editor.cookie);
    expect(editorsQueue.awaitingReview).toBe(1);
    expect(editorsQueue.posts.map((post) => [post.id, post.review])).toEqual([[id, "waiting"]]);
    // Authors do not review: no queue count for them, and no sending back.
    expect((await queue(author.cookie)).awaitingReview).toBeUndefined();
    expect((await formAction(author.cookie, { intent: "send-back", note: "Looks fine to me" })).status).toBe(403);

    expect((await formAction(editor.cookie, { intent: "send-back", note: "  " })).status).toBe(400);
    expect((await formAction(editor.cookie, { intent: "send-back", note: "Add the ASME section numbers." })).status).toBe(200);
    const authorsView = await outcome(() =>
      formRoute.loader(routeArgs(adminRequest(`/blog-admin/edit/${id}`, { cookie: author.cookie }), { mode: "edit", postId: id })),
    );
    expect(field(authorsView.value, "review")).toMatchObject({ requestedAt: null, note: "Add the ASME section numbers.", canSubmit: true });

    expect((await formAction(author.cookie, { intent: "submit-review" })).status).toBe(200);
    expect(await apiPut(editor.cookie, id, { isPublished: true })).toBe(200);
    const [published] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(published).toMatchObject({ isPublished: true, reviewRequestedAt: null, reviewNote: null });
    const trail = (await getDb().select().from(auditEvents).orderBy(auditEvents.at)).map((event) => [event.action, event.actorName]);
    expect(trail).toEqual([
      ["post.submit-for-review", "writer"],
      ["post.send-back", "chief"],
      ["post.submit-for-review", "writer"],
      ["post.publish", "chief"],
    ]);
  });
});

describe("accounts", () => {
  it("an admin creates an author, changes roles and deactivates an account, whose sessions end at once", async () => {
    const admin = await signedIn("boss", "admin");
    const act = (form: Record<string, string>) =>
      outcome(() => usersRoute.action(routeArgs(adminRequest("/admin/users", { cookie: admin.cookie, form }))));

    const weak = await act({ intent: "create", username: "newcomer", password: "short", role: "author" });
    expect(weak.status).toBe(400);
    expect(field(weak.value, "field")).toBe("password");
    const badRole = await act({ intent: "create", username: "newcomer", password: ADMIN_PASSWORD, role: "owner" });
    expect(badRole.status).toBe(400);
    expect(await getDb().select().from(users).where(eq(users.username, "newcomer"))).toHaveLength(0);

    expect((await act({ intent: "create", username: "newcomer", password: ADMIN_PASSWORD, role: "author" })).status).toBe(200);
    expect((await act({ intent: "create", username: "newcomer", password: ADMIN_PASSWORD, role: "author" })).status).toBe(409);
    const [newcomer] = await getDb().select().from(users).where(eq(users.username, "newcomer"));
    expect(newcomer.role).toBe("author");

    expect((await act({ intent: "role", id: newcomer.id, role: "editor" })).status).toBe(200);
    const session = await createSession(newcomer.id);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, newcomer.id))).toHaveLength(1);
    expect((await act({ intent: "deactivate", id: newcomer.id })).status).toBe(200);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, newcomer.id))).toHaveLength(0);
    const token = /nb_session=([^;]*)/.exec(session)?.[1];
    const afterDeactivation = await outcome(() =>
      layoutRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie: `nb_session=${token}` }))),
    );
    expect(afterDeactivation.status).toBe(302);

    // A deactivated account cannot sign in, and the answer is the same as for a wrong password.
    const signIn = await outcome(() =>
      loginRoute.action(routeArgs(adminRequest("/admin/login", { form: { username: "newcomer", password: ADMIN_PASSWORD } }))),
    );
    expect(signIn.status).toBe(401);
    expect(JSON.stringify(signIn.value)).toContain("Invalid username or password");

    // Nobody locks the site out of its accounts screen.
    expect((await act({ intent: "role", id: admin.staff.id, role: "author" })).status).toBe(409);
    expect((await act({ intent: "deactivate", id: admin.staff.id })).status).toBe(409);

    const actions = (await getDb().select().from(auditEvents).orderBy(auditEvents.at)).map((event) => event.action);
    expect(actions).toEqual(["user.create", "user.role", "user.deactivate", "sign-in-failed"]);
  });

  it("the audit trail cannot be changed or deleted, even with SQL", async () => {
    const admin = await signedIn("boss", "admin");
    await outcome(() =>
      usersRoute.action(
        routeArgs(
          adminRequest("/admin/users", {
            cookie: admin.cookie,
            form: { intent: "create", username: "x-user", password: ADMIN_PASSWORD, role: "author" },
          }),
        ),
      ),
    );
    const refusal = async (statement: Promise<unknown>) => {
      try {
        await statement;
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
      return "no error";
    };
    expect(await refusal(getDb().execute(sql`update audit_events set actor_name = 'someone else'`))).toMatch(/append-only/);
    expect(await refusal(getDb().execute(sql`delete from audit_events`))).toMatch(/append-only/);
    expect(await getDb().select().from(auditEvents)).toHaveLength(1);
  });
});
