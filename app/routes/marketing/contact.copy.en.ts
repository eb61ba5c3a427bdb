/**
 * The contact page's own words in English; the French are in contact.copy.fr.ts and the form's in
 * utils/inquiry-copy.en.ts. Each route module imports its own language only, so the page's browser chunk
 * carries one language (decision record 0009).
 */
export const contactCopy = {
  metaTitle: "Contact Us: Get Your Project Quote",
  metaDescription: (within: string) =>
    `Talk to an engineer about your project. Offices in Vaughan, Calgary, Burnaby, Georgia and Ahmedabad, a 24/7 emergency line, and a reply to every inquiry within ${within}.`,
  keywords: ["contact engineering firm", "engineering quote", "engineering consultant Ontario", "24/7 engineering emergency"],
  breadcrumb: "Contact",
  facts: {
    reply: { value: "24 h", label: "Reply to every inquiry" },
    emergency: { value: "24/7", label: "Emergency hotline" },
    offices: "Offices to visit",
    hours: { value: "8–6", label: "Mon–Fri, Eastern Time" },
  },
  eyebrow: "Contact us",
  title: "Let's Talk About Your Project",
  lead: (within: string) =>
    `Questions, quotes or an urgent problem on site: talk to an engineer. We reply to every inquiry within ${within}, and our emergency line never closes.`,
  call: { title: "Call Us", text: "Speak with our head office, Monday to Friday." },
  email: { title: "Email Us", text: (within: string) => `Send details or drawings; we reply within ${within}.` },
  meeting: { title: "Book a Meeting", text: "On site, at our offices or by video call.", link: "Schedule Meeting" },
  formRegion: "Inquiry form, hours and emergency support",
  hours: { title: "Business Hours", closed: "Closed", note: "Eastern Time, head office. Regional offices keep local hours." },
  emergency: {
    title: "24/7 Emergency Support",
    text: "Equipment failure, a safety incident or an inspector on site? An on-call engineer answers day and night, every day of the year.",
    hotline: (phone: string) => `24/7 Hotline: ${phone}`,
  },
  offices: {
    eyebrow: "Our offices",
    title: "Visit or call any of our five offices",
    lead: "Engineers in Canada, the southern USA and India, so there is always someone close to your site or awake in your time zone.",
  },
};

export type ContactCopy = typeof contactCopy;
