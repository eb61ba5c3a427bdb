import { DEFAULT_AUTHOR_NAME } from "../schema";
import type { SampleAuthor } from "./types";

export const priyaRaman: SampleAuthor = {
  name: "Priya Raman, P.Eng.",
  bio: "Priya leads our pressure equipment group in Vaughan. She has prepared and defended CRN submissions for vessels, heat exchangers and fittings in every Canadian jurisdiction, after eight years as a shop engineer at an ASME-certified fabricator.",
};

export const danielOkafor: SampleAuthor = {
  name: "Daniel Okafor, P.Eng.",
  bio: "Daniel is a senior mechanical engineer in our Calgary office. He designs pressure vessels to ASME Section VIII Divisions 1 and 2 and process piping to B31.3, mostly for gas processing, chemical and oil sands facilities.",
};

export const marcAndreTremblay: SampleAuthor = {
  name: "Marc-André Tremblay, ing.",
  bio: "Marc-André runs proof-test and registration programs for valve and fitting manufacturers, from the test plan and the witness arrangements to the final submission. He is based in Montreal and works in English and French.",
};

export const sarahWhitfield: SampleAuthor = {
  name: "Sarah Whitfield, P.Eng.",
  bio: "Sarah is a Lean Six Sigma Black Belt who has led improvement programs in metal fabrication, automotive supply and food processing plants in Ontario and the US Southeast. She coaches Green Belt teams on live projects rather than in classrooms.",
};

export const arjunMehta: SampleAuthor = {
  name: "Arjun Mehta, P.Eng., CEM",
  bio: "Arjun leads energy audits for industrial and commercial clients from our Burnaby office. He is a Certified Energy Manager with a background in compressed air, steam and refrigeration systems.",
};

export const lauraChen: SampleAuthor = {
  name: "Laura Chen, LEED AP BD+C",
  bio: "Laura coordinates LEED certification for new construction and major renovations, working between owners, design teams and contractors to keep credits on track from the charrette to the final review.",
};

export const kevinDoyle: SampleAuthor = {
  name: "Kevin Doyle, P.Eng.",
  bio: "Kevin carries out pre-start health and safety reviews of machinery, racking and process equipment in Ontario plants, and helps engineering teams design safeguarding in from the start.",
};

export const elenaVasquez: SampleAuthor = {
  name: "Elena Vasquez, PMP",
  bio: "Elena manages capital projects from our project management office in Georgia. She has set up stage-gate and project-controls processes for manufacturers expanding plants in the US Southeast and Ontario.",
};

export const firmWithBio: SampleAuthor = {
  name: DEFAULT_AUTHOR_NAME,
  bio: "Our recruiting and staffing team places engineers, designers, inspectors and project controls specialists with clients across Canada and the US Southeast, on contract and permanent terms.",
};

export const firm: SampleAuthor = { name: DEFAULT_AUTHOR_NAME };

/** The firm's engineers as author profiles (table `authors`), in both languages; posts signed by them link here. */
export type SampleAuthorProfile = {
  slug: string;
  name: string;
  credentials: string;
  titleEn: string;
  titleFr: string;
  bioEn: string;
  bioFr: string;
};

