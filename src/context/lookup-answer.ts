/**
 * What a lookup of the context index answers: `found` with its hits, `none`, or `unknown` with
 * why (repo-index.ts says when each is said). Apart from the index, so the answer's readers (the
 * pack, the lookup round, the audit) share one shape.
 */
import type { Withheld } from './excluded-paths.js';
import type { Declaration } from './parse-file.js';

export interface ContextHit {
  path: string;
  startLine: number;
  endLine: number;
  text: string;
}

export type LookupAnswer =
  | {
      status: 'found';
      hits: ContextHit[];
      textual: boolean;
      more: boolean;
      /** Paths with matches that the review excludes, not shown (excluded-paths.ts). */
      withheld?: Withheld;
    }
  | { status: 'none'; textual: boolean }
  | { status: 'unknown'; reason: string };

/** A `found` answer, or `none` when there is no hit; `withheld` names excluded paths with matches. */
export function found(
  hits: ContextHit[],
  textual: boolean,
  more: boolean,
  withheld?: Withheld,
): LookupAnswer {
  if (hits.length === 0) return { status: 'none', textual };
  return { status: 'found', hits, textual, more, ...(withheld && withheld.size > 0 ? { withheld } : {}) };
}

/** A declaration as a hit. */
export function hitOf(path: string, d: Declaration): ContextHit {
  return { path, startLine: d.startLine, endLine: d.endLine, text: d.text };
}
