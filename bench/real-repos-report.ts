/**
 * What `npm run bench:real` prints: per slice of repositories (held-out, fresh, fresh2, fresh3, fresh4,
 * fresh5, fresh6, fresh7, fresh8, fresh9, fresh10, fresh11, fresh12, fresh13, fresh14, fresh15, fresh16, fresh17, fresh18, fresh19, fresh20, fresh21, fresh22, fresh23, fresh24, fresh25, fresh26, fresh27, fresh28, fresh29, fresh30, fresh31, tuning, tuning2) the three precisions and a per-rule table, then every finding that has no verdict yet, by place, so a
 * run on changed rules shows at once which new findings still need judging (issue 45).
 */
import path from 'node:path';
import type { Verdict } from './static-precision.js';

/** Every verdict on a finding of the real-repository bench (bench/static-real-repos.ts). */
export const VERDICTS_FILE = path.resolve(import.meta.dirname, 'real-repos', 'verdicts.yml');

/**
 * The slices a repository can belong to, in the order they are printed (the figures that count
 * first): rules are tuned on `tuning` only; `held-out` checks them; `fresh` … `fresh24`, `fresh27` and `fresh31` are further
 * held-out batches, each judged and committed before the next rule change; `tuning2`, `fresh25`, `fresh26`, `fresh28`, `fresh29` and `fresh30` are more tuning
 * material, picked for the rule classes the tuning half barely exercises (privileged containers,
 * nested-quantifier regexes, OS commands, SQL in JS). A new slice is one more entry here.
 */
export const HALVES = [
  'held-out',
  'fresh',
  'fresh2',
  'fresh3',
  'fresh4',
  'fresh5',
  'fresh6',
  'fresh7',
  'fresh8',
  'fresh9',
  'fresh10',
  'fresh11',
  'fresh12',
  'fresh13',
  'fresh14',
  'fresh15',
  'fresh16',
  'fresh17',
  'fresh18',
  'fresh19',
  'fresh20',
  'fresh21',
  'fresh22',
  'fresh23',
  'fresh24',
  'fresh25',
  'fresh26',
  'fresh27',
  'fresh28',
  'fresh29',
  'fresh30',
  'fresh31',
  'tuning',
  'tuning2',
] as const;

/** Which slice a repository belongs to. */
export type Half = (typeof HALVES)[number];

/**
 * The clean checks: slices judged at the rules of the day before any rule change was measured on them
 * and never used to tune one. Each alone is eight repositories or fewer, too few to say whether a rule
 * generalises; together they are the bench's honest held-out figure (issue 45 asks for it), so
 * `--half frozen` runs them all and the report adds their sum. `held-out` leads: it was the first.
 */
export const FROZEN: readonly Half[] = [
  'held-out',
  'fresh17',
  'fresh18',
  'fresh21',
  'fresh22',
  'fresh23',
  'fresh24',
  'fresh27',
  'fresh31',
];

/**
 * Names `--half` accepts for a group of slices: the clean checks, and every other slice (the tuning pool,
 * what rules may be tuned on; `tuning` alone stays the one slice of that name).
 */
export const SLICE_GROUPS: Readonly<Record<string, readonly Half[]>> = {
  frozen: FROZEN,
  'tuning-pool': HALVES.filter((h) => !FROZEN.includes(h)),
};

/** The slices a `--half` list names (slice and group names, comma-separated), in HALVES order. */
export function slicesOf(asked: readonly string[]): Half[] {
  const groups: Record<string, readonly Half[] | undefined> = SLICE_GROUPS;
  const unknown = asked.filter((a) => groups[a] === undefined && !HALVES.some((h) => h === a));
  if (unknown.length > 0 || asked.length === 0)
    throw new Error(
      `--half takes ${[...HALVES, ...Object.keys(SLICE_GROUPS)].join(', ')} (comma-separated), not ${asked.join(',')}`,
    );
  const wanted = new Set(asked.flatMap((a) => groups[a] ?? HALVES.filter((h) => h === a)));
  return HALVES.filter((h) => wanted.has(h));
}

