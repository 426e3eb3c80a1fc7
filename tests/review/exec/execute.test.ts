import { describe, expect, it } from 'vitest';
import { ModelError } from '../../../src/llm/errors.js';
import { countTokens } from '../../../src/llm/tokens.js';
import { runModelReview } from '../../../src/review/model/exec/run-model-review.js';
import { dedupeFindings } from '../../../src/review/stages/merge/dedupe.js';
import {
  about,
  answer,
  BufferLogger,
  fixture,
  ManualClock,
  NONE,
  reviewInput,
  ScriptedModel,
} from './helpers.js';
import { runContext } from '../../../src/review/run-context.js';

const serverError = () =>
  new ModelError('openai answered HTTP 500: boom — the provider is failing or overloaded', {
    kind: 'server',
    retryable: true,
    provider: 'openai',
    model: 'm',
  });
const authError = () =>
  new ModelError('openai answered HTTP 401: bad key — set the api-key input', {
    kind: 'auth',
    retryable: false,
    provider: 'openai',
    model: 'm',
  });

const CONSOLE = { line: 22, anchor: "console.log('closed');", category: 'logging', title: 'Stray log' };

describe('runModelReview: parse and anchor', () => {
  it('pins a finding whose claimed line is off to the line it quotes', async () => {
    const model = new ScriptedModel((req) =>
      about(req).unit === 'db' && about(req).lens === 'security' ? answer({ line: 2 }) : NONE,
    );
    const result = await runModelReview(reviewInput(model));
    expect(result.incomplete).toBe(false);
    expect(result.unanchored).toEqual([]);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      path: 'src/db.ts',
      line: 3,
      side: 'RIGHT',
      anchored: true,
      lens: 'security',
      anchor: '  const sql = "SELECT * FROM users WHERE id = " + id;',
    });
    expect(result.findings[0]?.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(result.calls).toBe(4);
  });

  it('keeps findings it cannot pin as unanchored instead of dropping them', async () => {
    const model = new ScriptedModel((req) =>
      about(req).unit === 'db' && about(req).lens === 'security'
        ? answer(
            { anchor: 'eval(userInput)', title: 'Not in the diff' },
            { path: 'src/util.ts', anchor: 'const sum = a - b;', title: 'Other unit' },
          )
        : NONE,
    );
    const result = await runModelReview(reviewInput(model));
    expect(result.findings).toEqual([]);
    expect(result.unanchored.map((f) => f.title).sort()).toEqual(['Not in the diff', 'Other unit']);
    expect(result.unanchored.every((f) => !f.anchored)).toBe(true);
  });

  it('re-asks exactly once on malformed output, showing the model its bad answer', async () => {
    let bad = true;
    const model = new ScriptedModel((req) => {
      if (about(req).unit !== 'db' || about(req).lens !== 'security') return NONE;
      if (bad) {
        bad = false;
        return { text: 'Here are my findings: none really' };
      }
      return answer({});
    });
    const result = await runModelReview(reviewInput(model));
    expect(model.requests).toHaveLength(5);
    const reask = model.requests.find((r) => r.messages.length === 3);
    expect(reask?.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(reask?.messages[1]?.content).toBe('Here are my findings: none really');
    expect(reask?.messages[2]?.content).toMatch(/not valid JSON/);
    expect(result.findings).toHaveLength(1);
    expect(result.incomplete).toBe(false);
  });

  it('fails a call that answers malformed twice and keeps the findings of the others', async () => {
    const model = new ScriptedModel((req) => {
      const { unit, lens } = about(req);
      if (unit === 'util' && lens === 'correctness') return { text: '{"result": []}' };
      return unit === 'db' && lens === 'security' ? answer({}) : NONE;
    });
    const result = await runModelReview(reviewInput(model));
    const utilCalls = model.requests.filter(
      (r) => about(r).unit === 'util' && about(r).lens === 'correctness',
    );
    expect(utilCalls).toHaveLength(2);
    expect(result.incomplete).toBe(true);
    expect(result.findings).toHaveLength(1);
    expect(result.warnings.join('\n')).toMatch(/util:correctness.*malformed output twice/);
    expect(result.coverage.notReviewed).toEqual([
      expect.objectContaining({ path: 'src/util.ts', lens: 'correctness' }),
    ]);
  });
});

