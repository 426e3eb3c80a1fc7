/**
 * Ports: what the core asks of the world. Adapters (git, GitHub, model SDKs, stderr, @actions/core)
 * implement them; the core and the pipeline only ever see these interfaces.
 */

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

/** A tool the model may call (OpenAI `tools`, Anthropic `tools`): a name and a JSON schema for its arguments. */
export interface ToolSpec {
  name: string;
  description: string;
  /** JSON schema of the arguments object. */
  parameters: Record<string, unknown>;
}

/** One tool call the model made; `arguments` is the JSON text of the arguments as the model wrote them. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/**
 * One turn of the conversation after the system prompt (which lives in `ModelRequest.system`).
 * An assistant turn may carry tool calls; each is answered by one `tool` message with its id.
 */
export type ChatMessage =
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string; isError?: boolean };

export interface ModelRequest {
  /** Shared, cacheable prefix (instructions + data); the adapter marks it for provider caching. */
  system: string;
  messages: ChatMessage[];
  /**
   * JSON schema the answer must satisfy (structured output / forced tool input). `strict` (default true)
   * asks OpenAI for strict schema adherence, which needs `additionalProperties: false` and every key required.
   */
  schema?: { name: string; schema: Record<string, unknown>; strict?: boolean };
  maxOutputTokens?: number;
  temperature?: number;
  signal?: AbortSignal;
  /** Tools the model may call (native tool calling); not combined with `schema`. */
  tools?: ToolSpec[];
  /** `auto` (default): text or tools; `required`: some tool; `{ name }`: that tool. Only with `tools`. */
  toolChoice?: 'auto' | 'required' | { name: string };
}

/** Token counts of one response; `prompt_tokens` includes the cached and cache-write tokens. */
export interface ModelUsage {
  prompt_tokens: number;
  completion_tokens: number;
  /** Prompt tokens read from the provider's prompt cache. */
  cached_tokens: number;
  /** Prompt tokens written to the cache (Anthropic bills them above the input price; OpenAI: 0). */
  cache_write_tokens: number;
}

export interface ModelResponse {
  /** The answer; with a schema, the JSON text of the structured output. */
  text: string;
  /** Why the model stopped: `length` means the answer was cut off. */
  finishReason: 'stop' | 'length' | 'refusal' | 'other';
  usage: ModelUsage;
  /** The model that answered, as the provider names it (may carry a snapshot date). */
  model: string;
  /** The provider's request id, for support tickets and logs. */
  requestId?: string | null;
  /** Tool calls of the answer (only when the request offered `tools`), in the model's order. */
  toolCalls?: ToolCall[];
}

/** A language model, whatever its provider. */
export interface ModelClient {
  readonly provider: string;
  readonly model: string;
  complete(request: ModelRequest): Promise<ModelResponse>;
  /** Token estimate for budgeting before a call. */
  countTokens(text: string): number;
}

/**
 * Paths a search leaves out (those the review excludes): their lines are neither returned nor
 * counted toward the limit, so they cannot crowd out the rest; each such path with a match is
 * added to `withheld`, so the caller can say the code exists but is not shown.
 */
export interface SearchSkip {
  excluded: (path: string) => boolean;
  withheld: Set<string>;
}

/** Read-only access to the code under review at a given revision. */
export interface Workspace {
  /** Contents of a repository-relative path at `ref` (`null` ref = working tree); null when absent. */
  readFile(path: string, ref: string | null): Promise<string | null>;
  /** Literal or regular-expression search; returns `path:line:text` hits, bounded by `limit`. */
  searchCode(
    query: string,
    options: { regex?: boolean; limit?: number; ref?: string | null; skip?: SearchSkip },
  ): Promise<Array<{ path: string; line: number; text: string }>>;
  /** Repository-relative paths of the files at `ref` (`null` = working tree); optional (preset deep's file_find). */
  listFiles?(ref: string | null): Promise<string[]>;
  /** Repository paths of the files at or below `folder` at `ref`; [] when it is absent (optional). */
  listBelow?(folder: string, ref: string | null): Promise<string[]>;
  /** Repository paths of the files directly in `folder` (not below it) at `ref`; [] when absent (optional). */
  listFolder?(folder: string, ref: string | null): Promise<string[]>;
  /** Whether `path` at `ref` is a symlink (readFile then gives its target text); optional. */
  isSymlink?(path: string, ref: string | null): Promise<boolean>;
  /**
   * Why readFile answered null for a file that is there (larger than one read takes, binary, the
   * run's total of reads spent), once it has; undefined for an absent file or when unknown. Optional.
   */
  unreadReason?(path: string, ref: string | null): string | undefined;
}

/** Attribute values a span or metric may carry: counts, names, flags. Never prompt or code text. */
export type ObservationAttributes = Record<string, string | number | boolean>;

/** One line of a session transcript (JSON lines). Content is masked before it is written. */
export interface TranscriptEntry {
  type: 'request' | 'response' | 'tool_call' | 'tool_result' | 'error' | 'note';
  /** Which conversation it belongs to, e.g. `group:3` or `reflect`. */
  conversation?: string;
  [key: string]: unknown;
}

/**
 * Observability: spans and metrics (OpenTelemetry when enabled) and the session transcript.
 * Every method must be cheap and must never throw; `noopObserver` is the default.
 */
export interface Observer {
  /** Runs `fn` inside a span named `name` (e.g. `prlens.group`, `prlens.tool_call`). */
  span<T>(name: string, attributes: ObservationAttributes, fn: () => Promise<T>): Promise<T>;
  /** Adds to a counter metric (e.g. `prlens.tool_calls`). */
  count(metric: string, value: number, attributes?: ObservationAttributes): void;
  /** Appends one transcript line. */
  transcript(entry: TranscriptEntry): void;
}

export const noopObserver: Observer = {
  span: (_name, _attributes, fn) => fn(),
  count: () => undefined,
  transcript: () => undefined,
};
