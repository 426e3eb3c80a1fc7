/**
 * GitHub-flavoured Markdown for the job summary and the PR summary comment. All text that a model,
 * a rule or a PR author controls goes through markdown-escape.ts; the length limit is applied by
 * markdown-budget.ts, which asks this module for ever leaner layouts until one fits.
 */
import { SEVERITY_RANK, type Finding, type ReviewReport, type Severity } from '../core/types.js';
import { translator, type Translator } from '../i18n/index.js';
import {
  SEVERITIES_DESC,
  bodyWithoutTitle,
  compareFindings,
  countBySeverity,
  describeTarget,
  groupByFile,
  incompleteReason,
  lineLabel,
  contextPackText,
} from './common.js';
import { belowFloor, coverageSentence, hiddenCount, hiddenSentence } from './coverage-sentence.js';
import { fitToLimit } from './markdown-budget.js';
import type { Layout } from './markdown-budget.js';
import {
  codeBlock,
  codeSpan,
  escapeHtml,
  escapeMarkdownBlock,
  escapeMarkdownInline,
  fenceLanguage,
} from './markdown-escape.js';
import { withSecretsMasked } from './secret-excerpts.js';

export interface MarkdownOptions {
  /** Hard ceiling on the output length; GitHub rejects comment bodies over 65,536 characters. */
  maxChars?: number;
  /** Language of the fixed strings (headings, notices); findings are already in it. Default `en`. */
  language?: string;
  /** Collapse every file's findings (config `summary.collapse-findings`); default: high and critical open. */
  collapseFindings?: boolean;
  /** The token and cost line at the end (config `summary.show-usage`); default true. */
  showUsage?: boolean;
}

export const DEFAULT_MAX_CHARS = 60_000;

/** Findings below min-severity listed in their fold; the rest are counted (they are all in the JSON report). */
const MAX_HIDDEN_LISTED = 50;
/** Excluded files listed by name; beyond this only the count is given (a PR may skip thousands). */
const MAX_EXCLUDED_LISTED = 100;

const SEVERITY_ICON: Record<Severity, string> = { critical: '🟣', high: '🔴', medium: '🟠', low: '🔵' };

/** Renders a report as Markdown no longer than `maxChars` (default 60,000). */
export function renderMarkdown(input: ReviewReport, options: MarkdownOptions = {}): string {
  const report = withSecretsMasked(input);
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const total = report.findings.length + report.unanchored.length;
  const tr = translator(options.language);
  return fitToLimit((layout) => renderLayout(report, layout, tr, options), total, maxChars);
}

function renderLayout(
  report: ReviewReport,
  layout: Layout,
  tr: Translator,
  options: MarkdownOptions = {},
): string {
  const blocks = [`## ${tr.t('heading')}`, status(report, tr), severityTable(report, tr)];
  if (layout.level === 'list-only') {
    // The tightest layout names them in one sentence rather than a list.
    const hidden = hiddenSentence(report, tr);
    if (hidden !== '') blocks.push(escapeMarkdownInline(hidden));
    blocks.push(...flatList(report, layout.shown, tr));
  } else {
    blocks.push(...findingSections(report, layout, tr, options.collapseFindings === true));
    blocks.push(...hiddenFold(report, tr));
    blocks.push(...excludedSection(report, tr));
  }
  if (report.warnings.length > 0) {
    blocks.push(
      `### ${tr.t('warnings')}`,
      report.warnings.map((w) => `- ${escapeMarkdownInline(w)}`).join('\n'),
    );
  }
  if (options.showUsage !== false) blocks.push(`<sub>${escapeMarkdownInline(usageLine(report, tr))}</sub>`);
  return `${blocks.join('\n\n')}\n`;
}

function status(report: ReviewReport, tr: Translator): string {
  const target = codeSpan(describeTarget(report.target, tr));
  const scope = tr.t('scope', { files: tr.count('fileCount', report.stats.files_changed), target });
  // What each lens read, on its own line: a kept file is not a file a rule or a model looked at.
  const coverage = escapeMarkdownInline(coverageSentence(report, tr, false));
  if (report.incomplete) {
    // A GitHub alert block: the one thing a reader must not miss is that this review did not finish.
    return [
      '> [!WARNING]',
      `> **${tr.t('incompleteTitle')}** ${escapeMarkdownInline(incompleteReason(report))}`,
      `> ${tr.t('incompleteRest', { scope })}`,
      `> ${coverage}`,
    ].join('\n');
  }
  const total = report.findings.length + report.unanchored.length;
  if (total === 0) {
    const lenses = report.stats.lenses.map((l) => escapeMarkdownInline(l)).join(', ');
    const list = lenses === '' ? '' : ` ${tr.t('lensList', { list: lenses })}`;
    return `✅ **${tr.t('completeClean')}** ${tr.t('noFindings')} ${scope}${list}.\n${coverage}`;
  }
  return `✅ **${tr.t('complete')}** ${scope}, ${tr.count('findingCount', total)}.\n${coverage}`;
}

