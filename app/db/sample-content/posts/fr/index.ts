import type { SamplePost } from "../../types";

/** The French sample posts, newest first: translations of English posts and posts written in French alone. */
export const samplePostsFr: SamplePost[] = [];
