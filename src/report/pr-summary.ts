/**
 * The body of the PR's summary comment: the marker line (src/report/markers.ts), then the report as
 * Markdown with notes under its heading and sections for what did not get an inline comment (over
 * the comment cap, refused by GitHub, files without a diff), all under the comment's size limit.
 * Posting it is src/github/summary.ts's.
 */
import type { Finding, ReviewReport } from '../core/types.js';
import { summaryMarker } from './markers.js';
import { ENGLISH, translator, type Translator } from '../i18n/index.js';
import { bodyWithoutTitle, compareFindings, locationLabel } from './common.js';
import { fitToLimit } from './markdown-budget.js';
import type { Layout } from './markdown-budget.js';
import { codeSpan, escapeMarkdownBlock, escapeMarkdownInline } from './markdown-escape.js';
import { DEFAULT_MAX_CHARS, renderMarkdown } from './markdown.js';

export interface SummaryExtras {
  /** Head SHA fully reviewed by this run; null when incomplete, so the watermark never advances. */
  reviewedSha: string | null;
  /** Valid findings beyond the inline comment cap. */
  overflow: Finding[];
  /** Findings GitHub would not place on a line. */
  rejected: Finding[];
  /** Files GitHub sent without a patch (binary, too large, beyond 3,000 files). */
  unreviewable: Array<{ path: string; reason: string }>;
  incremental?: { from: string; to: string } | null;
  /** No model key: only static rules ran. */
  staticOnly: boolean;
  /** Findings not posted again because an open thread of ours already has them. */
  suppressed?: number;
  /**
   * Open threads of ours on files this run did not review (an incremental run): their findings are
   * not in `report`, so the summary points at them instead of dropping them silently.
   */
  carried?: Array<{ path: string; line: number | null }>;
  /** Language of the fixed strings (the `language` setting); default English. */
  language?: string;
  /** The `summary` setting: collapse every file's findings; show the usage line (default true). */
  collapseFindings?: boolean;
  showUsage?: boolean;
}

/**
 * The summary body: the marker line, then the report (renderMarkdown, staged truncation), with notes
 * under its heading and sections for what did not get an inline comment, all under `maxChars`.
 * `report.findings` is expected to hold every finding; overflow and rejected are listed by name.
 */
export function renderSummary(
  report: ReviewReport,
  extras: SummaryExtras,
  maxChars = DEFAULT_MAX_CHARS,
): string {
  const marker = summaryMarker({ reviewedSha: extras.reviewedSha });
  const tr = translator(extras.language);
  const notes = summaryNotes(extras, tr);
  // The extra sections get at most a third of the room; the report renders into what is left.
  const sections = [
    listSection(tr.t('overflow'), extras.overflow, null, maxChars / 6, false, tr),
    listSection(tr.t('rejected'), extras.rejected, null, maxChars / 6, false, tr),
    unreviewableSection(extras.unreviewable, maxChars / 6, tr),
  ].join('');
  const room = maxChars - marker.length - notes.length - sections.length - 4;
  const markdown = renderMarkdown(report, {
    maxChars: Math.max(0, room),
    ...(extras.language ? { language: extras.language } : {}),
    collapseFindings: extras.collapseFindings === true,
    showUsage: extras.showUsage !== false,
  });
  const heading = `## ${tr.t('heading')}\n\n`;
  const body = markdown.startsWith(heading)
    ? `${heading}${notes}${markdown.slice(heading.length)}`
    : `${notes}${markdown}`;
  return `${marker}\n${body.trimEnd()}${sections}\n`;
}

function summaryNotes(extras: SummaryExtras, tr: Translator): string {
  const notes: string[] = [];
  if (extras.staticOnly) notes.push(`> [!NOTE]\n> ${tr.t('staticOnly')}`);
  if (extras.incremental) {
    const { from, to } = extras.incremental;
    notes.push(tr.t('incremental', { from: codeSpan(short(from)), to: codeSpan(short(to)) }));
  }
  if (extras.suppressed) notes.push(tr.count('suppressed', extras.suppressed));
  if (extras.carried && extras.carried.length > 0) {
    const shown = extras.carried.slice(0, 10).map((t) => codeSpan(t.line ? `${t.path}:${t.line}` : t.path));
    const hidden = extras.carried.length - shown.length;
    const list = hidden > 0 ? tr.t('carriedMore', { list: shown.join(', '), n: hidden }) : shown.join(', ');
    notes.push(tr.count('carried', extras.carried.length, { list }));
  }
  return notes.map((n) => `${n}\n\n`).join('');
}

/**
 * A `### title` section listing findings most severe first, with `reason` per finding when given,
 * fitted under `maxChars` by dropping bodies, then entries. Empty when there are no findings.
 */
export function listSection(
  title: string,
  findings: readonly Finding[],
  reason: ((f: Finding) => string) | null,
  maxChars: number,
  withBodies = false,
  tr: Translator = ENGLISH,
): string {
  if (findings.length === 0) return '';
  const sorted = [...findings].sort(compareFindings);
  const render = (layout: Layout): string => {
    const bodies = withBodies && (layout.level === 'full' || layout.level === 'no-low-bodies');
    const items = sorted.slice(0, layout.shown).map((f) => {
      const why = reason ? ` — ${escapeMarkdownInline(reason(f))}` : '';
      const head = `- **${f.severity}** ${codeSpan(locationLabel(f))} ${escapeMarkdownInline(f.title)}${why}`;
      const body = bodyWithoutTitle(f);
      if (!bodies || body === '' || (layout.level === 'no-low-bodies' && f.severity === 'low')) return head;
      return `${head}\n\n${indent(escapeMarkdownBlock(body))}`;
    });
    const hidden = sorted.length - Math.min(layout.shown, sorted.length);
    if (hidden > 0) items.push(`- _${tr.count('moreFindings', hidden)}_`);
    return `\n\n### ${title}\n\n${items.join('\n')}`;
  };
  return fitToLimit(render, sorted.length, Math.floor(maxChars));
}

/** The review-body section for comments GitHub would not place, with their bodies (they are nowhere else). */
export function rejectedSection(
  rejected: ReadonlyArray<{ finding: Finding; error: string }>,
  maxChars: number,
  language?: string,
): string {
  const errors = new Map(rejected.map((r) => [r.finding, r.error]));
  const findings = rejected.map((r) => r.finding);
  const tr = translator(language);
  return listSection(tr.t('rejected'), findings, (f) => errors.get(f) ?? '', maxChars, true, tr);
}

function unreviewableSection(
  files: ReadonlyArray<{ path: string; reason: string }>,
  maxChars: number,
  tr: Translator,
): string {
  if (files.length === 0) return '';
  const render = (layout: Layout): string => {
    const items = files
      .slice(0, layout.shown)
      .map((f) => `- ${codeSpan(f.path)}: ${escapeMarkdownInline(f.reason)}`);
    if (layout.shown < files.length) items.push(`- _${tr.t('andMore', { n: files.length - layout.shown })}_`);
    return `\n\n### ${tr.t('unreviewable')}\n\n${items.join('\n')}`;
  };
  return fitToLimit(render, files.length, Math.floor(maxChars));
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `  ${line}`))
    .join('\n');
}

function short(sha: string): string {
  return /^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha;
}
