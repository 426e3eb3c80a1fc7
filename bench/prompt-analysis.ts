/**
 * Reads the requests the fake model server received and measures what the engine sent, instead of
 * trusting the engine's own estimates:
 *
 * - fixed overhead of a call = its prompt tokens minus the tokens of the diff it carried (the text
 *   between the `<<<DIFF-…` and `DIFF-…>>>` delimiters): instructions, schema-free framing, lens text;
 * - repeatable prefix = the longest token prefix a request shares with any earlier request: what a
 *   perfect prefix cache could serve;
 * - warm-cache prefix = the same, but only against requests whose answer had come back before this
 *   one was sent. Real providers fill their cache when a request is processed, so a prefix sent by
 *   several calls at the same moment is paid in full by each; the fake server counts it as cached.
 *
 * Token counts use the fake server's own formula (o200k_base over the tools and `<|role|>content`,
 * plus 3 a message and 3 to prime the reply), so they add up to the usage the engine reported.
 */
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { commonPrefix, type RecordedRequest } from '../tests/fakes/openai-server.js';
import { isLensCall, messageText } from './fake-model.js';

// OpenAI's rules (https://platform.openai.com/docs/guides/prompt-caching), as the fake applies them.
const CACHE_MIN = 1024;
const CACHE_STEP = 128;

export interface TimedRequest {
  request: RecordedRequest;
  /** performance.now() when the request arrived at the fake server. */
  arrivedMs: number;
}

export interface PromptFigures {
  /** Lens calls that carried a diff block (re-asks included). */
  diffCalls: number;
  /** Median and largest fixed overhead over those calls. */
  overheadMedian: number;
  overheadMax: number;
  /** Sum over all requests of the longest prefix shared with an earlier request (cache-rounded). */
  repeatablePrefix: number;
  /** The part of it whose earlier request had been answered before this one was sent. */
  warmPrefix: number;
  /** Prompt tokens by our count (cross-check of the engine's report). */
  promptTokens: number;
  /** Tokens of the distinct rendered files sent: the change as the model reads it, once. */
  diffTokens: number;
}

function cacheRound(tokens: number): number {
  return tokens >= CACHE_MIN ? tokens - ((tokens - CACHE_MIN) % CACHE_STEP) : 0;
}

/** The diff payload a request carried (between the DIFF delimiters), or null. */
export function diffPayload(text: string): string | null {
  const open = /<<<DIFF-([A-Za-z0-9_-]+)\n/.exec(text);
  if (!open) return null;
  const close = text.indexOf(`\nDIFF-${open[1]}>>>`, open.index);
  if (close < 0) return null;
  return text.slice(open.index + open[0].length, close);
}

/** A diff payload cut at its `FILE ` headers: one rendered file a section. */
function fileSections(payload: string): string[] {
  return payload.split(/\n\n(?=FILE )/);
}

const median = (xs: number[]) =>
  xs.length === 0 ? 0 : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Measures the prompts of a run; `latencyMs` is the fake's fixed answer delay. */
export function analysePrompts(timed: readonly TimedRequest[], latencyMs: number): PromptFigures {
  const payloads = new Map<string, number>();
  const encoded = timed.map(({ request, arrivedMs }) => {
    const body = request.body as {
      tools?: unknown[];
      messages?: Array<{ role: string; content: string | null; tool_calls?: unknown }>;
    };
    const messages = body.messages ?? [];
    // The fake server's own formula (tests/fakes/openai-server.ts), so the figures add up.
    const tokens = encode(
      JSON.stringify(body.tools ?? []) +
        messages
          .map((m) => `<|${m.role}|>${m.content ?? ''}${m.tool_calls ? JSON.stringify(m.tool_calls) : ''}`)
          .join(''),
    );
    const payload = isLensCall(request) ? diffPayload(messages.map(messageText).join('\n')) : null;
    const diffTokens = payload === null ? null : encode(payload).length;
    // The change as the model reads it, once: each file's rendering counted once, however many
    // calls (lenses, routed sub-units) carried it.
    for (const section of payload === null ? [] : fileSections(payload)) {
      if (!payloads.has(section)) payloads.set(section, encode(section).length);
    }
    return {
      tokens,
      total: tokens.length + 3 * messages.length + 3,
      diffTokens,
      arrivedMs,
    };
  });
  const overheads: number[] = [];
  let repeatable = 0;
  let warm = 0;
  let prompt = 0;
  encoded.forEach((current, i) => {
    prompt += current.total;
    if (current.diffTokens !== null) overheads.push(current.total - current.diffTokens);
    let best = 0;
    let bestWarm = 0;
    for (let j = 0; j < i; j++) {
      const earlier = encoded[j]!;
      const shared = commonPrefix(earlier.tokens, current.tokens);
      best = Math.max(best, shared);
      if (earlier.arrivedMs + latencyMs <= current.arrivedMs) bestWarm = Math.max(bestWarm, shared);
    }
    repeatable += cacheRound(best);
    warm += cacheRound(bestWarm);
  });
  return {
    diffCalls: overheads.length,
    overheadMedian: median(overheads),
    overheadMax: overheads.length === 0 ? 0 : Math.max(...overheads),
    repeatablePrefix: repeatable,
    warmPrefix: warm,
    promptTokens: prompt,
    diffTokens: [...payloads.values()].reduce((a, b) => a + b, 0),
  };
}
