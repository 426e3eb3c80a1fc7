/**
 * Turns a case into a real git repository (a base commit and a change commit) so prlens reviews it
 * exactly as it reviews a user's repository: `prlens review --from BASE --to HEAD`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EvalCase } from './case.js';

export interface CaseRepo {
  root: string;
  base: string;
  head: string;
  remove(): void;
}

/** Creates the repository of `c` in a temp directory. */
export function createCaseRepo(c: Pick<EvalCase, 'id' | 'files'>): CaseRepo {
  const root = mkdtempSync(path.join(os.tmpdir(), `prlens-eval-${c.id.replace(/[^\w-]/g, '_')}-`));
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      [
        '-c',
        'user.name=prlens-eval',
        '-c',
        'user.email=eval@prlens.invalid',
        '-c',
        'commit.gpgsign=false',
        ...args,
      ],
      { cwd: root, encoding: 'utf8' },
    ).trim();
  const write = (file: string, text: string) => {
    const target = path.join(root, file);
    if (!target.startsWith(root + path.sep))
      throw new Error(`eval case ${c.id}: path ${file} leaves the repository`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  };
  git('init', '-q', '-b', 'main');
  for (const [file, entry] of Object.entries(c.files)) if (entry.base !== undefined) write(file, entry.base);
  git('add', '-A');
  git('commit', '-q', '--allow-empty', '--no-verify', '-m', 'base');
  const base = git('rev-parse', 'HEAD');
  for (const [file, entry] of Object.entries(c.files)) {
    if (entry.changed !== undefined) write(file, entry.changed);
    else rmSync(path.join(root, file));
  }
  git('add', '-A');
  // Neutral, as GitHub's web editor writes it: the case id or description would tell the model the answer.
  git('commit', '-q', '--allow-empty', '--no-verify', '-m', `Update ${Object.keys(c.files)[0] ?? 'files'}`);
  return {
    root,
    base,
    head: git('rev-parse', 'HEAD'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
