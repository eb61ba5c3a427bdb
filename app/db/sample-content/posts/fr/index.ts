import type { SamplePost } from "../../types";
import { auditsEnergetiques } from "./audits-energetiques";
import { certificationLeed } from "./certification-leed";
import { equipementSousPressionQuebec } from "./equipement-sous-pression-quebec";
import { loi96FirmesIngenierie } from "./loi-96-firmes-ingenierie";
import { necExplique } from "./nec-explique";
import { programmesEfficaciteEnergetiqueQuebec } from "./programmes-efficacite-energetique-quebec";

/** The French sample posts, newest first: translations of English posts and posts written in French alone. */
export const samplePostsFr: SamplePost[] = [
  equipementSousPressionQuebec,
  necExplique,
  loi96FirmesIngenierie,
  programmesEfficaciteEnergetiqueQuebec,
  auditsEnergetiques,
  certificationLeed,
];
