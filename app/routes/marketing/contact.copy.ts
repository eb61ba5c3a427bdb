/** The contact page's own words in each language (decision record 0009); the form's are in utils/inquiry-copy.ts. */
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

export const contactCopyFr = {
  metaTitle: "Nous joindre\u00a0: obtenez une soumission pour votre projet",
  metaDescription: (within: string) =>
    `Parlez de votre projet à un ingénieur. Des bureaux à Vaughan, Calgary, Burnaby, en Géorgie et à Ahmedabad, une ligne d’urgence 24/7 et une réponse à chaque demande d’ici ${within}.`,
  keywords: ["joindre une firme d’ingénierie", "soumission en ingénierie", "génie-conseil Québec", "urgence en ingénierie 24/7"],
  breadcrumb: "Nous joindre",
  facts: {
    reply: { value: "24\u00a0h", label: "Pour répondre à chaque demande" },
    emergency: { value: "24/7", label: "Ligne d’urgence" },
    offices: "Bureaux à visiter",
    hours: { value: "8\u00a0h à 18\u00a0h", label: "Du lundi au vendredi, heure de l’Est" },
  },
  eyebrow: "Nous joindre",
  title: "Parlons de votre projet",
  lead: (within: string) =>
    `Une question, une soumission ou un problème urgent sur le chantier\u00a0: parlez à un ingénieur. Nous répondons à chaque demande d’ici ${within}, et notre ligne d’urgence ne ferme jamais.`,
  call: { title: "Appelez-nous", text: "Joignez notre siège social, du lundi au vendredi." },
  email: { title: "Écrivez-nous", text: (within: string) => `Envoyez les détails ou vos plans\u00a0; nous répondons d’ici ${within}.` },
  meeting: { title: "Prenez rendez-vous", text: "Sur place, à nos bureaux ou par vidéoconférence.", link: "Planifier une rencontre" },
  formRegion: "Formulaire de demande, heures d’ouverture et soutien d’urgence",
  hours: {
    title: "Heures d’ouverture",
    closed: "Fermé",
    note: "Heure de l’Est, siège social. Les bureaux régionaux suivent l’heure locale.",
  },
  emergency: {
    title: "Soutien d’urgence 24/7",
    text: "Bris d’équipement, incident de sécurité ou inspecteur sur place\u00a0? Un ingénieur de garde répond jour et nuit, tous les jours de l’année.",
    hotline: (phone: string) => `Ligne d’urgence 24/7\u00a0: ${phone}`,
  },
  offices: {
    eyebrow: "Nos bureaux",
    title: "Visitez ou appelez l’un de nos cinq bureaux",
    lead: "Des ingénieurs au Canada, dans le sud des États-Unis et en Inde\u00a0: il y a toujours quelqu’un près de votre site ou éveillé dans votre fuseau horaire.",
  },
} satisfies typeof contactCopy;