/** Easy to get right and frequent: measured apart so they do not hide the others. */
export const EASY_RULES = new Set(['gha-unpinned-action', 'js-substr']);
/**
 * `js-substr-length` is the two-argument `substr`, split from `js-substr` when that rule got its fix: the
 * same easy deprecation, so a stricter line leaves it out too (the issue's figure names only the two).
 */
export const EASY_RULES_STRICT = new Set([...EASY_RULES, 'js-substr-length']);
const HIGH = new Set(['critical', 'high']);

export interface RealFinding {
  repo: string;
  half: Half;
  /** The reviewed commit, or `tree@<sha>` for the HEAD tree as one change. */
  change: string;
  path: string;
  line: number;
  rule: string;
  severity: string;
  inTests: boolean;
  verdict: Verdict | null;
}

/** A judged finding of a change this run reviewed that the rules no longer report. */
export interface GoneFinding {
  repo: string;
  half: Half;
  change: string;
  path: string;
  line: number;
  rule: string;
  verdict: Verdict;
}

/** The key a verdict is filed under in bench/real-repos/verdicts.yml. */
export const keyOf = (f: { repo: string; change: string; path: string; line: number; rule: string }) =>
  `${f.repo} ${f.change} ${f.path}:${f.line} ${f.rule}`;

interface Score {
  findings: number;
  true: number;
  debatable: number;
  false: number;
  unjudged: number;
}

function score(of: readonly RealFinding[]): Score {
  const n = (v: Verdict | null) => of.filter((f) => f.verdict === v).length;
  return {
    findings: of.length,
    true: n('true'),
    debatable: n('debatable'),
    false: n('false'),
    unjudged: n(null),
  };
}

// An unjudged finding counts as not true, so the figure can only rise once it is judged; the line says so.
const pct = (s: Score) => (s.findings === 0 ? 'n/a' : `${((s.true / s.findings) * 100).toFixed(1)}%`);

// Issue 45's own table leaves debatable findings out (its 48% is 85 true of 85 true + 92 false); the
// bench's figure above counts them against. Both are printed, so neither passes for the other.
const decided = (s: Score) =>
  s.true + s.false === 0 ? 'n/a' : `${((s.true / (s.true + s.false)) * 100).toFixed(1)}%`;

const counts = (s: Score) =>
  `${s.true} true, ${s.debatable} debatable, ${s.false} false${s.unjudged > 0 ? `, ${s.unjudged} UNJUDGED` : ''}`;

/** One line per finding without a verdict: its place, rule and severity, ready to be judged. */
export function formatUnjudged(findings: readonly RealFinding[]): string[] {
  return findings
    .filter((f) => f.verdict === null)
    .map((f) => `unjudged: ${keyOf(f)}  (${f.severity}${f.inTests ? ', test file' : ''})`);
}

/**
 * The files that have verdicts, per change (`<repo> <change>`): what a `--judged` run reviews. A
 * change with no verdict is not in the map, so such a run leaves it out.
 */
export function judgedPaths(
  entries: readonly { repo: string; change: string; path: string }[],
): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  for (const e of entries) {
    const key = `${e.repo} ${e.change}`;
    paths.set(key, (paths.get(key) ?? new Set<string>()).add(e.path));
  }
  return paths;
}

/**
 * The judged findings of the changes this run reviewed (`reviewed` maps `<repo> <change>` to its
 * slice) that it no longer reports: what a rule change removed. A true one gone is recall lost.
 */
export function goneFindings(
  judged: ReadonlyArray<Omit<GoneFinding, 'half'>>,
  reviewed: ReadonlyMap<string, Half>,
  findings: readonly RealFinding[],
): GoneFinding[] {
  const reported = new Set(findings.map(keyOf));
  const gone = new Map<string, GoneFinding>();
  for (const entry of judged) {
    const half = reviewed.get(`${entry.repo} ${entry.change}`);
    if (half !== undefined && !reported.has(keyOf(entry))) gone.set(keyOf(entry), { ...entry, half });
  }
  return [...gone.values()];
}