/** ` (old file)` for a finding on deleted lines, whose numbers count in the old file; else empty. */
function sideNote(finding: Finding, tr: Translator): string {
  return finding.side === 'LEFT' ? ` ${tr.t('oldFile')}` : '';
}

function severityTable(report: ReviewReport, tr: Translator): string {
  const counts = countBySeverity([...report.findings, ...report.unanchored]);
  // Below min-severity a 0 would claim nothing was found: say how many were not shown instead.
  const cell = (s: Severity) =>
    belowFloor(report, s) ? tr.t('belowFloorCell', { n: hiddenCount(report, s) }) : tr.num(counts[s]);
  const rows = SEVERITIES_DESC.map((s) => `| ${SEVERITY_ICON[s]} ${s} | ${cell(s)} |`);
  return [`| ${tr.t('tableSeverity')} | ${tr.t('tableFindings')} |`, '| --- | ---: |', ...rows].join('\n');
}

function findingSections(report: ReviewReport, layout: Layout, tr: Translator, collapse = false): string[] {
  const blocks: string[] = [];
  if (report.findings.length > 0) {
    blocks.push(`### ${tr.t('findings')}`);
    for (const [path, findings] of groupByFile(report.findings)) {
      const worst = findings[0]?.severity ?? 'low';
      const summary = `<code>${escapeHtml(path)}</code>: ${tr.count('findingCount', findings.length)}`;
      const open = !collapse && (worst === 'critical' || worst === 'high') ? ' open' : '';
      const items = findings.map((f) =>
        findingBlock(f, layout, `${tr.t('line', { line: lineLabel(f) })}${sideNote(f, tr)}`, tr),
      );
      blocks.push(details(summary, items, open));
    }
  } else if (report.unanchored.length === 0 && report.incomplete) {
    // Never a bare "no findings" for an unfinished review: it would read as a clean bill of health.
    blocks.push(tr.t('nothingFound'));
  }
  if (report.unanchored.length > 0) {
    blocks.push(`### ${tr.t('unanchored')}`);
    const items = [...report.unanchored]
      .sort(compareFindings)
      .map((f) => findingBlock(f, layout, unpinnedWhere(f, tr), tr));
    const findings = tr.count('findingCount', report.unanchored.length);
    blocks.push(details(tr.t('unanchoredSummary', { findings }), items, collapse ? '' : ' open'));
  }
  return blocks;
}

/** Where an unpinned finding is: near a line of a changed file, or on a file the change does not touch. */
function unpinnedWhere(f: Finding, tr: Translator): string {
  const path = codeSpan(f.path);
  return f.outside_change
    ? tr.t('outsideChange', { path })
    : tr.t('nearLine', { path, line: String(f.line) });
}

function findingBlock(finding: Finding, layout: Layout, where: string, tr: Translator): string {
  const head = `**${SEVERITY_ICON[finding.severity]} ${finding.severity}** · ${escapeMarkdownInline(finding.lens)} · ${where} · ${escapeMarkdownInline(finding.title)}`;
  const withBody =
    layout.level === 'full' || (layout.level === 'no-low-bodies' && finding.severity !== 'low');
  if (!withBody) return head;
  const parts = [head];
  // A static finding's body opens with its rule message, which is already the title above.
  const body = bodyWithoutTitle(finding);
  if (body !== '') parts.push(escapeMarkdownBlock(body));
  if (finding.suggestion !== null) {
    parts.push(
      tr.t('suggestedChange'),
      codeBlock(finding.suggestion.replace(/\n+$/, ''), fenceLanguage(finding.path)),
    );
  }
  return parts.join('\n\n');
}

