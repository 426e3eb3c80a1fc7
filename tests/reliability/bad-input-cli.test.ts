/**
 * Bad input to `prlens review` that tests/e2e/cli.test.ts does not cover yet: every case exits 2
 * with exactly one line on stderr that names what to fix, and nothing on stdout.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TempRepo } from '../support/repo.js';
import { cli } from '../support/cli.js';

function expectOneLineExit2(result: { code: number; stdout: string; stderr: string }, message: RegExp) {
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(message);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
}

describe('prlens review: bad input exits 2 with one line', () => {
  const repo = new TempRepo();
  repo.write('a.ts', 'export const a = 1;\n');
  repo.commit('one');

  it.each([
    ['broken YAML', 'preset: [fast\n', /\.github\/prlens\.yml/],
    ['an unknown key', 'min-severty: high\n', /\.github\/prlens\.yml.*min-severty/],
    ['a bad value', 'fail-on: severe\n', /\.github\/prlens\.yml.*'fail-on'.*severe/],
  ])(
    'bad input: CLI with a malformed repo config (%s) → one line naming it, exit 2',
    async (_what, yaml, message) => {
      repo.write('.github/prlens.yml', yaml);
      try {
        expectOneLineExit2(await cli(repo.root, ['review']), message);
      } finally {
        repo.git('clean', '-fdq');
      }
    },
  );

  it.each([
    [['review', '--base', 'no-such-branch'], /unknown ref 'no-such-branch'/],
    [['review', '--commit', 'deadbeefdeadbeef'], /unknown ref 'deadbeefdeadbeef'/],
    [['review', '--base=--upload-pack=touch /tmp/pwned'], /looks like an option/],
    [['review', '--commit=-x'], /looks like an option/],
    [['review', '--config', 'missing.yml'], /missing\.yml/],
  ])('bad input: CLI %j → one line, exit 2', async (args, message) => {
    expectOneLineExit2(await cli(repo.root, args), message);
  });

  it('bad input: CLI outside a git repository → one line, exit 2', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-nogit-'));
    const result = await cli(dir, ['review'], { GIT_CEILING_DIRECTORIES: path.dirname(dir) });
    expectOneLineExit2(result, /not a git repository/);
  });
});
