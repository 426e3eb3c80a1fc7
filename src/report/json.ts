/**
 * The JSON report: the contract other tools read (docs/contracts.md, "Finding and the JSON report").
 * It is validated before printing, because a report that does not match its own schema is a bug
 * in prlens and must fail loudly here rather than in a consumer.
 */
import { z } from 'zod';
import { ReviewReport } from '../core/types.js';
import { REPORT_SHAPE } from './report-shape.generated.js';
import { REFUSED, projectShape } from './report-shape.js';
import { withSecretsMasked } from './secret-excerpts.js';

/** The report as pretty-printed JSON (2-space indent, trailing newline); throws when it is invalid. */
export function renderJson(report: ReviewReport): string {
  // A secret in a quoted anchor or a tool's message is shown as its prefix only.
  const masked = withSecretsMasked(report);
  // The schema as data checks it without building zod's schemas (report-shape.ts); what it refuses,
  // zod parses, and zod's error names the field.
  const projected = projectShape(masked, REPORT_SHAPE);
  const data = projected === REFUSED ? parsedByZod(masked) : projected;
  return `${JSON.stringify(data, null, 2)}\n`;
}

function parsedByZod(report: ReviewReport): ReviewReport {
  const parsed = ReviewReport.safeParse(report);
  if (!parsed.success) {
    throw new Error(
      `prlens bug: the review report does not match the ReviewReport schema:\n${z.prettifyError(parsed.error)}`,
      { cause: parsed.error },
    );
  }
  return parsed.data;
}
