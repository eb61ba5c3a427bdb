import type { ContactCopy } from "./contact.copy.en";

/** The contact page's own words for Quebec readers (/fr/contact); contact.copy.en.ts is the reference. */
export const contactCopyFr = {
  metaTitle: "Nous joindre\u00a0: obtenez une soumission pour votre projet",
  metaDescription: (within: string) =>
    `Parlez de votre projet à un ingénieur. Des bureaux à Vaughan, Calgary, Burnaby, en Géorgie et à Ahmedabad, une ligne d’urgence ouverte jour et nuit et une réponse à chaque demande d’ici ${within}.`,
  keywords: ["joindre une firme d’ingénierie", "soumission en ingénierie", "génie-conseil Québec", "urgence en ingénierie jour et nuit"],
  breadcrumb: "Nous joindre",
  facts: {
    reply: { value: "24\u00a0h", label: "Pour répondre à chaque demande" },
    emergency: { value: "Jour et nuit", label: "Ligne d’urgence" },
    offices: "Bureaux à visiter",
    hours: { value: "8\u00a0h à 18\u00a0h", label: "Du lundi au vendredi, heure de l’Est" },
  },
  eyebrow: "Nous joindre",
  title: "Parlons de votre projet",
  lead: (within: string) =>
    `Une question, une soumission ou un problème urgent sur le chantier\u00a0: parlez à un ingénieur. Nous répondons à chaque demande d’ici ${within}, et notre ligne d’urgence ne ferme jamais.`,
  call: { title: "Appelez-nous", text: "Joignez notre siège social, du lundi au vendredi." },
  email: { title: "Écrivez-nous", text: (within: string) => `Envoyez les détails ou vos plans\u00a0; nous répondons d’ici ${within}.` },
  meeting: { title: "Prenez rendez-vous", text: "Sur place, à nos bureaux ou par visioconférence.", link: "Planifier une rencontre" },
  formRegion: "Formulaire de demande, heures d’ouverture et soutien d’urgence",
  hours: {
    title: "Heures d’ouverture",
    closed: "Fermé",
    note: "Heure de l’Est, siège social. Les bureaux régionaux suivent l’heure locale.",
  },
  emergency: {
    title: "Soutien d’urgence en tout temps",
    text: "Bris d’équipement, incident de sécurité ou inspecteur sur place\u00a0? Un ingénieur de garde répond jour et nuit, tous les jours de l’année.",
    hotline: (phone: string) => `Ligne d’urgence, jour et nuit\u00a0: ${phone}`,
  },
  offices: {
    eyebrow: "Nos bureaux",
    title: "Visitez ou appelez l’un de nos cinq bureaux",
    lead: "Des ingénieurs au Canada, dans le sud des États-Unis et en Inde\u00a0: il y a toujours quelqu’un près de votre site ou éveillé dans votre fuseau horaire.",
  },
} satisfies ContactCopy;
