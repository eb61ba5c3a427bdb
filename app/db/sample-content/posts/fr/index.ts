import type { SamplePost } from "../../types";
import { auditsEnergetiques } from "./audits-energetiques";
import { equipementSousPressionQuebec } from "./equipement-sous-pression-quebec";
import { loi96FirmesIngenierie } from "./loi-96-firmes-ingenierie";
import { necExplique } from "./nec-explique";

/** The French sample posts, newest first: translations of English posts and posts written in French alone. */
export const samplePostsFr: SamplePost[] = [equipementSousPressionQuebec, necExplique, loi96FirmesIngenierie, auditsEnergetiques];
