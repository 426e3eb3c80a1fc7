/**
 * The lookalike-files stage: on a new file that only looks generated or vendored (the base does not
 * say so), only the findings that can fail a gate are reported, and none on a minified line.
 */
import { SEVERITY_RANK, type Finding } from '../../../core/types.js';
import { MINIFIED_LINE_LENGTH } from '../../select/select.js';
import type { FindingSet, Hidden } from '../../types.js';

/**
 * On a new file that only looks vendored or generated, the findings that can fail a gate (high and
 * critical) are kept: the point is that a PR cannot hide code there. Lower ones are a library's own
 * noise (an empty catch in a minified copy) and are left out, counted in a warning.
 *
 * A rule's match on a minified line of such a file (the line itself longer than a hand-written line
 * ever is) is not a finding either, whatever its severity: module loaders, template engines and
 * workers in every bundle `eval` and `new Function` their own code (RequireJS, underscore, Ace's
 * workers), and no reviewer can read the line the comment would sit on. CodeQL hides alerts in
 * minified code for the same reason (github/codeql#510); Semgrep can skip such files
 * (`--exclude-minified-files`, 1.80.0). The file is named in a warning as not reviewable line by
 * line, with the rules that matched, so it is never passed over in silence. A match on a line of
 * ordinary length in the same file is reported as before: a planted `eval` beside a bundle still
 * fails the gate. And a PR must not be able to hide a payload by writing it on one long line: when
 * a held match could have failed a gate (high or critical), the review is incomplete, which never
 * exits 0 nor posts "looks good" (the warning says how a vendored copy is marked in the base).
 */
export function lookalikeFiles(set: FindingSet): FindingSet {
  const looks = new Map(set.files.unconfirmed.map((u) => [u.path, u.looked]));
  if (!set.findings.some((f) => looks.has(f.path))) return set;
  const held: Hidden[] = [];
  const findings: Finding[] = [];
  for (const finding of set.findings) {
    const looked = looks.get(finding.path);
    if (looked === undefined) findings.push(finding);
    else if (onMinifiedLine(finding)) held.push({ finding, why: 'minified-line' });
    else if (SEVERITY_RANK[finding.severity] < SEVERITY_RANK.high)
      held.push({ finding, why: 'lookalike-file' });
    else findings.push(withLook(finding, looked));
  }
  return {
    ...set,
    findings,
    hidden: [...set.hidden, ...held],
    warnings: [...set.warnings, ...heldWarnings(held, looks)],
    incomplete: set.incomplete || held.some((h) => h.why === 'minified-line' && couldFailAGate(h.finding)),
  };
}

/**
 * A finding kept on a lookalike file says what the file looked like, so a reviewer who reads
 * "vendored (library banner: …)" knows the banner is the change's own word, not the base's.
 */
function withLook(finding: Finding, looked: string): Finding {
  return {
    ...finding,
    body:
      `${finding.body}\n\nThis new file looks ${looked}, which the base does not confirm: ` +
      "it is reviewed as the change's own code.",
  };
}

function couldFailAGate(finding: Finding): boolean {
  return SEVERITY_RANK[finding.severity] >= SEVERITY_RANK.high;
}

/** Whether the line a finding quotes is a bundler's line, not one a person wrote or can review. */
function onMinifiedLine(finding: Finding): boolean {
  return finding.start_line === null && finding.anchor.length > MINIFIED_LINE_LENGTH;
}

function heldWarnings(held: readonly Hidden[], looks: ReadonlyMap<string, string>): string[] {
  const quiet = held.filter((h) => h.why === 'lookalike-file');
  const minified = held.filter((h) => h.why === 'minified-line').map((h) => h.finding);
  const warnings: string[] = [];
  if (quiet.length > 0)
    warnings.push(
      `${quiet.length} low or medium finding(s) on new files that look vendored or generated were left out: ` +
        'only high and critical findings are reported there, and the files were not reviewed as project code ' +
        `(${namedLooks(quiet, looks)}; mark such paths in the base .gitattributes to skip them)`,
    );
  if (minified.length > 0) warnings.push(minifiedWarning(minified));
  return warnings;
}

/** Files the warning names one by one; a whole-tree scan of a web app can add dozens of bundles. */
const NAMED_FILES = 10;

/** The files of `held` with what each looked like, NAMED_FILES at most: `f.js: vendored (…)`. */
function namedLooks(held: readonly Hidden[], looks: ReadonlyMap<string, string>): string {
  const paths = [...new Set(held.map((h) => h.finding.path))];
  const named = paths.slice(0, NAMED_FILES).map((p) => `${p}: ${looks.get(p) ?? 'vendored or generated'}`);
  const more = paths.length - named.length;
  return named.join('; ') + (more > 0 ? `; and ${more} more file(s)` : '');
}

/** One sentence naming each new file with rule matches on minified lines, and the rules. */
function minifiedWarning(findings: readonly Finding[]): string {
  const byPath = new Map<string, Set<string>>();
  for (const f of findings) {
    const rules = byPath.get(f.path) ?? new Set<string>();
    rules.add(`${f.rule ?? f.lens} (line ${f.line})`);
    byPath.set(f.path, rules);
  }
  const named = [...byPath].slice(0, NAMED_FILES).map(([path, rules]) => `${path}: ${[...rules].join(', ')}`);
  const more = byPath.size - named.length;
  const files = named.join('; ') + (more > 0 ? `; and ${more} more file(s)` : '');
  const gate = findings.some(couldFailAGate)
    ? ' The review is incomplete: a high or critical rule matched code nobody can review on its line.'
    : '';
  return (
    `${byPath.size} new file(s) that look minified or vendored have rule matches on minified lines, ` +
    `not reported as findings and not reviewable line by line: ${files}.${gate} ` +
    'Check such files against their upstream release or build them in CI ' +
    '(mark them in the base .gitattributes to skip them)'
  );
}
