/**
 * Every match is listed: two identical flagged lines in one file are two problems, though their
 * fingerprints (path, category, line text) would be the same. Real git repository, real CLI.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../src/core/fingerprint.js';
import { ReviewReport } from '../../src/core/types.js';
import { staticRuleIdOf } from '../../src/static/run-static-rules.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

describe('identical flagged lines in one file', () => {
  it('two `eval(x)` lines → both reported, with distinct fingerprints, the first one unchanged', async () => {
    repo = new TempRepo();
    repo.write('README.md', '# x\n').commit('base');
    repo
      .write('app/run.py', 'def a(x):\n    return eval(x)\n\n\ndef b(x):\n    return eval(x)\n')
      .commit('change');
    const run = await cli(repo.root, [
      'review',
      '--commit',
      'HEAD',
      '--provider',
      'none',
      '--format',
      'json',
      '--min-severity',
      'low',
    ]);
    const report = ReviewReport.parse(JSON.parse(run.stdout));
    const all = [...report.findings, ...report.unanchored];
    expect(all.map((f) => `${f.path}:${f.line} ${staticRuleIdOf(f.body)}`).sort()).toEqual([
      'app/run.py:2 py-eval-exec',
      'app/run.py:6 py-eval-exec',
    ]);
    expect(new Set(all.map((f) => f.fingerprint)).size).toBe(2);
    // The first keeps the fingerprint earlier runs posted (and a team may have ignored).
    const plain = fingerprint({ path: 'app/run.py', category: 'security', anchor: '    return eval(x)' });
    expect(all.find((f) => f.line === 2)?.fingerprint).toBe(plain);
  });
});
