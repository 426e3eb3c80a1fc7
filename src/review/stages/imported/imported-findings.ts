/**
 * Turns other tools' results into findings of this change. Only results on the lines the PR
 * changes become inline comments, as reviewdog's filter modes decide: `added` (a line the PR adds,
 * the default), `diff_context` (any line of a hunk), `file` (anywhere in a changed file; a line
 * outside the hunks cannot carry a comment, so it goes to the summary's unplaced list). The rest,
 * results the change did not introduce (`baselineState` unchanged or absent) and results of level
 * `none` (info) are counted for the summary and never posted: a linter's findings on untouched code
 * are the team's backlog, not this PR's review.
 */
import { fingerprint } from '../../../core/fingerprint.js';
import { buildLineIndex, type IndexedLine, type LineIndex } from '../../../core/line-index.js';
import type { FileDiff, Finding, ImportedStats, Severity } from '../../../core/types.js';
import type { ImportedLevel, ImportedResult } from '../../../ingest/imported.js';
import { repoPath } from '../../../ingest/sarif-uri.js';

type ImportFilter = 'added' | 'diff_context' | 'file';
/** A level's severity, or `info`: counted, never posted. */
type ImportedSeverity = Severity | 'info';

const DEFAULT_SEVERITY: Record<ImportedLevel, ImportedSeverity> = {
  error: 'high',
  warning: 'medium',
  note: 'low',
  none: 'info',
};

/** A tool's result is deterministic; it is as sure as a static rule of prlens. */
const IMPORTED_CONFIDENCE = 0.9;
/** Titles are one line; a tool's long message stays whole in the body. */
const MAX_TITLE = 120;

export interface ImportOptions {
  filter: ImportFilter;
  /** Per tool (lowercased name), per level: the severity to use instead of the default. */
  severity: Readonly<Record<string, Partial<Record<ImportedLevel, ImportedSeverity>>>>;
  /** Absolute directories a tool's absolute paths may start with (the checkout, GITHUB_WORKSPACE). */
  roots: readonly string[];
}

export interface ImportedFindings {
  findings: Finding[];
  /** In a changed file but off the diff, kept in `file` mode: listed in the summary, not inline. */
  unplaced: Finding[];
  stats: ImportedStats;
}

/** The findings of the imported results on the reviewed files. */
export function importedFindings(
  results: readonly ImportedResult[],
  files: readonly FileDiff[],
  options: ImportOptions,
): ImportedFindings {
  const diffs = new Map(files.map((f) => [f.path, f]));
  // A file's placer is built on its first result: most changed files get none.
  const placers = new Map<string, Placer>();
  const placerOf = (file: FileDiff) => {
    let placer = placers.get(file.path);
    if (!placer) placers.set(file.path, (placer = diffPlacer(buildLineIndex(file))));
    return placer;
  };
  // A Set beside the list: a file of 100,000 runs, each naming its own tool, stays linear.
  const tools = new Set<string>();
  const stats: ImportedStats = {
    tools: [],
    results: results.length,
    on_diff: 0,
    outside_diff: 0,
    not_new: 0,
    info: 0,
    not_on_file: 0,
  };
  const findings: Finding[] = [];
  const unplaced: Finding[] = [];
  for (const result of results) {
    const tool = toolId(result.tool);
    if (!tools.has(result.tool)) {
      tools.add(result.tool);
      stats.tools.push(result.tool);
    }
    if (result.baseline === 'unchanged' || result.baseline === 'absent') {
      stats.not_new++;
      continue;
    }
    const severity = options.severity[tool]?.[result.level] ?? DEFAULT_SEVERITY[result.level];
    if (severity === 'info') {
      stats.info++;
      continue;
    }
    const path = result.uri === null ? null : repoPath(result.uri, options.roots);
    if (path === null) {
      stats.not_on_file++;
      continue;
    }
    const diff = diffs.get(path);
    const place = diff && result.startLine !== null ? placerOf(diff)(result, options.filter) : null;
    if (diff && place) {
      stats.on_diff++;
      findings.push(toFinding(result, { path, tool, severity, ...place, anchored: true }));
    } else if (diff && options.filter === 'file') {
      stats.on_diff++;
      const line = result.startLine ?? 1;
      unplaced.push(
        toFinding(result, { path, tool, severity, line, start_line: null, anchor: '', anchored: false }),
      );
    } else stats.outside_diff++;
  }
  return { findings, unplaced, stats };
}

