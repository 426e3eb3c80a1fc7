/**
 * The shapes every part of prlens agrees on (docs/contracts.md).
 * Each is a zod schema so that untrusted data (model output, config files, stored reports)
 * is parsed into it rather than cast.
 */
import './zod-config.js';
import { z } from 'zod';

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

/** Rank for comparisons: higher is more severe. */
export const SEVERITY_RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };

export const REPORT_VERSION = 1;

/**
 * The schemas, built by group on first use. Building them all was ~210 zod schemas and ~10 ms on
 * every start (issue 48), while most runs parse one (the JSON report's self-check, which needs no
 * diff schema) or none (a text report); each export below is a `z.lazy` over its schema here,
 * parsing exactly as it does.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    if (value === undefined) {
      schemaBuilds++;
      value = build();
    }
    return value;
  };
}

let schemaBuilds = 0;
const diff = once(() => diffSchemas());
const findings = once(() => findingSchemas());
const stats = once(() => statsSchemas(findings().Severity));
const report = once(() => reportSchemas(findings(), stats()));

/** @public How many groups of schemas were built: none at import, each at most once a process. */
export function coreSchemaBuilds(): number {
  return schemaBuilds;
}

/** A parsed diff: its files, hunks and lines. */
function diffSchemas() {
  /** One line of a hunk. `oldLine` is set for context and deleted lines, `newLine` for context and added. */
  const DiffLine = z.object({
    kind: z.enum(['add', 'del', 'context']),
    text: z.string(),
    oldLine: z.number().int().positive().nullable(),
    newLine: z.number().int().positive().nullable(),
    /** `\ No newline at end of file` followed this line. */
    noNewline: z.boolean().optional(),
  });

  const Hunk = z.object({
    oldStart: z.number().int().nonnegative(),
    oldLines: z.number().int().nonnegative(),
    newStart: z.number().int().nonnegative(),
    newLines: z.number().int().nonnegative(),
    /** Text after the second `@@` (often the enclosing function). */
    header: z.string(),
    lines: z.array(DiffLine),
  });

  const FileStatus = z.enum(['added', 'deleted', 'modified', 'renamed', 'copied']);

  const FileDiff = z.object({
    /** Path after the change (for deleted files: the old path). */
    path: z.string(),
    /** Path before the change; differs from `path` for renames and copies. */
    oldPath: z.string(),
    status: FileStatus,
    binary: z.boolean(),
    oldMode: z.string().nullable(),
    newMode: z.string().nullable(),
    /** Similarity index for renames and copies, 0..100. */
    similarity: z.number().int().min(0).max(100).nullable(),
    additions: z.number().int().nonnegative(),
    deletions: z.number().int().nonnegative(),
    hunks: z.array(Hunk),
  });
  return { DiffLine, Hunk, FileStatus, FileDiff };
}

