/**
 * `ResilientModelClient` wraps a thin provider adapter with everything that makes a call survive
 * the real world, in one place: classified retries with backoff, a per-call time budget, the abort
 * signal, dropping a parameter the model rejects, and an optional fallback model.
 */
import type { Clock, Logger, ModelClient, ModelRequest, ModelResponse } from '../core/ports.js';
import { classifyError, type SdkErrorClasses } from './classify.js';
import { ModelError, type RejectedParam } from './errors.js';
import { systemClock } from '../core/clock.js';
import { DEFAULT_LIVENESS, withLiveness, type LivenessPolicy } from './liveness.js';
import { DEFAULT_RETRY_POLICY, retryWithPolicy, type RetryPolicy } from './retry.js';
import type { UsageMeter } from './usage.js';

/**
 * A provider adapter; one on an SDK names that SDK's error classes, by which its failures are
 * classified, and may answer a liveness probe (src/llm/liveness.ts).
 */
export type AdapterClient = ModelClient & {
  readonly sdkErrors?: SdkErrorClasses | undefined;
  probe?: ((signal: AbortSignal) => Promise<boolean>) | undefined;
};

export interface ResilientOptions {
  primary: AdapterClient;
  /** Tried after the primary's retryable failures are exhausted, or at once on an unknown model. */
  fallback?: AdapterClient | undefined;
  policy?: Partial<RetryPolicy> | undefined;
  clock?: Clock | undefined;
  logger?: Logger | undefined;
  /** Every successful response is recorded here. */
  meter?: UsageMeter | undefined;
  /** Endpoint and timeout, only for messages. */
  baseUrl?: string | undefined;
  /** Which setting chose the endpoint, for the messages of failures to reach it. */
  baseUrlFrom?: string | undefined;
  timeoutMs?: number | undefined;
  /** When to probe a silent call's endpoint (src/llm/liveness.ts); default DEFAULT_LIVENESS, null = never. */
  liveness?: LivenessPolicy | null | undefined;
  /** Never shown in a message or a log line (the API key). */
  secrets?: readonly string[] | undefined;
  random?: () => number;
}

/** A `ModelClient` that retries, degrades and falls back; adapters stay single-shot. */
export class ResilientModelClient implements ModelClient {
  readonly provider: string;
  readonly model: string;
  private readonly policy: RetryPolicy;
  private readonly clock: Clock;
  /** Parameters each model has rejected once; later calls leave them out from the start. */
  private readonly dropped = new Map<string, Set<RejectedParam>>();

  constructor(private readonly options: ResilientOptions) {
    this.provider = options.primary.provider;
    this.model = options.primary.model;
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
    this.clock = options.clock ?? systemClock;
  }

  countTokens(text: string): number {
    return this.options.primary.countTokens(text);
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const deadline = this.clock.now() + this.policy.maxTotalMs;
    const { primary, fallback } = this.options;
    try {
      return await this.completeWith(primary, request, deadline);
    } catch (error) {
      const canFallBack =
        fallback !== undefined &&
        error instanceof ModelError &&
        (error.kind === 'unknown-model' || error.retryable) &&
        !request.signal?.aborted &&
        this.clock.now() < deadline;
      if (!canFallBack) throw error;
      this.options.logger?.warn(`${error.message}; falling back to model '${fallback.model}'`);
      return await this.completeWith(fallback, request, deadline);
    }
  }

  private async completeWith(
    client: AdapterClient,
    request: ModelRequest,
    deadline: number,
  ): Promise<ModelResponse> {
    const response = await retryWithPolicy(() => this.attempt(client, request), {
      policy: this.policy,
      clock: this.clock,
      deadline,
      signal: request.signal,
      random: this.options.random,
      attemptMs: this.options.timeoutMs,
      // "attempt 2 of at most 4": the time budget may end the retries before the count does.
      onRetry: (error, attempt, delayMs) =>
        this.options.logger?.info(
          `${client.provider} ${error.kind} (${error.message}); attempt ${attempt + 1} of at most ${this.policy.maxAttempts} in ${(delayMs / 1000).toFixed(1)} s`,
        ),
    });
    this.options.meter?.record(response);
    return response;
  }

  /** One attempt; a rejected optional parameter is dropped and the call repeated at once. */
  private async attempt(client: AdapterClient, request: ModelRequest): Promise<ModelResponse> {
    const dropped = this.droppedFor(client.model);
    for (;;) {
      try {
        return await this.send(client, withoutParams(request, dropped));
      } catch (raw) {
        if (request.signal?.aborted) throw raw;
        const error = classifyError(raw, {
          provider: client.provider,
          model: client.model,
          baseUrl: this.options.baseUrl,
          baseUrlFrom: this.options.baseUrlFrom,
          timeoutMs: this.options.timeoutMs,
          secrets: this.options.secrets ?? [],
          now: this.clock.now(),
          sdk: client.sdkErrors,
        });
        const param = error.rejectedParam;
        if (!param || dropped.has(param) || !hasParam(request, param)) throw error;
        dropped.add(param);
        this.options.logger?.warn(`model '${client.model}' rejected ${param}; retrying without it`);
      }
    }
  }

  /** One request, watched for a hung endpoint when the adapter can be probed. */
  private send(client: AdapterClient, request: ModelRequest): Promise<ModelResponse> {
    const { baseUrl } = this.options;
    const liveness = this.options.liveness === undefined ? DEFAULT_LIVENESS : this.options.liveness;
    const probe = client.probe?.bind(client);
    if (!liveness || !probe) return client.complete(request);
    const probeable = { provider: client.provider, model: client.model, probe };
    const where = baseUrl ? ` at ${baseUrl}` : '';
    return withLiveness(
      probeable,
      liveness,
      where,
      (signal) => client.complete({ ...request, signal }),
      request.signal,
    );
  }

  private droppedFor(model: string): Set<RejectedParam> {
    let set = this.dropped.get(model);
    if (!set) this.dropped.set(model, (set = new Set()));
    return set;
  }
}

function hasParam(request: ModelRequest, param: RejectedParam): boolean {
  return param === 'temperature' ? request.temperature !== undefined : request.schema !== undefined;
}

/**
 * The request without the dropped parameters. Without structured output the schema moves into the
 * last user message (not the system prompt, whose bytes must stay identical for prefix caching).
 */
function withoutParams(request: ModelRequest, dropped: ReadonlySet<RejectedParam>): ModelRequest {
  if (dropped.size === 0) return request;
  const out: ModelRequest = { ...request };
  if (dropped.has('temperature')) delete out.temperature;
  if (dropped.has('schema') && request.schema) {
    delete out.schema;
    const instruction =
      `\n\nAnswer with one JSON object only (no prose, no code fence) that matches this JSON schema:\n` +
      JSON.stringify(request.schema.schema);
    const messages = [...request.messages];
    const lastUser = messages.map((m) => m.role).lastIndexOf('user');
    const target = messages[lastUser];
    if (target) messages[lastUser] = { ...target, content: target.content + instruction };
    else messages.push({ role: 'user', content: instruction.trimStart() });
    out.messages = messages;
  }
  return out;
}
