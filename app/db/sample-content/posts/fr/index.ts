import type { SamplePost } from "../../types";
import { equipementSousPressionQuebec } from "./equipement-sous-pression-quebec";
import { necExplique } from "./nec-explique";

/** The French sample posts, newest first: translations of English posts and posts written in French alone. */
export const samplePostsFr: SamplePost[] = [equipementSousPressionQuebec, necExplique];
