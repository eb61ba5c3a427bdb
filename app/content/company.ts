/**
 * The firm's identity and contact details: the one place to change a name, a number or an address.
 * Phone numbers use the 555-01xx range reserved for fiction until the real ones are filled in.
 */
export const company = {
  name: "Northbridge Engineering",
  legalName: "Northbridge Engineering Group Inc.",
  /** The byline of a post no person signs (the posts table's default author name). */
  defaultAuthorName: "Northbridge Engineering Group",
  shortName: "Northbridge",
  slogan: "Savings Beyond Imagination",
  description:
    "Professional engineering, project management, quality and CRN registration services for industry across Ontario, Alberta, British Columbia, Quebec and the southern USA, with an engineering centre in India.",
  foundedYear: 2010,
  copyrightYear: 2024,
  email: "info@northbridge-engineering.example",
  emergencyEmail: "emergency@northbridge-engineering.example",
  /** How soon an inquiry is answered, as the contact page promises. */
  replyWithin: "24 hours",
  phone: "+1 (905) 555-0100",
  phoneHref: "tel:+19055550100",
  emergencyPhone: "+1 (905) 555-0199",
  emergencyPhoneHref: "tel:+19055550199",
  rating: { value: 4.9, count: 127 },
  areaServed: ["Ontario", "Alberta", "British Columbia", "Quebec", "Southern United States", "India"],
  /** Schema.org opening hours, and the same hours as people read them. */
  openingHours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    { days: ["Saturday"], opens: "09:00", closes: "14:00" },
  ],
  businessHours: [
    { label: "Monday - Friday", value: "8:00 AM - 6:00 PM" },
    { label: "Saturday", value: "Closed" },
    { label: "Sunday", value: "Closed" },
  ],
  defaultSocialImage: "/images/og-default.png",
  defaultSocialImageAlt: "Northbridge Engineering: Savings Beyond Imagination",
  logo: "/images/logo.svg",
} as const;
