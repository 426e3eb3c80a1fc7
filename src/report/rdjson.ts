/**
 * reviewdog's Diagnostic Format as one JSON document (rdjson: the `DiagnosticResult` message), so
 * `prlens review --format rdjson | reviewdog -f=rdjson -reporter=github-pr-review` posts through a
 * team's existing reviewdog set-up.
 * https://github.com/reviewdog/reviewdog/tree/master/proto/rdf (reviewdog.proto, DiagnosticResult.jsonschema)
 */
import type { Finding, ReviewReport, Severity } from '../core/types.js';
import { STATIC_RULE_LINE, bodyWithoutTitle, compareFindings } from './common.js';
import { toPlainText } from './plain-text.js';
import { ruleId } from './sarif.js';
import { withSecretsMasked } from './secret-excerpts.js';

type RdSeverity = 'ERROR' | 'WARNING' | 'INFO';

const SEVERITY: Record<Severity, RdSeverity> = {
  critical: 'ERROR',
  high: 'ERROR',
  medium: 'WARNING',
  low: 'INFO',
};

interface RdPosition {
  line: number;
}

interface RdRange {
  start: RdPosition;
  end?: RdPosition;
}

interface RdDiagnostic {
  message: string;
  location: { path: string; range?: RdRange };
  severity: RdSeverity;
  code: { value: string };
  suggestions?: Array<{ range: RdRange; text: string }>;
}

export interface RdJson {
  source: { name: string };
  diagnostics: RdDiagnostic[];
}

/**
 * Lines without columns: reviewdog reads `start {line: a}, end {line: b}` line-wise, lines a to b
 * both included, which is exactly a finding's range and the lines its suggestion replaces.
 */
function lines(finding: Finding): RdRange {
  const start = finding.start_line ?? finding.line;
  return { start: { line: start }, end: { line: finding.line } };
}

function toDiagnostic(finding: Finding, pinned: boolean): RdDiagnostic {
  const title = toPlainText(finding.title).trim() || `${finding.lens} finding`;
  const body = toPlainText(bodyWithoutTitle(finding, finding.rule === null ? null : STATIC_RULE_LINE));
  // rdjson locations are in the new file: a finding on a deleted (LEFT) line, or one whose line was
  // never verified against the diff, stays on its file only rather than on a line it may not be about.
  const right = pinned && finding.side === 'RIGHT';
  const diagnostic: RdDiagnostic = {
    message: body === '' ? title : `${title}\n\n${body}`,
    location: right ? { path: finding.path, range: lines(finding) } : { path: finding.path },
    severity: SEVERITY[finding.severity],
    code: { value: ruleId(finding) },
  };
  if (right && finding.suggestion !== null) {
    diagnostic.suggestions = [{ range: lines(finding), text: finding.suggestion.replace(/\r?\n$/, '') }];
  }
  return diagnostic;
}

/** The report's findings as an rdjson DiagnosticResult; unanchored ones on their file, without lines. */
export function buildRdjson(report: ReviewReport): RdJson {
  const pinned = [...report.findings].sort(compareFindings).map((f) => toDiagnostic(f, true));
  const loose = [...report.unanchored].sort(compareFindings).map((f) => toDiagnostic(f, false));
  return { source: { name: 'prlens' }, diagnostics: [...pinned, ...loose] };
}

export function renderRdjson(report: ReviewReport): string {
  return `${JSON.stringify(buildRdjson(withSecretsMasked(report)), null, 2)}\n`;
}
