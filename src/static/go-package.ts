/**
 * When the static lens reads the other files of a Go file's package (flow/package-callers.ts): only
 * for a file with a finding graded by flow, whose grade a helper's callers in those files could
 * lower. Most Go files never need a read.
 */
import type { SgNode } from '@ast-grep/napi';
import type { StaticFinding } from './static-finding.js';
import type { StaticRule } from './rule-file.js';
import { napi } from './napi.js';
import { napiLang, type RuleLanguage } from './languages.js';

/** A file of a Go package: its path and its text at the head. */
export interface GoPackageFile {
  path: string;
  text: string;
}

/**
 * The files of a Go file's package (its folder's `.go` files), every one of them, or undefined when
 * they could not all be read (a listing or a read failed, the read budget ran out). Called with the
 * path of the file whose package it is; the same folder gets the same array back.
 */
export type GoPackageReader = (path: string) => Promise<readonly GoPackageFile[] | undefined>;

/** Whether a Go file's findings could change with its package's other files: a finding graded by flow. */
export function goPackageNeed(
  language: RuleLanguage,
  rules: readonly StaticRule[],
  findings: readonly StaticFinding[],
): boolean {
  if (language !== 'go') return false;
  const flowing = new Set(rules.filter((r) => r.flow !== undefined).map((r) => r.id));
  return findings.some((f) => flowing.has(f.ruleId));
}

// Parsed once for every file of the package that asks (the reader hands out one array per folder).
const parsed = new WeakMap<readonly GoPackageFile[], ReadonlyArray<{ path: string; root: SgNode }>>();

/** The package's files other than `path`, parsed with the Go grammar. */
export function otherFilesParsed(files: readonly GoPackageFile[], path: string): SgNode[] {
  let roots = parsed.get(files);
  if (!roots) {
    roots = files.map((f) => ({ path: f.path, root: napi().parse(napiLang('go'), f.text).root() }));
    parsed.set(files, roots);
  }
  return roots.filter((r) => r.path !== path).map((r) => r.root);
}
