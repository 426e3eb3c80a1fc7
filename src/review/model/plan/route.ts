/**
 * Lens routing: which hunks each lens can judge, decided from the change itself (paths, the hunk's
 * lines, the changed test files' imports) without a model call. A lens's `route` column
 * (plan/lenses.ts) names the flag of `HunkRoute` it reads, or `all`:
 *
 * - `code`: code and configuration, not prose;
 * - `test`: test files, tests written inside a source file, and source files a changed test file
 *   covers (same module name, or imported by it);
 * - `docs`: documentation files, hunks that show a comment or docstring, and changed public
 *   signatures (what docs describe);
 * - `sensitive` (no lens's route): the hunk touches input, I/O, auth, shell, SQL, crypto,
 *   deserialisation, paths, the network or markup, which earns a `sensitive`-weight lens a call of
 *   its own in `full` (lens-plan.ts).
 * Floor lenses review every hunk whatever their route (the coverage check proves it). Custom lenses
 * and lenses named in the `lenses` input are not routed: they see every hunk.
 */
import type { FileDiff } from '../../../core/types.js';
import { classifyFile } from '../../select/file-class.js';
import { traitsOf } from './lenses.js';
import {
  importedStems,
  isCommentLine,
  isDocFile,
  isInlineTestLine,
  isPublicSignature,
  isSensitive,
  moduleStem,
} from './route-signals.js';
import type { LensRoute, LensSpec } from './types.js';

/** What one hunk can be judged by: a flag per lens route, and whether attackers reach it. */
interface HunkRoute extends Record<Exclude<LensRoute, 'all'>, boolean> {
  /** Touches what attackers reach: worth a call of its own for a `sensitive`-weight lens. */
  sensitive: boolean;
}

/** Routes of every hunk of a change, by path (one entry per hunk, in order). */
export type Routing = ReadonlyMap<string, readonly HunkRoute[]>;

/** Routes the hunks of `files`; `contents` (post-change texts) show what a test file imports. */
export function routeHunks(
  files: readonly FileDiff[],
  contents: ReadonlyMap<string, string | null> = new Map(),
): Routing {
  const tests = files.filter((f) => classifyFile(f.path).class === 'test');
  const testedStems = new Set<string>();
  for (const test of tests) {
    const stem = moduleStem(test.path);
    if (stem !== null) testedStems.add(stem);
    const text = contents.get(test.path);
    const lines = text ? text.split('\n') : test.hunks.flatMap((h) => h.lines.map((l) => l.text));
    for (const imported of importedStems(lines)) testedStems.add(imported);
  }
  const routing = new Map<string, HunkRoute[]>();
  for (const file of files) {
    const isTest = tests.includes(file);
    const docFile = isDocFile(file.path);
    const stem = moduleStem(file.path);
    const covered = isTest || (stem !== null && testedStems.has(stem));
    routing.set(
      file.path,
      file.hunks.map((hunk) => {
        const changed = hunk.lines.filter((l) => l.kind !== 'context').map((l) => l.text);
        const all = hunk.lines.map((l) => l.text);
        return {
          code: !docFile,
          test: covered || all.some(isInlineTestLine),
          docs: docFile || all.some(isCommentLine) || changed.some(isPublicSignature),
          sensitive: isSensitive(file.path, [...changed, hunk.header]),
        };
      }),
    );
  }
  return routing;
}

/**
 * Whether `lens` (a spec, or the id of a built-in lens) reviews hunk `hunk` of `path`; unrouted
 * lenses and unknown hunks: yes.
 */
export function routes(
  routing: Routing | null,
  lens: LensSpec | string,
  path: string,
  hunk: number,
): boolean {
  const flag = traitsOf(lens).route;
  if (routing === null || flag === 'all') return true;
  const route = routing.get(path)?.[hunk];
  return route === undefined ? true : route[flag];
}

/** Whether any hunk of `files` is sensitive (unknown hunks count as sensitive). */
export function anySensitive(
  routing: Routing | null,
  files: ReadonlyArray<{ path: string; hunks: readonly number[] }>,
): boolean {
  if (routing === null) return true;
  return files.some((f) => f.hunks.some((h) => routing.get(f.path)?.[h]?.sensitive ?? true));
}
