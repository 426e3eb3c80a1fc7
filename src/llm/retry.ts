/**
 * The one retry loop of the model layer (the SDKs' own retries are off). p-retry counts attempts and
 * honours the abort signal; the waiting goes through the injected `Clock` so tests run in
 * milliseconds, and the total-time budget is measured on that clock too.
 */
import pRetry from 'p-retry';
import type { Clock } from '../core/ports.js';
import { ModelError } from './errors.js';

export interface RetryPolicy {
  /** Attempts per model per call, the first included. */
  maxAttempts: number;
  /** Budget for one `complete()` call, waits and fallback included. */
  maxTotalMs: number;
  /** First backoff delay; doubles on each retry. */
  baseDelayMs: number;
  /** Ceiling of one backoff delay. */
  maxDelayMs: number;
  /** Ceiling of a provider's `retry-after` that we honour. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  maxTotalMs: 300_000,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 60_000,
};

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries of
 * parallel calls spread out without ever retrying at once
 * (https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/).
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

export interface RetryRunOptions {
  policy: RetryPolicy;
  clock: Clock;
  /** Epoch ms (on `clock`) after which no new attempt starts. */
  deadline: number;
  signal?: AbortSignal | undefined;
  random?: () => number;
  /** Told about every wait before it starts, for logs. */
  onRetry?: (error: ModelError, attempt: number, delayMs: number) => void;
  /**
   * How long one attempt may wait for its answer (model-timeout-seconds). A timed-out call is tried
   * again only when a whole attempt still fits before `deadline`: one cut short by the budget
   * would only spend it.
   */
  attemptMs?: number | undefined;
}

/**
 * Runs `attempt` until it succeeds, a non-retryable `ModelError` is thrown, the attempts or the time
 * budget run out, or the signal aborts (then the signal's reason is thrown).
 */
export async function retryWithPolicy<T>(
  attempt: (n: number) => Promise<T>,
  options: RetryRunOptions,
): Promise<T> {
  const { policy, clock, deadline, signal } = options;
  let attempts = 0;
  /** Why retrying stopped before the attempts ran out: said in the error, so its count adds up. */
  let stoppedBy = '';
  try {
    return await pRetry(
      (n) => {
        attempts = n;
        return attempt(n);
      },
      {
        retries: Math.max(0, policy.maxAttempts - 1),
        // p-retry would sleep on its own timer; delays come from shouldRetry via the clock instead.
        minTimeout: 0,
        factor: 1,
        signal,
        shouldRetry: async ({ error, attemptNumber }) => {
          if (!(error instanceof ModelError) || !error.retryable) return false;
          // A refused connection is tried twice, no more: a server that is not there stays away.
          if (error.code === 'ECONNREFUSED' && attemptNumber >= 2) return false;
          const delay = retryDelay(error, attemptNumber, options);
          const needs = delay + (error.kind === 'timeout' ? (options.attemptMs ?? 0) : 0);
          if (clock.now() + needs >= deadline) {
            const ms = policy.maxTotalMs;
            const budget = (ms / 1000).toFixed(ms < 10_000 ? 1 : 0);
            stoppedBy = `another attempt would not finish within the ${budget} s budget of one call`;
            return false;
          }
          options.onRetry?.(error, attemptNumber, delay);
          await clock.sleep(delay, signal);
          return true;
        },
      },
    );
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof ModelError && error.retryable && (attempts > 1 || stoppedBy !== '')) {
      const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
      const why = stoppedBy === '' ? '' : `: ${stoppedBy}`;
      throw error.with(`${error.message} (gave up after ${tries}${why})`, { attempts });
    }
    throw error;
  }
}

function retryDelay(error: ModelError, attempt: number, options: RetryRunOptions): number {
  if (error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, options.policy.maxRetryAfterMs);
  return backoffDelay(attempt, options.policy, options.random);
}
