/**
 * The static lens: applies the ast-grep rules and the file checks (workflows, Terraform, Dockerfiles)
 * to the post-change files and reports the matches that touch a changed line. It needs no model, so
 * prlens can review with `provider: none`. This file decides which files and rules run and reads the
 * facts a second scan needs; scan-file.ts scans one file, and static-finding.ts makes a match a Finding.
 */
import { FILE_CHECKS } from './checks/file-checks.js';
import type { FileCheck } from './checks/check.js';
import { grammarOf, isCodeLanguage, type RuleLanguage } from './languages.js';
import { loadChecksFor, rulesForRun, type CompiledRules, type RuleSources } from './compiled-rules.js';
import type { StaticRule } from './rule-file.js';
import { distinctRuleFingerprints, staticFinding, type StaticFinding } from './static-finding.js';
import { overStaticLimits, STATIC_LIMITS, type StaticLimits } from './static-limits.js';
import { compareText } from '../core/compare-text.js';
import { isMessageCatalogPath, isTestSupportPath } from '../core/code-paths.js';
import { inTestSupportPackage, isGoTestSupport } from './go-test-support.js';
import { isMaintainerTool } from './flow/cli-program.js';
import { servesRequests } from './flow/entry-points.js';
import type { Clock } from '../core/ports.js';
import type { FileDiff } from '../core/types.js';
import type { ManifestFact, ManifestNeed } from './manifest.js';
import { accepted, manifestNeed } from './manifest-need.js';
import { withoutCheckedElsewhere } from './flow/checked-elsewhere.js';
import { goPackageNeed, otherFilesParsed, type GoPackageReader } from './go-package.js';
import { gradedForTests, guarded, scanFile, withNote } from './scan-file.js';
import { MEASURED, type MeasuredRecord } from './measured-record.js';
import { measuredGrade } from './measured-grade.js';
import { learnCallers, type CallerReader } from './caller-files.js';
import type { CallerFile } from './flow/exported-callers.js';
import { JS_FAMILY } from './flow/graded.js';
import type { StaticFile, StaticResult } from './static-file.js';

export { staticRuleIdOf } from './static-finding.js';

export interface StaticOptions extends RuleSources {
  /** The sizes past which a file is skipped; defaults to static-limits.ts. */
  limits?: StaticLimits;
  /** The run's deadline, an absolute time on `clock`, checked before each file. */
  deadline?: { at: number; clock: Clock } | undefined;
  /** Rules already compiled by `compileStaticRules`, for a caller that runs many times (the rule tests). */
  compiled?: CompiledRules;
  /**
   * Run only the rules with these ids (and the file checks holding one): the base version of a file
   * needs only the rules that reported on its head (static-baseline.ts). Each ast-grep search
   * compiles its rule again, so a rule left out saves its compile as well as its walk.
   */
  only?: ReadonlySet<string>;
  /**
   * Reads the manifests of a JavaScript or TypeScript file (its `package.json` and lockfile). Called
   * only for a file with a finding they could change (a rule with `dependency`, a graded flow, a rule
   * that skips scripts), which is then scanned again with the facts: most files never need a read.
   */
  manifests?: (path: string, need: ManifestNeed) => Promise<ManifestFact>;
  /**
   * Reads the other files of a Go file's package. Called only for a Go file with a finding graded by
   * flow, which is then scanned again with them: an unexported helper's callers are in its package.
   */
  goPackage?: GoPackageReader;
  /**
   * Reads the head's files naming an exported JavaScript or TypeScript function. Called only for a
   * name that a finding graded high or critical by that function's argument asks for: the file is
   * then scanned again with them (flow/settled-callers.ts).
   */
  callers?: CallerReader;
  /**
   * Each rule's record on first sight (measured-record.ts), which holds a poorly measured rule's
   * findings to medium where their grade rests on the pattern alone (measured-grade.ts). `{}` grades
   * by the rules alone: the graders' tests.
   */
  measured?: Readonly<Record<string, MeasuredRecord>>;
}

/** Whether the static lens reads this file at all (a grammar or a file check covers it). */
export function staticCovers(path: string, checks: readonly FileCheck[] = FILE_CHECKS): boolean {
  return grammarOf(path) !== undefined || checks.some((c) => c.covers(path));
}

/**
 * Whether the static lens checks a kept file: one its rules cover that adds lines. Such a file read
 * as nothing is named by the static lens's unread warning, so the select stage does not name it again.
 */
