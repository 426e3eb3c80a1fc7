/**
 * What every group conversation of one deep run shares: the token ceiling (max-review-tokens), the
 * deadline (max-review-seconds), a failure that every call would hit (auth, quota, unknown model),
 * and the per-group tallies that the closing note compares with preset `full`.
 */
import type { Clock, ModelClient, ModelRequest, ModelResponse } from '../../../core/ports.js';
import { ModelError } from '../../../llm/errors.js';

export interface GroupStats {
  group: string;
  calls: number;
  prompt_tokens: number;
  cached_tokens: number;
  completion_tokens: number;
  tool_calls: number;
  cached_tool_calls: number;
  rounds: number;
}

/**
 * How a group's call outside its review rounds (plan, relocation, falsification) ended: the text of
 * an answer that ended with `stop`, or why there is none, for the caller to word its warning.
 */
export type SideCallOutcome =
  { text: string } | { refused: string } | { cut: ModelResponse['finishReason'] } | { failed: string };

/** Error kinds no other call can escape. */
const FATAL_KINDS = new Set(['auth', 'quota', 'unknown-model']);

export class RunBudget {
  spent = 0;
  fatal: string | null = null;
  private readonly deadline: number;

  /**
   * `deadline`: the run's own, absolute on `clock` (the pipeline's); without one, max-review-seconds
   * counts from now.
   */
  constructor(
    private readonly clock: Clock,
    readonly maxReviewTokens: number,
    readonly maxReviewSeconds: number,
    deadline?: number,
  ) {
    this.deadline = deadline ?? (maxReviewSeconds > 0 ? clock.now() + maxReviewSeconds * 1000 : Infinity);
  }

  /** Why a call of `estimate` prompt tokens may not be sent now, or null when it may. */
  refuse(estimate: number): string | null {
    if (this.fatal !== null) return `stopped after a failure every call would hit: ${this.fatal}`;
    if (this.clock.now() >= this.deadline)
      return `max-review-seconds (${this.maxReviewSeconds}) reached; raise max-review-seconds for a full review`;
    if (this.maxReviewTokens > 0 && this.spent + estimate > this.maxReviewTokens)
      return `max-review-tokens (${this.maxReviewTokens}) would be exceeded; raise max-review-tokens or narrow the review`;
    return null;
  }

  /** Records a response against the run and the group. */
  record(response: ModelResponse, stats: GroupStats): void {
    this.spent += response.usage.prompt_tokens + response.usage.completion_tokens;
    stats.prompt_tokens += response.usage.prompt_tokens;
    stats.cached_tokens += response.usage.cached_tokens;
    stats.completion_tokens += response.usage.completion_tokens;
  }

  /** One side call of a group: refused when refuse() says so, else counted and recorded. */
  async sideCall(model: ModelClient, request: ModelRequest, stats: GroupStats): Promise<SideCallOutcome> {
    const prompt = request.system + request.messages.map((m) => m.content).join('');
    const refused = this.refuse(model.countTokens(prompt));
    if (refused) return { refused };
    stats.calls++;
    try {
      const response = await model.complete(request);
      this.record(response, stats);
      return response.finishReason === 'stop' ? { text: response.text } : { cut: response.finishReason };
    } catch (error) {
      return { failed: this.failure(error) };
    }
  }

  /** A message for a failed call; remembers failures every later call would hit too. */
  failure(error: unknown): string {
    if (error instanceof ModelError) {
      if (FATAL_KINDS.has(error.kind) && this.fatal === null) this.fatal = error.message;
      return error.message;
    }
    return `model call failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export function emptyStats(group: string): GroupStats {
  return {
    group,
    calls: 0,
    prompt_tokens: 0,
    cached_tokens: 0,
    completion_tokens: 0,
    tool_calls: 0,
    cached_tool_calls: 0,
    rounds: 0,
  };
}
