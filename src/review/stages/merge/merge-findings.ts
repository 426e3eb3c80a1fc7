/**
 * One comment per problem. The fingerprint dedupe (merge/dedupe.ts) merges
 * findings with the same category and the same anchored line; it cannot see that a static rule's
 * `security` finding and a model's `command-injection` finding on that line are one problem, that a
 * model range N..N+1 covers a static finding on N, or that one finding was said twice under two
 * categories. This stage merges findings of one file and side that
 *   - sit on the same or overlapping lines; or, when their problem kinds agree, on adjacent lines,
 *     in one statement, or within HUNK_WINDOW lines of one hunk (merge-window.ts), and
 *   - describe the same problem: their kinds meet (problem-kind.ts); or, where a kind is unknown,
 *     their titles agree (or, both unknown, their categories are equal).
 * Two known, different kinds on one line (a hard-coded password and an SQL injection) never merge,
 * nor do two results of one tool under different rule ids (the tool itself says they are two
 * problems), and a finding joins a group only when it matches every member, so a vague finding
 * cannot chain two different problems together. A model finding the audit called a duplicate of a
 * known one (`duplicates`) joins that one wherever it sits, and the known one's location is kept.
 *
 * The merged comment has the highest severity and confidence, every source listed in its body and
 * every lens in `lens`. Its text is a prlens rule's when one is a member (the model's reading is
 * quoted below it), else the most specific (a model's over another tool's generic message). Its
 * fingerprint is a static member's when there is one (rules are deterministic, so a rerun with or
 * without the model's copy keeps the same identity and does not repost), else the smallest.
 */
import { SEVERITY_RANK, type Finding } from '../../../core/types.js';
import { staticRuleIdOf } from '../../../static/run-static-rules.js';
import { isPrlensRule, mergeLensNames, mergedSuggestion } from './dedupe.js';
import { HUNK_WINDOW, type LinePlace, type PlaceOf } from './merge-window.js';
import { kindsMeet, problemKinds, titleWords } from './problem-kind.js';

/** Share of common title words (Dice) from which two wordings count as one problem. */
const SIMILAR_TITLES = 0.75;

export interface MergeResult {
  findings: Finding[];
  /** Each merged comment with the findings it replaced (two or more). */
  groups: Array<{ finding: Finding; sources: Finding[] }>;
}

export interface MergeOptions {
  /** The hunk and statement of a line; without it only touching lines merge. */
  placeOf?: PlaceOf;
  /** Model finding's fingerprint → the known finding's fingerprint the audit called it a duplicate of. */
  duplicates?: ReadonlyMap<string, string>;
}

interface Item {
  finding: Finding;
  /** Read on first use: most pairs are told apart before (two rules of one tool, far apart). */
  readonly kinds: Set<string>;
  words: Set<string>;
  start: number;
  /** Where its first and last line sit; null for a line no hunk holds. */
  first: LinePlace | null;
  last: LinePlace | null;
}

/** Merges findings that describe one problem on the same code; order of the rest is kept. */
export function mergeSameProblem(
  findings: readonly Finding[],
  lensOrder: readonly string[] = [],
  options: MergeOptions = {},
): MergeResult {
  const placeOf = options.placeOf ?? (() => null);
  const items = findings.map((finding): Item => {
    const start = finding.start_line ?? finding.line;
    let kinds: Set<string> | undefined;
    return {
      finding,
      // problemKinds' first call compiles its ~30 regular expressions (~3 ms of a static-only
      // review), so a run whose findings never meet a comparison that needs the kind skips it.
      get kinds() {
        return (kinds ??= problemKinds(finding));
      },
      words: titleWords(finding.title),
      start,
      first: placeOf(finding.path, finding.side, start),
      last: placeOf(finding.path, finding.side, finding.line),
    };
  });
  const { rest, attached } = attachDuplicates(items, options.duplicates);
  // A fixed order, so the groups (and so the fingerprints) do not depend on the order lenses answered in.
  const ordered = [...rest].sort(
    (a, b) =>
      cmp(a.finding.path, b.finding.path) ||
      cmp(a.finding.side, b.finding.side) ||
      a.start - b.start ||
      a.finding.line - b.finding.line ||
      cmp(a.finding.fingerprint, b.finding.fingerprint),
  );
  const groupOf = new Map<Item, Item[]>();
  // Groups that later findings (sorted by start line) can still reach; linear for findings far apart.
  let open: Array<{ members: Item[]; end: number }> = [];
  for (const item of ordered) {
    const { path, side } = item.finding;
    open = open.filter((g) => {
      const first = g.members[0]!.finding;
      return first.path === path && first.side === side && g.end >= reach(item);
    });
    const group = open.find(
      (g) => g.members.every((m) => sameProblem(item, m)) && g.members.some((m) => near(item, m)),
    );
    if (group) {
      group.members.push(item);
      group.end = Math.max(group.end, item.finding.line);
    } else open.push({ members: [item], end: item.finding.line });
    groupOf.set(item, (group ?? open[open.length - 1]!).members);
  }

  const result: MergeResult = { findings: [], groups: [] };
  const emitted = new Set<Item[]>();
  for (const item of rest) {
    const group = groupOf.get(item)!;
    if (emitted.has(group)) continue;
    emitted.add(group);
    const extra = group.flatMap((m) => attached.get(m) ?? []);
    if (group.length + extra.length === 1) {
      result.findings.push(item.finding);
      continue;
    }
    const known = extra.length > 0 ? group.find((m) => attached.has(m))!.finding : null;
    const finding = combine(
      [...group, ...extra].map((m) => m.finding),
      lensOrder,
      known,
    );
    result.findings.push(finding);
    result.groups.push({ finding, sources: [...group, ...extra].map((m) => m.finding) });
  }
  return result;
}