export function staticChecks(file: FileDiff): boolean {
  return (
    staticCovers(file.path) &&
    file.hunks.some((hunk) => hunk.lines.some((line) => line.kind === 'add' && line.newLine !== null))
  );
}

/** Runs every rule of a file's language over the file, keeping matches on changed lines. */
export async function runStaticRules(
  files: StaticFile[],
  options: StaticOptions = {},
): Promise<StaticResult> {
  const parses = files.some((f) => f.changedLines.size > 0 && grammarOf(f.path) !== undefined);
  const { count, rulesFor, support, checks } = options.compiled ?? (await rulesForRun(parses, options));
  const { only } = options;
  // What the change touches, deletions included: none of it can mark a Go package as test support.
  const touched = new Set(files.map((f) => f.path));
  const changed = files.filter((f) => f.changedLines.size > 0).map((f) => f.path);
  await loadChecksFor(checks, changed);
  const findings: StaticFinding[] = [];
  const skipped: StaticResult['skipped'] = [];
  const scanned = new Set<string>();
  const rulesRun = new Set<string>();
  const suppressed: StaticResult['suppressed'] = [];
  const overLimits: StaticResult['overLimits'] = [];
  const failed: StaticResult['failed'] = [];
  const unread: string[] = [];
  const unavailable: StaticResult['unavailable'] = [];
  for (const [index, given] of files.entries()) {
    const file = asTheRulesSeeIt(given);
    // Between files is where the lens can stop: each file's work is bounded by the caps below.
    if (await betweenFiles(index, options.deadline)) {
      unread.push(...files.slice(index).map((f) => f.path));
      break;
    }
    const covering = checks.filter(
      (c) => c.covers(file.path) && (!only || c.rules.some((rule) => only.has(rule.id))),
    );
    const language = grammarOf(file.path);
    if (file.changedLines.size > 0 && (covering.length > 0 || language)) {
      const over = overStaticLimits(file.content, options.limits ?? STATIC_LIMITS);
      if (over !== null) {
        overLimits.push({ path: file.path, reason: over });
        continue;
      }
    }
    if (file.changedLines.size > 0 && covering.length > 0) {
      scanned.add(file.path);
      for (const check of covering) for (const rule of check.rules) rulesRun.add(rule.id);
      findings.push(...runChecks(covering, file, failed));
    }
    if (!language) {
      if (covering.length === 0)
        skipped.push({ path: file.path, reason: 'the static rules do not cover this file type' });
      continue;
    }
    const available = support.check(language);
    if (!available.ok) {
      skipped.push({ path: file.path, reason: available.reason });
      if (file.changedLines.size > 0) noteUnavailable(unavailable, language, available.reason, file.path);
      continue;
    }
    const applicable = applicableRules(rulesFor(language), file, only);
    // Parsing is the expensive part; a file without added lines cannot produce a finding.
    if (file.changedLines.size === 0 || applicable.length === 0) continue;
    scanned.add(file.path);
    for (const rule of applicable) rulesRun.add(rule.id);
    const first = await scanWithManifests(file, language, applicable, failed, options);
    const result = await asTestSupport(first, { file, language, touched, failed, options }, (asTest) =>
      applicableRules(rulesFor(language), asTest, only),
    );
    findings.push(...result.findings);
    suppressed.push(...result.suppressed);
  }
  return {
    findings: reported(findings, files, options.measured ?? MEASURED),
    skipped,
    rules: count,
    scanned: [...scanned],
    rulesRun: [...rulesRun].sort(),
    suppressed,
    overLimits,
    failed,
    unread,
    unavailable,
  };
}

/**
 * The findings as the lens reports them: without an open redirect checked by a helper another file
 * of the change defines (flow/checked-elsewhere.ts), one fingerprint each, held to their records.
 */
function reported(
  findings: StaticFinding[],
  files: readonly StaticFile[],
  records: Readonly<Record<string, MeasuredRecord>>,
): StaticFinding[] {
  return distinctRuleFingerprints(withoutCheckedElsewhere(findings, files)).map((f) =>
    heldToRecord(f, records),
  );
}

