import type { SampleCategory } from "./types";

export const sampleCategories = [
  {
    name: "CRN & Pressure Equipment",
    slug: "crn-pressure-equipment",
    description:
      "Canadian Registration Numbers, ASME Section VIII vessel design, B31.3 piping and fitting registration: practical guidance for manufacturers, fabricators and plant owners bringing pressure equipment into Canadian jurisdictions.",
    metaDescription:
      "CRN registration, ASME VIII-1 and VIII-2 vessel design, B31.3 piping and fitting burst tests explained by pressure equipment engineers.",
    fr: {
      name: "NEC et équipements sous pression",
      slug: "nec-equipements-sous-pression",
      description:
        "Numéros d’enregistrement canadiens, conception d’appareils sous pression selon l’ASME, section VIII, tuyauterie B31.3 et enregistrement de raccords\u00a0: des conseils pratiques pour les fabricants, les ateliers et les propriétaires d’usines qui mettent en service des équipements sous pression au Canada.",
      metaDescription:
        "Enregistrement NEC, conception ASME VIII-1 et VIII-2, tuyauterie B31.3 et essais d’éclatement de raccords expliqués par des ingénieurs spécialisés en équipements sous pression.",
    },
  },
  {
    name: "Quality & Lean Six Sigma",
    slug: "quality-lean-six-sigma",
    description:
      "Lean manufacturing, Six Sigma and DMAIC applied on real shop floors: case studies, tools and the management habits that make improvements stick.",
    metaDescription:
      "Lean Six Sigma for manufacturers: DMAIC case studies, process capability, rework reduction and quality systems that last.",
    fr: {
      name: "Qualité et Lean Six Sigma",
      slug: "qualite-lean-six-sigma",
      description:
        "Le Lean, le Six Sigma et la démarche DMAIC appliqués en usine\u00a0: études de cas, outils et habitudes de gestion qui font durer les améliorations.",
      metaDescription:
        "Lean Six Sigma pour les fabricants\u00a0: études de cas DMAIC, capabilité des procédés, réduction des reprises et systèmes qualité durables.",
    },
  },
  {
    name: "Sustainability & Energy",
    slug: "sustainability-energy",
    description:
      "Energy audits, LEED certification and decarbonisation projects for industrial and commercial buildings, with an eye on measurable savings and payback.",
    metaDescription:
      "Energy audits (ASHRAE Level 1-3), LEED certification and practical energy savings for plants and commercial buildings.",
    fr: {
      name: "Développement durable et énergie",
      slug: "developpement-durable-energie",
      description:
        "Audits énergétiques, certification LEED et projets de décarbonation pour les bâtiments industriels et commerciaux, avec des économies mesurables et un retour sur investissement chiffré.",
      metaDescription:
        "Audits énergétiques (niveaux ASHRAE 1 à 3), certification LEED et économies d’énergie concrètes pour les usines et les immeubles commerciaux.",
    },
  },
  {
    name: "Health, Safety & Compliance",
    slug: "health-safety-compliance",
    description:
      "Pre-start health and safety reviews, machine safeguarding and regulatory compliance for industrial workplaces in Ontario and across Canada.",
    metaDescription: "PHSR reviews, machine guarding and workplace safety compliance for Ontario and Canadian industrial establishments.",
    fr: {
      name: "Santé, sécurité et conformité",
      slug: "sante-securite-conformite",
      description:
        "Examens de santé et de sécurité avant démarrage, protection des machines et conformité réglementaire pour les établissements industriels de l’Ontario et d’ailleurs au Canada.",
      metaDescription:
        "Examens PHSR, protecteurs de machines et conformité en santé et sécurité du travail pour les établissements industriels de l’Ontario et du Canada.",
    },
  },
  {
    name: "Project Management",
    slug: "project-management",
    description:
      "Stage gates, estimates, schedules and project controls for capital projects in manufacturing plants and industrial facilities.",
    metaDescription: "Capital project management for plants: stage-gate reviews, estimate classes, earned value and change control.",
    fr: {
      name: "Gestion de projet",
      slug: "gestion-de-projet",
      description:
        "Jalons décisionnels, estimations, échéanciers et maîtrise des projets d’investissement dans les usines et les installations industrielles.",
      metaDescription:
        "Gestion des projets d’investissement en usine\u00a0: revues de jalons, classes d’estimation, valeur acquise et gestion des modifications.",
    },
  },
  {
    name: "Engineering Talent",
    slug: "engineering-talent",
    description: "Staffing engineering work: contract and permanent hiring, licensing, onboarding and keeping project teams productive.",
    metaDescription: "Engineering staffing advice: staff augmentation, direct hire, licensing and onboarding for project and plant teams.",
    fr: {
      name: "Talents en ingénierie",
      slug: "talents-en-ingenierie",
      description:
        "Doter les équipes d’ingénierie\u00a0: embauche contractuelle et permanente, permis d’exercice, intégration et productivité des équipes de projet.",
      metaDescription:
        "Conseils de dotation en ingénierie\u00a0: renfort de personnel, embauche directe, permis d’exercice et intégration des équipes de projet et d’usine.",
    },
  },
] satisfies SampleCategory[];
