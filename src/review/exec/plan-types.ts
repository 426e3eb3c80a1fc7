/**
 * What the execution half needs from the planning half (src/review/plan). The planner's functions
 * are reached through `Planner` so a test can count or refuse splits; `defaultPlanner` is the real one.
 */
import type { PromptContext } from '../plan/context.js';
import { buildCallForUnit, splitUnit } from '../plan/lens-plan.js';
import { redactSecrets } from '../../prompt/redact.js';
import type { LensCall, LensSpec, ReviewUnit } from '../plan/types.js';

export type { PromptContext } from '../plan/context.js';
export type { LensCall, LensSpec, ReviewUnit } from '../plan/types.js';

/** The planning functions the executor calls back into (splitting and prompt redaction). */
export interface Planner {
  /** Builds the call for `unit` seen through `lenses` (used for the halves of a split unit). */
  buildCallForUnit(unit: ReviewUnit, lenses: LensSpec[], ctx: PromptContext): LensCall;
  /** Splits a unit into two smaller ones, or null when it is a single hunk. */
  splitUnit(unit: ReviewUnit, ctx: PromptContext): [ReviewUnit, ReviewUnit] | null;
  /** Masks secrets in text sent to the model. */
  redactSecrets(text: string): string;
}

/** The planning half's own functions. */
export const defaultPlanner: Planner = { buildCallForUnit, splitUnit, redactSecrets };