/** The finding held to its rule's measured record, without the lens's own `backed` mark. */
function heldToRecord(
  finding: StaticFinding,
  records: Readonly<Record<string, MeasuredRecord>>,
): StaticFinding {
  const { backed, ...plain } = finding;
  const held = measuredGrade(plain, plain.severity, backed === true, records);
  return held.why === undefined ? plain : { ...withNote(plain, held.why), severity: held.severity };
}

/**
 * Whether the run's deadline has passed, asked before each file after the event loop's next turn
 * (from the second file on). The ast-grep binding frees a parsed tree and its node wrappers in
 * finalizers Node runs from the event loop, never while the lens goes on through resolved promises:
 * without a turn, every file's garbage stayed until the lens ended (the CLI on DVGA's whole tree
 * peaked at 6.5 GB; with it, the largest file decides).
 */
async function betweenFiles(index: number, deadline: StaticOptions['deadline']): Promise<boolean> {
  if (index > 0) await new Promise((resolve) => setImmediate(resolve));
  return deadline !== undefined && deadline.clock.now() >= deadline.at;
}

/** The file checks' findings. Checks have no per-rule `in-tests`: in a test file (fixtures) they are graded low. */
function runChecks(
  covering: readonly FileCheck[],
  file: StaticFile,
  failed: StaticResult['failed'],
): StaticFinding[] {
  const hits = covering.flatMap((c) => guarded(c.language, file, failed, () => runCheck(c, file)) ?? []);
  return file.role === 'test' ? hits.map(gradedForTests) : hits;
}

/**
 * A Go file of a test-support package (go-test-support.ts) is a test: its package is read only when
 * the file has findings a test's role could change, and then it is scanned again as a test.
 */
async function asTestSupport(
  result: ReturnType<typeof scanFile>,
  at: {
    file: StaticFile;
    language: RuleLanguage;
    touched: ReadonlySet<string>;
    failed: StaticResult['failed'];
    options: StaticOptions;
  },
  rulesAsTest: (file: StaticFile) => StaticRule[],
): Promise<ReturnType<typeof scanFile>> {
  const { file, language, touched, failed, options } = at;
  if (result.findings.length === 0) return result;
  if (!(await inTestSupportPackage(file, language, options.goPackage, touched))) return result;
  const asTest: StaticFile = { ...file, role: 'test' };
  const again: StaticResult['failed'] = [];
  const rescanned = await scanWithManifests(asTest, language, rulesAsTest(asTest), again, options);
  const known = new Set(failed.map((f) => `${f.path}\0${f.rule}`));
  failed.push(...again.filter((f) => !known.has(`${f.path}\0${f.rule}`)));
  return rescanned;
}

/**
 * Scans a file; when a finding could change with what its manifests say (manifest-need.ts), or with
 * its Go package's other files (go-package.ts), reads them and scans again with the facts; then reads
 * the callers its exported functions' arguments ask for (`settleCallers`). A rule that failed in
 * several scans is counted once.
 */
async function scanWithManifests(
  given: StaticFile,
  language: RuleLanguage,
  applicable: readonly StaticRule[],
  failed: StaticResult['failed'],
  { manifests, goPackage, callers: read }: Pick<StaticOptions, 'manifests' | 'goPackage' | 'callers'>,
): Promise<ReturnType<typeof scanFile>> {
  // A JavaScript file's exported functions may be settled by their callers: its grades ask for names.
  const callers =
    read && isCodeLanguage(language) && JS_FAMILY.includes(language)
      ? { known: new Map(), wanted: new Set<string>() }
      : undefined;
  const file = callers ? { ...given, callers } : given;
  const first = scanFile(file, language, applicable, failed);
  const need = manifests && manifestNeed(file, language, applicable, first.findings);
  const pkg =
    goPackage && goPackageNeed(language, applicable, first.findings) ? await goPackage(file.path) : undefined;
  const scanAgain = (facts: Partial<StaticFile>) => {
    const again: StaticResult['failed'] = [];
    const result = scanFile({ ...file, ...facts }, language, applicable, again);
    const known = new Set(failed.map((f) => `${f.path}\0${f.rule}`));
    failed.push(...again.filter((f) => !known.has(`${f.path}\0${f.rule}`)));
    return result;
  };
  if ((!manifests || !need) && !pkg) return settleCallers(first, callers, read, () => scanAgain({}));
  const manifest = manifests && need ? accepted(await manifests(file.path, need), file, language) : undefined;
  const facts = {
    ...(manifest && { manifest }),
    ...(pkg && { goPackage: otherFilesParsed(pkg, file.path) }),
  };
  return settleCallers(scanAgain(facts), callers, read, () => scanAgain(facts));
}

