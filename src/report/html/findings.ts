/**
 * Findings on the page: filter buttons, then one section per file with a card per finding —
 * severity, lens and category chips, the title, where it is (linked to the file at the reviewed
 * commit when the repository is on GitHub), the body as plain text, the suggestion and the changed
 * lines around it. Model text is shown as text, never as Markdown or HTML.
 */
import type { FileDiff, Finding, Severity } from '../../core/types.js';
import { SEVERITIES_DESC, bodyWithoutTitle, countBySeverity, groupByFile, lineLabel } from '../common.js';
import type { Translator } from '../../i18n/index.js';
import { contextLines, renderContext } from './context.js';
import { inlineMarkdownToHtml, markdownToHtml } from './markdown-html.js';
import { esc, githubFileUrl } from './escape.js';

export interface FindingLinks {
  /** `https://github.com/owner/repo` (or a GHES host) when the repository is on GitHub. */
  repoUrl: string | null;
  /** Commit of the new side (RIGHT) and of the old side (LEFT). */
  head: string | null;
  base: string | null;
}

/**
 * Filter buttons for every severity and every lens that occurs, with counts. The "N of N shown"
 * line carries its two plural forms in data attributes, so the page script rewrites it in the
 * page's language without holding any words of its own.
 */
export function renderFilters(findings: readonly Finding[], tr: Translator): string {
  if (findings.length === 0) return '';
  const counts = countBySeverity(findings);
  const lenses = new Map<string, number>();
  for (const f of findings) lenses.set(f.lens, (lenses.get(f.lens) ?? 0) + 1);
  const severityButtons = SEVERITIES_DESC.filter((s) => counts[s] > 0).map(
    (s) =>
      `<button type="button" class="sev-filter" data-filter="severity" data-value="${s}" aria-pressed="true">${s} (${tr.num(counts[s])})</button>`,
  );
  const lensButtons = [...lenses.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([lens, n]) =>
        `<button type="button" class="lens-filter" data-filter="lens" data-value="${esc(lens)}" aria-pressed="true">${esc(lens)} (${tr.num(n)})</button>`,
    );
  const total = findings.length;
  // The script fills {n} and {total} and picks the form by Intl.PluralRules of <html lang>, as tr.count does.
  const forms = tr.forms('pageShown');
  return [
    `<div class="filters" role="group" aria-label="${esc(tr.t('pageFilterFindings'))}">`,
    `<span class="label">${esc(tr.t('tableSeverity'))}</span>`,
    ...severityButtons,
    `<span class="label">${esc(tr.t('pageLens'))}</span>`,
    ...lensButtons,
    `<span class="muted" id="shown-count" data-one="${esc(forms.one)}" data-other="${esc(forms.other)}">` +
      `${esc(tr.count('pageShown', total, { total }))}</span>`,
    '</div>',
  ].join('\n');
}

/** Anchored findings grouped by file, each with the changed lines around it. */
export function renderFileSections(
  findings: readonly Finding[],
  files: readonly FileDiff[],
  links: FindingLinks,
  tr: Translator,
): string {
  const byPath = new Map(files.map((f) => [f.path, f]));
  return groupByFile(findings)
    .map(([path, group]) => {
      const file = byPath.get(path);
      const url = githubFileUrl(links.repoUrl, file?.status === 'deleted' ? links.base : links.head, path);
      const name = url ? `<a href="${esc(url)}" rel="noreferrer">${esc(path)}</a>` : esc(path);
      return [
        `<section class="file" data-path="${esc(path)}">`,
        `<header><h3>${name}</h3><span class="muted">${esc(tr.count('findingCount', group.length))}</span></header>`,
        ...group.map((f) => renderFinding(f, file, links, tr)),
        '</section>',
      ].join('\n');
    })
    .join('\n');
}

/** Findings that could not be pinned to a changed line: listed with what the model quoted. */
export function renderUnanchored(findings: readonly Finding[], links: FindingLinks, tr: Translator): string {
  if (findings.length === 0) return '';
  return [
    '<section class="file unanchored" data-path="">',
    `<header><h3>${esc(tr.t('unanchored'))}</h3><span class="muted">${esc(tr.count('findingCount', findings.length))}</span></header>`,
    ...findings.map((f) => renderFinding(f, undefined, links, tr)),
    '</section>',
  ].join('\n');
}

/** One finding's card. */
function renderFinding(
  finding: Finding,
  file: FileDiff | undefined,
  links: FindingLinks,
  tr: Translator,
): string {
  const lines = { start: Math.min(finding.start_line ?? finding.line, finding.line), end: finding.line };
  const sha = finding.side === 'LEFT' ? links.base : links.head;
  const url = finding.anchored ? githubFileUrl(links.repoUrl, sha, finding.path, lines) : null;
  const where = `${finding.path}:${lineLabel(finding)}${finding.side === 'LEFT' ? ` ${tr.t('oldFile')}` : ''}`;
  const rule = (finding as { rule?: unknown }).rule;
  const context = finding.anchored ? contextLines(file, finding) : null;
  return [
    `<article class="finding" data-severity="${esc(finding.severity)}" data-lens="${esc(finding.lens)}" data-fingerprint="${esc(finding.fingerprint)}">`,
    '<div class="head">',
    severityChip(finding.severity),
    `<span class="chip lens" title="${esc(tr.t('pageLens'))}">${esc(finding.lens)}</span>`,
    `<span class="chip category" title="${esc(tr.t('pageCategory'))}">${esc(finding.category)}</span>`,
    typeof rule === 'string' && rule !== ''
      ? `<span class="chip rule" title="${esc(tr.t('pageRule'))}">${esc(rule)}</span>`
      : '',
    `<span class="where">${url ? `<a href="${esc(url)}" rel="noreferrer">${esc(where)}</a>` : esc(where)}`,
    ` · ${esc(tr.t('pageConfidence', { percent: tr.percent(finding.confidence) }))}</span>`,
    '</div>',
    `<div class="title">${inlineMarkdownToHtml(finding.title)}</div>`,
    `<div class="md body">${markdownToHtml(bodyWithoutTitle(finding))}</div>`,
    context
      ? renderContext(context)
      : finding.anchor
        ? `<div class="role">${esc(tr.t('pageFlaggedLine'))}</div><pre class="wrap anchor">${esc(finding.anchor)}</pre>`
        : '',
    finding.suggestion !== null
      ? `<div class="role">${esc(tr.t('pageSuggestion'))}</div><pre class="wrap suggestion">${esc(finding.suggestion)}</pre>`
      : '',
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A severity chip (the class comes from the enum, never from free text). */
export function severityChip(severity: Severity): string {
  return `<span class="chip sev sev-${esc(severity)}">${esc(severity)}</span>`;
}