/** A finding, and what a report says beside its findings: usage, the target, excluded files. */
function findingSchemas() {
  const Severity = z.enum(SEVERITIES);

  const Side = z.enum(['RIGHT', 'LEFT']);

  /**
   * What applying a finding's suggestion in memory showed: `verified` (a prlens rule's own fix: it
   * parses, and that rule, re-run on the lines, no longer flags them), `parses` (it parses and adds no rule finding, but no rule can confirm the fix),
   * `broken` (it would commit a syntax error, a changed indentation or a new rule finding) or `unchecked`
   * (no grammar reads the file, or its contents were not read).
   */
  const SuggestionCheck = z.enum(['verified', 'parses', 'broken', 'unchecked']);

  const Finding = z.object({
    path: z.string(),
    line: z.number().int().positive(),
    start_line: z.number().int().positive().nullable(),
    side: Side,
    severity: Severity,
    category: z.string(),
    lens: z.string(),
    title: z.string(),
    body: z.string(),
    suggestion: z.string().nullable(),
    /**
     * The prlens static rule whose own `fix` the suggestion is; absent for a model's or another tool's
     * suggestion, which can therefore never be `verified` (issue 42, point 3).
     */
    suggestion_rule: z.string().optional(),
    /** Set once the suggestion was applied and checked; absent when there is no suggestion. */
    suggestion_check: SuggestionCheck.optional(),
    /** Why the check came out so, in one line; set with `suggestion_check`. */
    suggestion_reason: z.string().optional(),
    /** The flagged line quoted verbatim from the diff. */
    anchor: z.string(),
    confidence: z.number().min(0).max(1),
    /** True when `line` was verified against the diff's line index. */
    anchored: z.boolean(),
    /**
     * Set on an unanchored finding whose file is not part of the change (a model naming a file it never
     * saw): shown in the summary as such, never counted by `fail-on`. Absent otherwise.
     */
    outside_change: z.literal(true).optional(),
    fingerprint: z.string(),
    /** The rule's id (its SARIF rule id): a static rule's, or an imported tool's (the tool's name when its
     * result names none); null only for a finding of a model lens. */
    rule: z.string().nullable(),
  });

  const ExcludedFile = z.object({ path: z.string(), reason: z.string() });

  const Usage = z.object({
    prompt_tokens: z.number().int().nonnegative(),
    completion_tokens: z.number().int().nonnegative(),
    cached_tokens: z.number().int().nonnegative(),
    requests: z.number().int().nonnegative(),
    /**
     * Of the prompt tokens, those the repository context packs took (counted by prlens per request
     * sent, each lookup round and re-ask included); absent when no context engine ran.
     */
    context_pack_tokens: z.number().int().nonnegative().optional(),
    /**
     * Context tokens the per-unit cap (a multiple of the unit's diff) left out of those requests,
     * counted the same way; absent when no context engine ran.
     */
    context_pack_cut_tokens: z.number().int().nonnegative().optional(),
    /** null when the price of a model is unknown: never a made-up 0. */
    cost_usd: z.number().nonnegative().nullable(),
  });

  const TargetMode = z.enum(['worktree', 'commit', 'range', 'base', 'pr']);
  const ReviewTarget = z.object({
    mode: TargetMode,
    repo: z.string().nullable(),
    pr: z.number().int().positive().nullable(),
    base: z.string().nullable(),
    head: z.string().nullable(),
  });
  return { Severity, Side, SuggestionCheck, Finding, ExcludedFile, Usage, ReviewTarget };
}

/** The parts of a report's stats that other code names. */
function statsSchemas(Severity: ReturnType<typeof findingSchemas>['Severity']) {
  const Count = z.number().int().nonnegative();

  /**
   * What each lens actually looked at, so a report never claims more than was done: a file that is
   * "reviewed" (kept by the select stage) may still be in a language no static rule reads.
   */
  const LensCoverage = z.object({
    /** Files the static rules parsed (a grammar and at least one rule for their language). */
    static_files: Count,
    /** Distinct static rules that ran on those files. */
    static_rules: Count,
    /** Whether a model was configured for this run. */
    model: z.boolean(),
    /** Files handed to the model lenses (0 without a model). */
    model_files: Count,
    /** Reviewed files classified as tests (rules may be skipped or graded low there). */
    test_files: Count,
  });

  /** A finding left out of the report, named so the count can be checked. */
  const HiddenFinding = z.object({
    path: z.string(),
    line: z.number().int().positive(),
    severity: Severity,
    title: z.string(),
    rule: z.string().nullable(),
  });

  /** A finding the audit (reflection) dropped, with the audit's reason: left out, never lost. */
  const AuditDrop = z.object({
    path: z.string(),
    line: z.number().int().positive(),
    title: z.string(),
    reason: z.string(),
  });

  /** Results read from other tools' files (SARIF, rdjson, checkstyle): what became of them. */
  const ImportedStats = z.object({
    /** The tools, as they name themselves. */
    tools: z.array(z.string()),
    results: Count,
    /** On the lines the filter mode allows: these became findings. */
    on_diff: Count,
    /** Off the changed lines (or in files the review does not cover): counted, never posted. */
    outside_diff: Count,
    /** Marked by the tool as present before this change (`baselineState` unchanged or absent). */
    not_new: Count,
    /** Of level `none`: informational, never posted. */
    info: Count,
    /** With no file a review can place (no URI, or one outside the checkout): counted, never posted. */
    not_on_file: Count.default(0),
  });
  return { Count, LensCoverage, HiddenFinding, AuditDrop, ImportedStats };
}

