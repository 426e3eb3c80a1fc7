/**
 * Legal git file names that look like a Windows drive or a parent path (`C:notes.md`,
 * `docs/..\..\notes.md`) in a local repository, through `prlens review` in-process: they are
 * repository paths, read at the commit and in the working tree, so the run completes, the real
 * findings are reported and exits as the same change without them does; `prlens review --pr` reads
 * them over the fake GitHub's contents API. Static rules only: the `.ts` names of the same shapes
 * are the ones whose contents the rules read.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { TempRepo } from '../support/repo.js';
import { useScenario } from '../support/scenario.js';
import { BASE, SMALL_TS } from './github-helpers.js';
import { runPrlens } from './model-helpers.js';

const ODD = ['C:notes.md', 'docs/..\\..\\notes.md', 'C:notes.ts', 'docs/..\\..\\notes.ts'];
const ODD_SOURCE = 'export function notes(input: string): unknown {\n  return eval(input);\n}\n';
/** No provider in the environment: the static rules review. */
const ENV = { PRLENS_API_KEY: undefined, OPENAI_API_KEY: undefined, ANTHROPIC_API_KEY: undefined };

let repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos) r.remove();
  repos = [];
});

/** A repo whose second commit adds src/small.ts (static findings), and the odd files when `odd`. */
function repoWith(odd: boolean): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write('src/app.ts', 'export const version = 1;\n');
  const base = repo.commit('start');
  repo.write('src/small.ts', SMALL_TS);
  if (odd) for (const p of ODD) repo.write(p, p.endsWith('.ts') ? ODD_SOURCE : '# notes\n');
  const head = repo.commit('odd names');
  return { repo, base, head };
}

async function review(repo: TempRepo, range: string[]) {
  const out = await runPrlens(repo.root, ['review', ...range, '--format', 'json'], ENV);
  return { ...out, report: out.code <= 1 ? ReviewReport.parse(JSON.parse(out.stdout)) : null };
}

describe('odd file names in a local repository (prlens review)', () => {
  for (const mode of ['a commit range', 'the working tree'] as const) {
    it(`paths: prlens review: ${mode} with C:notes.md and docs/..\\..\\notes.md beside a flagged file → run completes, findings reported, exit as without them`, async () => {
      const plain = repoWith(false);
      const odd = repoWith(true);
      const range = (r: { base: string; head: string }) =>
        mode === 'a commit range' ? ['--from', r.base, '--to', r.head] : ['--base', r.base];
      const expected = await review(plain.repo, range(plain));
      const run = await review(odd.repo, range(odd));
      expect(run.stderr).not.toMatch(/refusing to read/);
      expect(run.code, run.stderr).toBe(expected.code);
      const report = run.report!;
      const paths = report.findings.map((f) => f.path);
      expect(paths).toContain('src/small.ts');
      for (const p of ODD.filter((p) => p.endsWith('.ts'))) expect(paths, p).toContain(p);
      for (const p of ODD) {
        const excluded = report.excluded_files.find((e) => e.path === p);
        if (excluded) expect(excluded.reason, p).not.toBe('');
      }
      expect(report.stats.files_changed).toBe(1 + ODD.length);
    });
  }
});

describe('odd file names in a pull request (prlens review --pr against the fake GitHub)', () => {
  const s = useScenario();
  const TOKEN = 'ghp_fakeOddPathsCliToken0123456789';

  it('paths: prlens review --pr of a PR with C:notes.md and docs/..\\..\\notes.md beside a flagged file → run completes, findings reported, exit 0', async () => {
    const fake = await s.github({ token: TOKEN, tokenKind: 'user' });
    const head: Record<string, string> = { 'src/small.ts': SMALL_TS };
    for (const p of ODD) head[p] = p.endsWith('.ts') ? ODD_SOURCE : '# notes\n';
    const pull = fake.state.createPullRequest({ base: BASE, head });
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'prlens-odd-pr-'));
    const out = await runPrlens(
      cwd,
      ['review', '--pr', `octo-org/octo-repo#${pull.number}`, '--format', 'json'],
      {
        ...ENV,
        GITHUB_TOKEN: TOKEN,
        GITHUB_API_URL: fake.apiUrl,
        GITHUB_GRAPHQL_URL: fake.graphqlUrl,
        PRLENS_PROVIDER: 'none',
      },
    );
    expect(out.stderr).not.toMatch(/refusing to read/);
    expect(out.code, out.stderr).toBe(0);
    const paths = ReviewReport.parse(JSON.parse(out.stdout)).findings.map((f) => f.path);
    for (const p of ['src/small.ts', ...ODD.filter((p) => p.endsWith('.ts'))]) expect(paths, p).toContain(p);
  });
});