// How many times a file is graded again with callers read: each round may ask for the callers of a
// function that the last round's callers passed their own argument to (firewall.ts's `initChain`, then
// the `rebuildRules` that calls it, wg-easy).
const CALLER_ROUNDS = 3;

/**
 * Reads the files naming the functions `result`'s grades asked for (caller-files.ts) and grades
 * again with the same facts (`rescan`), for at most CALLER_ROUNDS rounds; a round that asks for nothing new ends it. The reader
 * answers each name once per change, however many files ask.
 */
async function settleCallers(
  result: ReturnType<typeof scanFile>,
  callers: { known: Map<string, readonly CallerFile[] | null>; wanted: Set<string> } | undefined,
  read: CallerReader | undefined,
  rescan: () => ReturnType<typeof scanFile>,
): Promise<ReturnType<typeof scanFile>> {
  let settled = result;
  for (let round = 0; callers && read && round < CALLER_ROUNDS; round++) {
    const names = [...callers.wanted].filter((name) => !callers.known.has(name));
    callers.wanted.clear();
    if (names.length === 0) break;
    await learnCallers(read, callers.known, names);
    settled = rescan();
  }
  return settled;
}

/**
 * The file as the rules see it: a file only a test runner loads (core/code-paths.ts
 * `isTestSupportPath`: a runner's setup or config, the Cypress folder; go-test-support.ts: a Go file
 * importing `testing`, httptest or testify) is a test, unless it serves requests. A PR names and
 * writes its own files: a request handler named like a test setup, or importing `testing`, keeps its
 * grade.
 */
function asTheRulesSeeIt(file: StaticFile): StaticFile {
  if (file.role === 'test') return file;
  if (!isTestSupportPath(file.path) && !isGoTestSupport(file.path, file.content)) return file;
  const language = grammarOf(file.path);
  if (language && isCodeLanguage(language) && servesRequests(file.content, language)) return file;
  return { ...file, role: 'test' };
}

/** The rules of a file's language that apply to it: its role (test, sample) and `only` decide. */
function applicableRules(
  rules: readonly StaticRule[],
  file: StaticFile,
  only: ReadonlySet<string> | undefined,
): StaticRule[] {
  return rules.filter((r) => ruleApplies(r, file) && (!only || only.has(r.id)));
}

/**
 * Whether a rule runs on a file of its language: not on the tests, samples, message catalogs or
 * maintainer's scripts it skips.
 */
export function ruleApplies(rule: StaticRule, file: StaticFile): boolean {
  if (file.role === 'test' && rule.inTests === 'skip') return false;
  if (file.sample === true && rule.inSamples === 'skip') return false;
  if (file.copy === true && rule.inCopies === 'skip') return false;
  if (
    rule.inScripts === 'skip' &&
    (isMaintainerTool(file.path, file.content, rule.language) || file.manifest?.runBy)
  )
    return false;
  return !(rule.inMessages === 'skip' && isMessageCatalogPath(file.path));
}

function noteUnavailable(
  into: StaticResult['unavailable'],
  language: RuleLanguage,
  reason: string,
  path: string,
): void {
  const known = into.find((u) => u.language === language);
  if (known) known.paths.push(path);
  else into.push({ language, reason, paths: [path] });
}

/** One file check's hits on added lines; the first added line of each hit's candidates is used. */
export function runCheck(check: FileCheck, file: StaticFile): StaticFinding[] {
  const lines = file.content.split('\n');
  const findings: StaticFinding[] = [];
  const seen = new Set<string>();
  for (const hit of check.run(file.content, file.path)) {
    const line = hit.lines.find((l) => file.changedLines.has(l));
    if (line === undefined || seen.has(`${hit.rule.id}:${line}`)) continue;
    seen.add(`${hit.rule.id}:${line}`);
    const anchor = hit.anchor ?? (lines[line - 1] ?? '').replace(/\r$/, '');
    findings.push(
      staticFinding(hit.rule, {
        path: file.path,
        line,
        anchor,
        severity: hit.severity,
        suggestion: hit.lines[0] === line ? hit.suggestion : undefined,
        detail: hit.detail,
      }),
    );
  }
  return findings.sort((a, b) => a.line - b.line || compareText(a.ruleId, b.ruleId));
}
