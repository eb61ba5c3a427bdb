import { company } from "~/content/company";

/** How the blog introduces itself: the list page's lead, its meta description and the feed's description. */
export const BLOG_DESCRIPTION =
  "Practical articles from our engineers on CRN registration, ASME pressure equipment codes, process piping, Lean Six Sigma, LEED and energy audits, safety compliance and capital project delivery.";

export const BLOG_NAME = `${company.name} Blog`;

/** The alternate link every blog page puts in its head, so browsers and readers find the feed. */
export const RSS_LINK = { rel: "alternate", type: "application/rss+xml", title: BLOG_NAME, href: "/blog/rss.xml" } as const;
