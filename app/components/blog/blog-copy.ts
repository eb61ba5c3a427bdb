import { company } from "~/content/company";
import type { Locale } from "~/i18n/locale";
import { pagePaths } from "~/i18n/paths";

/**
 * The blog's words in each language (decision record 0009): the list, the article, the cards, the filters,
 * the feed and the share toasts. The posts themselves are written per language by staff.
 */
export const blogCopy = {
  name: `${company.name} Blog`,
  description:
    "Practical articles from our engineers on CRN registration, ASME pressure equipment codes, process piping, Lean Six Sigma, LEED and energy audits, safety compliance and capital project delivery.",
  keywords: [
    "engineering blog",
    "CRN registration",
    "ASME",
    "B31.3",
    "Lean Six Sigma",
    "LEED",
    "energy audit",
    "PHSR",
    "project management",
  ],
  articleKeywords: "engineering, technical articles",
  defaultSection: "Engineering",
  home: "Home",
  blog: "Blog",
  list: {
    title: "Engineering Blog",
    eyebrow: "Insights & Expertise",
    pageSuffix: (page: number) => ` (Page ${page})`,
    searchTitle: (search: string) => `Search results for "${search}"`,
    categoryTitle: (name: string) => `${name} Articles`,
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles, e.g. CRN or B31.3",
    searchButton: "Search",
    featured: "Featured Articles",
    latest: "Latest Articles",
    results: (search: string) => `Results for "${search}"`,
    count: (total: number) => `${total} ${total === 1 ? "article" : "articles"}`,
    filtersHeading: "Filter articles",
    activeFilters: "Active filters",
    searchChip: (search: string) => `Search: ${search}`,
    removeSearch: (search: string) => `Remove search "${search}"`,
    categoryChip: (name: string) => `Category: ${name}`,
    removeCategory: (name: string) => `Remove category ${name}`,
    clearAll: "Clear all",
    emptyTitle: "No articles found",
    emptyFiltered: "Try adjusting your search or filters to find what you're looking for.",
    emptyNone: "No blog posts have been published yet. Check back soon for engineering insights and expertise.",
    clearFilters: "Clear Filters",
  },
  filters: {
    category: "Category",
    allCategories: "All categories",
    apply: "Apply",
    categories: "Categories",
    articles: (count: number) => (count === 1 ? "article" : "articles"),
    popularTags: "Popular Tags",
    trigger: "Filters",
    close: "Close filters",
    description: "Choose a category or a popular tag to narrow the articles.",
  },
  pagination: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    page: (page: number, total: number | null) => `Page ${page}${total === null ? "" : ` of ${total}`}`,
  },
  card: {
    featured: "Featured",
    readTime: (minutes: number) => `${minutes} min read`,
    tags: "Tags",
  },
  article: {
    notFoundTitle: "Article Not Found",
    notFoundLead: "The article you're looking for doesn't exist or has been removed.",
    back: "Back to Blog",
    breadcrumb: "Breadcrumb",
    tags: "Tags",
    aboutAuthor: "About the author",
    moreByAuthor: "Profile and articles",
    discussionTitle: "Join the Discussion",
    discussionLead:
      "Have a question about this article, or a similar challenge at your own facility? Our engineers are glad to talk it through.",
    discussionLink: "Contact Us to Share Your Thoughts",
    moreArticles: "More articles",
    previous: "Previous Article",
    next: "Next Article",
    related: "Related Articles",
    /** Shown on the other language's article, in this language: "Read this article in English" on a French one. */
    readInThisLanguage: "Read this article in English",
  },
  share: {
    group: "Share this article",
    share: "Share",
    on: (network: string) => `Share on ${network}`,
    copy: "Copy link",
    copied: "Link copied!",
    copiedDescription: "The article link has been copied to your clipboard.",
    copyFailed: "Could not copy the link",
    copyFailedDescription: (url: string) => `Your browser did not allow copying. The address is ${url}`,
  },
  /** An author's page (`/blog/author/{slug}`). */
  author: {
    eyebrow: "Author",
    articles: "Articles",
    none: "No articles in English yet.",
    notFound: "Author not found",
    metaTitle: (name: string) => `${name}: articles and profile`,
  },
};

export type BlogCopy = typeof blogCopy;

const frNumber = new Intl.NumberFormat("fr-CA");

