/**
 * Issue 46 point 4: list settings split on commas only, so `--exclude '**\/*.{py,md}'` excluded
 * nothing (the brace's comma cut the glob in two) and a newline-separated `PRLENS_EXCLUDE` or
 * `exclude: |` input (the Actions convention) was one long glob. Lists now split on newlines and on
 * commas outside braces on every surface, and a flag that replaces a file's list says so.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { webhookPayload } from '../fakes/github/index.js';
import { TOKEN } from '../support/action.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';
import { useScenario } from '../support/scenario.js';

const FILES = {
  'src/app.js': 'export const a = 1;\n',
  'tools/gen.py': 'x = 1\n',
  'docs/guide.md': '# Guide\n',
};

describe('list settings on every surface of the CLI', () => {
  let repo: TempRepo;
  let base: string;
  beforeEach(() => {
    repo = new TempRepo();
    repo.write('README.txt', 'start\n');
    base = repo.commit('start');
    for (const [file, text] of Object.entries(FILES)) repo.write(file, text);
    repo.commit('add files');
  });
  afterEach(() => repo.remove());

  const excludedBy = async (args: string[], env: Record<string, string> = {}) => {
    const run = await cli(repo.root, ['review', '--base', base, '--format', 'json', ...args], env);
    expect(run.code).toBe(0);
    const report = ReviewReport.parse(JSON.parse(run.stdout));
    return { excluded: report.excluded_files.map((f) => f.path).sort(), report, stderr: run.stderr };
  };

  it("--exclude '**/*.{py,md}' excludes both kinds of file", async () => {
    const { excluded } = await excludedBy(['--exclude', '**/*.{py,md}']);
    expect(excluded).toEqual(['docs/guide.md', 'tools/gen.py']);
  });

  it('a repeated --exclude keeps every value, not only the last', async () => {
    const { excluded } = await excludedBy(['--exclude', '**/*.py', '--exclude', 'docs/**']);
    expect(excluded).toEqual(['docs/guide.md', 'tools/gen.py']);
  });

  it('PRLENS_EXCLUDE with one glob a line excludes each of them', async () => {
    const { excluded } = await excludedBy([], { PRLENS_EXCLUDE: '**/*.py\ndocs/**\n' });
    expect(excluded).toEqual(['docs/guide.md', 'tools/gen.py']);
  });

  it('a flag that replaces the repo file list says which globs no longer apply', async () => {
    repo.write('.prlens.yml', 'exclude:\n  - docs/**\n');
    base = repo.commit('config on the base');
    repo.write('tools/gen.py', 'x = 2\n').commit('change');
    const { excluded, report, stderr } = await excludedBy(['--exclude', 'tools/**']);
    expect(excluded).toEqual(['tools/gen.py']);
    const note =
      '--exclude replaces exclude from repo .prlens.yml@' +
      `${base.slice(0, 12)} instead of adding to it, so docs/** no longer applies; to keep it, give it in --exclude too`;
    expect(report.warnings).toContain(note);
    expect(stderr).toContain(note);
  });

  it('a flag that repeats the file list says nothing', async () => {
    repo.write('.prlens.yml', 'exclude:\n  - docs/**\n');
    base = repo.commit('config on the base');
    repo.write('tools/gen.py', 'x = 2\n').commit('change');
    const { report } = await excludedBy(['--exclude', 'docs/**,tools/**']);
    expect(report.warnings.filter((w) => w.includes('replaces'))).toEqual([]);
  });
});

describe('list settings through the action', () => {
  const s = useScenario();

  it('an `exclude: |` input excludes one glob a line', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: { 'src/app.js': 'export const a = 0;\n' },
      head: FILES,
    });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: { exclude: '**/*.py\ndocs/**\n', 'dry-run': 'true' },
    });
    expect(run.core?.failures).toEqual([]);
    const report = ReviewReport.parse(JSON.parse(readFileSync(run.outputs.report!, 'utf8')));
    expect(report.excluded_files.map((f) => f.path).sort()).toEqual(['docs/guide.md', 'tools/gen.py']);
  });
});
