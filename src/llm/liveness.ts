/**
 * Tells a hung endpoint from a slow model. A non-streaming completion sends nothing until the whole
 * answer is ready, so silence alone cannot say whether the model is still thinking (a 3-minute
 * review is normal) or the server accepted the connection and will never answer (a stalled
 * server or proxy: before, two 180 s timeouts and six minutes per call). When a call has been
 * silent for `afterMs`, one cheap metadata request (`GET /models`, which needs no generation slot)
 * goes to the same endpoint: any HTTP answer, even an error status, means it is alive and the call
 * keeps waiting; no answer within `timeoutMs` means it is hung, and the call fails at once, not
 * retried (another attempt would wait as long again). This is what `prlens doctor` finds in 30 s.
 * The waits are real time (`systemClock`), not the run's injected clock: a test clock that skips
 * backoff must not fire probes.
 */
import { systemClock } from '../core/clock.js';
import { ModelError } from './errors.js';

/** When to probe a silent call, and how long the probe may take. */
export interface LivenessPolicy {
  afterMs: number;
  timeoutMs: number;
}

/** Probe after 30 s of silence and give the probe 30 s: a hung endpoint fails in about a minute. */
export const DEFAULT_LIVENESS: LivenessPolicy = { afterMs: 30_000, timeoutMs: 30_000 };

/** A client that can ask its endpoint a cheap question: true when any HTTP answer came. */
export interface Probeable {
  readonly provider: string;
  readonly model: string;
  probe(signal: AbortSignal): Promise<boolean>;
}

/**
 * Runs `call` with `signal` aborted (reason: a non-retryable timeout `ModelError`) when the endpoint
 * answers neither the call nor a probe. The watcher stops when the call settles.
 */
export async function withLiveness<T>(
  client: Probeable,
  policy: LivenessPolicy,
  where: string,
  call: (signal: AbortSignal) => Promise<T>,
  outer: AbortSignal | undefined,
): Promise<T> {
  const hung = new AbortController();
  const settled = new AbortController();
  const signal = outer ? AbortSignal.any([outer, hung.signal]) : hung.signal;
  void watch(client, policy, settled.signal).then((silent) => {
    if (silent) hung.abort(hungError(client, where, policy));
  });
  try {
    return await call(signal);
  } catch (error) {
    if (hung.signal.aborted && !outer?.aborted) throw hung.signal.reason as ModelError;
    throw error;
  } finally {
    settled.abort();
  }
}

/** True when the probe got no answer in time; false when it did, or the call settled first. */
async function watch(client: Probeable, policy: LivenessPolicy, settled: AbortSignal): Promise<boolean> {
  const waited = await systemClock.sleep(policy.afterMs, settled).then(
    () => true,
    () => false,
  );
  if (!waited) return false;
  const stop = new AbortController();
  const onSettled = () => stop.abort();
  settled.addEventListener('abort', onSettled, { once: true });
  try {
    const expired = systemClock.sleep(policy.timeoutMs, stop.signal).then(
      () => 'expired' as const,
      () => 'stopped' as const,
    );
    const answered = client.probe(stop.signal).then((ok) => (ok ? ('alive' as const) : ('unknown' as const)));
    return (await Promise.race([expired, answered])) === 'expired' && !settled.aborted;
  } finally {
    stop.abort();
    settled.removeEventListener('abort', onSettled);
  }
}

function hungError(client: Probeable, where: string, policy: LivenessPolicy): ModelError {
  const s = (ms: number) => `${Math.round(ms / 1000)} s`;
  const { provider, model } = client;
  return new ModelError(
    `${provider}${where} accepted the connection but answered nothing for ${s(policy.afterMs)}, nor a ` +
      `models-list probe within ${s(policy.timeoutMs)}: the endpoint is hung (a stalled server or proxy), ` +
      'not slow; not retried. Check it with prlens doctor',
    { provider, model, kind: 'timeout', retryable: false },
  );
}
