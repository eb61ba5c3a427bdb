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
  { label: "Careers", href: "/careers" },
  { label: "CRN Registration", href: "/services/crn" },
  { label: "Engineering Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
  { label: "Request a Quote", href: "/contact#quote" },
] as const;

/**
 * The footer's list of the eight services: each one's name and where it is described. Kept as its own
 * small list so every page's footer does not carry the services' full texts (a test keeps it equal to
 * `services`).
 */
export const serviceNavigation = [
  { label: "Professional Engineering", href: "/services#professional-engineering" },
  { label: "Project Management", href: "/services#project-management" },
  { label: "Quality Management", href: "/services#quality-management" },
  { label: "Business Consulting", href: "/services#business-consulting" },
  { label: "Green Consulting", href: "/services#green-consulting" },
  { label: "PHSR Services", href: "/services#phsr-services" },
  { label: "CRN Registration", href: "/services/crn" },
  { label: "Recruiting & Staffing", href: "/services#recruiting-staffing" },
] as const;