describe('runModelReview: truncation and input budget', () => {
  it('splits a unit whose answer was cut off and keeps both halves’ findings', async () => {
    const model = new ScriptedModel((req) => {
      const { unit, lens } = about(req);
      if (unit !== 'db' || lens !== 'security') return NONE;
      const hasFirst = req.system.includes('const sql');
      const hasSecond = req.system.includes("console.log('closed')");
      if (hasFirst && hasSecond) return { text: '{"findings": [{"path": "src/d', finishReason: 'length' };
      return hasFirst ? answer({}) : answer({ ...CONSOLE, severity: 'low' });
    });
    const result = await runModelReview(reviewInput(model));
    const halves = model.requests.filter((r) => about(r).unit === 'db' && about(r).lens === 'security');
    expect(halves).toHaveLength(3);
    expect(result.findings.map((f) => f.line).sort()).toEqual([22, 3]);
    expect(result.incomplete).toBe(false);
    expect(result.coverage.notReviewed).toEqual([]);
  });

  it('marks the run incomplete when a single hunk still truncates', async () => {
    const model = new ScriptedModel((req) =>
      about(req).unit === 'util' && about(req).lens === 'security'
        ? { text: '{"fin', finishReason: 'length' }
        : NONE,
    );
    const result = await runModelReview(reviewInput(model));
    expect(result.incomplete).toBe(true);
    expect(result.warnings.join('\n')).toMatch(/cut off .* single hunk \(src\/util\.ts\)/);
    expect(result.coverage.notReviewed).toEqual([
      expect.objectContaining({ path: 'src/util.ts', lens: 'security' }),
    ]);
  });

  it('splits a call over max-input-tokens before sending it', async () => {
    const fx = fixture();
    const size = (i: number) => countTokens(`${fx.calls[i]!.system}\n${fx.calls[i]!.user}`);
    const model = new ScriptedModel(() => NONE);
    const limit = size(0) - 1;
    expect(size(2)).toBeLessThanOrEqual(limit);
    const result = await runModelReview(
      reviewInput(
        model,
        { budgets: { maxConcurrency: 2, maxInputTokens: limit, maxReviewTokens: 0, maxReviewSeconds: 0 } },
        fx,
      ),
    );
    expect(model.requests).toHaveLength(6);
    expect(
      model.requests.some((r) => r.system.includes('const sql') && r.system.includes('console.log')),
    ).toBe(false);
    expect(result.incomplete).toBe(false);
  });
});

describe('runModelReview: run budgets', () => {
  it('stops dispatching before max-review-tokens is exceeded and keeps what was found', async () => {
    const fx = fixture();
    const size = (i: number) => countTokens(`${fx.calls[i]!.system}\n${fx.calls[i]!.user}`);
    // Each answer reports 120 tokens; the third call would cross the ceiling by one token. (The
    // prefixes are too short for any cache, so the calls go in plan order: see dispatch.test.ts.)
    const budget = 240 + size(2) - 1;
    const model = new ScriptedModel((req) => (about(req).lens === 'security' ? answer({}) : NONE));
    const result = await runModelReview(
      reviewInput(
        model,
        { budgets: { maxConcurrency: 1, maxInputTokens: 0, maxReviewTokens: budget, maxReviewSeconds: 0 } },
        fx,
      ),
    );
    expect(model.requests).toHaveLength(2);
    expect(result.findings).toHaveLength(1);
    expect(result.incomplete).toBe(true);
    expect(result.warnings.join('\n')).toMatch(
      /max-review-tokens \(\d+\) would be exceeded: 2 call\(s\) not run/,
    );
    expect(result.coverage.notReviewed.map((n) => `${n.path}:${n.lens}`)).toEqual([
      'src/util.ts:security',
      'src/util.ts:correctness',
    ]);
  });

  it('skips queued calls after max-review-seconds and lets the in-flight ones finish', async () => {
    const clock = new ManualClock();
    const model = new ScriptedModel((req) => {
      clock.advance(200_000);
      return about(req).lens === 'security' ? answer({}) : NONE;
    });
    const result = await runModelReview(
      reviewInput(model, {
        context: runContext({ clock, logger: new BufferLogger() }),
        budgets: { maxConcurrency: 1, maxInputTokens: 0, maxReviewTokens: 0, maxReviewSeconds: 300 },
      }),
    );
    expect(model.requests).toHaveLength(2);
    expect(result.findings).toHaveLength(1);
    expect(result.incomplete).toBe(true);
    expect(result.warnings.join('\n')).toMatch(
      /max-review-seconds \(300\) reached: 2 queued call\(s\) skipped/,
    );
  });

  it('starts no call at exactly max-review-seconds: the deadline itself is past it', async () => {
    const clock = new ManualClock();
    // Calls start at 0 and 150 s; the third would start at exactly 300 s.
    const model = new ScriptedModel(() => {
      clock.advance(150_000);
      return NONE;
    });
    const result = await runModelReview(
      reviewInput(model, {
        context: runContext({ clock, logger: new BufferLogger() }),
        budgets: { maxConcurrency: 1, maxInputTokens: 0, maxReviewTokens: 0, maxReviewSeconds: 300 },
      }),
    );
    expect(model.requests).toHaveLength(2);
    expect(result.incomplete).toBe(true);
    expect(result.warnings.join('\n')).toMatch(
      /max-review-seconds \(300\) reached: 2 queued call\(s\) skipped/,
    );
  });
});

