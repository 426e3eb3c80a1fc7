/**
 * Terminal rendering of a review. Titles and bodies come from a model or from rules, so control
 * characters are stripped before printing: a finding must not be able to move the cursor, clear
 * the screen or recolour the terminal, and with `color: false` the output holds no escape at all.
 */
import { styleText } from 'node:util';
import type { Finding, ReviewReport, Severity } from '../core/types.js';
import {
  STATIC_RULE_LINE,
  bodyWithoutTitle,
  describeTarget,
  formatUsage,
  groupByFile,
  incompleteReason,
  locationLabel,
  contextPackText,
} from './common.js';
import { coverageSentence, hiddenSentence } from './coverage-sentence.js';
import { toPlainText } from './plain-text.js';
import { translator, type Translator } from '../i18n/index.js';
import { withSecretsMasked } from './secret-excerpts.js';

export interface TextOptions {
  /** ANSI colours; the caller decides from `isTTY` and `NO_COLOR`. */
  color: boolean;
  /** Language of prlens's own strings (the `language` setting), from the Markdown's catalog. */
  language?: string | undefined;
}

type Style = 'bold' | 'dim' | 'red' | 'boldRed' | 'yellow' | 'cyan' | 'magenta' | 'green';

type StyleFormat = Parameters<typeof styleText>[0];

const FORMAT: Record<Style, StyleFormat> = {
  bold: 'bold',
  dim: 'dim',
  red: 'red',
  boldRed: ['bold', 'red'],
  yellow: 'yellow',
  cyan: 'cyan',
  magenta: ['bold', 'magenta'],
  green: 'green',
};

/**
 * Node's `styleText` writes the escapes. `validateStream: false` because the caller has already
 * decided from the injected `isTTY` and env (so tests and the CLI agree); Node 22.13+ would
 * otherwise look at the real `process.stdout` and `process.env` instead, and older 22.x ignore it.
 */
function styled(style: Style, text: string): string {
  return styleText(FORMAT[style], text, { validateStream: false });
}

const SEVERITY_STYLE: Record<Severity, Style> = {
  critical: 'magenta',
  high: 'red',
  medium: 'yellow',
  low: 'cyan',
};

const BODY_INDENT = '      ';
const CODE_INDENT = '          ';

/** Renders a report for a terminal: what was looked at, findings by file, what was left out, usage. */
export function renderText(input: ReviewReport, options: TextOptions): string {
  const report = withSecretsMasked(input);
  const paint = (style: Style, text: string): string => (options.color ? styled(style, text) : text);
  const out: string[] = [];
  const tr = translator(options.language);

  out.push(paint('bold', header(report, tr)));
  // What each lens looked at: "kept for review" is not "read by a rule or a model".
  out.push(`${tr.t('coverage')}: ${clean(coverageSentence(report, tr))}`);
  const hidden = hiddenSentence(report, tr);
  if (hidden !== '') out.push(clean(hidden));
  if (report.incomplete) {
    const scope = tr.t('scope', {
      files: tr.count('fileCount', report.stats.files_changed),
      target: describeTarget(report.target, tr),
    });
    out.push(paint('boldRed', `${tr.t('incompleteTitle').toUpperCase()} ${clean(incompleteReason(report))}`));
    out.push(paint('boldRed', clean(tr.t('incompleteRest', { scope }))));
  }
  out.push('');

  for (const [path, findings] of groupByFile(report.findings)) {
    out.push(paint('bold', clean(path)));
    for (const finding of findings) out.push(...findingLines(finding, paint, tr));
    out.push('');
  }

  if (report.findings.length === 0 && report.unanchored.length === 0) {
    // An incomplete review with nothing found has not shown the change is fine: say only what ran.
    out.push(
      report.incomplete
        ? tr.t('nothingFound')
        : paint('green', `${tr.t('noFindings')}${lensList(report, tr)}`),
      '',
    );
  }

  if (report.unanchored.length > 0) {
    out.push(paint('bold', `${tr.t('unanchored')}:`));
    for (const [path, findings] of groupByFile(report.unanchored)) {
      for (const finding of findings) {
        const where = finding.outside_change
          ? tr.t('outsideChange', { path })
          : tr.t('nearLine', { path, line: finding.line });
        out.push(...findingLines(finding, paint, tr, clean(where)));
      }
    }
    out.push('');
  }

  if (report.excluded_files.length > 0) {
    const files = tr.count('fileCount', report.excluded_files.length);
    out.push(paint('bold', `${tr.t('excluded', { files })}:`));
    for (const file of report.excluded_files) out.push(`  ${clean(file.path)}: ${clean(file.reason)}`);
    out.push('');
  }

  if (report.warnings.length > 0) {
    out.push(paint('yellow', `${tr.t('warnings')}:`));
    for (const warning of report.warnings) out.push(`  - ${clean(warning)}`);
    out.push('');
  }

  const seconds = `${tr.num(report.duration_ms / 1000, 1)} s`;
  out.push(paint('dim', `${tr.t('usage')}: ${usageText(report, tr)}; ${seconds}`));
  return `${out.join('\n')}\n`;
}

/** English keeps common.ts's usage line; another language gets the Markdown's translated one. */
function usageText(report: ReviewReport, tr: Translator): string {
  const u = report.usage;
  if (tr.lang === 'en' || u.requests === 0) return u.requests === 0 ? tr.t('usageNone') : formatUsage(u);
  const cached = u.cached_tokens > 0 ? ` ${tr.t('usageCached', { n: u.cached_tokens })}` : '';
  return [
    `${tr.t('usagePrompt', { n: u.prompt_tokens })}${cached}`,
    ...contextPackText(u, tr),
    tr.t('usageCompletion', { n: u.completion_tokens }),
    tr.count('usageRequests', u.requests),
    u.cost_usd === null ? tr.t('costUnknown') : tr.cost(u.cost_usd),
  ].join(', ');
}

function header(report: ReviewReport, tr: Translator): string {
  const parts = [
    `${tr.t('heading')}: ${clean(describeTarget(report.target, tr))}`,
    tr.count('findingCount', report.findings.length),
  ];
  if (report.unanchored.length > 0) parts.push(tr.count('notPinnedCount', report.unanchored.length));
  if (report.incomplete) parts.push(tr.t('incompleteFlag'));
  return parts.join(' | ');
}

function findingLines(
  finding: Finding,
  paint: (style: Style, text: string) => string,
  tr: Translator,
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
    lines.push(`${BODY_INDENT}${paint('dim', tr.t('suggestedChange'))}`);
    lines.push(...indent(clean(finding.suggestion).trimEnd(), CODE_INDENT));
  }
  return lines;
}

function lensList(report: ReviewReport, tr: Translator): string {
  const lenses = report.stats.lenses;
  return lenses.length > 0 ? ` ${tr.t('lensList', { list: lenses.map(clean).join(', ') })}` : '';
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
