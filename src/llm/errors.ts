/**
 * The one error type the model layer throws. Every provider failure is classified into a `kind`
 * that says whether waiting can heal it (`retryable`) and a message that says what to do.
 */

export type ModelErrorKind =
  | 'auth'
  | 'quota'
  | 'bad-request'
  | 'unknown-model'
  | 'rate-limit'
  | 'server'
  | 'timeout'
  | 'network'
  | 'refusal';

/** A request parameter that some models or endpoints reject; the retry layer drops it once. */
export type RejectedParam = 'temperature' | 'schema';

export interface ModelErrorDetails {
  kind: ModelErrorKind;
  retryable: boolean;
  provider: string;
  model: string;
  status?: number | undefined;
  /** The provider's error code (`insufficient_quota`, `context_length_exceeded`, ...). */
  code?: string | null | undefined;
  requestId?: string | null | undefined;
  /** How long the provider asked us to wait (from `retry-after-ms` / `retry-after`). */
  retryAfterMs?: number | undefined;
  rejectedParam?: RejectedParam | undefined;
  /** Attempts made before giving up (set by the retry layer). */
  attempts?: number | undefined;
}

/**
 * A classified model failure. It deliberately carries no `cause`: SDK errors can echo request
 * details, and this error travels into logs and reports (see `redact`).
 */
export class ModelError extends Error {
  override readonly name = 'ModelError';
  readonly kind: ModelErrorKind;
  readonly retryable: boolean;
  readonly provider: string;
  readonly model: string;
  readonly status: number | undefined;
  readonly code: string | null | undefined;
  readonly requestId: string | null | undefined;
  readonly retryAfterMs: number | undefined;
  readonly rejectedParam: RejectedParam | undefined;
  readonly attempts: number | undefined;

  constructor(message: string, details: ModelErrorDetails) {
    super(message);
    this.kind = details.kind;
    this.retryable = details.retryable;
    this.provider = details.provider;
    this.model = details.model;
    this.status = details.status;
    this.code = details.code;
    this.requestId = details.requestId;
    this.retryAfterMs = details.retryAfterMs;
    this.rejectedParam = details.rejectedParam;
    this.attempts = details.attempts;
  }

  /** The same error with more context (e.g. the attempt count), since fields are read-only. */
  with(message: string, details: Partial<ModelErrorDetails>): ModelError {
    return new ModelError(message, { ...this.details(), ...details });
  }

  /** The structured fields, for logs and reports. */
  details(): ModelErrorDetails {
    return {
      kind: this.kind,
      retryable: this.retryable,
      provider: this.provider,
      model: this.model,
      status: this.status,
      code: this.code,
      requestId: this.requestId,
      retryAfterMs: this.retryAfterMs,
      rejectedParam: this.rejectedParam,
      attempts: this.attempts,
    };
  }
}

/**
 * Replaces every secret with `***`. Providers and gateways may echo the key they were sent
 * (OpenAI masks all but the last 4 characters; some proxies echo it whole).
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}
