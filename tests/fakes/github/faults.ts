/**
 * Injected failures for the next N matching requests, with GitHub's own status codes, headers and
 * messages, so the client's retry and degradation paths run against what GitHub really answers.
 * https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits
 */
export type FaultKind =
  'secondary-rate-limit' | 'rate-limit-429' | 'bad-gateway' | 'not-found' | 'not-accessible' | 'delay';

export interface FaultSpec {
  kind: FaultKind;
  /** Matches the request method (any when absent). */
  method?: string;
  /** Matches the URL path (without the query): a RegExp, or a string that must be equal. */
  path?: string | RegExp;
  /** Matches the OpenAPI operationId (`pulls/create-review`) or `graphql`. */
  operation?: string;
  /** How many matching requests fail (default 1, at most 50 so a test cannot loop forever). */
  times?: number;
  /** `retry-after` seconds for rate limits (default 1). */
  retryAfter?: number;
  /** Milliseconds for `delay` (the request then proceeds normally). */
  delayMs?: number;
}

export interface FaultReply {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

interface Armed extends FaultSpec {
  left: number;
}

export interface Faults {
  inject(spec: FaultSpec): void;
  /** Removes every fault still armed. */
  clear(): void;
  /** Faults not yet used up. */
  readonly pending: number;
}

const MAX_TIMES = 50;

export class FaultTable implements Faults {
  private armed: Armed[] = [];

  inject(spec: FaultSpec): void {
    const times = Math.min(Math.max(spec.times ?? 1, 1), MAX_TIMES);
    this.armed.push({ ...spec, left: times });
  }

  clear(): void {
    this.armed = [];
  }

  get pending(): number {
    return this.armed.reduce((n, f) => n + f.left, 0);
  }

  /** Consumes the first fault matching the request, if any. */
  take(method: string, path: string, operation: string | undefined): Armed | undefined {
    const fault = this.armed.find(
      (f) =>
        (f.method === undefined || f.method.toUpperCase() === method) &&
        (f.path === undefined || (typeof f.path === 'string' ? f.path === path : f.path.test(path))) &&
        (f.operation === undefined || f.operation === operation),
    );
    if (!fault) return undefined;
    fault.left--;
    if (fault.left <= 0) this.armed = this.armed.filter((f) => f !== fault);
    return fault;
  }
}

const DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api';

/** GitHub's answer for a fault, or undefined for `delay` (which only slows the request). */
export function faultReply(fault: FaultSpec): FaultReply | undefined {
  const retryAfter = String(fault.retryAfter ?? 1);
  switch (fault.kind) {
    case 'secondary-rate-limit':
      return {
        status: 403,
        headers: { 'retry-after': retryAfter },
        body: {
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
            'If you reach out to GitHub Support for help, please include the request ID 0000:FAKE.',
          documentation_url: `${DOCS}#about-secondary-rate-limits`,
          status: '403',
        },
      };
    case 'rate-limit-429':
      return {
        status: 429,
        headers: {
          'retry-after': retryAfter,
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + Number(retryAfter)),
        },
        body: { message: 'API rate limit exceeded', documentation_url: DOCS, status: '429' },
      };
    case 'bad-gateway':
      return { status: 502, headers: {}, body: { message: 'Server Error' } };
    case 'not-found':
      return {
        status: 404,
        headers: {},
        body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' },
      };
    case 'not-accessible':
      // What an installation token gets for a write it may not make (a permission it lacks, a
      // resource outside its reach): https://docs.github.com/rest/authentication/permissions-required-for-github-apps
      return {
        status: 403,
        headers: {},
        body: {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest',
          status: '403',
        },
      };
    case 'delay':
      return undefined;
  }
}
