/**
 * The limits a run of lens calls keeps (its concurrency, prompt size, tokens and time) and what it
 * says when one of them stops it: the reason on each call it skipped and one warning per kind of stop.
 * Apart from execute.ts, which decides when to stop, so the wording a user reads about a budget
 * sits beside the budget's fields, and the dispatcher reads as the order of its calls.
 */

/** The limits of one run of lens calls (from the settings of the same names). */
export interface Budgets {
  maxConcurrency: number;
  maxInputTokens: number;
  /** 0 = no ceiling. */
  maxReviewTokens: number;
  /** 0 = no deadline. */
  maxReviewSeconds: number;
  /**
   * When the run's time runs out, in milliseconds on the context's clock: the pipeline's one
   * deadline, so the time the grouping call took is not given back. Absent: `maxReviewSeconds` from
   * the start of these calls (a caller that runs only the calls).
   */
  deadline?: number;
  maxOutputTokens?: number;
}

/** What stopped dispatch: a failure every call would hit, the deadline, or the token budget. */
export type Stop = 'fatal' | 'deadline' | 'budget';

/** The coverage note of a call that a stop kept from running. */
export function skipReason(stop: Stop, budgets: Budgets, fatal: string | null): string {
  if (stop === 'fatal') return `not run: ${fatal ?? 'an earlier call failed'}`;
  if (stop === 'deadline') return `skipped: max-review-seconds (${budgets.maxReviewSeconds}) reached`;
  return `skipped: max-review-tokens (${budgets.maxReviewTokens}) reached`;
}

/** One warning per kind of stop, with how many calls it kept from running and what to raise. */
export function stopWarnings(
  skipped: Record<Stop, number>,
  budgets: Budgets,
  fatal: string | null,
): string[] {
  const out: string[] = [];
  if (skipped.fatal > 0)
    out.push(
      `review stopped after a failure every call would hit: ${fatal}; ${skipped.fatal} call(s) not run`,
    );
  if (skipped.deadline > 0) {
    out.push(
      `max-review-seconds (${budgets.maxReviewSeconds}) reached: ${skipped.deadline} queued call(s) skipped; raise max-review-seconds for a full review`,
    );
  }
  if (skipped.budget > 0) {
    out.push(
      `max-review-tokens (${budgets.maxReviewTokens}) would be exceeded: ${skipped.budget} call(s) not run; raise max-review-tokens or narrow the review`,
    );
  }
  return out;
}
