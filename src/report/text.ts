/**
 * Terminal rendering of a review. Titles and bodies come from a model or from rules, so control
 * characters are stripped before printing: a finding must not be able to move the cursor, clear
 * the screen or recolour the terminal, and with `color: false` the output holds no escape at all.
 */
import type { Finding, ReviewReport, Severity } from '../core/types.js';
import {
  STATIC_RULE_LINE,
  bodyWithoutTitle,
  describeTarget,
  formatUsage,
  groupByFile,
  incompleteReason,
  locationLabel,
  plural,
} from './common.js';
import { coverageSentence, hiddenSentence } from './coverage-sentence.js';
import { toPlainText } from './plain-text.js';

export interface TextOptions {
  /** ANSI colours; the caller decides from `isTTY` and `NO_COLOR`. */
  color: boolean;
}

type Style = 'bold' | 'dim' | 'red' | 'boldRed' | 'yellow' | 'cyan' | 'magenta' | 'green';

const ANSI: Record<Style, [string, string]> = {
  bold: ['\u001b[1m', '\u001b[22m'],
  dim: ['\u001b[2m', '\u001b[22m'],
  red: ['\u001b[31m', '\u001b[39m'],
  boldRed: ['\u001b[1;31m', '\u001b[22;39m'],
  yellow: ['\u001b[33m', '\u001b[39m'],
  cyan: ['\u001b[36m', '\u001b[39m'],
  magenta: ['\u001b[1;35m', '\u001b[22;39m'],
  green: ['\u001b[32m', '\u001b[39m'],
};

const SEVERITY_STYLE: Record<Severity, Style> = {
  critical: 'magenta',
  high: 'red',
  medium: 'yellow',
  low: 'cyan',
};

const BODY_INDENT = '      ';
const CODE_INDENT = '          ';

/** Renders a report for a terminal: what was looked at, findings by file, what was left out, usage. */
export function renderText(report: ReviewReport, options: TextOptions): string {
  const paint = (style: Style, text: string): string =>
    options.color ? `${ANSI[style][0]}${text}${ANSI[style][1]}` : text;
  const out: string[] = [];

  out.push(paint('bold', header(report)));
  // What each lens looked at: "kept for review" is not "read by a rule or a model".
  out.push(`Coverage: ${clean(coverageSentence(report))}`);
  const hidden = hiddenSentence(report);
  if (hidden !== '') out.push(clean(hidden));
  if (report.incomplete) {
    out.push(paint('boldRed', `INCOMPLETE REVIEW: ${clean(incompleteReason(report))}`));
    out.push(paint('boldRed', 'Only part of the change was reviewed; problems may remain in the rest.'));
  }
  out.push('');

  for (const [path, findings] of groupByFile(report.findings)) {
    out.push(paint('bold', clean(path)));
    for (const finding of findings) out.push(...findingLines(finding, paint));
    out.push('');
  }

  if (report.findings.length === 0 && report.unanchored.length === 0) {
    // An incomplete review with nothing found has not shown the change is fine: say only what ran.
    out.push(
      report.incomplete
        ? 'Nothing was found in the part that was reviewed.'
        : paint('green', `No findings${lensList(report)}.`),
      '',
    );
  }

  if (report.unanchored.length > 0) {
    out.push(paint('bold', 'Not pinned to a changed line:'));
    for (const [path, findings] of groupByFile(report.unanchored)) {
      for (const finding of findings) {
        out.push(...findingLines(finding, paint, `${clean(path)} (near line ${finding.line})`));
      }
    }
    out.push('');
  }

  if (report.excluded_files.length > 0) {
    out.push(paint('bold', `Excluded (${plural(report.excluded_files.length, 'file')}):`));
    for (const file of report.excluded_files) out.push(`  ${clean(file.path)}: ${clean(file.reason)}`);
    out.push('');
  }

  if (report.warnings.length > 0) {
    out.push(paint('yellow', 'Warnings:'));
    for (const warning of report.warnings) out.push(`  - ${clean(warning)}`);
    out.push('');
  }

  out.push(paint('dim', `Usage: ${formatUsage(report.usage)}; ${(report.duration_ms / 1000).toFixed(1)}s`));
  return `${out.join('\n')}\n`;
}

function header(report: ReviewReport): string {
  const parts = [
    `prlens review of ${clean(describeTarget(report.target))}`,
    plural(report.findings.length, 'finding'),
  ];
  if (report.unanchored.length > 0) parts.push(`${report.unanchored.length} not pinned to a line`);
  if (report.incomplete) parts.push('INCOMPLETE');
  return parts.join(' | ');
}

function findingLines(
  finding: Finding,
  paint: (style: Style, text: string) => string,
  where = clean(locationLabel(finding)),
): string[] {
  const severity = paint(SEVERITY_STYLE[finding.severity], finding.severity.toUpperCase());
  const rule = finding.rule === null ? '' : ` ${clean(finding.rule)}`;
  const lines = [
    `  ${where}  ${severity}  [${clean(finding.lens)}${rule}]  ${paint('bold', oneLine(toPlainText(finding.title)))}`,
  ];
  // Bodies are Markdown written for the PR comment: shown as plain text, without the repeated title
  // and (the rule id is in the brackets above) without the static rule line.
  const body = toPlainText(bodyWithoutTitle(finding, finding.rule === null ? null : STATIC_RULE_LINE));
  if (body !== '') lines.push(...indent(clean(body).trimEnd(), BODY_INDENT));
  if (finding.suggestion !== null) {
    lines.push(`${BODY_INDENT}${paint('dim', 'Suggested change:')}`);
    lines.push(...indent(clean(finding.suggestion).trimEnd(), CODE_INDENT));
  }
  return lines;
}

function lensList(report: ReviewReport): string {
  const lenses = report.stats.lenses;
  return lenses.length > 0 ? ` (lenses: ${lenses.map(clean).join(', ')})` : '';
}

function indent(text: string, prefix: string): string[] {
  return text.split('\n').map((line) => (line === '' ? '' : `${prefix}${line}`));
}

function oneLine(text: string): string {
  return clean(text).replace(/\s+/g, ' ').trim();
}

/** Drops C0/C1 control characters (ESC among them) except newline and tab; turns CRLF into LF. */
function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}
