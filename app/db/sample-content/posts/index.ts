import type { SamplePost } from "../types";
import { asmeViiiDivision1VsDivision2 } from "./asme-viii-division-1-vs-division-2";
import { burstTestingFittings } from "./burst-testing-fittings";
import { crnSubmissionsSentBack } from "./crn-submissions-sent-back";
import { dmaicWeldRepairs } from "./dmaic-weld-repairs";
import { energyAuditsAshraeLevels } from "./energy-audits-ashrae-levels";
import { leedCertificationPath } from "./leed-certification-path";
import { preStartHealthAndSafetyReviews } from "./pre-start-health-and-safety-reviews";
import { processPipingDesignBasics } from "./process-piping-design-basics";
import { staffAugmentationOrDirectHire } from "./staff-augmentation-or-direct-hire";
import { staffingAPlantTurnaround } from "./staffing-a-plant-turnaround";
import { stageGatesProjectControls } from "./stage-gates-project-controls";
import { whatIsACrn } from "./what-is-a-crn";

/** Newest first, as the blog lists them. */
export const samplePosts: SamplePost[] = [
  processPipingDesignBasics,
  staffingAPlantTurnaround,
  whatIsACrn,
  dmaicWeldRepairs,
  asmeViiiDivision1VsDivision2,
  energyAuditsAshraeLevels,
  crnSubmissionsSentBack,
  burstTestingFittings,
  leedCertificationPath,
  preStartHealthAndSafetyReviews,
  stageGatesProjectControls,
  staffAugmentationOrDirectHire,
];
