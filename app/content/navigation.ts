/** The site's main navigation, in the order the header shows it. */
export const mainNavigation = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
  { label: "About", href: "/about" },
  { label: "Projects", href: "/projects" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
] as const;

export const companyLinks = [
  { label: "About Us", href: "/about" },
  { label: "Project Portfolio", href: "/projects" },
  { label: "CRN Registration", href: "/services/crn" },
  { label: "Engineering Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
  { label: "Request a Quote", href: "/contact#quote" },
] as const;
