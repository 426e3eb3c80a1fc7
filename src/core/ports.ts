/**
 * Ports: what the core asks of the world. Adapters (git, GitHub, model SDKs, stderr, @actions/core)
 * implement them; the core and the pipeline only ever see these interfaces.
 */
import type { Usage } from './types.js';

/** Where log lines go: stderr for the CLI, `@actions/core` in the action, a buffer in tests. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Groups a phase of work (a log group on GitHub, an indented block elsewhere). */
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

/** Time, injected so that deadlines and durations are testable. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ModelRequest {
  /** Shared, cacheable prefix (instructions + data); the adapter marks it for provider caching. */
  system: string;
  messages: ChatMessage[];
  /** JSON schema the answer must satisfy (structured output / tool input). */
  schema?: { name: string; schema: Record<string, unknown> };
  maxOutputTokens?: number;
  temperature?: number;
  signal?: AbortSignal;
}

export interface ModelResponse {
  text: string;
  /** Why the model stopped: `length` means the answer was cut off. */
  finishReason: 'stop' | 'length' | 'refusal' | 'other';
  usage: Omit<Usage, 'cost_usd' | 'requests'> & { cache_write_tokens?: number };
  model: string;
}

/** A language model, whatever its provider. */
export interface ModelClient {
  readonly provider: string;
  readonly model: string;
  complete(request: ModelRequest): Promise<ModelResponse>;
  /** Token estimate for budgeting before a call. */
  countTokens(text: string): number;
}

/** Read-only access to the code under review at a given revision. */
export interface Workspace {
  /** Contents of a repository-relative path at `ref` (`null` ref = working tree); null when absent. */
  readFile(path: string, ref: string | null): Promise<string | null>;
  /** Literal or regular-expression search; returns `path:line:text` hits, bounded by `limit`. */
  searchCode(query: string, options: { regex?: boolean; limit?: number; ref?: string | null }): Promise<
    Array<{ path: string; line: number; text: string }>
  >;
}

export interface ReviewCommentDraft {
  path: string;
  line: number;
  start_line?: number;
  side: 'RIGHT' | 'LEFT';
  start_side?: 'RIGHT' | 'LEFT';
  body: string;
}

/** The PR host (GitHub). Only the operations the core needs, in its own terms. */
export interface Forge {
  createReview(input: {
    commitId: string;
    body: string;
    event: 'COMMENT' | 'REQUEST_CHANGES';
    comments: ReviewCommentDraft[];
  }): Promise<{ id: number }>;
  upsertSummary(body: string, marker: string): Promise<{ id: number }>;
}