/**
 * Takes the audit's duplicates out of the grouping: each is attached to the known finding it
 * repeats, when that one is here and is a rule's (the audit may only name a known finding).
 */
function attachDuplicates(
  items: readonly Item[],
  duplicates: ReadonlyMap<string, string> | undefined,
): { rest: Item[]; attached: Map<Item, Item[]> } {
  const attached = new Map<Item, Item[]>();
  if (!duplicates || duplicates.size === 0) return { rest: [...items], attached };
  const known = new Map(items.filter((i) => isRuleText(i.finding)).map((i) => [i.finding.fingerprint, i]));
  const rest: Item[] = [];
  for (const item of items) {
    const target = isRuleText(item.finding)
      ? undefined
      : known.get(duplicates.get(item.finding.fingerprint) ?? '');
    if (target === undefined || target.finding.path !== item.finding.path) rest.push(item);
    else attached.set(target, [...(attached.get(target) ?? []), item]);
  }
  return { rest, attached };
}

/** The lowest line a group may end on and still reach `item`: adjacency, its hunk window, its statement. */
function reach(item: Item): number {
  const statement = item.first?.statement[0] ?? item.start;
  return Math.min(item.start - 1, item.first ? item.start - HUNK_WINDOW : item.start - 1, statement - 1);
}

function sameProblem(a: Item, b: Item): boolean {
  // One tool's two rules are two problems by that tool's own account (two prlens rules, two ESLint rules).
  if (sameTool(a.finding, b.finding) && a.finding.rule !== b.finding.rule) return false;
  // The window joins sources, not occurrences: one source's two findings lines apart (one rule on
  // two calls, the model on two queries) are two problems, even when a third source sits between.
  if (sourceOf(a.finding) === sourceOf(b.finding) && gap(a, b) > 1) return false;
  if (a.kinds.size > 0 && b.kinds.size > 0) return kindsMeet(a.kinds, b.kinds);
  if (similarTitles(a, b)) return true;
  // With one kind unknown only the wording can tell; with both unknown, an equal category can too.
  return a.kinds.size === 0 && b.kinds.size === 0 && sameCategory(a.finding, b.finding);
}

/**
 * Same file and side, and overlapping lines; when the problem kinds agree, also adjacent lines,
 * one statement, or one hunk within HUNK_WINDOW lines.
 */
function near(a: Item, b: Item): boolean {
  if (a.finding.path !== b.finding.path || a.finding.side !== b.finding.side) return false;
  const apart = gap(a, b);
  if (apart <= 0) return true;
  if (a.kinds.size === 0 || b.kinds.size === 0 || !kindsMeet(a.kinds, b.kinds)) return false;
  if (apart === 1) return true;
  const places = (i: Item) => [i.first, i.last].filter((p): p is LinePlace => p !== null);
  for (const p of places(a)) {
    for (const q of places(b)) {
      if (p.hunk !== q.hunk) continue;
      if (apart <= HUNK_WINDOW) return true;
      if (p.statement[0] <= q.statement[1] && q.statement[0] <= p.statement[1]) return true;
    }
  }
  return false;
}

/** Lines between two findings' ranges: 0 or less when they overlap, 1 when adjacent. */
function gap(a: Item, b: Item): number {
  return Math.max(a.start, b.start) - Math.min(a.finding.line, b.finding.line);
}

/** Who reported it, as far as the window cares: one tool (prlens's rules are one), or the model. */
function sourceOf(f: Finding): string {
  return isStatic(f) ? 'tool:static' : f.rule !== null ? `tool:${f.lens}` : 'model';
}

/** Both from one rule-based source: prlens's static lens, or one other tool (its lens is the tool). */
function sameTool(a: Finding, b: Finding): boolean {
  return a.rule !== null && b.rule !== null && a.lens === b.lens && isRuleText(a) && isRuleText(b);
}