describe('runModelReview: failures', () => {
  it('marks the run incomplete when a call fails and keeps the other calls’ findings', async () => {
    const model = new ScriptedModel((req) => {
      const { unit, lens } = about(req);
      if (unit === 'util') return serverError();
      return lens === 'security' ? answer({}) : NONE;
    });
    const result = await runModelReview(reviewInput(model));
    expect(result.incomplete).toBe(true);
    expect(result.findings).toHaveLength(1);
    expect(result.warnings.join('\n')).toMatch(/util:security failed: openai answered HTTP 500/);
    expect(result.coverage.notReviewed).toHaveLength(2);
  });

  it('treats a refusal and an empty answer as failed calls', async () => {
    const model = new ScriptedModel((req) => {
      const { unit, lens } = about(req);
      if (unit === 'util' && lens === 'security') return { text: '', finishReason: 'refusal' };
      if (unit === 'util') return { text: '   ' };
      return NONE;
    });
    const result = await runModelReview(reviewInput(model));
    expect(result.incomplete).toBe(true);
    expect(result.warnings.join('\n')).toMatch(/refused/);
    expect(result.warnings.join('\n')).toMatch(/empty answer/);
  });

  it('stops dispatching at once on an auth error and says how to fix it', async () => {
    const model = new ScriptedModel(() => authError());
    const result = await runModelReview(
      reviewInput(model, {
        budgets: { maxConcurrency: 1, maxInputTokens: 0, maxReviewTokens: 0, maxReviewSeconds: 0 },
        reflect: true,
      }),
    );
    expect(model.requests).toHaveLength(1);
    expect(result.incomplete).toBe(true);
    expect(result.warnings.join('\n')).toMatch(
      /every call would hit: .*set the api-key input; 3 call\(s\) not run/,
    );
    expect(result.coverage.notReviewed).toHaveLength(4);
    expect(result.coverage.notReviewed.every((n) => /api-key/.test(n.reason))).toBe(true);
  });

  it('never has more calls in flight than max-concurrency', async () => {
    const fx = fixture([...['a', 'b', 'c'].map((id) => ({ id, title: id, instructions: `lens ${id}` }))]);
    const model = new ScriptedModel(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return NONE;
    });
    const progress: number[] = [];
    await runModelReview(
      reviewInput(
        model,
        {
          lenses: [],
          budgets: { maxConcurrency: 2, maxInputTokens: 0, maxReviewTokens: 0, maxReviewSeconds: 0 },
          onCalls: (p) => progress.push(p.done),
        },
        fx,
      ),
    );
    expect(model.requests).toHaveLength(6);
    expect(model.maxInFlight).toBe(2);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('runModelReview leaves dedupe to the pipeline', () => {
  it("returns both lenses' copies of one problem, which the dedupe stage merges into one naming both", async () => {
    const model = new ScriptedModel((req) => {
      const { unit, lens } = about(req);
      if (unit !== 'db') return NONE;
      return lens === 'security'
        ? answer({ severity: 'medium', confidence: 0.95 })
        : answer({
            lens: 'correctness',
            severity: 'HIGH',
            confidence: '0.6',
            title: 'Query built by concatenation',
            body: 'other words',
            anchor: '+  const sql = "SELECT * FROM users WHERE id = " + id;',
          });
    });
    const result = await runModelReview(reviewInput(model));
    expect(result.findings).toHaveLength(2);
    expect(new Set(result.findings.map((f) => f.fingerprint)).size).toBe(1);
    const merged = dedupeFindings(result.findings, ['security', 'correctness']);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      lens: 'security+correctness',
      severity: 'high',
      title: 'Query built by concatenation',
    });
  });
});
