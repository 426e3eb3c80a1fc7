/**
 * The small pure pieces of the retry policy: backoff, retry-after parsing, redaction, token counts.
 */
import { describe, expect, it } from 'vitest';
import { retryAfter } from '../../src/llm/classify.js';
import { redact } from '../../src/llm/errors.js';
import { systemClock } from '../../src/core/clock.js';
import { backoffDelay, DEFAULT_RETRY_POLICY } from '../../src/llm/retry.js';
import { countTokens } from '../../src/llm/tokens.js';

describe('backoffDelay', () => {
  const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1_000, maxDelayMs: 8_000 };

  it('doubles per retry between half and all of the step', () => {
    expect([1, 2, 3].map((n) => backoffDelay(n, policy, () => 0))).toEqual([500, 1_000, 2_000]);
    expect([1, 2, 3].map((n) => backoffDelay(n, policy, () => 1))).toEqual([1_000, 2_000, 4_000]);
  });

  it('never waits longer than the ceiling', () => {
    expect(backoffDelay(20, policy, () => 1)).toBe(8_000);
  });
});

describe('retryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('prefers retry-after-ms, then seconds, then an HTTP date', () => {
    expect(retryAfter(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
    expect(retryAfter(new Headers({ 'retry-after': '1.5' }), now)).toBe(1_500);
    expect(retryAfter(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), now)).toBe(3_000);
  });

  it('ignores a missing or unreadable header', () => {
    expect(retryAfter(new Headers(), now)).toBeUndefined();
    expect(retryAfter(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
  });
});

describe('redact', () => {
  it('replaces every occurrence of each secret', () => {
    expect(redact('key sk-abc123 and again sk-abc123', ['sk-abc123'])).toBe('key *** and again ***');
  });
});

describe('countTokens', () => {
  it('counts o200k tokens exactly', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(2);
  });
});

describe('systemClock', () => {
  it('ends a sleep early with the abort reason', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop waiting')), 20);
    // Unaborted, the sleep would resolve after 10 s instead of rejecting with the reason.
    await expect(systemClock.sleep(10_000, controller.signal)).rejects.toThrow('stop waiting');
  });

  it('sleeps for real when not aborted', async () => {
    const started = systemClock.now();
    await systemClock.sleep(30);
    expect(systemClock.now() - started).toBeGreaterThanOrEqual(25);
  });
});
