import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** The admin screens, mounted twice: at /blog-admin and at /blog/admin. */
function adminBlogRoutes(base: string, idPrefix: string) {
  return prefix(base, [
    index("routes/admin/posts.tsx", { id: `${idPrefix}-posts` }),
    route("preview/:postId", "routes/admin/post-preview.tsx", { id: `${idPrefix}-preview` }),
    route("history/:postId", "routes/admin/post-history.tsx", { id: `${idPrefix}-history` }),
    route("autosave/:postId", "routes/admin/post-autosave.ts", { id: `${idPrefix}-autosave` }),
    route(":mode/:postId?", "routes/admin/post-form.tsx", { id: `${idPrefix}-form` }),
  ]);
}

export default [
  // Marketing site and public blog, inside the header/footer layout.
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("services", "routes/marketing/services.tsx"),
    route("services/crn", "routes/marketing/crn.tsx"),
    route("services/crn/guide", "routes/marketing/crn-guide.tsx"),
    route("about", "routes/marketing/about.tsx"),
    route("projects", "routes/marketing/projects.tsx"),
    route("projects/:slug", "routes/marketing/case-study.tsx"),
    route("contact", "routes/marketing/contact.tsx"),
    route("contact/meeting", "routes/marketing/meeting.tsx"),
    route("offices/:office", "routes/marketing/office.tsx"),
    route("careers", "routes/marketing/careers.tsx"),
    route("careers/:slug", "routes/marketing/job-posting.tsx"),
    route("blog", "routes/blog/list.tsx"),
    route("blog/author/:slug", "routes/blog/author.tsx"),
    route("blog/:slug", "routes/blog/article.tsx"),
    route("preview/:token", "routes/blog/preview.tsx"),
    route("*", "routes/marketing/not-found.tsx"),

    // The French site (DESIGN.md section 6): the same route modules, which read their language from the URL.
    ...prefix("fr", [
      index("routes/marketing/home.tsx", { id: "fr-home" }),
      route("services", "routes/marketing/services.tsx", { id: "fr-services" }),
      route("services/nec", "routes/marketing/crn.tsx", { id: "fr-crn" }),
      route("services/nec/guide", "routes/marketing/crn-guide.tsx", { id: "fr-crn-guide" }),
      route("a-propos", "routes/marketing/about.tsx", { id: "fr-about" }),
      route("projets", "routes/marketing/projects.tsx", { id: "fr-projects" }),
      route("projets/:slug", "routes/marketing/case-study.tsx", { id: "fr-case-study" }),
      route("contact", "routes/marketing/contact-fr.tsx", { id: "fr-contact" }),
      route("contact/rencontre", "routes/marketing/meeting.tsx", { id: "fr-meeting" }),
      route("bureaux/:office", "routes/marketing/office.tsx", { id: "fr-office" }),
      route("carrieres", "routes/marketing/careers.tsx", { id: "fr-careers" }),
      route("carrieres/:slug", "routes/marketing/job-posting.tsx", { id: "fr-job-posting" }),
      route("blogue", "routes/blog/list.tsx", { id: "fr-blog" }),
      route("blogue/auteur/:slug", "routes/blog/author.tsx", { id: "fr-author" }),
      route("blogue/:slug", "routes/blog/article.tsx", { id: "fr-article" }),
      route("*", "routes/marketing/not-found.tsx", { id: "fr-not-found" }),
    ]),
  ]),

  // Admin area: every page behind the sign-in.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/login/two-factor", "routes/admin/login-two-factor.tsx"),
  route("admin/invite/:token", "routes/admin/invite.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    ...adminBlogRoutes("blog-admin", "blog-admin"),
    ...adminBlogRoutes("blog/admin", "blog-admin-alt"),
    route("admin/inquiries", "routes/admin/inquiries.tsx"),
    route("admin/inquiries.csv", "routes/admin/inquiries-csv.ts"),
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/projects", "routes/admin/case-studies.tsx"),
    route("admin/projects/new", "routes/admin/case-study-form.tsx", { id: "admin-case-study-new" }),
    route("admin/projects/:id", "routes/admin/case-study-form.tsx", { id: "admin-case-study-edit" }),
    route("admin/leads.csv", "routes/admin/leads-csv.ts"),
    route("admin/media", "routes/admin/media.tsx"),
    route("admin/redirects", "routes/admin/redirects.tsx"),
    route("admin/redirects.csv", "routes/admin/redirects-csv.ts"),
    route("admin/careers", "routes/admin/careers.tsx"),
    route("admin/careers/new", "routes/admin/career-form.tsx", { id: "admin-career-new" }),
    route("admin/careers/:id", "routes/admin/career-form.tsx", { id: "admin-career-edit" }),
    route("admin/careers/:id/applications", "routes/admin/career-applications.tsx"),
    route("admin/careers/:id/applications.csv", "routes/admin/career-applications-csv.ts"),
    route("admin/careers/applications/:applicationId/resume", "routes/admin/career-resume.ts"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin", "routes/admin/home.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),

  // Resources for search engines and feed readers.
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("blog/rss.xml", "routes/seo/rss.ts"),
  route("fr/blogue/rss.xml", "routes/seo/rss.ts", { id: "fr-rss" }),

  // The CRN guide's PDF, in each language.
  route("services/crn/guide.pdf", "routes/marketing/crn-guide-pdf.ts"),
  route("fr/services/nec/guide.pdf", "routes/marketing/crn-guide-pdf.ts", { id: "fr-crn-guide-pdf" }),

  // A meeting request's proposed times, as a calendar file for the visitor who sent it.
  route("contact/meeting/:id/calendar.ics", "routes/marketing/meeting-calendar.ts"),

  // Uploaded images (decision record 0014).
  route("media/:id", "routes/media.ts", { id: "media" }),
  route("media/:id/:width", "routes/media.ts", { id: "media-width" }),

  // JSON API.
  route("api/contact", "routes/api/contact.ts"),
  route("api/media", "routes/api/media.ts"),
  route("api/blog/posts", "routes/api/posts.ts"),
  route("api/blog/posts/featured", "routes/api/posts-featured.ts"),
  route("api/blog/posts/:slugOrId", "routes/api/post.ts"),
  route("api/blog/posts/:id/views", "routes/api/post-views.ts"),
  route("api/blog/categories", "routes/api/categories.ts"),
  route("api/blog/tags", "routes/api/tags.ts"),
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
