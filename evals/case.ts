/**
 * An evaluation case: a small change with planted bugs (or none), written for prlens. One YAML file
 * a case under evals/cases/; the file name is its id. Loaded and validated with zod so a typo in a
 * case fails loudly instead of silently scoring nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

export const LENSES = ['security', 'correctness', 'code-health', 'tests', 'docs'] as const;
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type EvalSeverity = (typeof SEVERITIES)[number];

const Severity = z.enum(SEVERITIES);

const Expectation = z.strictObject({
  /** Path of the file the finding must be on (RIGHT side, changed tree). */
  file: z.string().min(1),
  /** Line in the changed file; a finding within 3 lines matches. */
  line: z.number().int().positive(),
  /** One of these (case-insensitive) must appear in the finding's title or body. */
  keywords: z.array(z.string().min(1)).min(1),
  min_severity: Severity.default('low'),
  lens: z.enum(LENSES),
});

const Forbidden = z.strictObject({
  /** Only findings on this file count; absent = any file. */
  file: z.string().min(1).optional(),
  /** Only findings within 3 lines of this one count; absent = any line. */
  line: z.number().int().positive().optional(),
  keywords: z.array(z.string().min(1)).min(1),
  /** Why the claim is wrong: shown in the report. */
  reason: z.string().min(1),
});

const FileEntry = z
  .strictObject({
    /** Contents before the change; absent = the change adds the file. */
    base: z.string().optional(),
    /** Contents after the change; absent = the change deletes the file. */
    changed: z.string().optional(),
  })
  .refine((f) => f.base !== undefined || f.changed !== undefined, 'a file needs `base`, `changed` or both');

const CaseFile = z.strictObject({
  description: z.string().min(1),
  language: z.string().min(1),
  /** The lens a clean case tempts, or the lenses its bugs belong to (for the case list only). */
  tags: z.array(z.string()).default([]),
  files: z.record(z.string(), FileEntry).refine((f) => Object.keys(f).length > 0, 'a case needs files'),
  expected: z.array(Expectation).default([]),
  forbidden: z.array(Forbidden).default([]),
});

export type Expectation = z.infer<typeof Expectation>;
export type ForbiddenClaim = z.infer<typeof Forbidden>;
export type EvalCase = z.infer<typeof CaseFile> & { id: string };

/** Parses one case's YAML text; `id` names it in errors. */
export function parseCase(id: string, text: string): EvalCase {
  const result = CaseFile.safeParse(parse(text));
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`eval case ${id} is invalid: ${issues.join('; ')}`);
  }
  const c = { ...result.data, id };
  for (const e of c.expected) {
    const file = c.files[e.file];
    if (file?.changed === undefined)
      throw new Error(`eval case ${id}: expected finding on ${e.file}, which is not in the changed tree`);
    const lines = file.changed.split('\n').length;
    if (e.line > lines)
      throw new Error(`eval case ${id}: ${e.file} has ${lines} lines, expected line ${e.line}`);
  }
  return c;
}

/** Loads every `*.yml` case under `dir`, sorted by id; `only` keeps the named ids. */
export function loadCases(dir: string, only: readonly string[] = []): EvalCase[] {
  const ids = readdirSync(dir)
    .filter((name) => name.endsWith('.yml'))
    .map((name) => name.slice(0, -'.yml'.length))
    .sort();
  const unknown = only.filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw new Error(`no eval case named ${unknown.join(', ')} in ${dir}`);
  return ids
    .filter((id) => only.length === 0 || only.includes(id))
    .map((id) => parseCase(id, readFileSync(path.join(dir, `${id}.yml`), 'utf8')));
}

/**
 * The case ids of a named set, `evals/sets/<name>.txt`: one id a line, `#` starts a comment. A
 * fixed set keeps runs comparable; the frozen set is never looked at while prompts are tuned.
 */
export function loadSet(setsDir: string, name: string): string[] {
  if (!/^[a-z0-9-]+$/.test(name))
    throw new Error(`--set '${name}': a set name is lower-case letters, digits and -`);
  const file = path.join(setsDir, `${name}.txt`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    const known = readdirSync(setsDir)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => f.slice(0, -4));
    throw new Error(`--set '${name}': no ${file}; known sets: ${known.join(', ') || 'none'}`);
  }
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}
