/** What the pipeline takes from its callers and returns to them. */
import type {
  AuditDrop,
  ExcludedFile,
  FileDiff,
  Finding,
  HiddenFinding,
  ImportedStats,
  LensCoverage,
  Severity,
  Usage,
} from '../core/types.js';
import type { ChangeUnderReview, RunContext } from './run-context.js';
import type { ImportedInput } from './stages/imported/import-stage.js';
import type { ReviewModel } from './stages/model-lenses/model-stage.js';
import type { StageSettings } from './types.js';
import type { UnconfirmedLook } from './select/base-look.js';
import type { FileClass } from './select/file-class.js';

export interface PipelineInput {
  context: RunContext;
  /** Every file of the parsed diff: select decides which are reviewed. */
  change: ChangeUnderReview;
  /**
   * The revision the change is measured from: only its `.gitattributes` and its version of a file
   * may call the file generated, vendored or minified (a PR cannot exempt its own code). null or
   * absent: no base (a root commit), so every file is new and reviewed.
   */
  baseRef?: string | null | undefined;
  settings: StageSettings;
  /** The model and its settings; absent = static rules only. */
  model?: ReviewModel | undefined;
  /**
   * Limits around the whole run: `deadline` is when max-review-seconds (`maxReviewSeconds`) runs out,
   * as an absolute time in milliseconds on the context's clock counted from the start of the run
   * (file reads included); `maxFileReads` caps the contents read before the review (a request each
   * over the API).
   */
  limits?: { deadline?: number; maxReviewSeconds?: number; maxFileReads?: number } | undefined;
  /** Other tools' results (SARIF, rdjson, checkstyle) to post where they fall on the change. */
  imported?: ImportedInput | undefined;
}

export interface PipelineResult {
  kept: FileDiff[];
  /** Kept files some reviewer read: parsed by the static rules or given to a model's lenses. */
  read: number;
  excluded: ExcludedFile[];
  findings: Finding[];
  unanchored: Finding[];
  warnings: string[];
  lenses: string[];
  usage: Usage;
  incomplete: boolean;
  /** Inline comments the merge saved: shown comments before the merge minus after (a count). */
  merged: number;
  /** Findings held back because the team rejected them (`settings.rejectedFingerprints`). */
  rejected: number;
  /** Each merged finding's fingerprint → the fingerprints merged into it (a rejection takes them all). */
  members: Map<string, string[]>;
  /** The class of each kept file (source, test, ...). */
  classes: Map<string, FileClass>;
  /** What each lens looked at. */
  coverage: LensCoverage;
  /** Findings below `min-severity`, named. */
  belowMinSeverity: { min_severity: Severity; findings: HiddenFinding[] };
  /** Model findings the audit dropped, with its reason. */
  droppedByAudit: AuditDrop[];
  /** Static matches silenced by inline comments. */
  suppressedInline: number;
  /** Static findings on changed lines that the base version already had: counted, not posted. */
  preExisting: HiddenFinding[];
  /** Model findings over `max-minor-findings` or `max-findings`: counted, not posted. */
  heldBack: { max: number; maxAll: number; findings: HiddenFinding[] };
  /** Kept files that looked generated, vendored or minified but the base does not say so: reviewed. */
  unconfirmed: UnconfirmedLook[];
  /** What became of other tools' results; undefined when none were given. */
  imported?: ImportedStats | undefined;
}
