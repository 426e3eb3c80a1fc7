/**
 * The grade of an error dropped out loud in Go (`_ = w.Flush()`; `sink-context: explicit-discard`,
 * go-error-discarded). `_ =` is Go's way of saying "I chose to ignore this": errcheck accepts it by
 * default (only its opt-in `-blank` reports it), staticcheck never reports it, and gosec's G104 does
 * but is the check projects most often exclude. Over every slice of the real-repository bench the
 * plain form (a write, flush, sync, commit or rename dropped with `_ =`) was judged true not once:
 * debatable where a log's tail or a rollback's rename could be lost unnoticed, false everywhere else
 * (static40). So it is low: in the report for a reviewer who wants it, not an inline comment at the
 * default `min-severity`. The read-modify-write keeps the rule's grade: a read whose dropped error
 * leaves a partial value that the same block then writes back overwrites stored data with it (the
 * planted go-dropped-error), a bug whatever the author meant by `_ =`.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Severity } from '../core/types.js';

type Graded = { keep: true; severity: Severity; detail: string };

// The reads of the rule's read-modify-write branch: a dropped decode whose value is written back.
const READ = /\b(Unmarshal|Decode)\s*\(/;

/** Low for an error dropped out loud; undefined (the rule's grade) for a read-modify-write. */
export function explicitDiscardGrade(node: SgNode): Graded | undefined {
  if (READ.test(node.field('right')?.text() ?? '')) return undefined;
  return {
    keep: true,
    severity: 'low',
    detail:
      'Severity low: `_ =` says the error is ignored on purpose (errcheck accepts it by default); check that losing this write unnoticed is acceptable, or say why in a comment.',
  };
}