export const sampleAuthorProfiles: SampleAuthorProfile[] = [
  {
    slug: "priya-raman",
    name: "Priya Raman",
    credentials: "P.Eng.",
    titleEn: "Lead, Pressure Equipment Group (Vaughan)",
    titleFr: "Responsable du groupe des équipements sous pression (Vaughan)",
    bioEn: priyaRaman.bio!,
    bioFr:
      "Priya dirige notre groupe des équipements sous pression à Vaughan. Elle a préparé et défendu des demandes d’enregistrement pour des réservoirs, des échangeurs de chaleur et des raccords dans tous les territoires de compétence canadiens, après huit ans comme ingénieure d’atelier chez un fabricant certifié ASME.",
  },
  {
    slug: "daniel-okafor",
    name: "Daniel Okafor",
    credentials: "P.Eng.",
    titleEn: "Senior Mechanical Engineer (Calgary)",
    titleFr: "Ingénieur mécanique principal (Calgary)",
    bioEn: danielOkafor.bio!,
    bioFr:
      "Daniel est ingénieur mécanique principal à notre bureau de Calgary. Il conçoit des réservoirs sous pression selon les divisions 1 et 2 de la section VIII de l’ASME et de la tuyauterie de procédé selon B31.3, surtout pour le traitement du gaz, la chimie et les sables bitumineux.",
  },
  {
    slug: "marc-andre-tremblay",
    name: "Marc-André Tremblay",
    credentials: "ing.",
    titleEn: "Registration and Proof-Testing Programs (Montreal)",
    titleFr: "Programmes d’enregistrement et d’essais d’épreuve (Montréal)",
    bioEn: marcAndreTremblay.bio!,
    bioFr:
      "Marc-André dirige les programmes d’essais d’épreuve et d’enregistrement pour des fabricants de robinets et de raccords, du plan d’essai aux témoins jusqu’au dépôt final. Il travaille de Montréal, en français et en anglais.",
  },
  {
    slug: "sarah-whitfield",
    name: "Sarah Whitfield",
    credentials: "P.Eng.",
    titleEn: "Lean Six Sigma Black Belt, Continuous Improvement",
    titleFr: "Ceinture noire Lean Six Sigma, amélioration continue",
    bioEn: sarahWhitfield.bio!,
    bioFr:
      "Sarah est ceinture noire Lean Six Sigma. Elle a dirigé des programmes d’amélioration dans des usines de fabrication métallique, de pièces automobiles et de transformation alimentaire en Ontario et dans le sud-est des États-Unis, et accompagne des équipes de ceintures vertes sur des projets réels plutôt qu’en classe.",
  },
  {
    slug: "arjun-mehta",
    name: "Arjun Mehta",
    credentials: "P.Eng., CEM",
    titleEn: "Energy Audit Lead (Burnaby)",
    titleFr: "Responsable des audits énergétiques (Burnaby)",
    bioEn: arjunMehta.bio!,
    bioFr:
      "Arjun dirige les audits énergétiques de nos clients industriels et commerciaux depuis notre bureau de Burnaby. Gestionnaire de l’énergie certifié (CEM), il s’est spécialisé dans l’air comprimé, la vapeur et la réfrigération.",
  },
  {
    slug: "laura-chen",
    name: "Laura Chen",
    credentials: "LEED AP BD+C",
    titleEn: "LEED Certification Coordinator",
    titleFr: "Coordonnatrice de la certification LEED",
    bioEn: lauraChen.bio!,
    bioFr:
      "Laura coordonne les projets LEED de nos clients, de l’étude de faisabilité à l’examen final, et dirige la modélisation énergétique et la mise en service des bâtiments industriels et de bureaux.",
  },
  {
    slug: "kevin-doyle",
    name: "Kevin Doyle",
    credentials: "P.Eng.",
    titleEn: "Pre-Start Health and Safety Reviews (Ontario)",
    titleFr: "Examens de santé et de sécurité préalables au démarrage (Ontario)",
    bioEn: kevinDoyle.bio!,
    bioFr:
      "Kevin réalise des examens de santé et de sécurité préalables au démarrage (PHSR) de machines, de rayonnages et d’équipements de procédé dans des usines ontariennes, et aide les équipes d’ingénierie à intégrer les protections dès la conception.",
  },
  {
    slug: "elena-vasquez",
    name: "Elena Vasquez",
    credentials: "PMP",
    titleEn: "Capital Project Manager (Georgia)",
    titleFr: "Gestionnaire de projets d’immobilisations (Géorgie)",
    bioEn: elenaVasquez.bio!,
    bioFr:
      "Elena gère des projets d’immobilisations depuis notre bureau de gestion de projets en Géorgie. Elle a mis en place des processus par étapes et de contrôle de projet pour des fabricants qui agrandissent leurs usines dans le sud-est des États-Unis et en Ontario.",
  },
];

/** The profile that signs a sample post, found by the name the post gives ("Priya Raman, P.Eng."). */
export function sampleProfileFor(authorName: string): SampleAuthorProfile | undefined {
  return sampleAuthorProfiles.find((profile) => `${profile.name}, ${profile.credentials}` === authorName);
}
