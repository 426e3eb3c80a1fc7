/**
 * Groups related files so that each review call sees code that belongs together. One cheap model
 * call over file metadata only (path, status, +/- counts: never content, so it costs little and
 * leaks nothing); its answer is validated and any flaw falls back to a deterministic grouping by
 * directory. The call is skipped when it could not do better: small changes end up in one call
 * anyway, and when no file name links two directories, the paths (all the model sees) hold no
 * relation that grouping by directory misses.
 */
import path from 'node:path';
import { z } from 'zod';
import type { ModelClient, ModelUsage } from '../../../core/ports.js';
import type { FileDiff } from '../../../core/types.js';
import { randomNonce, safeNonce } from '../../../prompt/delimiters.js';
import { delimiters } from '../../../prompt/delimiters.js';
import { fillTemplate } from '../../../prompt/template.js';
import { PROMPTS } from '../../../prompt/prompts.generated.js';
import { moduleStem } from './route-signals.js';

/** Most files in one group (the grouping call's limit and the fallback's). */
export const MAX_GROUP_SIZE = 10;

export interface GroupOptions {
  /** No model (provider `none`) = deterministic grouping. */
  model?: ModelClient | null;
  maxGroupSize?: number;
  /** A change with at most this many files, or at most `smallChangeLines` changed lines, skips the call. */
  smallChangeFiles?: number;
  smallChangeLines?: number;
  /** Above this many files the answer gets long and error-prone: group deterministically. */
  maxModelFiles?: number;
  signal?: AbortSignal;
}

export interface Grouping {
  groups: string[][];
  source: 'model' | 'fallback';
  /** Why the fallback was used (null when the model grouped). */
  reason: string | null;
  /** Tokens of the grouping call, for the run's usage; null when none was made. */
  usage: ModelUsage | null;
}

const GroupAnswer = z.object({ groups: z.array(z.array(z.string())) });

const ANSWER_SCHEMA = {
  type: 'object',
  properties: { groups: { type: 'array', items: { type: 'array', items: { type: 'string' } } } },
  required: ['groups'],
  additionalProperties: false,
};

