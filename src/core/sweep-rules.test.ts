import { describe, expect, it } from 'vitest';
import {
  budgetDecision,
  estimateTokens,
  isBot,
  isUnchanged,
  matrixJson,
  matrixTokenShare,
  prefilter,
  sweepExitCode,
  type SweepEntry,
  type SweepPull,
} from './sweep-rules.js';

const pull = (over: Partial<SweepPull> = {}): SweepPull => ({
  number: 1,
  title: 't',
  draft: false,
  author: 'octocat',
  authorType: 'User',
  headSha: 'a'.repeat(40),
  ...over,
});

describe('prefilter', () => {
  it('skips drafts before anything else', () => {
    expect(prefilter(pull({ draft: true, authorType: 'Bot' }))?.reason).toBe('draft');
  });
  it('skips PRs opened by GitHub Apps, by type or by the [bot] login', () => {
    expect(prefilter(pull({ author: 'dependabot[bot]', authorType: 'Bot' }))).toEqual({
      reason: 'bot',
      detail: 'opened by the bot dependabot[bot]',
    });
    expect(isBot({ author: 'renovate[bot]', authorType: 'User' })).toBe(true);
    expect(isBot({ author: 'botanist', authorType: 'User' })).toBe(false);
  });
  it('keeps a ready PR by a person', () => {
    expect(prefilter(pull())).toBeNull();
  });
});

describe('isUnchanged', () => {
  it('is true only when the watermark is the current head', () => {
    const head = 'ab'.repeat(20);
    expect(isUnchanged(head, head.toUpperCase())).toBe(true);
    expect(isUnchanged(head, 'cd'.repeat(20))).toBe(false);
    // No summary, or an incomplete last review (no watermark): review again.
    expect(isUnchanged(head, null)).toBe(false);
  });
});

describe('budgetDecision', () => {
  it('without a budget always starts, keeping max-review-tokens', () => {
    expect(budgetDecision({ used: 10 ** 9, budget: 0, estimate: 10 ** 6, perReview: 5000 })).toEqual({
      start: true,
      maxReviewTokens: 5000,
    });
  });
  it('caps a review at what is left, so one PR cannot run far past the budget', () => {
    expect(budgetDecision({ used: 700, budget: 1000, estimate: 0, perReview: 0 })).toEqual({
      start: true,
      maxReviewTokens: 300,
    });
    expect(budgetDecision({ used: 700, budget: 1000, estimate: 0, perReview: 100 })).toEqual({
      start: true,
      maxReviewTokens: 100,
    });
  });
  it('does not start when the budget is spent', () => {
    const d = budgetDecision({ used: 1000, budget: 1000, estimate: 0, perReview: 0 });
    expect(d).toEqual({ start: false, detail: 'budget: 1000 of 1000 tokens spent (sweep-max-tokens)' });
  });
  it('does not start when the estimate is more than what is left', () => {
    const d = budgetDecision({ used: 600, budget: 1000, estimate: 401, perReview: 0 });
    expect(d.start).toBe(false);
    expect(budgetDecision({ used: 600, budget: 1000, estimate: 400, perReview: 0 }).start).toBe(true);
  });
});

describe('estimateTokens', () => {
  it('is 0 before the first review, then the rounded-up mean', () => {
    expect(estimateTokens([])).toBe(0);
    expect(estimateTokens([100, 201])).toBe(151);
  });
});

describe('sweepExitCode', () => {
  const reviewed = (verdict: 'complete' | 'incomplete' | 'fail-on'): SweepEntry => ({
    pull: pull(),
    status: 'reviewed',
    verdict,
    findings: 0,
    posted: 0,
    tokens: 0,
    detail: '',
  });
  it('passes when every review is complete and skips do not count', () => {
    const skipped: SweepEntry = { pull: pull(), status: 'skipped', reason: 'budget', detail: '' };
    expect(sweepExitCode([reviewed('complete'), skipped])).toBe(0);
    expect(sweepExitCode([])).toBe(0);
  });
  it('is 2 for a failed or incomplete review, over a fail-on hit', () => {
    expect(sweepExitCode([reviewed('fail-on'), reviewed('incomplete')])).toBe(2);
    expect(sweepExitCode([reviewed('complete'), { pull: pull(), status: 'failed', error: 'x' }])).toBe(2);
    expect(sweepExitCode([reviewed('complete'), reviewed('fail-on')])).toBe(1);
  });
});

describe('matrix', () => {
  it('is the job matrix GitHub expands, one `pr` a job', () => {
    expect(JSON.parse(matrixJson([12, 15]))).toEqual({ pr: [12, 15] });
    expect(matrixJson([])).toBe('{"pr":[]}');
  });
  it('splits the sweep budget evenly over the jobs, never above max-review-tokens', () => {
    expect(matrixTokenShare(1000, 3, 0)).toBe(333);
    expect(matrixTokenShare(1000, 3, 200)).toBe(200);
    expect(matrixTokenShare(0, 3, 0)).toBe(0);
    expect(matrixTokenShare(0, 3, 50)).toBe(50);
    expect(matrixTokenShare(1000, 0, 0)).toBe(0);
  });
});
