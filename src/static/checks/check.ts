/**
 * File checks: static rules written in TypeScript for files that ast-grep has no grammar for
 * (Terraform, Dockerfiles) or that need reasoning over a whole document (GitHub Actions workflows).
 * Each check declares its rules with the same metadata as a YAML rule, so they are listed, counted
 * and reported alike.
 */
import type { Severity } from '../../core/types.js';
import type { CATEGORIES } from '../rule-file.js';

export interface CheckRule {
  /** Kebab-case and unique across YAML rules and checks: the SARIF rule id. */
  id: string;
  /** The file type the check reads, e.g. `github-actions`, `terraform`, `dockerfile`. */
  language: string;
  category: (typeof CATEGORIES)[number];
  severity: Severity;
  confidence: number;
  /** The finding's title. */
  message: string;
  /** Why it matters and how to fix it, with the source of the advice. */
  note: string;
}

export interface CheckHit {
  rule: CheckRule;
  /** Lines (1-based) the finding may sit on, best first; the first one the change added is used. */
  lines: number[];
  /** The severity of this instance when it differs from the rule's (e.g. graded by the trigger). */
  severity?: Severity | undefined;
  /** Replacement for the finding's line, when the fix is mechanical. */
  suggestion?: string | undefined;
  /** One sentence on this instance (which expression, which trigger), added to the body. */
  detail?: string | undefined;
  /** The flagged line as findings show it, when it must differ from the file's (a token masked). */
  anchor?: string | undefined;
}

export interface FileCheck {
  language: string;
  rules: readonly CheckRule[];
  /** Whether the check reads this path. */
  covers(path: string): boolean;
  /** Every problem in the file; the runner keeps those on added lines. Never throws on bad input. */
  run(content: string, path?: string): CheckHit[];
  /**
   * Loads what `run` needs (the workflow check's YAML parser) before its first run: the runner
   * awaits it only for a file the check covers, so a review of other files never loads it (issue 48).
   */
  load?(): Promise<void>;
}
