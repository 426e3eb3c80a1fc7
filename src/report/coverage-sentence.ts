/**
 * What each lens actually looked at, in one sentence: "1 file changed; static rules cover none of
 * it; no model configured." A file the select stage kept is not a file anyone read: the static
 * rules read only languages they have rules for, and without a model nothing else reads the rest.
 * Shared by the text, Markdown, summary and job-summary renderings so they never disagree.
 */
import { SEVERITY_RANK, type ReviewReport, type Severity } from '../core/types.js';
import { ENGLISH, type Translator } from '../i18n/index.js';

/**
 * The coverage sentence, ending with a full stop; `tr` picks the language. `withFiles: false` leaves
 * out the leading file count for a layout that has just said it (the sentence then starts capitalised).
 */
export function coverageSentence(report: ReviewReport, tr: Translator = ENGLISH, withFiles = true): string {
  const { stats } = report;
  const { coverage } = stats;
  const excluded = report.excluded_files.length;
  const files = tr.count('coverageChanged', stats.files_changed);
  const leftOut = tr.t('coverageLeftOut', { n: excluded });
  const parts: string[] = [];
  if (withFiles) parts.push(excluded > 0 ? `${files} (${leftOut})` : files);
  // The files the selection kept, read or not: `files_reviewed` counts only those something read.
  const kept = Math.max(0, stats.files_changed - excluded);
  if (kept > 0) {
    parts.push(
      coverage.static_files === 0
        ? tr.count('coverageStaticNone', kept)
        : tr.count('coverageStatic', coverage.static_files, {
            rules: tr.count('ruleCount', coverage.static_rules),
          }),
    );
  }
  parts.push(coverage.model ? tr.count('coverageModel', coverage.model_files) : tr.t('coverageNoModel'));
  if (coverage.test_files > 0) parts.push(tr.count('coverageTests', coverage.test_files));
  if (stats.suppressed_inline > 0) parts.push(tr.count('coverageSuppressed', stats.suppressed_inline));
  const preExisting = stats.pre_existing?.count ?? 0;
  if (preExisting > 0) parts.push(tr.count('coveragePreExisting', preExisting));
  const heldBack = stats.held_back;
  if (heldBack && heldBack.count > 0)
    parts.push(
      tr.count('coverageHeldBack', heldBack.count, {
        max: heldBack.max_minor_findings,
        all: heldBack.max_findings ?? 0,
      }),
    );
  const looked = stats.looked_generated ?? [];
  if (looked.length > 0)
    parts.push(tr.count('coverageLooked', looked.length, { list: lookedList(looked, tr) }));
  const imported = stats.imported;
  const notPosted = imported ? imported.outside_diff + imported.not_new + imported.info : 0;
  if (imported && notPosted > 0)
    parts.push(tr.count('coverageImported', notPosted, { tools: imported.tools.join(', ') }));
  if (imported && imported.not_on_file > 0)
    parts.push(
      tr.count('coverageImportedNoFile', imported.not_on_file, { tools: imported.tools.join(', ') }),
    );
  const sentence = parts.join('; ');
  return `${withFiles ? sentence : sentence.charAt(0).toUpperCase() + sentence.slice(1)}.`;
}

/** `vendor/app.js` (vendored; moved from src/app.js), the first few, then how many more. */
function lookedList(looked: NonNullable<ReviewReport['stats']['looked_generated']>, tr: Translator): string {
  const MAX_NAMED = 5;
  const named = looked.slice(0, MAX_NAMED).map((l) => `${l.path} (${l.looked}; ${l.reason})`);
  if (looked.length > MAX_NAMED) named.push(tr.t('andMore', { n: looked.length - MAX_NAMED }));
  return named.join(', ');
}

/** Findings below `min-severity`, counted and named (`py-utcnow at a.py:3`); empty when none. */
export function hiddenSentence(report: ReviewReport, tr: Translator = ENGLISH, maxNamed = 10): string {
  const { min_severity: floor, findings } = report.stats.below_min_severity;
  if (findings.length === 0) return '';
  const named = findings
    .slice(0, maxNamed)
    .map((f) => tr.t('atLocation', { what: f.rule ?? shorten(f.title), where: `${f.path}:${f.line}` }));
  if (findings.length > maxNamed) named.push(tr.t('andMore', { n: findings.length - maxNamed }));
  return `${tr.count('hiddenBelow', findings.length, { floor, list: named.join(', ') })}.`;
}

/** How many findings of `severity` the floor hid (0 when the severity is at or above it). */
export function hiddenCount(report: ReviewReport, severity: Severity): number {
  const { min_severity: floor, findings } = report.stats.below_min_severity;
  if (SEVERITY_RANK[severity] >= SEVERITY_RANK[floor]) return 0;
  return findings.filter((f) => f.severity === severity).length;
}

/** Whether the floor hides `severity` entirely (the severity table then says so instead of "0"). */
export function belowFloor(report: ReviewReport, severity: Severity): boolean {
  return SEVERITY_RANK[severity] < SEVERITY_RANK[report.stats.below_min_severity.min_severity];
}

function shorten(title: string): string {
  const line = title.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
