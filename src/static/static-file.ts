/**
 * What the static lens reads and what it reports: one file as the rules see it (its content after
 * the change, the changed lines, its role, and the facts read for it later), and the result of a
 * run. Apart from run-static-rules.ts so that the scan of one file (scan-file.ts), the re-scan of
 * one file's versions (scan-changed-lines.ts) and the review stages share these shapes without
 * importing the run that loops over the files.
 */
import type { SgNode } from '@ast-grep/napi';
import type { RuleLanguage } from './languages.js';
import type { ManifestFact } from './manifest.js';
import type { StaticFinding } from './static-finding.js';
import type { ExportedCallers } from './flow/exported-callers.js';

/** One file the static rules read: its text after the change and the lines the change added. */
export interface StaticFile {
  path: string;
  /** The file after the change. */
  content: string;
  /** RIGHT line numbers (1-based) of the added lines. */
  changedLines: ReadonlySet<number>;
  /** A test file runs only the rules whose `in-tests` allows it (default: source). */
  role?: 'source' | 'test';
  /** Sample code (examples/, seed scripts): the rules with `in-samples: skip` do not run on it. */
  sample?: boolean;
  /** A third-party library copied in, by its content (copied-library.ts): `in-copies: skip` rules do not run. */
  copy?: boolean;
  /** What the JavaScript package's manifests say about the file (manifest.ts), once they were read. */
  manifest?: ManifestFact;
  /** The other files of a Go file's package, parsed, once all were read (go-package.ts). */
  goPackage?: readonly SgNode[];
  /** The head's files naming exported functions, and the names a finding asks for (caller-files.ts). */
  callers?: ExportedCallers;
}

/** What one run of the static lens found, skipped, silenced and could not read. */
export interface StaticResult {
  findings: StaticFinding[];
  skipped: { path: string; reason: string }[];
  /**
   * How many rules were loaded: the YAML rules (none when no changed file has a grammar) and the
   * rules of the file checks.
   */
  rules: number;
  /** Files the rules parsed, and the ids of the rules that ran on them: what the lens looked at. */
  scanned: string[];
  rulesRun: string[];
  /** Matches silenced by an inline comment (`# nosec`, `// eslint-disable-line`, ...). */
  suppressed: Array<{ path: string; line: number; rule: string; marker: string }>;
  /** Files past a cap of static-limits.ts, not read, and why. */
  overLimits: { path: string; reason: string }[];
  /** A check or rule that failed on a file (its other rules still ran): the file's result is partial. */
  failed: { path: string; rule: string; reason: string }[];
  /** Files not read because the run's deadline passed first, in order; empty when it did not. */
  unread: string[];
  /**
   * Languages whose grammar or the ast-grep binding could not load here (a missing, foreign or
   * truncated native file), with why and the changed files left unchecked: one warning each.
   */
  unavailable: { language: RuleLanguage; reason: string; paths: string[] }[];
}
