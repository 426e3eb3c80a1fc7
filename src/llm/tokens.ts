/**
 * Token counting for prompt budgets. Exact for OpenAI's current models (o200k_base, the encoding of
 * gpt-4o, gpt-4.1, o-series and gpt-5) on ordinary text, an estimate for very long lines and for
 * other vendors' tokenizers.
 *
 * Measured on Node 24 (this repo's toolchain) with 1 MB of TypeScript declarations (226,589 tokens):
 * loading the encoding ~0.43 s once, counting ~0.28 s on the first pass and ~0.08 s once the merge
 * cache is warm. A review prompt is at most a few hundred kB, so counting exactly before every call
 * costs tens of milliseconds, against seconds for the call itself.
 * Except on long runs without a word break: BPE merges one pre-token in time quadratic in its
 * length (10,000 `a`s: 0.07 s; 80,000: 4.8 s; one 150 kB line: tens of seconds, per count, while
 * the event loop is blocked and no deadline can fire). A line past `LONG_LINE_CHARS` is therefore
 * counted in pieces of `PIECE_CHARS`: linear in its length, and a slight over-count (no merge
 * crosses a cut), which is the safe side for a budget. `bench/token-count.ts` prints the figures.
 * Claude's tokenizer is not public and splits text differently, so Claude budgets keep headroom
 * (see `CLAUDE_TOKEN_FACTOR`).
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * Safety margin for Claude prompts counted with o200k. An uncalibrated upper bound chosen for
 * budgeting (we cannot run Claude's tokenizer offline); Anthropic's count_tokens endpoint is exact.
 */
const CLAUDE_TOKEN_FACTOR = 1.2;

/** Lines longer than this are counted in pieces (code lines are far shorter; minified ones are not). */
export const LONG_LINE_CHARS = 2_000;
/** Length of one piece of a long line: small enough that its quadratic cost stays around a millisecond. */
export const PIECE_CHARS = 1_000;

/** Number of o200k_base tokens in `text`: exact, or a slight over-estimate when a line is very long. */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  let total = 0;
  let runStart = 0;
  let lineStart = 0;
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    if (lineEnd - lineStart > LONG_LINE_CHARS) {
      // Ordinary lines before it are counted exactly together, the long line piece by piece.
      if (lineStart > runStart) total += countO200k(text.slice(runStart, lineStart));
      total += countPieces(text, lineStart, lineEnd);
      runStart = lineEnd;
    }
    lineStart = lineEnd + 1;
  }
  if (runStart < text.length) total += countO200k(text.slice(runStart));
  return total;
}

/** Token count for budgeting a Claude prompt: o200k count times `CLAUDE_TOKEN_FACTOR`, rounded up. */
export function countClaudeTokens(text: string): number {
  return Math.ceil(countTokens(text) * CLAUDE_TOKEN_FACTOR);
}

function countPieces(text: string, from: number, to: number): number {
  let total = 0;
  for (let start = from; start < to;) {
    let end = Math.min(to, start + PIECE_CHARS);
    // Never cut a surrogate pair in two: each half would count as a replacement character.
    if (end < to && isLowSurrogate(text.charCodeAt(end))) end++;
    total += countO200k(text.slice(start, end));
    start = end;
  }
  return total;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
