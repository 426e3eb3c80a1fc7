/**
 * The per-run inputs of prompt building: the parsed diff, the post-change file contents used for
 * padding, the delimiter nonce, the comment language and the token counter.
 */
import { randomBytes } from 'node:crypto';
import type { FileDiff } from '../../../core/types.js';
import type { PathInstruction } from '../../../prompt/guidance.js';
import { nonceOf } from '../../../prompt/delimiters.js';
import type { KnownFinding } from '../../known/known-prompt.js';
import type { OfferedContext } from '../../../context/context-mode.js';
import type { ReviewContext } from '../../../context/review-context.js';

export interface PromptContext {
  /** Kept files by path (`FileDiff.path`). */
  files: ReadonlyMap<string, FileDiff>;
  /** Post-change contents by path; missing or null = no padding for that file. */
  contents: ReadonlyMap<string, string | null>;
  /** Random per run; delimiters are `<<<DIFF-{nonce}` … `DIFF-{nonce}>>>`. */
  nonce: string;
  /** Language code (or name) of the human-readable text the model writes, e.g. `en`, `de`. */
  language: string;
  /** Most lines of the post-change file (marked `~`) shown beyond a hunk's own context (render-view.ts). */
  paddingLines: number;
  /** PR title and description: untrusted, shown to the model in its own delimiters. */
  background: string | null;
  countTokens: (text: string) => number;
  /** Per-path instructions from the repository's config; each unit shows those matching its files. */
  instructions?: readonly PathInstruction[];
  /** Findings already reported (static rules, other tools): listed so the lenses do not repeat them. */
  known?: readonly KnownFinding[];
  /**
   * The repository context engine (src/context): the audit's symbols, and the packs and the lookup
   * round when `repo-context` offers them.
   */
  repo?: OfferedContext<ReviewContext>;
}

export interface PromptContextInput {
  files: readonly FileDiff[];
  contents?: ReadonlyMap<string, string | null>;
  language?: string;
  paddingLines?: number;
  background?: string | null;
  countTokens: (text: string) => number;
  instructions?: readonly PathInstruction[];
  known?: readonly KnownFinding[];
  /** Source of randomness for the nonce; injectable so tests can force a collision. */
  random?: (bytes: number) => Buffer;
}

const DEFAULT_PADDING_LINES = 3;
const NONCE_BYTES = 6;
const MAX_NONCE_TRIES = 8;

/** Builds the context of one run and picks a nonce that no file text and no background contains. */
export function createPromptContext(input: PromptContextInput): PromptContext {
  const files = new Map(input.files.map((f) => [f.path, f]));
  const contents = input.contents ?? new Map<string, string | null>();
  const background = input.background?.trim() ? input.background : null;
  const texts = [...contentTexts(input.files, contents), background ?? ''];
  const random = input.random ?? randomBytes;
  let nonce = nonceOf(random(NONCE_BYTES));
  for (let i = 0; i < MAX_NONCE_TRIES && texts.some((t) => t.includes(nonce)); i++) {
    nonce = nonceOf(random(NONCE_BYTES));
  }
  return {
    files,
    contents,
    nonce,
    language: input.language ?? 'en',
    paddingLines: input.paddingLines ?? DEFAULT_PADDING_LINES,
    background,
    countTokens: input.countTokens,
    instructions: input.instructions ?? [],
    known: input.known ?? [],
  };
}

function* contentTexts(files: readonly FileDiff[], contents: ReadonlyMap<string, string | null>) {
  for (const file of files) {
    yield file.path;
    for (const hunk of file.hunks) {
      yield hunk.header;
      for (const line of hunk.lines) yield line.text;
    }
    yield contents.get(file.path) ?? '';
  }
}
