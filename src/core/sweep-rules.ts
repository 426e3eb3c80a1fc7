/**
 * The scheduled re-review ("sweep") decisions, pure so they can be tested without GitHub: which
 * open pull requests to skip and why, whether the token budget allows starting one more review,
 * how many tokens that review may spend, and the step's verdict over all of them.
 */

/** An open pull request as the list endpoint gives it: enough to decide without more requests. */
export interface SweepPull {
  number: number;
  title: string;
  draft: boolean;
  author: string;
  /** `user.type`: `User`, `Bot` or `Organization`. */
  authorType: string;
  headSha: string;
}

export type SkipReason = 'draft' | 'bot' | 'unchanged' | 'closed' | 'max-prs' | 'budget';

/** What the sweep did with one pull request. */
export type SweepEntry = { pull: SweepPull } & (
  | { status: 'skipped'; reason: SkipReason; detail: string }
  /** Chosen for review (the matrix lists these; an in-process sweep reviews them next). */
  | { status: 'selected' }
  | {
      status: 'reviewed';
      /** The review finished (`complete`), stopped early (`incomplete`), or a finding hit fail-on. */
      verdict: 'complete' | 'incomplete' | 'fail-on';
      findings: number;
      posted: number;
      tokens: number;
      detail: string;
    }
  | { status: 'failed'; error: string }
);

/** Why a pull request is not worth a review before any per-PR request is made; null = a candidate. */
export function prefilter(pull: SweepPull): { reason: SkipReason; detail: string } | null {
  if (pull.draft) return { reason: 'draft', detail: 'draft: reviewed when marked ready' };
  if (isBot(pull)) return { reason: 'bot', detail: `opened by the bot ${pull.author}` };
  return null;
}

/**
 * A bot author: GitHub Apps (Dependabot, Renovate, github-actions) have `user.type: Bot` and a
 * `[bot]` login suffix. https://docs.github.com/rest/users/users#get-a-user
 */
export function isBot(pull: Pick<SweepPull, 'author' | 'authorType'>): boolean {
  return pull.authorType === 'Bot' || /\[bot\]$/i.test(pull.author);
}

/** True when the summary's watermark (last fully reviewed head) is the PR's current head. */
export function isUnchanged(headSha: string, reviewedSha: string | null): boolean {
  return reviewedSha !== null && reviewedSha.toLowerCase() === headSha.toLowerCase();
}

/** Expected tokens of the next review: the mean of the reviews so far (0 before the first). */
export function estimateTokens(spent: readonly number[]): number {
  if (spent.length === 0) return 0;
  return Math.ceil(spent.reduce((a, b) => a + b, 0) / spent.length);
}

export type BudgetDecision =
  | { start: true; /** max-review-tokens for this review; 0 = no limit. */ maxReviewTokens: number }
  | { start: false; detail: string };

/**
 * Whether to start one more review. With a budget (> 0), a review starts only when the tokens left
 * cover the estimate, and it may spend at most what is left (so one PR cannot run far past the
 * budget: the review stops and is marked incomplete instead). `perReview` is max-review-tokens
 * (0 = none), which still applies when it is the smaller limit.
 */
export function budgetDecision(input: {
  used: number;
  budget: number;
  estimate: number;
  perReview: number;
}): BudgetDecision {
  const { used, budget, estimate, perReview } = input;
  if (budget === 0) return { start: true, maxReviewTokens: perReview };
  const left = budget - used;
  if (left <= 0) {
    return { start: false, detail: `budget: ${used} of ${budget} tokens spent (sweep-max-tokens)` };
  }
  if (estimate > left) {
    return {
      start: false,
      detail: `budget: ${left} tokens left, a review takes about ${estimate} (sweep-max-tokens ${budget})`,
    };
  }
  return { start: true, maxReviewTokens: perReview === 0 ? left : Math.min(perReview, left) };
}

/** The step's exit code over all entries: 2 when any review failed or was incomplete, 1 on fail-on, else 0. */
export function sweepExitCode(entries: readonly SweepEntry[]): 0 | 1 | 2 {
  let code: 0 | 1 | 2 = 0;
  for (const e of entries) {
    if (e.status === 'failed' || (e.status === 'reviewed' && e.verdict === 'incomplete')) return 2;
    if (e.status === 'reviewed' && e.verdict === 'fail-on') code = 1;
  }
  return code;
}

/**
 * The job matrix for `strategy.matrix: ${{ fromJSON(needs.sweep.outputs.matrix) }}`. GitHub fails
 * a job whose matrix is empty, so callers also emit the count and skip the job on 0.
 */
export function matrixJson(numbers: readonly number[]): string {
  return JSON.stringify({ pr: [...numbers] });
}

/**
 * max-review-tokens for each job of a matrix: the jobs run apart and cannot share a counter, so
 * the budget is split evenly up front (0 = no limit). `perReview` still applies when smaller.
 */
export function matrixTokenShare(budget: number, count: number, perReview: number): number {
  if (budget === 0 || count === 0) return perReview;
  const share = Math.max(1, Math.floor(budget / count));
  return perReview === 0 ? share : Math.min(perReview, share);
}
