/**
 * Real diffs nobody here wrote: `git diff --no-index` between pairs of TypeScript's own lib files
 * (successive editions of the same declarations), parsed with the project's diff parser.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FileDiff } from '../../src/core/types.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';

/** Pairs of files under typescript/lib, old → new. */
export const LIB_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['lib.es2020.intl.d.ts', 'lib.es2021.intl.d.ts'],
  ['lib.es2022.intl.d.ts', 'lib.es2023.intl.d.ts'],
  ['lib.es2020.promise.d.ts', 'lib.es2021.promise.d.ts'],
  ['lib.es2020.string.d.ts', 'lib.es2021.string.d.ts'],
  ['lib.es2017.object.d.ts', 'lib.es2017.string.d.ts'],
  ['lib.dom.iterable.d.ts', 'lib.webworker.iterable.d.ts'],
  ['lib.es2019.array.d.ts', 'lib.es2023.array.d.ts'],
];

export interface RealDiff {
  name: string;
  file: FileDiff;
  /** Lines of the new file, for quotes of code outside the diff. */
  newText: string[];
}

function libDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('typescript/package.json')) + '/lib';
}

/** Runs git's own diff between two files, ignoring any user diff configuration. */
export function gitDiffNoIndex(oldPath: string, newPath: string): string {
  const result = spawnSync(
    'git',
    [
      '-c',
      'diff.noprefix=false',
      '-c',
      'diff.mnemonicPrefix=false',
      '-c',
      'core.quotePath=false',
      'diff',
      '--no-index',
      '--no-color',
      '--no-ext-diff',
      '-U3',
      oldPath,
      newPath,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // Exit status 1 means "the files differ", which is what we want.
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(
      `git diff --no-index ${oldPath} ${newPath} failed: ${result.stderr || String(result.error)}`,
    );
  }
  return result.stdout;
}

/** Every pair's diff, as one FileDiff each. */
export function loadRealDiffs(pairs = LIB_PAIRS): RealDiff[] {
  const dir = libDir();
  return pairs.map(([a, b]) => {
    const files = parseUnifiedDiff(gitDiffNoIndex(path.join(dir, a), path.join(dir, b)));
    const file = files[0];
    if (files.length !== 1 || !file) throw new Error(`expected one file in the diff of ${a} → ${b}`);
    const newText = readFileSync(path.join(dir, b), 'utf8').split('\n');
    return { name: `${a} → ${b}`, file, newText };
  });
}