function flatList(report: ReviewReport, shown: number, tr: Translator): string[] {
  // One list, most severe first, so that when it is cut the findings that matter most remain.
  const all = [
    ...report.findings.map((f) => ({ f, where: `${f.path}:${lineLabel(f)}${sideNote(f, tr)}` })),
    ...report.unanchored.map((f) => ({
      f,
      where: f.outside_change ? tr.t('outsideChange', { path: f.path }) : `${f.path} ${tr.t('notPinned')}`,
    })),
  ].sort((a, b) => compareFindings(a.f, b.f));
  if (all.length === 0) return [];
  const lines = all
    .slice(0, shown)
    .map(
      ({ f, where }) =>
        `- ${SEVERITY_ICON[f.severity]} **${f.severity}** ${codeSpan(where)} ${escapeMarkdownInline(f.title)}`,
    );
  const hidden = all.length - Math.min(shown, all.length);
  if (hidden > 0) lines.push(`- _${tr.count('moreFindings', hidden)}_`);
  const excluded = report.excluded_files.length;
  return [
    `### ${tr.t('findings')}`,
    lines.join('\n'),
    ...(excluded > 0 ? [`${tr.t('excluded', { files: tr.count('fileCount', excluded) })}.`] : []),
  ];
}

/**
 * Findings below `min-severity` (by default the `low` ones: design, complexity and naming notes),
 * folded under the findings: each with its place and title, none posted inline (issue 44 point 5).
 */
function hiddenFold(report: ReviewReport, tr: Translator): string[] {
  const { min_severity: floor, findings } = report.stats.below_min_severity;
  if (findings.length === 0) return [];
  const sorted = [...findings].sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      a.path.localeCompare(b.path) ||
      a.line - b.line,
  );
  const items = sorted.slice(0, MAX_HIDDEN_LISTED).map((f) => {
    const what = f.rule === null ? f.title : `${f.rule}: ${f.title}`;
    const title = what.length > 160 ? `${what.slice(0, 159)}…` : what;
    return `- ${SEVERITY_ICON[f.severity]} ${codeSpan(`${f.path}:${f.line}`)} ${escapeMarkdownInline(title)}`;
  });
  if (findings.length > MAX_HIDDEN_LISTED)
    items.push(`- _${tr.t('andMoreInReport', { n: findings.length - MAX_HIDDEN_LISTED })}_`);
  const summary = escapeHtml(tr.count('hiddenFolded', findings.length, { floor }));
  return [details(summary, [items.join('\n')], '')];
}

function excludedSection(report: ReviewReport, tr: Translator): string[] {
  const files = report.excluded_files;
  if (files.length === 0) return [];
  const items = files
    .slice(0, MAX_EXCLUDED_LISTED)
    .map((f) => `- ${codeSpan(f.path)}: ${escapeMarkdownInline(f.reason)}`);
  if (files.length > MAX_EXCLUDED_LISTED) {
    items.push(`- _${tr.t('andMoreInReport', { n: files.length - MAX_EXCLUDED_LISTED })}_`);
  }
  const summary = tr.t('excluded', { files: tr.count('fileCount', files.length) });
  return [details(summary, [items.join('\n')], '')];
}

/** A `<details>` block; blank lines around the content let GitHub render Markdown inside it. */
function details(summary: string, items: string[], open: string): string {
  return [
    `<details${open}>`,
    `<summary>${summary}</summary>`,
    '',
    items.join('\n\n---\n\n'),
    '',
    '</details>',
  ].join('\n');
}

function usageLine(report: ReviewReport, tr: Translator): string {
  const seconds = tr.num(report.duration_ms / 1000, 1);
  return `${tr.t('usage')}: ${formatUsage(report.usage, tr)} · ${seconds} s · prlens ${report.tool.version}`;
}

/** common.ts's formatUsage in the report's language, numbers written the way that language writes them. */
function formatUsage(usage: ReviewReport['usage'], tr: Translator): string {
  if (usage.requests === 0) return tr.t('usageNone');
  const cached = usage.cached_tokens > 0 ? ` ${tr.t('usageCached', { n: usage.cached_tokens })}` : '';
  return [
    `${tr.t('usagePrompt', { n: usage.prompt_tokens })}${cached}`,
    ...contextPackText(usage, tr),
    tr.t('usageCompletion', { n: usage.completion_tokens }),
    tr.count('usageRequests', usage.requests),
    usage.cost_usd === null ? tr.t('costUnknown') : tr.cost(usage.cost_usd),
  ].join(', ');
}
