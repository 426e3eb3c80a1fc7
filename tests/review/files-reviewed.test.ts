/**
 * `stats.files_reviewed` counts the files something read (a static rule for their language, or a
 * model's lenses), not every file the selection kept; the coverage sentence still names the rest.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

describe('files_reviewed', () => {
  it('without a model, a kept file no static rule reads is changed but not reviewed', async () => {
    repo = new TempRepo();
    repo.write('README.md', '# x\n').commit('base');
    repo
      .write('src/total.ts', 'export const total = (xs: number[]) => xs.length;\n')
      .write('data/prices.csv', 'item,price\n')
      .commit('change');
    const run = await cli(repo.root, [
      'review',
      '--commit',
      'HEAD',
      '--provider',
      'none',
      '--format',
      'json',
    ]);
    const report = ReviewReport.parse(JSON.parse(run.stdout));
    expect(report.excluded_files).toEqual([]);
    expect(report.stats).toMatchObject({
      files_changed: 2,
      files_reviewed: 1,
      lines_added: 2,
      coverage: { static_files: 1, model: false, model_files: 0 },
    });
  });
});
