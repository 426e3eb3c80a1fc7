/**
 * The sweep sees the code host only through the Forge port (src/core/forge.ts): it runs on an
 * in-memory forge with no HTTP and no GitHub module. What it asks is what the port names: who the
 * token is (once), the default branch and the config file there, the open PRs, our summary per
 * candidate. The sweep against the fake GitHub over HTTP is tests/action/sweep.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runSweep } from '../../src/app/sweep.js';
import { systemClock } from '../../src/core/clock.js';
import type { Forge } from '../../src/core/forge.js';
import type { FoundSummary, Identity, PullRequestRef, RepoRef } from '../../src/core/forge-types.js';
import type { Workspace } from '../../src/core/ports.js';
import type { SweepPull } from '../../src/core/sweep-rules.js';
import { bufferLogger } from '../support/github-double.js';

const REPO: RepoRef = { owner: 'octo-org', repo: 'octo-repo' };
const BOT: Identity = { login: 'prlens[bot]', id: 7, type: 'Bot', source: 'viewer' };

const pull = (number: number, over: Partial<SweepPull> = {}): SweepPull => ({
  number,
  title: `PR ${number}`,
  draft: false,
  author: 'octocat',
  authorType: 'User',
  headSha: `${number}`.repeat(40).slice(0, 40),
  ...over,
});

/** A forge of one repository; every call is recorded by name. */
function memoryForge(pulls: SweepPull[], reviewed: Map<number, string>, files: Record<string, string>) {
  const calls: string[] = [];
  const workspace = (ref: string): Workspace => ({
    readFile: (path, at) => {
      calls.push(`readFile ${path}@${at ?? ref}`);
      return Promise.resolve(files[path] ?? null);
    },
    searchCode: () => Promise.resolve([]),
  });
  const forge: Forge = {
    pullRequest: () => Promise.reject(new Error('matrix mode opens no pull request')),
    identity: () => {
      calls.push('identity');
      return Promise.resolve(BOT);
    },
    openPulls: (repo) => {
      calls.push(`openPulls ${repo.owner}/${repo.repo}`);
      return Promise.resolve(pulls);
    },
    summaries: (identity) => {
      calls.push(`summaries ${identity?.login ?? 'unknown'}`);
      return {
        find: (pr: PullRequestRef) => {
          calls.push(`summary #${pr.number}`);
          const sha = reviewed.get(pr.number);
          const found: FoundSummary | null =
            sha === undefined
              ? null
              : {
                  id: pr.number,
                  nodeId: `IC_${pr.number}`,
                  body: '',
                  reviewedSha: sha,
                  duplicates: [],
                  edited: null,
                };
          return Promise.resolve(found);
        },
        notices: () => ['a comment by mallory carried our summary marker: ignored'],
      };
    },
    defaultBranch: (repo) => {
      calls.push(`defaultBranch ${repo.repo}`);
      return Promise.resolve('trunk');
    },
    workspace: (_repo, ref) => workspace(ref),
  };
  return { forge, calls };
}

describe('the sweep on the Forge port', () => {
  it('chooses PRs on an in-memory forge: config from the default branch, one summary per candidate', async () => {
    const pulls = [pull(1, { draft: true }), pull(2), pull(3), pull(4)];
    const reviewed = new Map([[3, pull(3).headSha]]);
    const config = { '.github/prlens.yml': 'sweep-max-prs: 1\n' };
    const { forge, calls } = memoryForge(pulls, reviewed, config);
    const logs: string[] = [];
    const inputs = {
      flags: {},
      dryRun: true,
      configPath: '.github/prlens.yml',
      configPathIsDefault: true,
      runner: 'cli' as const,
    };
    const result = await runSweep(
      { repo: REPO, inputs, matrix: true },
      { forge, logger: bufferLogger(logs), clock: systemClock, env: {} },
    );

    expect(result.selected).toEqual([2]);
    expect(result.configFile).toBe('.github/prlens.yml');
    expect(result.entries.map((e) => [e.pull.number, e.status === 'skipped' ? e.reason : e.status])).toEqual([
      [1, 'draft'],
      [2, 'selected'],
      [3, 'max-prs'],
      [4, 'max-prs'],
    ]);
    expect(calls.filter((c) => !c.startsWith('readFile'))).toEqual([
      'defaultBranch octo-repo',
      'identity',
      'summaries prlens[bot]',
      'openPulls octo-org/octo-repo',
      'summary #2',
    ]);
    expect(calls).toContain('readFile .github/prlens.yml@trunk');
    expect(logs).toContain('warn: a comment by mallory carried our summary marker: ignored');
  });

  it('skips a PR whose head our summary records as reviewed', async () => {
    const pulls = [pull(3), pull(5)];
    const { forge } = memoryForge(pulls, new Map([[3, pull(3).headSha]]), {});
    const inputs = {
      flags: {},
      dryRun: true,
      configPath: '.github/prlens.yml',
      configPathIsDefault: true,
      runner: 'cli' as const,
    };
    const result = await runSweep(
      { repo: REPO, inputs, matrix: true },
      { forge, logger: bufferLogger([]), clock: systemClock, env: {}, identity: BOT },
    );
    expect(result.selected).toEqual([5]);
    expect(result.entries.find((e) => e.pull.number === 3)).toMatchObject({
      status: 'skipped',
      reason: 'unchanged',
    });
  });
});
