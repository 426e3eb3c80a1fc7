/**
 * Findings on the page: filter buttons, then one section per file with a card per finding —
 * severity, lens and category chips, the title, where it is (linked to the file at the reviewed
 * commit when the repository is on GitHub), the body as plain text, the suggestion and the changed
 * lines around it. Model text is shown as text, never as Markdown or HTML.
 */
import type { FileDiff, Finding, Severity } from '../../core/types.js';
import {
  SEVERITIES_DESC,
  bodyWithoutTitle,
  countBySeverity,
  groupByFile,
  lineLabel,
  plural,
} from '../common.js';
import { contextLines, renderContext } from './context.js';
import { markdownToHtml } from './markdown-html.js';
import { esc, githubFileUrl } from './escape.js';

export interface FindingLinks {
  /** `https://github.com/owner/repo` (or a GHES host) when the repository is on GitHub. */
  repoUrl: string | null;
  /** Commit of the new side (RIGHT) and of the old side (LEFT). */
  head: string | null;
  base: string | null;
}

/** Filter buttons for every severity and every lens that occurs, with counts. */
export function renderFilters(findings: readonly Finding[]): string {
  if (findings.length === 0) return '';
  const counts = countBySeverity(findings);
  const lenses = new Map<string, number>();
  for (const f of findings) lenses.set(f.lens, (lenses.get(f.lens) ?? 0) + 1);
  const severityButtons = SEVERITIES_DESC.filter((s) => counts[s] > 0).map(
    (s) =>
      `<button type="button" class="sev-filter" data-filter="severity" data-value="${s}" aria-pressed="true">${s} (${counts[s]})</button>`,
  );
  const lensButtons = [...lenses.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([lens, n]) =>
        `<button type="button" class="lens-filter" data-filter="lens" data-value="${esc(lens)}" aria-pressed="true">${esc(lens)} (${n})</button>`,
    );
  return [
    '<div class="filters" role="group" aria-label="Filter findings">',
    '<span class="label">Severity</span>',
    ...severityButtons,
    '<span class="label">Lens</span>',
    ...lensButtons,
    `<span class="muted" id="shown-count">${findings.length} of ${findings.length} shown</span>`,
    '</div>',
  ].join('\n');
}

/** Anchored findings grouped by file, each with the changed lines around it. */
export function renderFileSections(
  findings: readonly Finding[],
  files: readonly FileDiff[],
  links: FindingLinks,
): string {
  const byPath = new Map(files.map((f) => [f.path, f]));
  return groupByFile(findings)
    .map(([path, group]) => {
      const file = byPath.get(path);
      const url = githubFileUrl(links.repoUrl, file?.status === 'deleted' ? links.base : links.head, path);
      const name = url ? `<a href="${esc(url)}" rel="noreferrer">${esc(path)}</a>` : esc(path);
      return [
        `<section class="file" data-path="${esc(path)}">`,
        `<header><h3>${name}</h3><span class="muted">${plural(group.length, 'finding')}</span></header>`,
        ...group.map((f) => renderFinding(f, file, links)),
        '</section>',
      ].join('\n');
    })
    .join('\n');
}

/** Findings that could not be pinned to a changed line: listed with what the model quoted. */
export function renderUnanchored(findings: readonly Finding[], links: FindingLinks): string {
  if (findings.length === 0) return '';
  return [
    '<section class="file unanchored" data-path="">',
    `<header><h3>Not pinned to a changed line</h3><span class="muted">${plural(findings.length, 'finding')}</span></header>`,
    ...findings.map((f) => renderFinding(f, undefined, links)),
    '</section>',
  ].join('\n');
}

/** One finding's card. */
function renderFinding(finding: Finding, file: FileDiff | undefined, links: FindingLinks): string {
  const lines = { start: Math.min(finding.start_line ?? finding.line, finding.line), end: finding.line };
  const sha = finding.side === 'LEFT' ? links.base : links.head;
  const url = finding.anchored ? githubFileUrl(links.repoUrl, sha, finding.path, lines) : null;
  const where = `${finding.path}:${lineLabel(finding)}${finding.side === 'LEFT' ? ' (old file)' : ''}`;
  const rule = (finding as { rule?: unknown }).rule;
  const context = finding.anchored ? contextLines(file, finding) : null;
  return [
    `<article class="finding" data-severity="${esc(finding.severity)}" data-lens="${esc(finding.lens)}" data-fingerprint="${esc(finding.fingerprint)}">`,
    '<div class="head">',
    severityChip(finding.severity),
    `<span class="chip lens" title="lens">${esc(finding.lens)}</span>`,
    `<span class="chip category" title="category">${esc(finding.category)}</span>`,
    typeof rule === 'string' && rule !== '' ? `<span class="chip rule" title="rule">${esc(rule)}</span>` : '',
    `<span class="where">${url ? `<a href="${esc(url)}" rel="noreferrer">${esc(where)}</a>` : esc(where)}`,
    ` · confidence ${Math.round(finding.confidence * 100)}%</span>`,
    '</div>',
    `<div class="title">${esc(finding.title)}</div>`,
    `<div class="md body">${markdownToHtml(bodyWithoutTitle(finding))}</div>`,
    context
      ? renderContext(context)
      : finding.anchor
        ? `<div class="role">flagged line</div><pre class="wrap anchor">${esc(finding.anchor)}</pre>`
        : '',
    finding.suggestion !== null
      ? `<div class="role">suggestion</div><pre class="wrap suggestion">${esc(finding.suggestion)}</pre>`
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
