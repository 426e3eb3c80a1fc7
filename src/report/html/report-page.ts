/**
 * `prlens review --format html`: the review as one self-contained page. The verdict and the
 * warnings come first (an incomplete run says why, in red), then the findings by file with filters,
 * the files left out, usage and — when a model ran — the timeline of its calls.
 * Inputs beyond the report (the diff, the call timeline, the repository URL) come from memory, so
 * the JSON report keeps its contract (docs/contracts.md, "Finding and the JSON report").
 */
import type { FileDiff, ReviewReport } from '../../core/types.js';
import { SEVERITIES_DESC, contextPackShare, countBySeverity, describeTarget } from '../common.js';
import { coverageSentence, hiddenSentence } from '../coverage-sentence.js';
import { translator, type Translator } from '../../i18n/index.js';
import { esc } from './escape.js';
import { renderFileSections, renderFilters, renderUnanchored, severityChip } from './findings.js';
import { htmlPage } from './page.js';
import { renderTimeline, type TimelineCall } from './timeline.js';
import { diffWithSecretsMasked, withSecretsMasked } from '../secret-excerpts.js';

export interface HtmlReportOptions {
  /** The parsed diff the review read: the changed lines shown around each finding. */
  files?: readonly FileDiff[] | undefined;
  /** The run's model calls, for the timeline; none = no timeline section. */
  timeline?: readonly TimelineCall[] | undefined;
  /** `https://github.com/owner/repo` when the repository is on GitHub: findings link to the file. */
  repoUrl?: string | null | undefined;
  /** Language of prlens's own strings on the page and of `<html lang>` (the `language` setting). */
  language?: string | undefined;
}

/** Renders a report as a complete HTML document. */
export function renderHtml(input: ReviewReport, inputOptions: HtmlReportOptions = {}): string {
  // The page is uploaded as an artifact: a secret in the diff or a finding shows its prefix only.
  const report = withSecretsMasked(input);
  const options = { ...inputOptions, files: diffWithSecretsMasked(inputOptions.files ?? []) };
  const links = { repoUrl: options.repoUrl ?? null, head: report.target.head, base: report.target.base };
  const all = [...report.findings, ...report.unanchored];
  const tr = translator(options.language);
  const target = describeTarget(report.target, tr);
  const hidden = hiddenSentence(report, tr);
  const body = [
    '<main>',
    `<h1>${esc(tr.t('heading'))}: ${esc(target)}</h1>`,
    `<p class="meta">prlens ${esc(report.tool.version)} · ` +
      `${esc(
        tr.count('pageMeta', report.stats.lines_added, {
          deleted: tr.num(report.stats.lines_deleted),
          lenses: report.stats.lenses.join(', ') || tr.t('pageLensesNone'),
        }),
      )} · ${esc(tr.num(report.duration_ms / 1000, 1))} s</p>`,
    verdict(report, tr),
    // What each lens actually read, and what the severity floor hid: the page claims no more.
    `<p class="coverage" id="coverage">${esc(coverageSentence(report, tr))}</p>`,
    ...(hidden ? [`<p class="hidden-findings">${esc(hidden)}</p>`] : []),
    warnings(report, tr),
    `<h2>${esc(tr.t('findings'))}</h2>`,
    all.length === 0
      ? `<p>${esc(report.incomplete ? tr.t('nothingFound') : tr.t('noFindings'))}</p>${reviewedFiles(options.files ?? [], tr)}`
      : renderFilters(all, tr),
    renderFileSections(report.findings, options.files ?? [], links, tr),
    renderUnanchored(report.unanchored, links, tr),
    excluded(report, tr),
    `<h2>${esc(tr.t('usage'))}</h2>`,
    usage(report, tr),
    ...(report.usage.requests > 0 || (options.timeline?.length ?? 0) > 0
      ? [`<h2>${esc(tr.t('pageModelCalls'))}</h2>`, renderTimeline(options.timeline ?? [], tr)]
      : []),
    `<footer>${esc(tr.t('pageFooter', { version: report.tool.version }))}</footer>`,
    '</main>',
  ].join('\n');
  return htmlPage({ title: `${tr.t('heading')}: ${target}`, body, lang: tr.lang });
}

