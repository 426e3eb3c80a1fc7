import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../src/core/ports.js';
import { runModelReview } from '../../../src/review/model/exec/run-model-review.js';
import { about, answer, fixture, NONE, reviewInput, ScriptedModel } from './helpers.js';

/** A promise resolved from outside, for event-driven ordering in a scripted model. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Fails instead of hanging when the order the test waits for never comes. */
function within<T>(promise: Promise<T>, what: string, ms = 2_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`never happened: ${what}`)), ms)),
  ]);
}

const isAudit = (request: ModelRequest) => request.schema?.name === 'reflection_verdicts';
const keepAll = (request: ModelRequest) => {
  const ids = [...(request.messages.at(-1)?.content ?? '').matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
  return { text: JSON.stringify({ verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null })) }) };
};

// An intent long enough that each unit's shared prefix passes the providers' 1,024-token minimum.
const LONG_INTENT = `Title: Harden the user lookup\n\n${'The lookup must reject ids that are not numeric. '.repeat(60)}`;
const budgets = (maxConcurrency: number) => ({
  maxConcurrency,
  maxInputTokens: 100_000,
  maxReviewTokens: 0,
  maxReviewSeconds: 600,
});

describe('runModelReview: cache-aware dispatch', () => {
  it("sends each unit's first call, and its other calls only once that one has answered", async () => {
    const fx = fixture(undefined, LONG_INTENT);
    expect(Math.min(...fx.units.map((u) => u.estimatedTokens))).toBeGreaterThanOrEqual(1024);
    const events: string[] = [];
    const bothLeadersIn = gate();
    const model = new ScriptedModel(async (request) => {
      const { unit, lens } = about(request);
      events.push(`send ${unit}:${lens}`);
      if (lens === 'security' && events.filter((e) => e.endsWith(':security')).length === 2)
        bothLeadersIn.open();
      // A first call answers only when the other unit's first call is out too: units overlap.
      if (lens === 'security') await within(bothLeadersIn.promise, 'both first calls in flight together');
      events.push(`answer ${unit}:${lens}`);
      return NONE;
    });
    // Four calls, two slots: calls queue anyway, so waiting for a warm prefix costs nothing.
    const result = await runModelReview(reviewInput(model, { budgets: budgets(2) }, fx));
    expect(result.incomplete).toBe(false);
    for (const unit of ['db', 'util']) {
      const answered = events.indexOf(`answer ${unit}:security`);
      const follower = events.indexOf(`send ${unit}:correctness`);
      expect(answered, unit).toBeGreaterThanOrEqual(0);
      expect(follower, `${unit}: correctness sent after security answered`).toBeGreaterThan(answered);
    }
    expect(events.slice(0, 2).sort()).toEqual(['send db:security', 'send util:security']);
  });

  it.each([
    ['every call fits in the pool (waiting would add a round trip)', 4, LONG_INTENT],
    ['the shared prefix is too short for any cache', 2, undefined],
  ])("sends a unit's calls together when %s", async (_name, slots, intent) => {
    const fx = fixture(undefined, intent);
    const sent: string[] = [];
    const twoIn = gate();
    const model = new ScriptedModel(async (request) => {
      const { unit, lens } = about(request);
      sent.push(`${unit}:${lens}`);
      if (sent.length === 2) twoIn.open();
      await within(twoIn.promise, 'two calls in flight together');
      return NONE;
    });
    await runModelReview(reviewInput(model, { budgets: budgets(slots) }, fx));
    expect(sent.slice(0, 2)).toEqual(['db:security', 'db:correctness']);
  });

  it("starts a unit's audit while another unit's lens calls are still running", async () => {
    const auditSeen = gate();
    const events: string[] = [];
    const model = new ScriptedModel(async (request) => {
      if (isAudit(request)) {
        events.push('audit');
        auditSeen.open();
        return keepAll(request);
      }
      const { unit, lens } = about(request);
      // util's calls wait for db's audit: without an audit per unit they would wait in vain.
      if (unit === 'util') await within(auditSeen.promise, "db's audit before util's calls answer");
      events.push(`answer ${unit}:${lens}`);
      return unit === 'db' && lens === 'security' ? answer({}) : NONE;
    });
    const result = await runModelReview(reviewInput(model, { reflect: true }));
    expect(result.warnings).toEqual([]);
    expect(result.incomplete).toBe(false);
    expect(result.findings.map((f) => f.title)).toEqual(['SQL injection']);
    expect(model.requests.filter(isAudit)).toHaveLength(1);
    expect(events.indexOf('audit')).toBeLessThan(events.lastIndexOf('answer util:correctness'));
    expect(events.indexOf('audit')).toBeGreaterThan(events.lastIndexOf('answer db:correctness'));
  });
});

describe('runModelReview: floor coverage', () => {
  it('names a file whose hunks no call showed to security, even when the plan left it out', async () => {
    const fx = fixture();
    const calls = fx.calls.filter((c) => c.id !== 'util:security');
    const model = new ScriptedModel(() => NONE);
    const result = await runModelReview(reviewInput(model, { calls }, fx));
    expect(result.coverage.notReviewed).toEqual([
      { path: 'src/util.ts', lens: 'security', reason: 'no call reviewed some of its hunks' },
    ]);
  });
});