// Counts for all, places for the true ones only: those are what a rule change must account for
// (recall lost, or a finding the static baseline now calls pre-existing); the rest is the gain.
function formatGone(gone: readonly GoneFinding[]): string[] {
  if (gone.length === 0) return [];
  const n = (v: Verdict) => gone.filter((g) => g.verdict === v).length;
  const lost = gone.filter((g) => g.verdict === 'true');
  return [
    '',
    `judged findings no longer reported: ${n('true')} true, ${n('debatable')} debatable, ${n('false')} false` +
      (lost.length > 0 ? ' (check each true one: recall lost, or now pre-existing):' : ''),
    ...lost.map((g) => `gone (true): ${keyOf(g)}`),
  ];
}

/**
 * The figures of one slice of findings: the three precisions, the per-rule table, then (unless
 * `listUnjudged` is false, for a total whose slices listed them) the findings without a verdict and
 * the judged findings this run no longer reports.
 */
export function formatReal(
  findings: readonly RealFinding[],
  changes: number,
  { listUnjudged = true, gone = [] }: { listUnjudged?: boolean; gone?: readonly GoneFinding[] } = {},
): string {
  const outside = findings.filter((f) => !f.inTests);
  const hard = outside.filter((f) => !EASY_RULES.has(f.rule));
  const harder = outside.filter((f) => !EASY_RULES_STRICT.has(f.rule));
  const high = outside.filter((f) => HIGH.has(f.severity));
  const line = (label: string, s: Score) =>
    `${label}: ${counts(s)} of ${s.findings} -> precision ${pct(s)} (true / (true + false): ${decided(s)})`;
  const rules = [...new Set(findings.map((f) => f.rule))].sort();
  const open = formatUnjudged(findings);
  // The unjudged column appears only when there is something to judge, so judged runs print as before.
  const extra = open.length > 0;
  return [
    `changes reviewed: ${changes}; findings: ${findings.length} (${findings.length - outside.length} in test files)`,
    line('outside tests', score(outside)),
    line(`outside tests, without ${[...EASY_RULES].join(' and ')}`, score(hard)),
    line(`outside tests, without ${[...EASY_RULES_STRICT].join(', ')}`, score(harder)),
    line('outside tests, high and critical', score(high)),
    '',
    `| rule | findings | outside tests | true | debatable | false |${extra ? ' unjudged |' : ''} precision |`,
    `| --- | ---: | ---: | ---: | ---: | ---: |${extra ? ' ---: |' : ''} ---: |`,
    ...rules.map((rule) => {
      const of = findings.filter((f) => f.rule === rule);
      const s = score(of);
      const out = of.filter((f) => !f.inTests).length;
      const cells = [
        rule,
        s.findings,
        out,
        s.true,
        s.debatable,
        s.false,
        ...(extra ? [s.unjudged] : []),
        pct(s),
      ];
      return `| ${cells.join(' | ')} |`;
    }),
    ...(extra && listUnjudged
      ? ['', `${open.length} finding(s) without a verdict (counted as not true above):`, ...open]
      : []),
    ...(listUnjudged ? formatGone(gone) : []),
  ].join('\n');
}

/** Every slice apart (the held-out ones are the figures that count), then all together. */
export function formatHalves(
  findings: readonly RealFinding[],
  changes: Partial<Record<Half, number>>,
  gone: readonly GoneFinding[] = [],
): string {
  const present = HALVES.filter((h) => (changes[h] ?? 0) > 0);
  const parts = present.map(
    (h) =>
      `## ${h} half\n\n${formatReal(
        findings.filter((f) => f.half === h),
        changes[h] ?? 0,
        { gone: gone.filter((g) => g.half === h) },
      )}`,
  );
  // The clean checks' sum: what the rules do on code nobody tuned them on (the figure that counts).
  const frozen = present.filter((h) => FROZEN.includes(h));
  if (frozen.length > 1)
    parts.push(
      `## frozen clean checks together (${frozen.join(', ')})\n\n${formatReal(
        findings.filter((f) => FROZEN.includes(f.half)),
        frozen.reduce((n, h) => n + (changes[h] ?? 0), 0),
        { listUnjudged: false },
      )}`,
    );
  if (present.length > 1)
    parts.push(`## all halves\n\n${formatReal(findings, totalChanges(changes), { listUnjudged: false })}`);
  return parts.join('\n\n');
}

/** The number of changes reviewed over every slice. */
export const totalChanges = (changes: Partial<Record<Half, number>>) =>
  HALVES.reduce((n, h) => n + (changes[h] ?? 0), 0);