/** Groups files of ≤ maxGroupSize, every file exactly once. Never throws for a model failure. */
export async function groupFiles(files: readonly FileDiff[], options: GroupOptions = {}): Promise<Grouping> {
  const max = options.maxGroupSize ?? MAX_GROUP_SIZE;
  const fallback = (reason: string, usage: ModelUsage | null = null): Grouping => ({
    groups: fallbackGroups(files, max),
    source: 'fallback',
    reason,
    usage,
  });
  const changed = files.reduce((sum, f) => sum + f.additions + f.deletions, 0);
  if (!options.model) return fallback('no model configured');
  if (files.length <= (options.smallChangeFiles ?? 3) || changed <= (options.smallChangeLines ?? 50)) {
    return fallback('small change');
  }
  if (files.length > (options.maxModelFiles ?? 300))
    return fallback(`more than ${options.maxModelFiles ?? 300} files`);
  if (directoriesSuffice(files.map((f) => f.path)))
    return fallback('directories suffice: no file name links two directories');

  const listing = files
    .map((f) => JSON.stringify({ path: f.path, status: f.status, added: f.additions, deleted: f.deletions }))
    .join('\n');
  const nonce = safeNonce(randomNonce(), [listing]);
  const template = PROMPTS.group;
  if (template === undefined)
    throw new Error('prompts/group.md is missing from the build: run node scripts/gen-prompts.mjs');
  const d = delimiters('FILES', nonce);
  let text: string;
  let usage: ModelUsage | null = null;
  try {
    const response = await options.model.complete({
      system: fillTemplate(template, { nonce, maxGroupSize: String(max) }),
      messages: [{ role: 'user', content: `${d.open}\n${listing}\n${d.close}` }],
      schema: { name: 'file_groups', schema: ANSWER_SCHEMA },
      // Paths echoed back plus JSON punctuation; generous so that a long list is not cut off.
      maxOutputTokens: Math.max(512, options.model.countTokens(listing) * 2),
      temperature: 0,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    usage = response.usage;
    if (response.finishReason !== 'stop')
      return fallback(`grouping answer ended with ${response.finishReason}`, usage);
    text = response.text;
  } catch (error) {
    return fallback(`grouping call failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const checked = validateGrouping(
    text,
    files.map((f) => f.path),
    max,
  );
  if (typeof checked === 'string') return fallback(`invalid grouping answer: ${checked}`, usage);
  return { groups: checked, source: 'model', reason: null, usage };
}

/**
 * Checks a grouping answer: JSON of the right shape, every path exactly once, no unknown path, no
 * group over `max`. Returns the groups (empty ones dropped) or what is wrong.
 */
export function validateGrouping(text: string, paths: readonly string[], max: number): string[][] | string {
  let json: unknown;
  try {
    json = JSON.parse(stripFence(text));
  } catch {
    return 'not JSON';
  }
  const parsed = GroupAnswer.safeParse(json);
  if (!parsed.success) return `wrong shape (${parsed.error.issues[0]?.message ?? 'invalid'})`;
  const groups = parsed.data.groups.filter((g) => g.length > 0);
  const expected = new Set(paths);
  const seen = new Set<string>();
  for (const group of groups) {
    if (group.length > max) return `a group of ${group.length} files exceeds ${max}`;
    for (const p of group) {
      if (!expected.has(p)) return `unknown path ${JSON.stringify(p)}`;
      if (seen.has(p)) return `${JSON.stringify(p)} appears twice`;
      seen.add(p);
    }
  }
  const missing = paths.filter((p) => !seen.has(p));
  if (missing.length > 0) return `${missing.length} file(s) missing, e.g. ${JSON.stringify(missing[0])}`;
  return groups;
}

/** Deterministic grouping: files of one directory together (sorted), split into runs of ≤ max. */
export function fallbackGroups(files: readonly FileDiff[], max: number = MAX_GROUP_SIZE): string[][] {
  const byDir = new Map<string, string[]>();
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const dir = path.posix.dirname(file.path);
    byDir.set(dir, [...(byDir.get(dir) ?? []), file.path]);
  }
  const groups: string[][] = [];
  for (const dir of [...byDir.keys()].sort()) {
    const members = byDir.get(dir) ?? [];
    for (let i = 0; i < members.length; i += max) groups.push(members.slice(i, i + max));
  }
  return groups;
}

/** Folder names too common to relate two files: every project has them. */
const COMMON_DIRS = new Set([
  '.',
  'src',
  'lib',
  'libs',
  'test',
  'tests',
  'spec',
  'specs',
  'docs',
  'doc',
  'internal',
  'pkg',
  'cmd',
  'app',
  'apps',
  'main',
  'java',
  'kotlin',
  'scala',
  'resources',
  'com',
  'org',
  'net',
  'io',
  'packages',
  'modules',
  'source',
  'sources',
  'core',
  'common',
  'shared',
  'utils',
  'util',
  'e2e',
  '__tests__',
]);

/**
 * Whether grouping by directory already holds every relation the grouping model could see: it
 * reads the paths only, and across directories a path tells of a relation through names, a module
 * name that is also the module or folder name of a file elsewhere (`tests/pricing.test.ts` and
 * `src/pricing.ts`, `docs/api.md` and `src/api/`). With no such name the model's call is skipped.
 */
export function directoriesSuffice(paths: readonly string[]): boolean {
  const owners = new Map<string, Set<string>>();
  const own = (name: string, dir: string) => owners.set(name, (owners.get(name) ?? new Set()).add(dir));
  for (const p of paths) {
    const dir = path.posix.dirname(p);
    const stem = moduleStem(p);
    if (stem !== null) own(stem, dir);
    for (const folder of dir.split('/')) {
      const name = folder.toLowerCase();
      if (!COMMON_DIRS.has(name)) own(name, dir);
    }
  }
  for (const p of paths) {
    const stem = moduleStem(p);
    if (stem === null) continue;
    const dirs = owners.get(stem);
    if (dirs && [...dirs].some((d) => d !== path.posix.dirname(p))) return false;
  }
  return true;
}

function stripFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(text);
  return fenced?.[1] ?? text;
}
