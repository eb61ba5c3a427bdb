import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./auth.server";

// How strong a new password is, estimated by zxcvbn-ts (common passwords, names, words, dates, keyboard
// patterns, l33t), not by rules of thumb: "Password123!" is refused, four random words are not.

/** zxcvbn's scale runs 0-4; 3 means "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

export type StrengthVerdict = { ok: true } | { ok: false; message: string };

/** Whether `password` may become an account's password; `personal` are words it must not lean on (the username). */
export function judgeNewPassword(password: string, personal: string[] = []): StrengthVerdict {
  if (password.length < MIN_PASSWORD_LENGTH)
    return { ok: false, message: `The password must be at least ${MIN_PASSWORD_LENGTH} characters` };
  if (password.length > MAX_PASSWORD_LENGTH)
    return { ok: false, message: `The password must be at most ${MAX_PASSWORD_LENGTH} characters` };
  // The estimate looks at the first 100 characters at most (its cost grows with the length).
  const result = getEstimator().check(password.slice(0, 100), [...personal, "northbridge", "engineering"]);
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true };
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(" ");
  return { ok: false, message: `This password is too easy to guess.${hints ? ` ${hints}` : ""} A few unrelated words together work well.` };
}