function verdict(report: ReviewReport, tr: Translator): string {
  const all = [...report.findings, ...report.unanchored];
  const counts = countBySeverity(all);
  const chips = SEVERITIES_DESC.filter((s) => counts[s] > 0)
    .map((s) => `${severityChip(s)} ${tr.num(counts[s])}`)
    .join(' ');
  if (report.incomplete) {
    const why = report.warnings.length > 0 ? report.warnings : [tr.t('pageNoReason')];
    const findings = tr.count('findingCount', all.length);
    return [
      '<section class="status incomplete" id="verdict">',
      `<strong>${esc(tr.t('pageIncomplete'))}</strong>: ${esc(tr.t('pageIncompleteRest', { findings }))}`,
      warningList(why, tr),
      chips ? `<div class="counts">${chips}</div>` : '',
      '</section>',
    ].join('\n');
  }
  return [
    '<section class="status complete" id="verdict">',
    `<strong>${esc(tr.t('pageComplete'))}</strong>: ${esc(tr.count('findingCount', all.length))}` +
      (report.unanchored.length > 0
        ? ` ${esc(tr.t('pageNotPinned', { n: report.unanchored.length }))}`
        : '') +
      '.',
    chips ? `<div class="counts">${chips}</div>` : '',
    '</section>',
  ].join('\n');
}

function warnings(report: ReviewReport, tr: Translator): string {
  // An incomplete run lists its warnings in the red verdict already.
  if (report.incomplete || report.warnings.length === 0) return '';
  return `<section class="warnings"><strong>${esc(tr.t('warnings'))}</strong>${warningList(report.warnings, tr)}</section>`;
}

/** Warnings as a list; past `shown` of them, the rest fold away (a failed run can give one per file). */
function warningList(list: readonly string[], tr: Translator, shown = 5): string {
  const items = (ws: readonly string[]) => ws.map((w) => `<li>${esc(w)}</li>`).join('');
  if (list.length <= shown + 1) return `<ul>${items(list)}</ul>`;
  return (
    `<ul>${items(list.slice(0, shown))}</ul>` +
    `<details><summary>${esc(tr.t('andMore', { n: list.length - shown }))}</summary><ul>${items(list.slice(shown))}</ul></details>`
  );
}

function excluded(report: ReviewReport, tr: Translator): string {
  if (report.excluded_files.length === 0) return '';
  return [
    `<h2>${esc(tr.t('pageNotReviewed', { n: report.excluded_files.length }))}</h2>`,
    `<details class="excluded"><summary>${esc(tr.t('pageLeftOut'))}</summary><ul>`,
    ...report.excluded_files.map((f) => `<li><code>${esc(f.path)}</code>: ${esc(f.reason)}</li>`),
    '</ul></details>',
  ].join('\n');
}

/** What a page with no finding did read: "no findings" alone does not say whether it read anything. */
function reviewedFiles(files: readonly FileDiff[], tr: Translator): string {
  if (files.length === 0) return '';
  const items = files.map((f) => `<li><code>${esc(f.path)}</code></li>`).join('');
  return `<details class="reviewed" open><summary>${esc(tr.count('fileCount', files.length))}</summary><ul>${items}</ul></details>`;
}

function usage(report: ReviewReport, tr: Translator): string {
  const u = report.usage;
  // A static-only run made no model call: a table of zeros says nothing the line does not.
  if (u.requests === 0) return `<p class="usage">${esc(tr.t('usageNone'))}</p>`;
  const cost = u.cost_usd === null ? tr.t('pageCostUnknown') : tr.cost(u.cost_usd);
  const packs = contextPackShare(u);
  const heads = [
    'pageCalls',
    'pagePromptTokens',
    'pageCachedTokens',
    ...(packs === null ? [] : (['pageContextTokens'] as const)),
    'pageCompletionTokens',
    'pageCost',
  ] as const;
  const cut = u.context_pack_cut_tokens ?? 0;
  const cutNote = cut > 0 ? `; ${esc(tr.t('usageContextCut', { n: cut }))}` : '';
  const packCell =
    packs === null ? '' : `<td>${tr.num(packs.tokens)} (${tr.num(packs.percent)}%)${cutNote}</td>`;
  return [
    '<table class="usage">',
    `<tr>${heads.map((key) => `<th>${esc(tr.t(key))}</th>`).join('')}</tr>`,
    `<tr><td>${tr.num(u.requests)}</td><td>${tr.num(u.prompt_tokens)}</td><td>${tr.num(u.cached_tokens)}</td>` +
      `${packCell}<td>${tr.num(u.completion_tokens)}</td><td>${esc(cost)}</td></tr>`,
    '</table>',
  ].join('\n');
}