/** The JSON report. */
function reportSchemas(
  { Severity, Finding, ExcludedFile, Usage, ReviewTarget }: ReturnType<typeof findingSchemas>,
  { Count, LensCoverage, HiddenFinding, AuditDrop, ImportedStats }: ReturnType<typeof statsSchemas>,
) {
  const ReportStats = z.object({
    files_changed: Count,
    files_reviewed: Count,
    lines_added: Count,
    lines_deleted: Count,
    findings_by_severity: z.record(Severity, Count),
    lenses: z.array(z.string()),
    coverage: LensCoverage,
    /** Findings below `min-severity`: counted and named, never shown as a zero. */
    below_min_severity: z.object({ min_severity: Severity, findings: z.array(HiddenFinding) }),
    /** Model findings the audit dropped as disproved by the code: counted and named with its reason. */
    dropped_by_audit: z.object({ count: Count, findings: z.array(AuditDrop) }),
    /** Static findings silenced by an inline comment (`# nosec`, `// eslint-disable-line`, ...). */
    suppressed_inline: Count,
    /** Static findings on changed lines that the base version already had (`static-baseline: new`): not posted. */
    pre_existing: z.object({ count: Count, findings: z.array(HiddenFinding) }).optional(),
    /**
     * Model findings over `max-minor-findings` (below high) or `max-findings` (in all; the most severe
     * and confident are kept): counted in the summary, listed here, never posted. Absent when none was
     * held back. `max_findings` is absent in reports written before that budget existed.
     */
    held_back: z
      .object({
        max_minor_findings: Count,
        max_findings: Count.optional(),
        count: Count,
        findings: z.array(HiddenFinding),
      })
      .optional(),
    /** Other tools' results fed in with `sarif` / `--sarif`; absent when none were given. */
    imported: ImportedStats.optional(),
    /**
     * Files reviewed although they looked generated, vendored or minified (a header, banner, name or
     * folder of the change's own): the base does not say so (a new file, a move, a new header).
     */
    looked_generated: z
      .array(z.object({ path: z.string(), looked: z.string(), reason: z.string() }))
      .optional(),
  });

  const ReviewReport = z.object({
    version: z.literal(REPORT_VERSION),
    tool: z.object({ name: z.literal('prlens'), version: z.string() }),
    target: ReviewTarget,
    findings: z.array(Finding),
    unanchored: z.array(Finding),
    excluded_files: z.array(ExcludedFile),
    stats: ReportStats,
    usage: Usage,
    warnings: z.array(z.string()),
    incomplete: z.boolean(),
    duration_ms: z.number().int().nonnegative(),
  });
  return { ReviewReport };
}

export const Severity = z.lazy(() => findings().Severity);
export type Severity = z.infer<typeof Severity>;
export const Side = z.lazy(() => findings().Side);
export type Side = z.infer<typeof Side>;
export const DiffLine = z.lazy(() => diff().DiffLine);
export type DiffLine = z.infer<typeof DiffLine>;
export const Hunk = z.lazy(() => diff().Hunk);
export type Hunk = z.infer<typeof Hunk>;
export const FileStatus = z.lazy(() => diff().FileStatus);
export type FileStatus = z.infer<typeof FileStatus>;
export const FileDiff = z.lazy(() => diff().FileDiff);
export type FileDiff = z.infer<typeof FileDiff>;
export const SuggestionCheck = z.lazy(() => findings().SuggestionCheck);
export type SuggestionCheck = z.infer<typeof SuggestionCheck>;
export const Finding = z.lazy(() => findings().Finding);
export type Finding = z.infer<typeof Finding>;
export const ExcludedFile = z.lazy(() => findings().ExcludedFile);
export type ExcludedFile = z.infer<typeof ExcludedFile>;
export const Usage = z.lazy(() => findings().Usage);
export type Usage = z.infer<typeof Usage>;
export const ReviewTarget = z.lazy(() => findings().ReviewTarget);
export type ReviewTarget = z.infer<typeof ReviewTarget>;
export const LensCoverage = z.lazy(() => stats().LensCoverage);
export type LensCoverage = z.infer<typeof LensCoverage>;
export const HiddenFinding = z.lazy(() => stats().HiddenFinding);
export type HiddenFinding = z.infer<typeof HiddenFinding>;
export const AuditDrop = z.lazy(() => stats().AuditDrop);
export type AuditDrop = z.infer<typeof AuditDrop>;
export const ImportedStats = z.lazy(() => stats().ImportedStats);
export type ImportedStats = z.infer<typeof ImportedStats>;
export const ReviewReport = z.lazy(() => report().ReviewReport);
export type ReviewReport = z.infer<typeof ReviewReport>;

/** An empty usage record, the start of every sum. */
export function emptyUsage(): Usage {
  return { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, requests: 0, cost_usd: 0 };
}
