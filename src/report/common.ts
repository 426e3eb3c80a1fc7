/**
 * Pieces every renderer shares: ordering, grouping, labels and the wording of usage and status,
 * so that the terminal, the job summary and the PR comment never disagree about a review.
 */
import { SEVERITIES, SEVERITY_RANK } from '../core/types.js';
import type { Finding, ReviewReport, ReviewTarget, Severity, Usage } from '../core/types.js';
import { ENGLISH, type Translator } from '../i18n/index.js';

/** Orders findings most severe first, then by line, then by title so output is stable. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
    firstLine(a) - firstLine(b) ||
    a.line - b.line ||
    a.title.localeCompare(b.title)
  );
}

/** Findings grouped by path (paths in code-point order), each group sorted by severity then line. */
export function groupByFile(findings: readonly Finding[]): Array<[string, Finding[]]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = groups.get(finding.path) ?? [];
    group.push(finding);
    groups.set(finding.path, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, group]) => [path, group.sort(compareFindings)]);
}

/** `12` for one line, `10-14` for a range. */
export function lineLabel(finding: Finding): string {
  const start = finding.start_line;
  return start !== null && start < finding.line ? `${start}-${finding.line}` : `${finding.line}`;
}

/** `path:line` or `path:start-line`, marked when the lines are in the old file (a deleted line). */
export function locationLabel(finding: Finding): string {
  return `${finding.path}:${lineLabel(finding)}${sideNote(finding)}`;
}

/** ` (old file)` for a finding on deleted lines (numbered in the old file), a note for one outside the change. */
function sideNote(finding: Finding): string {
  if (finding.outside_change) return ' (not in this change: not counted by fail-on)';
  return finding.side === 'LEFT' ? ' (old file)' : '';
}

/** What was reviewed, in words: `owner/repo#12`, `abc1234..def5678`, `working tree against HEAD`. */
export function describeTarget(target: ReviewTarget, tr: Translator = ENGLISH): string {
  switch (target.mode) {
    case 'pr':
      return `${target.repo ?? 'pull request'}#${target.pr ?? '?'}`;
    case 'worktree':
      return tr.t('targetWorktree');
    case 'commit':
      return tr.t('targetCommit', { ref: shortRef(target.head) });
    case 'range':
      return `${shortRef(target.base)}..${shortRef(target.head)}`;
    case 'base':
      return tr.t('targetSince', { ref: shortRef(target.base) });
  }
}

/**
 * The context packs' tokens and their share of the prompt tokens in whole percent (issue 44: the
 * pack budget shown in the usage table); null when no pack was sent or no prompt token counted.
 */
export function contextPackShare(usage: Usage): { tokens: number; percent: number } | null {
  const tokens = usage.context_pack_tokens ?? 0;
  if (tokens === 0 || usage.prompt_tokens === 0) return null;
  return { tokens, percent: Math.min(100, Math.round((100 * tokens) / usage.prompt_tokens)) };
}

/** The usage line's context-pack item in the report's language; none when no pack was sent. */
export function contextPackText(usage: Usage, tr: Translator): string[] {
  const packs = contextPackShare(usage);
  if (packs === null) return [];
  const cut = usage.context_pack_cut_tokens ?? 0;
  return [
    tr.t('usageContext', { n: packs.tokens, share: packs.percent }),
    ...(cut > 0 ? [tr.t('usageContextCut', { n: cut })] : []),
  ];
}

/** Usage in one line; `cost unknown` rather than a made-up $0 when the price is not known. */
export function formatUsage(usage: Usage): string {
  if (usage.requests === 0) return 'no model calls';
  const cached = usage.cached_tokens > 0 ? ` (${formatInt(usage.cached_tokens)} cached)` : '';
  const packs = contextPackShare(usage);
  const cut = usage.context_pack_cut_tokens ?? 0;
  return [
    `${formatInt(usage.prompt_tokens)} prompt tokens${cached}`,
    ...(packs === null ? [] : [`context packs ${formatInt(packs.tokens)} (${packs.percent}% of the prompt)`]),
    ...(packs === null || cut === 0 ? [] : [`context cut by the unit cap ${formatInt(cut)}`]),
    `${formatInt(usage.completion_tokens)} completion tokens`,
    plural(usage.requests, 'request'),
    usage.cost_usd === null ? 'cost unknown' : formatCost(usage.cost_usd),
  ].join(', ');
}

/** `$0.0042` for small sums (cents would round them to nothing), `$1.25` otherwise. */
function formatCost(usd: number): string {
  if (usd === 0) return '$0.00';
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** Why a review is incomplete, taken from its warnings; never empty. */
export function incompleteReason(report: ReviewReport): string {
  return report.warnings.length > 0 ? report.warnings.join('; ') : 'the reason was not recorded';
}

/**
 * The last line of a static finding's body, naming its rule (run-static-rules.ts writes it for the PR
 * comment); renderers that show `finding.rule` elsewhere leave it out.
 */
export const STATIC_RULE_LINE = /\n*_prlens static rule `[a-z0-9-]+`_\s*$/;

/**
 * A finding's body without what the reader has just read: a first paragraph that repeats the title
 * (a static finding's body opens with its rule message, which is also its title) and, when given,
 * a trailing part matched by `drop`. Trimmed; empty when nothing else is left.
 */
export function bodyWithoutTitle(
  finding: Pick<Finding, 'title' | 'body'>,
  drop: RegExp | null = null,
): string {
  let body = finding.body.replace(/\r\n?/g, '\n').trim();
  if (drop) body = body.replace(drop, '').trim();
  const split = body.search(/\n\s*\n/);
  const first = split === -1 ? body : body.slice(0, split);
  if (squash(first) !== '' && squash(first) === squash(finding.title)) {
    body = split === -1 ? '' : body.slice(split).trim();
  }
  return body;
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Count of findings per severity, every severity present (zero when none). */
export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}

/** Severities from most to least severe. */
export const SEVERITIES_DESC: readonly Severity[] = [...SEVERITIES].sort(
  (a, b) => SEVERITY_RANK[b] - SEVERITY_RANK[a],
);

/** `1 finding`, `3 findings`. */
export function plural(count: number, noun: string): string {
  return `${formatInt(count)} ${noun}${count === 1 ? '' : 's'}`;
}

/** Thousands separators fixed to en-US so output does not depend on the machine's locale. */
function formatInt(value: number): string {
  return value.toLocaleString('en-US');
}

function firstLine(finding: Finding): number {
  return finding.start_line ?? finding.line;
}

function shortRef(ref: string | null): string {
  if (ref === null) return '?';
  return /^[0-9a-f]{40}$/i.test(ref) ? ref.slice(0, 7) : ref;
}
