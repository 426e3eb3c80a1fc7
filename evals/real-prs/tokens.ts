/**
 * Prompt tokens by request kind, read from the relay's files (`evals/relay/`): each request is
 * `NNNN-<kind>.request.json` (the kind is the answer schema's name: `review_findings`,
 * `reflection_verdicts`, ...) and its answer `NNNN.response.json` carries the usage the relay counted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface KindTokens {
  requests: number;
  /** Requests without a response file (cancelled, rejected, timed out): their tokens are not counted. */
  unanswered: number;
  prompt_tokens: number;
  completion_tokens: number;
}

const REQUEST = /^(\d{4,})-(.+)\.request\.json$/;
const Usage = z.object({
  usage: z.object({
    prompt_tokens: z.number().int().nonnegative(),
    completion_tokens: z.number().int().nonnegative(),
  }),
});

/** The highest request number in a relay directory (0 when it has none, or does not exist). */
export function lastRequestNumber(dir: string): number {
  if (!existsSync(dir)) return 0;
  let last = 0;
  for (const name of readdirSync(dir)) {
    const m = REQUEST.exec(name);
    if (m) last = Math.max(last, Number(m[1]));
  }
  return last;
}

/** Tokens by request kind for the requests numbered after `after` up to `upTo` (inclusive). */
export function tokensByKind(
  dir: string,
  after: number,
  upTo = Number.POSITIVE_INFINITY,
): Record<string, KindTokens> {
  const byKind: Record<string, KindTokens> = {};
  if (!existsSync(dir)) return byKind;
  for (const name of readdirSync(dir).sort()) {
    const m = REQUEST.exec(name);
    if (!m) continue;
    const n = Number(m[1]);
    if (n <= after || n > upTo) continue;
    const kind = (byKind[m[2]!] ??= { requests: 0, unanswered: 0, prompt_tokens: 0, completion_tokens: 0 });
    kind.requests++;
    const response = path.join(dir, `${m[1]}.response.json`);
    const usage = existsSync(response) ? Usage.safeParse(safeJson(readFileSync(response, 'utf8'))) : null;
    if (!usage?.success) {
      kind.unanswered++;
      continue;
    }
    kind.prompt_tokens += usage.data.usage.prompt_tokens;
    kind.completion_tokens += usage.data.usage.completion_tokens;
  }
  return byKind;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