/**
 * A tool's name as a lens name: lowercased, one word (`+` joins lens names). `static` is the lens of
 * prlens's own rules: a tool naming itself so would pass for them (lead a merged comment, bring its
 * fix as the rule's), so it becomes `static-tool` (issue 42, point 3).
 */
export function toolId(tool: string): string {
  const id =
    tool
      .trim()
      .toLowerCase()
      .replace(/[\s+]+/g, '-') || 'tool';
  return id === 'static' ? 'static-tool' : id;
}

interface Place {
  line: number;
  start_line: number | null;
  anchor: string;
}

/** Places a result on one file's diff (RIGHT side), or null when its lines are off the filter. */
export type Placer = (result: ImportedResult, filter: ImportFilter) => Place | null;

/**
 * The placer of one file's diff. A range whose two ends GitHub accepts (same hunk) stays a range;
 * otherwise the comment goes on the range's first line the filter allows. The range is the tool's
 * word (`endLine: 1e12` looped until the runner killed it, issue 42 point 7), so the work never
 * follows it: the diff's lines are read once, then each result costs a binary search.
 */
export function diffPlacer(index: LineIndex): Placer {
  // Git writes hunks in ascending order; a copy is sorted anyway so the search holds for any diff.
  const lines = [...index.lines('RIGHT')].sort((a, b) => a.line - b.line);
  // nextAdded[i]: the position of the first added line at or after i (lines.length when none).
  const nextAdded = new Array<number>(lines.length + 1).fill(lines.length);
  for (let i = lines.length - 1; i >= 0; i--) nextAdded[i] = lines[i]!.kind === 'add' ? i : nextAdded[i + 1]!;
  return (result, filter) => {
    const start = result.startLine!;
    const end = result.endLine ?? start;
    const from = firstAtOrAfter(lines, start);
    const first = lines[filter === 'added' ? nextAdded[from]! : from];
    if (!first || first.line > end) return null;
    const last = index.get('RIGHT', end);
    if (end > start && index.check({ side: 'RIGHT', line: end, start_line: start }).ok && last)
      return { line: end, start_line: start, anchor: last.text };
    return { line: first.line, start_line: null, anchor: first.text };
  };
}

/** The position of the first of `lines` (sorted by number) whose number is at least `line`. */
function firstAtOrAfter(lines: readonly IndexedLine[], line: number): number {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid]!.line < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function toFinding(
  result: ImportedResult,
  at: {
    path: string;
    tool: string;
    severity: Severity;
    line: number;
    start_line: number | null;
    anchor: string;
    anchored: boolean;
  },
): Finding {
  const rule = result.ruleId;
  const category = rule === null ? at.tool : `${at.tool}/${rule}`;
  const related = result.related
    .slice(0, 5)
    .map((r) => `- ${r.uri}${r.line !== null ? `:${r.line}` : ''}${r.message ? `: ${r.message}` : ''}`);
  const source = `_${result.tool}${rule !== null ? ` rule \`${rule}\`` : ''}${result.helpUri ? ` ([docs](${result.helpUri}))` : ''}_`;
  const body = [result.message, related.length > 0 ? ['Related:', ...related].join('\n') : '', source]
    .filter((part) => part !== '')
    .join('\n\n');
  const from = at.start_line ?? at.line;
  const fix = result.fixes.find((f) => f.startLine === from && f.endLine === at.line);
  return {
    path: at.path,
    line: at.line,
    start_line: at.start_line,
    side: 'RIGHT',
    severity: at.severity,
    category,
    lens: at.tool,
    title: titleOf(result.message),
    body,
    suggestion: fix?.text ?? null,
    anchor: at.anchor,
    confidence: IMPORTED_CONFIDENCE,
    anchored: at.anchored,
    fingerprint: fingerprint({
      path: at.path,
      category,
      anchor: at.anchor === '' ? `line ${at.line}` : at.anchor,
    }),
    // Never null: the Finding contract keeps null for a model's finding, which the findings budget may
    // hold back; a tool's result that names no rule (SARIF's `ruleId` is optional) files under the tool.
    rule: rule ?? at.tool,
  };
}

function titleOf(message: string): string {
  const line = message.split(/\r?\n/)[0]!.replace(/\s+/g, ' ').trim();
  return line.length > MAX_TITLE ? `${line.slice(0, MAX_TITLE - 1)}…` : line;
}
