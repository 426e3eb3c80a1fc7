/**
 * RunBudget.sideCall: the plan, relocation and falsification calls of a deep group share one way
 * to be refused, counted, recorded and to fail; each caller words its own warning from the outcome.
 */
import { describe, expect, it } from 'vitest';
import type { ModelClient, ModelRequest, ModelResponse } from '../../../src/core/ports.js';
import { ModelError } from '../../../src/llm/errors.js';
import { RunBudget, emptyStats } from '../../../src/review/model/deep/budget.js';

const clock = { now: () => 0, sleep: () => Promise.resolve() };
const request: ModelRequest = { system: 'sys', messages: [{ role: 'user', content: 'question' }] };

function model(answer: () => Promise<ModelResponse>): ModelClient & { sent: number } {
  const client = {
    provider: 'test',
    model: 'test-model',
    sent: 0,
    countTokens: (text: string) => text.length,
    complete: async () => {
      client.sent++;
      return answer();
    },
  };
  return client;
}

const response = (finishReason: ModelResponse['finishReason']): ModelResponse => ({
  text: '{"ok":true}',
  finishReason,
  usage: { prompt_tokens: 40, completion_tokens: 5, cached_tokens: 10, cache_write_tokens: 0 },
  model: 'test-model',
});

describe('RunBudget.sideCall', () => {
  it('returns the text of an answer that ended with stop, counted against the run and the group', async () => {
    const budget = new RunBudget(clock, 1_000, 0);
    const stats = emptyStats('g');
    const client = model(() => Promise.resolve(response('stop')));
    expect(await budget.sideCall(client, request, stats)).toEqual({ text: '{"ok":true}' });
    expect([client.sent, stats.calls, stats.prompt_tokens, stats.cached_tokens, budget.spent]).toEqual([
      1, 1, 40, 10, 45,
    ]);
  });

  it('names a cut answer by its finish reason, still recorded', async () => {
    const budget = new RunBudget(clock, 0, 0);
    const stats = emptyStats('g');
    expect(
      await budget.sideCall(
        model(() => Promise.resolve(response('length'))),
        request,
        stats,
      ),
    ).toEqual({ cut: 'length' });
    expect(stats.completion_tokens).toBe(5);
  });

  it('refuses, without sending, a call whose system and messages would pass max-review-tokens', async () => {
    // 'sys' + 'question' is 11 tokens by this counter: 10 allowed, 11 refused.
    const budget = new RunBudget(clock, 10, 0);
    const stats = emptyStats('g');
    const client = model(() => Promise.resolve(response('stop')));
    const outcome = await budget.sideCall(client, request, stats);
    expect(outcome).toEqual({ refused: expect.stringMatching(/max-review-tokens \(10\) would be exceeded/) });
    expect([client.sent, stats.calls]).toEqual([0, 0]);
    expect(await new RunBudget(clock, 11, 0).sideCall(client, request, emptyStats('g'))).toHaveProperty(
      'text',
    );
  });

  it('turns a failure into its message, and a failure every call would hit refuses the next one', async () => {
    const budget = new RunBudget(clock, 0, 0);
    const stats = emptyStats('g');
    const denied = new ModelError('the API key was rejected (401)', {
      kind: 'auth',
      retryable: false,
      provider: 'test',
      model: 'test-model',
    });
    const client = model(() => Promise.reject(denied));
    expect(await budget.sideCall(client, request, stats)).toEqual({
      failed: 'the API key was rejected (401)',
    });
    expect(stats.calls).toBe(1);
    const next = await budget.sideCall(client, request, stats);
    expect(next).toEqual({
      refused: expect.stringMatching(/failure every call would hit: the API key was rejected/),
    });
    expect(client.sent).toBe(1);
  });
});

describe('RunBudget deadline', () => {
  it('sends a call a millisecond before max-review-seconds and refuses one at exactly it', async () => {
    let now = 5_000;
    const ticking = { now: () => now, sleep: () => Promise.resolve() };
    const budget = new RunBudget(ticking, 0, 2); // deadline at 7,000 ms
    const client = model(() => Promise.resolve(response('stop')));
    now = 6_999;
    expect(await budget.sideCall(client, request, emptyStats('g'))).toEqual({ text: '{"ok":true}' });
    now = 7_000;
    expect(await budget.sideCall(client, request, emptyStats('g'))).toEqual({
      refused: expect.stringMatching(/max-review-seconds \(2\) reached/),
    });
    expect(client.sent).toBe(1);
  });

  it("stops at the run's own deadline when given one, not max-review-seconds after the budget was made", async () => {
    let now = 5_000;
    const ticking = { now: () => now, sleep: () => Promise.resolve() };
    // The run started at 0 with max-review-seconds 6: its deadline is 6,000 ms, though the deep
    // review only begins at 5,000 (after grouping).
    const budget = new RunBudget(ticking, 0, 6, 6_000);
    const client = model(() => Promise.resolve(response('stop')));
    now = 5_999;
    expect(await budget.sideCall(client, request, emptyStats('g'))).toEqual({ text: '{"ok":true}' });
    now = 6_000;
    expect(await budget.sideCall(client, request, emptyStats('g'))).toEqual({
      refused: expect.stringMatching(/max-review-seconds \(6\) reached/),
    });
    expect(client.sent).toBe(1);
  });
});
