/**
 * Usage summing and cost: exact arithmetic on known prices, `null` (never 0) for unknown models.
 */
import { describe, expect, it } from 'vitest';
import type { ModelUsage } from '../../src/core/ports.js';
import { costUsd, findPrice, PRICES } from '../../src/llm/prices.js';
import { UsageMeter } from '../../src/llm/usage.js';

const usage = (u: Partial<ModelUsage>): ModelUsage => ({
  prompt_tokens: 0,
  completion_tokens: 0,
  cached_tokens: 0,
  cache_write_tokens: 0,
  ...u,
});

describe('UsageMeter', () => {
  it('sums every response and prices OpenAI cached input at the cached rate', () => {
    const meter = new UsageMeter();
    meter.record({
      model: 'gpt-4.1-mini',
      usage: usage({ prompt_tokens: 1_000_000, completion_tokens: 100_000 }),
    });
    meter.record({
      model: 'gpt-4.1-mini-2025-04-14',
      usage: usage({ prompt_tokens: 1_000_000, cached_tokens: 800_000, completion_tokens: 0 }),
    });
    // 1M input at $0.40 + 100k output at $1.60/M, then 200k uncached at $0.40/M + 800k cached at $0.10/M.
    expect(meter.usage()).toEqual({
      prompt_tokens: 2_000_000,
      completion_tokens: 100_000,
      cached_tokens: 800_000,
      requests: 2,
      cost_usd: 0.4 + 0.16 + 0.08 + 0.08,
    });
  });

  it('prices Anthropic cache writes above and cache reads below the input rate', () => {
    const meter = new UsageMeter();
    meter.record({
      model: 'claude-sonnet-4-5-20250929',
      usage: usage({
        prompt_tokens: 3_000_000,
        cache_write_tokens: 1_000_000,
        cached_tokens: 1_000_000,
        completion_tokens: 1_000_000,
      }),
    });
    // 1M input $3 + 1M write $3.75 + 1M read $0.30 + 1M output $15.
    expect(meter.costUsd()).toBeCloseTo(22.05, 9);
    expect(meter.totals().cache_write_tokens).toBe(1_000_000);
  });

  it('reports an unknown cost as null as soon as one model has no price', () => {
    const meter = new UsageMeter();
    meter.record({ model: 'gpt-4.1-mini', usage: usage({ prompt_tokens: 10 }) });
    meter.record({ model: 'qwen2.5-coder:7b', usage: usage({ prompt_tokens: 10 }) });
    expect(meter.usage().cost_usd).toBeNull();
    expect(meter.usage().requests).toBe(2);
  });

  it('costs nothing and counts nothing before any response', () => {
    expect(new UsageMeter().usage()).toEqual({
      prompt_tokens: 0,
      completion_tokens: 0,
      cached_tokens: 0,
      requests: 0,
      cost_usd: 0,
    });
  });

  it('keeps a sum per model', () => {
    const meter = new UsageMeter();
    meter.record({ model: 'a', usage: usage({ prompt_tokens: 1 }) });
    meter.record({ model: 'b', usage: usage({ prompt_tokens: 2 }) });
    meter.record({ model: 'a', usage: usage({ prompt_tokens: 3 }) });
    expect(meter.byModel().get('a')).toMatchObject({ prompt_tokens: 4, requests: 2 });
    expect(meter.byModel().get('b')).toMatchObject({ prompt_tokens: 2, requests: 1 });
  });
});

describe('findPrice', () => {
  it('finds snapshots, -latest aliases and gateway-prefixed ids by their base model', () => {
    expect(findPrice('gpt-4o-2024-08-06')).toBe(PRICES['gpt-4o']);
    expect(findPrice('gpt-4o-mini')).toBe(PRICES['gpt-4o-mini']);
    expect(findPrice('claude-3-5-haiku-latest')).toBe(PRICES['claude-3-5-haiku']);
    expect(findPrice('openai/gpt-4.1-mini')).toBe(PRICES['gpt-4.1-mini']);
  });

  it('does not guess a price for a variant it does not know', () => {
    expect(findPrice('gpt-4o-audio-preview')).toBeUndefined();
    expect(findPrice('llama3.1:8b')).toBeUndefined();
  });

  it('never charges a negative amount when cached and written exceed the prompt', () => {
    const price = PRICES['claude-haiku-4-5']!;
    expect(
      costUsd({ prompt_tokens: 0, cached_tokens: 10, cache_write_tokens: 10, completion_tokens: 0 }, price),
    ).toBeGreaterThan(0);
  });
});
