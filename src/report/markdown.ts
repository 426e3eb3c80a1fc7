/**
 * GitHub-flavoured Markdown for the job summary and the PR summary comment. All text that a model,
 * a rule or a PR author controls goes through markdown-escape.ts; the length limit is applied by
 * markdown-budget.ts, which asks this module for ever leaner layouts until one fits.
 */
import type { Finding, ReviewReport, Severity } from '../core/types.js';
import {
  SEVERITIES_DESC,
  compareFindings,
  countBySeverity,
  describeTarget,
  formatUsage,
  groupByFile,
  incompleteReason,
  lineLabel,
  locationLabel,
  plural,
  reviewedFiles,
  sideNote,
} from './common.js';
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

export interface MarkdownOptions {
  /** Hard ceiling on the output length; GitHub rejects comment bodies over 65,536 characters. */
  maxChars?: number;
}

export const DEFAULT_MAX_CHARS = 60_000;

/** Excluded files listed by name; beyond this only the count is given (a PR may skip thousands). */
const MAX_EXCLUDED_LISTED = 100;

const SEVERITY_ICON: Record<Severity, string> = { critical: '🟣', high: '🔴', medium: '🟠', low: '🔵' };

/** Renders a report as Markdown no longer than `maxChars` (default 60,000). */
export function renderMarkdown(report: ReviewReport, options: MarkdownOptions = {}): string {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const total = report.findings.length + report.unanchored.length;
  return fitToLimit((layout) => renderLayout(report, layout), total, maxChars);
}

function renderLayout(report: ReviewReport, layout: Layout): string {
  const blocks = ['## prlens review', status(report), severityTable(report)];
  if (layout.level === 'list-only') {
    blocks.push(...flatList(report, layout.shown));
  } else {
    blocks.push(...findingSections(report, layout));
    blocks.push(...excludedSection(report));
  }
  if (report.warnings.length > 0) {
    blocks.push('### Warnings', report.warnings.map((w) => `- ${escapeMarkdownInline(w)}`).join('\n'));
  }
  blocks.push(`<sub>${escapeMarkdownInline(usageLine(report))}</sub>`);
  return `${blocks.join('\n\n')}\n`;
}

function status(report: ReviewReport): string {
  const target = codeSpan(describeTarget(report.target));
  const scope = `${reviewedFiles(report)} in ${target}`;
  if (report.incomplete) {
    // A GitHub alert block: the one thing a reader must not miss is that this review did not finish.
    return [
      '> [!WARNING]',
      `> **Incomplete review:** ${escapeMarkdownInline(incompleteReason(report))}`,
      `> Only part of the change was reviewed (${scope}); problems may remain in the rest.`,
    ].join('\n');
  }
  const total = report.findings.length + report.unanchored.length;
  if (total === 0) {
    const lenses = report.stats.lenses.map((l) => escapeMarkdownInline(l)).join(', ');
    return `✅ **Complete.** No findings. ${scope}${lenses === '' ? '' : ` (lenses: ${lenses})`}.`;
  }
  return `✅ **Complete:** ${scope}, ${plural(total, 'finding')}.`;
}

function severityTable(report: ReviewReport): string {
  const counts = countBySeverity([...report.findings, ...report.unanchored]);
  const rows = SEVERITIES_DESC.map((s) => `| ${SEVERITY_ICON[s]} ${s} | ${counts[s]} |`);
  return ['| Severity | Findings |', '| --- | ---: |', ...rows].join('\n');
}

function findingSections(report: ReviewReport, layout: Layout): string[] {
  const blocks: string[] = [];
  if (report.findings.length > 0) {
    blocks.push('### Findings');
    for (const [path, findings] of groupByFile(report.findings)) {
      const worst = findings[0]?.severity ?? 'low';
      const summary = `<code>${escapeHtml(path)}</code>: ${plural(findings.length, 'finding')}`;
      const open = worst === 'critical' || worst === 'high' ? ' open' : '';
      const items = findings.map((f) => findingBlock(f, layout, `line ${lineLabel(f)}${sideNote(f)}`));
      blocks.push(details(summary, items, open));
    }
  } else if (report.unanchored.length === 0 && report.incomplete) {
    // Never a bare "no findings" for an unfinished review: it would read as a clean bill of health.
    blocks.push('Nothing was found in the part that was reviewed.');
  }
  if (report.unanchored.length > 0) {
    blocks.push('### Not pinned to a changed line');
    const items = [...report.unanchored]
      .sort(compareFindings)
      .map((f) => findingBlock(f, layout, `${codeSpan(f.path)} near line ${f.line}`));
    blocks.push(
      details(`${plural(report.unanchored.length, 'finding')} the diff could not confirm`, items, ' open'),
    );
  }
  return blocks;
}

function findingBlock(finding: Finding, layout: Layout, where: string): string {
  const head = `**${SEVERITY_ICON[finding.severity]} ${finding.severity}** · ${escapeMarkdownInline(finding.lens)} · ${where} · ${escapeMarkdownInline(finding.title)}`;
  const withBody =
    layout.level === 'full' || (layout.level === 'no-low-bodies' && finding.severity !== 'low');
  if (!withBody) return head;
  const parts = [head];
  if (finding.body.trim() !== '') parts.push(escapeMarkdownBlock(finding.body.trim()));
  if (finding.suggestion !== null) {
    parts.push(
      'Suggested change:',
      codeBlock(finding.suggestion.replace(/\n+$/, ''), fenceLanguage(finding.path)),
    );
  }
  return parts.join('\n\n');
}

function flatList(report: ReviewReport, shown: number): string[] {
  // One list, most severe first, so that when it is cut the findings that matter most remain.
  const all = [
    ...report.findings.map((f) => ({ f, where: locationLabel(f) })),
    ...report.unanchored.map((f) => ({ f, where: `${f.path} (not pinned)` })),
  ].sort((a, b) => compareFindings(a.f, b.f));
  if (all.length === 0) return [];
  const lines = all
    .slice(0, shown)
    .map(
      ({ f, where }) =>
        `- ${SEVERITY_ICON[f.severity]} **${f.severity}** ${codeSpan(where)} ${escapeMarkdownInline(f.title)}`,
    );
  const hidden = all.length - Math.min(shown, all.length);
  if (hidden > 0) lines.push(`- _${plural(hidden, 'more finding')} in the report._`);
  const excluded = report.excluded_files.length;
  return [
    '### Findings',
    lines.join('\n'),
    ...(excluded > 0 ? [`${plural(excluded, 'file')} excluded from the review.`] : []),
  ];
}

function excludedSection(report: ReviewReport): string[] {
  const files = report.excluded_files;
  if (files.length === 0) return [];
  const items = files
    .slice(0, MAX_EXCLUDED_LISTED)
    .map((f) => `- ${codeSpan(f.path)}: ${escapeMarkdownInline(f.reason)}`);
  if (files.length > MAX_EXCLUDED_LISTED) {
    items.push(`- _and ${files.length - MAX_EXCLUDED_LISTED} more (see the report)_`);
  }
  return [details(`${plural(files.length, 'file')} excluded from the review`, [items.join('\n')], '')];
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

function usageLine(report: ReviewReport): string {
  const seconds = (report.duration_ms / 1000).toFixed(1);
  return `Usage: ${formatUsage(report.usage)} · ${seconds} s · prlens ${report.tool.version}`;
}
