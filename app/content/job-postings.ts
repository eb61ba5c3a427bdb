import type { EmploymentType, JobPostingText, WorkplaceType } from "~/db/schema";
import type { Locale } from "~/i18n/locale";

/**
 * The open roles a new site starts with (added once by `ensureCareers`, in utils/careers.server.ts):
 * realistic postings in English and Quebec French, written together as the Charter of the French Language
 * asks. Staff edit, close or add postings in the admin afterwards.
 */
export type JobPostingSeed = {
  slug: string;
  officeId: string;
  workplace: WorkplaceType;
  employmentType: EmploymentType;
  salary: { min: number; max: number; currency: "CAD"; period: "year" | "hour" };
  /** Days from the moment it is seeded until it closes. */
  openForDays: number;
  text: Record<Locale, JobPostingText>;
};

export const jobPostingSeeds: JobPostingSeed[] = [
  {
    slug: "structural-engineer-peng-vaughan",
    officeId: "vaughan",
    workplace: "on-site",
    employmentType: "full-time",
    salary: { min: 98_000, max: 128_000, currency: "CAD", period: "year" },
    openForDays: 75,
    text: {
      en: {
        title: "Structural Engineer, P.Eng.",
        summary:
          "Design and check steel and concrete structures for industrial plants, pipe racks and equipment supports from our Vaughan head office.",
        description: [
          "You will lead the structural design of industrial projects from concept to issued-for-construction drawings: pipe racks, equipment foundations, platforms, mezzanines and retrofits of existing plants across Ontario.",
          "You will work beside our mechanical and CRN teams, review shop drawings, visit sites to assess existing structures, and seal the drawings and calculations you are responsible for.",
          "The role reports to the Director of Engineering and mentors two engineers in training.",
        ].join("\n\n"),
        requirements: [
          "Licensed as a Professional Engineer with Professional Engineers Ontario (P.Eng.)",
          "At least 6 years of structural design experience, industrial or heavy commercial",
          "Working knowledge of the Ontario Building Code, CSA S16 and CSA A23.3",
          "Experience with STAAD.Pro or RISA-3D and with AutoCAD or Revit",
          "Able to visit client sites in the Greater Toronto Area, occasionally further",
        ],
        benefits: [
          "Health, dental and vision coverage from the first day",
          "Group RRSP with a 5% employer match",
          "PEO dues and continuing education paid",
          "Three weeks of vacation to start",
        ],
      },
      fr: {
        title: "Ingénieure ou ingénieur en structures (P.Eng.)",
        summary:
          "Concevoir et vérifier des structures d’acier et de béton pour des usines, des supports de tuyauterie et des fondations d’équipement, à notre siège social de Vaughan.",
        description: [
          "Vous dirigerez la conception structurale de projets industriels, de l’avant-projet jusqu’aux plans émis pour construction\u00a0: supports de tuyauterie, fondations d’équipement, plateformes, mezzanines et réfection d’usines existantes partout en Ontario.",
          "Vous travaillerez avec nos équipes de génie mécanique et d’enregistrement NEC, vérifierez les dessins d’atelier, visiterez les chantiers pour évaluer les structures existantes et scellerez les plans et les calculs dont vous êtes responsable.",
          "Le poste relève de la directrice de l’ingénierie et comprend l’encadrement de deux ingénieurs débutants.",
        ].join("\n\n"),
        requirements: [
          "Permis d’ingénieur de Professional Engineers Ontario (P.Eng.)",
          "Au moins 6 ans d’expérience en conception structurale, en milieu industriel ou commercial lourd",
          "Bonne connaissance du Code du bâtiment de l’Ontario et des normes CSA S16 et CSA A23.3",
          "Maîtrise de STAAD.Pro ou de RISA-3D, et d’AutoCAD ou de Revit",
          "Disponibilité pour des visites chez les clients de la région de Toronto, parfois plus loin",
        ],
        benefits: [
          "Assurance maladie, soins dentaires et soins de la vue dès le premier jour",
          "REER collectif avec cotisation de l’employeur de 5\u00a0%",
          "Cotisation à l’ordre professionnel et formation continue payées",
          "Trois semaines de vacances dès l’embauche",
        ],
      },
    },
  },
  {
    slug: "crn-registration-specialist",
    officeId: "vaughan",
    workplace: "hybrid",
    employmentType: "full-time",
    salary: { min: 72_000, max: 90_000, currency: "CAD", period: "year" },
    openForDays: 60,
    text: {
      en: {
        title: "CRN Registration Specialist",
        summary:
          "Prepare and follow pressure-equipment registrations through the 13 Canadian jurisdictions for our manufacturing clients; three days a week in Vaughan, two from home.",
        description: [
          "You will own our clients' Canadian Registration Number files: gathering drawings, calculations and material certificates, checking them against CSA B51 and the ASME code, submitting them to TSSA, ABSA, the RBQ and the other provincial authorities, and answering reviewers' comments until the number is issued.",
          "You will keep each client informed of where their file stands, track the registrations that must be extended to other provinces, and improve the checklists our engineers use.",
          "The role is hybrid: Tuesday to Thursday at our Vaughan office, Monday and Friday from home.",
        ].join("\n\n"),
        requirements: [
          "A diploma or degree in mechanical engineering or engineering technology",
          "At least 3 years with CRN submissions, pressure vessels, boilers or fittings",
          "Working knowledge of CSA B51 and ASME Section VIII Division 1",
          "Clear written English; written French is an asset for files with the RBQ",
          "Organized: you follow twenty files at once without losing one",
        ],
        benefits: [
          "Hybrid schedule: two days a week from home",
          "Health and dental coverage, group RRSP with employer match",
          "Paid training on the ASME code",
        ],
      },
      fr: {
        title: "Spécialiste de l’enregistrement NEC",
        summary:
          "Préparer et suivre l’enregistrement d’équipements sous pression dans les 13 provinces et territoires du Canada pour nos clients fabricants\u00a0; trois jours par semaine à Vaughan, deux en télétravail.",
        description: [
          "Vous serez responsable des dossiers de numéro d’enregistrement canadien (NEC) de nos clients\u00a0: rassembler les plans, les calculs et les certificats de matériaux, les vérifier selon la norme CSA B51 et le code ASME, les soumettre à la TSSA, à l’ABSA, à la RBQ et aux autres autorités provinciales, et répondre aux commentaires des évaluateurs jusqu’à l’obtention du numéro.",
          "Vous tiendrez chaque client au courant de l’avancement de son dossier, suivrez les enregistrements à étendre à d’autres provinces et améliorerez les listes de vérification de nos ingénieurs.",
          "Le poste est hybride\u00a0: du mardi au jeudi à notre bureau de Vaughan, le lundi et le vendredi en télétravail.",
        ].join("\n\n"),
        requirements: [
          "Un diplôme d’études collégiales ou universitaires en génie mécanique ou en technologie du génie",
          "Au moins 3 ans d’expérience en demandes de NEC pour des réservoirs sous pression, des chaudières ou des raccords",
          "Bonne connaissance de la norme CSA B51 et de la section VIII, division 1, du code ASME",
          "Excellente maîtrise du français écrit pour les dossiers de la RBQ\u00a0; l’anglais écrit est essentiel",
          "Sens de l’organisation\u00a0: vous suivez vingt dossiers à la fois sans en perdre un",
        ],
        benefits: [
          "Horaire hybride\u00a0: deux jours de télétravail par semaine",
          "Assurances maladie et dentaire, REER collectif avec cotisation de l’employeur",
          "Formation payée sur le code ASME",
        ],
      },
    },
  },
  {
    slug: "mechanical-eit-calgary",
    officeId: "calgary",
    workplace: "on-site",
    employmentType: "full-time",
    salary: { min: 68_000, max: 80_000, currency: "CAD", period: "year" },
    openForDays: 45,
    text: {
      en: {
        title: "Mechanical Engineer in Training (EIT)",
        summary:
          "Start your career on energy and process projects across the Prairies, working under a P.Eng. on piping, pressure equipment and plant upgrades.",
        description: [
          "You will join our Calgary team on projects for gas processing, water treatment and manufacturing clients: piping stress checks, equipment sizing, pressure-vessel calculations for CRN submissions, and site surveys of existing plants.",
          "A professional engineer will supervise and sign off your work, and we will plan with you the experience APEGA asks for your licence.",
        ].join("\n\n"),
        requirements: [
          "A bachelor's degree in mechanical engineering from an accredited program",
          "Registered, or eligible to register, as an Engineer-in-Training with APEGA",
          "Up to 3 years of experience, co-op terms included",
          "Some practice with a piping stress or pressure-vessel program (CAESAR II, PV Elite) is an asset",
          "A valid driver's licence for site visits in Alberta and Saskatchewan",
        ],
        benefits: [
          "A mentor who is a P.Eng., and a plan toward your licence",
          "APEGA dues and exam fees paid",
          "Health and dental coverage, group RRSP with employer match",
        ],
      },
      fr: {
        title: "Ingénieure ou ingénieur stagiaire en mécanique (EIT)",
        summary:
          "Lancer votre carrière sur des projets d’énergie et de procédés dans les Prairies, sous la supervision d’un ingénieur, en tuyauterie, en équipement sous pression et en modernisation d’usines.",
        description: [
          "Vous vous joindrez à notre équipe de Calgary pour des projets de traitement du gaz, de traitement de l’eau et de fabrication\u00a0: analyses de contraintes de tuyauterie, dimensionnement d’équipement, calculs de réservoirs sous pression pour les demandes de NEC et relevés d’usines existantes.",
          "Un ingénieur supervisera et approuvera votre travail, et nous planifierons avec vous l’expérience que l’APEGA exige pour l’obtention de votre permis.",
        ].join("\n\n"),
        requirements: [
          "Un baccalauréat en génie mécanique d’un programme agréé",
          "Inscription, ou admissibilité, comme ingénieur stagiaire (EIT) auprès de l’APEGA",
          "Jusqu’à 3 ans d’expérience, stages compris",
          "La connaissance d’un logiciel d’analyse de tuyauterie ou de réservoirs (CAESAR II, PV Elite) est un atout",
          "Un permis de conduire valide pour les visites de chantier en Alberta et en Saskatchewan",
        ],
        benefits: [
          "Un mentor ingénieur et un plan menant à l’obtention de votre permis",
          "Cotisation à l’APEGA et frais d’examen payés",
          "Assurances maladie et dentaire, REER collectif avec cotisation de l’employeur",
        ],
      },
    },
  },
];