export const blogCopyFr = {
  name: `Blogue de ${company.name}`,
  description:
    "Des articles pratiques de nos ingénieurs sur l’enregistrement NEC, les codes ASME des équipements sous pression, la tuyauterie de procédé, le Lean Six Sigma, LEED et les audits énergétiques, la conformité en santé et sécurité et la réalisation de projets d’investissement.",
  keywords: [
    "blogue d’ingénierie",
    "enregistrement NEC",
    "numéro d’enregistrement canadien",
    "ASME",
    "B31.3",
    "Lean Six Sigma",
    "LEED",
    "audit énergétique",
    "gestion de projet",
  ],
  articleKeywords: "ingénierie, articles techniques",
  defaultSection: "Ingénierie",
  home: "Accueil",
  blog: "Blogue",
  list: {
    title: "Blogue technique",
    eyebrow: "Analyses et expertise",
    pageSuffix: (page: number) => ` (page ${page})`,
    searchTitle: (search: string) => `Résultats de recherche pour «\u00a0${search}\u00a0»`,
    categoryTitle: (name: string) => `Articles\u00a0: ${name}`,
    searchLabel: "Rechercher dans les articles",
    searchPlaceholder: "Rechercher, p. ex. NEC ou B31.3",
    searchButton: "Rechercher",
    featured: "Articles en vedette",
    latest: "Articles récents",
    results: (search: string) => `Résultats pour «\u00a0${search}\u00a0»`,
    count: (total: number) => `${frNumber.format(total)}\u00a0${total <= 1 ? "article" : "articles"}`,
    filtersHeading: "Filtrer les articles",
    activeFilters: "Filtres actifs",
    searchChip: (search: string) => `Recherche\u00a0: ${search}`,
    removeSearch: (search: string) => `Retirer la recherche «\u00a0${search}\u00a0»`,
    categoryChip: (name: string) => `Catégorie\u00a0: ${name}`,
    removeCategory: (name: string) => `Retirer la catégorie ${name}`,
    clearAll: "Tout effacer",
    emptyTitle: "Aucun article trouvé",
    emptyFiltered: "Essayez de modifier votre recherche ou vos filtres pour trouver ce que vous cherchez.",
    emptyNone: "Aucun article n’a encore été publié en français. Revenez bientôt pour lire les analyses de nos ingénieurs.",
    clearFilters: "Effacer les filtres",
  },
  filters: {
    category: "Catégorie",
    allCategories: "Toutes les catégories",
    apply: "Appliquer",
    categories: "Catégories",
    articles: (count: number) => (count <= 1 ? "article" : "articles"),
    popularTags: "Mots-clés populaires",
    trigger: "Filtres",
    close: "Fermer les filtres",
    description: "Choisissez une catégorie ou un mot-clé populaire pour affiner la liste des articles.",
  },
  pagination: {
    label: "Pagination",
    previous: "Précédente",
    next: "Suivante",
    page: (page: number, total: number | null) => `Page ${page}${total === null ? "" : ` sur ${total}`}`,
  },
  card: {
    featured: "En vedette",
    readTime: (minutes: number) => `Lecture de ${minutes}\u00a0min`,
    tags: "Mots-clés",
  },
  article: {
    notFoundTitle: "Article introuvable",
    notFoundLead: "L’article que vous cherchez n’existe pas ou a été retiré.",
    back: "Retour au blogue",
    breadcrumb: "Fil d’Ariane",
    tags: "Mots-clés",
    aboutAuthor: "Rédigé par",
    moreByAuthor: "Profil et articles",
    discussionTitle: "Poursuivons la discussion",
    discussionLead:
      "Une question sur cet article, ou un défi semblable dans votre installation\u00a0? Nos ingénieurs se feront un plaisir d’en discuter avec vous.",
    discussionLink: "Nous joindre pour en parler",
    moreArticles: "Autres articles",
    previous: "Article précédent",
    next: "Article suivant",
    related: "Articles connexes",
    readInThisLanguage: "Lire cet article en français",
  },
  share: {
    group: "Partager cet article",
    share: "Partager",
    on: (network: string) => `Partager sur ${network}`,
    copy: "Copier le lien",
    copied: "Lien copié\u00a0!",
    copiedDescription: "Le lien de l’article a été copié dans votre presse-papiers.",
    copyFailed: "Impossible de copier le lien",
    copyFailedDescription: (url: string) => `Votre navigateur n’a pas permis la copie. L’adresse est ${url}`,
  },
  // Words that fit every signatory, whatever their gender (docs/french-content.md).
  author: {
    eyebrow: "Profil",
    articles: "Articles publiés",
    none: "Aucun article en français pour l’instant.",
    notFound: "Profil introuvable",
    metaTitle: (name: string) => `${name}\u00a0: articles et profil`,
  },
} satisfies BlogCopy;

export const blogCopies: Record<Locale, BlogCopy> = { en: blogCopy, fr: blogCopyFr };

/** Kept for the places that name the English blog alone (SPEC.md's strings). */
export const BLOG_NAME = blogCopy.name;

/** An article's document title, the one search results and shared cards show: "{title} | {blog name}". */
export function articleTitle(title: string, locale: Locale): string {
  return `${title} | ${blogCopies[locale].name}`;
}
export const BLOG_DESCRIPTION = blogCopy.description;

/** The alternate link every blog page puts in its head, so browsers and readers find its language's feed. */
export function rssLink(locale: Locale) {
  return { rel: "alternate", type: "application/rss+xml", title: blogCopies[locale].name, href: pagePaths.rss[locale] } as const;
}

export const RSS_LINK = rssLink("en");
