/**
 * The one shape every stage of the review takes and returns (`FindingSet`), what every stage reads
 * (`StageContext`) and the stage signature itself. Stages share types only through this file (and
 * `core/`), so no stage imports another's folder (scripts/check-boundaries.mjs checks it).
 */
import type { FindingRuleConfig } from '../config/structured.js';
import type { AuditDrop, ExcludedFile, FileDiff, Finding, ImportedStats, Severity } from '../core/types.js';
import type { ChangeUnderReview, RunContext } from './run-context.js';
import type { UnconfirmedLook } from './select/base-look.js';
import type { FileClass } from './select/file-class.js';
import type { PathFilter } from './select/path-filter.js';

/** The files the review covers, as the select stage left them. */
interface Selection {
  kept: FileDiff[];
  excluded: ExcludedFile[];
  classes: Map<string, FileClass>;
  /** Post-change contents by path; null when unreadable. */
  contents: Map<string, string | null>;
  /** Kept files that looked generated, vendored or minified, which the base does not confirm. */
  unconfirmed: UnconfirmedLook[];
  /** Why the model may not read a path of the repository as context (select's gates), or null. */
  pathFilter: PathFilter;
}

/** Why a stage held a finding back: each is counted or named in the report, never lost silently. */
export type HiddenWhy =
  | 'pre-existing'
  | 'lookalike-file'
  | 'minified-line'
  | 'finding-rule'
  | 'rejected'
  | 'ignored'
  | 'severity'
  | 'confidence'
  | 'budget';

/** A finding a stage held back, with the stage's reason. */
export interface Hidden {
  finding: Finding;
  why: HiddenWhy;
}

/** Findings of one problem the merge stage made one comment of. */
export interface Merge {
  finding: Finding;
  sources: Finding[];
}

/**
 * What the review knows so far. Stages return a new set; none mutates the one it was given.
 * Before the verify stage, `findings` holds every candidate (its `anchored` is its producer's claim);
 * after it, only those GitHub would take as an inline comment.
 */
export interface FindingSet {
  files: Selection;
  findings: Finding[];
  /** Findings that cannot be placed on a commentable line: the summary lists them. */
  unanchored: Finding[];
  hidden: Hidden[];
  /** Model findings the audit dropped, with its reason. */
  droppedByAudit: AuditDrop[];
  /** Model finding's fingerprint → the known finding's the audit called it a repeat of. */
  auditDuplicates: ReadonlyMap<string, string>;
  merges: Merge[];
  /** Lens names in report order: `static`, imported tools, then the model's lenses. */
  lenses: string[];
  /** What some stage could not do, said in the report. */
  warnings: string[];
  /** True once any stage left part of the change unreviewed. */
  incomplete: boolean;
  /** What each reviewer looked at, for the report's coverage. */
  reach: {
    staticScanned: string[];
    staticRules: number;
    /** Static matches silenced by inline comments. */
    suppressedInline: number;
    /** Kept files given to the model. */
    modelFiles: FileDiff[];
    /** Context-pack tokens in the model's lens requests; absent when no context engine ran. */
    contextPackTokens?: number | undefined;
    /** Context tokens the per-unit pack cap left out of those requests; absent as above. */
    contextPackCutTokens?: number | undefined;
    imported?: ImportedStats | undefined;
  };
}

/** The settings the stages read (the model's own travel with the model lenses' stage). */
export interface StageSettings {
  include: string[];
  exclude: string[];
  maxFileChangedLines: number;
  /** Review generated and vendored files too (config `include-generated`). */
  includeGenerated?: boolean;
  minSeverity: Severity;
  minConfidence: number;
  /** Most model findings below high reported (`max-minor-findings`; 0 or absent = no limit). */
  maxMinorFindings?: number;
  /** Most model findings reported in all, critical ones aside (`max-findings`; 0 or absent = no limit). */
  maxFindings?: number;
  /** Severities that fail the run (`fail-on`): a finding the gate counts is never held back by the budget. */
  failOn?: readonly Severity[];
  /** Findings the team has dismissed: never reported again. */
  ignoredFingerprints?: readonly string[];
  /** Findings the team rejected on this PR: held back per finding, before the merge. */
  rejectedFingerprints?: readonly string[];
  /** Config rules that drop or re-grade findings (the `finding-rules` setting). */
  findingRules?: readonly FindingRuleConfig[];
  /** `new` (default): static findings the base already had are counted, not posted (`static-baseline`). */
  staticBaseline?: 'new' | 'all';
}

/** What every stage reads: the run's ports, the change, the settings and the run's limits. */
export interface StageContext {
  context: RunContext;
  /** Every file of the parsed diff: select decides which are reviewed (`FindingSet.files`). */
  change: ChangeUnderReview;
  /** The revision whose `.gitattributes` and versions may call a file generated; null = none. */
  baseRef: string | null;
  settings: StageSettings;
  /** Whether a model reviews this run (select reads more files for it). */
  withModel: boolean;
  /**
   * When max-review-seconds runs out, in milliseconds on `context.clock` (Infinity: never). One
   * absolute time for every stage: none converts it to a duration and back.
   */
  deadline: number;
  /** The configured max-review-seconds, for the warnings that name it. */
  maxReviewSeconds: number | undefined;
  /** Contents read before the review, at most (a request each over the API). */
  maxFileReads: number;
}

/**
 * One step of the review: a function of the set so far. A stage that waits on nothing (dedupe,
 * verify, the floors) returns the set itself and stays a plain function; the pipeline awaits each.
 */
export type Stage = (set: FindingSet, run: StageContext) => FindingSet | Promise<FindingSet>;
