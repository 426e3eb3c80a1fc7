/**
 * The real-PR case list (`cases.yml`): merged pull requests of public repositories, each rebuilt from a
 * snapshot of its repository. Validated with zod so a typo (a short SHA, a missing golden line range, a
 * duplicate id) fails loudly and names the case and the field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

const CASES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cases.yml');

/** Severities as the Martian code-review benchmark writes its golden comments. */
const GOLDEN_SEVERITIES = ['Low', 'Medium', 'High', 'Critical'] as const;

const Sha = z.string().regex(/^[0-9a-f]{40}$/, 'must be a full 40-character lowercase commit SHA');

const Golden = z
  .strictObject({
    /** What went wrong, written from the fix. */
    comment: z.string().min(20, 'say what went wrong (at least 20 characters)'),
    severity: z.enum(GOLDEN_SEVERITIES),
    /** Path in the PR's head. */
    file: z.string().min(1),
    /** First and last line of the faulty code in the PR's head. */
    lines: z.tuple([z.number().int().positive(), z.number().int().positive()]),
    /** The commit that fixed this bug, when it is not the case's `fix` (one PR, two later fixes). */
    fix: Sha.optional(),
  })
  .refine((g) => g.lines[0] <= g.lines[1], {
    message: 'the first line is after the last',
    path: ['lines'],
  });

const CaseBase = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes'),
  /** owner/name on GitHub. */
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name'),
  language: z.enum(['go', 'python', 'rust', 'ruby', 'typescript', 'javascript', 'java']),
  pr: z.number().int().positive(),
  url: z.url(),
  /** The PR's title and body, as its merge or squash commit records them. */
  title: z.string().min(1),
  body: z.string().default(''),
  /** First parent of the merge/squash commit. */
  base: Sha,
  /** The merge or squash commit. */
  head: Sha,
};

const BuggyCase = z.strictObject({
  ...CaseBase,
  /** The later commit that fixed the bug. */
  fix: z.strictObject({ sha: Sha, subject: z.string().min(1) }),
  golden: z.array(Golden).min(1, 'a buggy case needs at least one golden comment'),
});

const CleanCase = z.strictObject({
  ...CaseBase,
  /** Why this PR is believed to be clean. */
  clean: z.string().min(20, 'say why the PR is believed clean'),
  golden: z.array(Golden).max(0, 'a clean case has no golden comments').default([]),
});

export const RealPrCase = z.union([BuggyCase, CleanCase]);
export type RealPrCase = z.infer<typeof RealPrCase>;

/** True for a case that has nothing to find. */
export const isClean = (c: RealPrCase): boolean => 'clean' in c;

/** Parses and validates the text of a case list; throws one error naming every problem. */
export function parseCases(text: string, source = 'cases.yml'): RealPrCase[] {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (e) {
    throw new Error(`${source}: not valid YAML: ${(e as Error).message}`);
  }
  if (!Array.isArray(raw)) throw new Error(`${source}: expected a list of cases`);
  const problems: string[] = [];
  const cases: RealPrCase[] = [];
  raw.forEach((entry: unknown, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    const name = typeof id === 'string' ? id : `#${index + 1}`;
    const parsed = RealPrCase.safeParse(entry);
    if (!parsed.success) {
      problems.push(...caseIssues(parsed.error, entry).map((p) => `case ${name}: ${p}`));
      return;
    }
    if (parsed.data.base === parsed.data.head)
      problems.push(`case ${name}: base and head are the same commit`);
    cases.push(parsed.data);
  });
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) problems.push(`case ${c.id}: duplicate id`);
    seen.add(c.id);
  }
  if (problems.length) throw new Error(`${source}:\n  ${problems.join('\n  ')}`);
  return cases;
}

/** The union's errors name both branches; report the branch the entry meant (clean or fix). */
function caseIssues(error: z.ZodError, entry: unknown): string[] {
  const meant = entry !== null && typeof entry === 'object' && 'clean' in entry ? CleanCase : BuggyCase;
  const direct = meant.safeParse(entry);
  const issues = direct.success ? error.issues : direct.error.issues;
  return issues.map((i) => `${i.path.length ? i.path.join('.') : '(case)'}: ${i.message}`);
}

/** Loads `cases.yml` (or another list). */
export function loadCases(file = CASES_FILE): RealPrCase[] {
  return parseCases(readFileSync(file, 'utf8'), path.basename(file));
}