function similarTitles(a: Item, b: Item): boolean {
  if (a.words.size === 0 || b.words.size === 0) return false;
  let common = 0;
  for (const w of a.words) if (b.words.has(w)) common++;
  return (2 * common) / (a.words.size + b.words.size) >= SIMILAR_TITLES;
}

function sameCategory(a: Finding, b: Finding): boolean {
  const norm = (c: string) =>
    c
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-');
  return norm(a.category) === norm(b.category);
}

const isStatic = (f: Finding) => f.lens.split('+').includes('static');
/** A rule's finding: prlens's static lens, or another tool's result (it carries the tool's rule id). */
const isRuleText = (f: Finding) => isStatic(f) || f.rule !== null;

/** The text of a merged comment: a model's (specific to the code) over a rule's, then the gravest. */
function betterText(a: Finding, b: Finding): boolean {
  if (isRuleText(a) !== isRuleText(b)) return !isRuleText(a);
  const bySeverity = SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
  if (bySeverity !== 0) return bySeverity > 0;
  if (a.confidence !== b.confidence) return a.confidence > b.confidence;
  if (a.body.length !== b.body.length) return a.body.length > b.body.length;
  return a.fingerprint < b.fingerprint;
}

/**
 * `at`: the finding whose location the merged comment keeps (the known one of an audit duplicate).
 * When a prlens rule is a member, its title and text lead and its own fix (or none) is the suggestion:
 * a model's wording can add to the comment but never rename the rule's finding or bring code that
 * would then pass for the rule's re-checked fix (issue 42, point 3).
 */
function combine(
  group: readonly Finding[],
  lensOrder: readonly string[],
  at: Finding | null = null,
): Finding {
  const rules = group.filter(isPrlensRule);
  const candidates = rules.length > 0 ? rules : group;
  let primary = candidates[0]!;
  for (const f of candidates.slice(1)) if (betterText(f, primary)) primary = f;
  const place = at ?? primary;
  const severity = group.reduce(
    (s, f) => (SEVERITY_RANK[f.severity] > SEVERITY_RANK[s] ? f.severity : s),
    primary.severity,
  );
  const sameRange = (f: Finding) => f.line === place.line && f.start_line === place.start_line;
  const statics = group.filter(isStatic).map((f) => f.fingerprint);
  const fingerprint = [...(statics.length > 0 ? statics : group.map((f) => f.fingerprint))].sort()[0]!;
  const { suggestion_rule: _fromMergedSuggestion, ...text } = primary;
  return {
    ...text,
    line: place.line,
    start_line: place.start_line,
    side: place.side,
    anchor: place.anchor,
    anchored: place.anchored,
    severity,
    confidence: Math.max(...group.map((f) => f.confidence)),
    lens: mergeLensNames(
      group.map((f) => f.lens),
      lensOrder,
    ),
    ...mergedSuggestion([place, ...group], sameRange),
    body: [primary.body.trim(), modelNote(primary, group), sourcesNote(primary, group)]
      .filter((part) => part !== '')
      .join('\n\n'),
    fingerprint,
    // The static member's rule id survives the merge (SARIF files the result under that rule).
    rule: (rules[0] ?? group.find((f) => f.rule !== null))?.rule ?? null,
  };
}

/**
 * Under a rule's text, the model's own explanation, which is specific to the code: named as the
 * lens's reading, so it adds context without speaking for the rule.
 */
function modelNote(primary: Finding, group: readonly Finding[]): string {
  if (!isPrlensRule(primary)) return '';
  let model: Finding | undefined;
  for (const f of group) if (!isRuleText(f) && (model === undefined || betterText(f, model))) model = f;
  if (model === undefined || model.body.trim() === '') return '';
  return `The ${model.lens} lens adds:\n\n${model.body.trim()}`;
}

/** Who reported a finding: `prlens rule js-eval`, `eslint: no-eval` (another tool), `security lens`. */
function sourceName(f: Finding): string {
  const rule = isStatic(f) ? (f.rule ?? staticRuleIdOf(f.body)) : null;
  if (rule !== null) return `prlens rule \`${rule}\``;
  if (f.rule !== null) return `\`${f.lens}: ${f.rule}\``;
  return `${f.lens} lens`;
}

/** The merged comment's list of what reported it, the text's own source first. */
function sourcesNote(primary: Finding, group: readonly Finding[]): string {
  const lines = [primary, ...group.filter((f) => f !== primary)].map((f) => {
    const who = sourceName(f);
    const where = f.start_line === null ? `line ${f.line}` : `lines ${f.start_line}-${f.line}`;
    return `- ${who} (${f.severity}, ${where}): ${f.title.replace(/\s+/g, ' ').trim()}`;
  });
  return [`Merged from ${group.length} findings of the same problem:`, ...lines].join('\n');
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
