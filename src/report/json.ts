/**
 * The JSON report: the contract other tools read (docs/contracts.md, "Finding and the JSON report").
 * It is validated before printing, because a report that does not match its own schema is a bug
 * in prlens and must fail loudly here rather than in a consumer.
 */
import { z } from 'zod';
import { ReviewReport } from '../core/types.js';
import { withSecretsMasked } from './secret-excerpts.js';

/** The report as pretty-printed JSON (2-space indent, trailing newline); throws when it is invalid. */
export function renderJson(report: ReviewReport): string {
  // A secret in a quoted anchor or a tool's message is shown as its prefix only.
  const parsed = ReviewReport.safeParse(withSecretsMasked(report));
  if (!parsed.success) {
    throw new Error(
      `prlens bug: the review report does not match the ReviewReport schema:\n${z.prettifyError(parsed.error)}`,
      { cause: parsed.error },
    );
  }
  return `${JSON.stringify(parsed.data, null, 2)}\n`;
}
