/**
 * The textual search itself skips excluded paths, so they cannot fill its limit: sixty excluded
 * fixtures that spell `export function charge` and sort before `src/` would otherwise take every
 * one of the index's fifty candidate lines, and the real declaration in `src/gateway.ts` would go
 * unfound (an "unknown" answer where the code is there). Locally (`git grep` over a real repository)
 * and over the API (the head's tarball in memory), the declaration is found, and the excluded paths
 * are named as withheld, their text never returned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../src/core/ports.js';
import { RepoIndex } from '../../src/context/repo-index.js';
import { GitHubWorkspace } from '../../src/github/workspace.js';
import { GitWorkspace } from '../../src/local/workspace.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github/index.js';
import { FAKE_TOKEN, fakeClient } from '../support/github-double.js';
import { TempRepo } from '../support/repo.js';
import { ManualClock, MemoryWorkspace } from '../review/exec/helpers.js';

const MARKER = 'FIXTURE_BODY_4471';
const TREE: Record<string, string> = {
  'src/gateway.ts': 'export function charge(cents: number) {\n  return cents;\n}\n',
  'src/pay.ts': "import { charge } from './gateway';\nexport const pay = () => charge(1);\n",
  ...Object.fromEntries(
    Array.from({ length: 60 }, (_, i) => [
      `fixtures-private/f${String(i).padStart(2, '0')}.ts`,
      `export function charge() {\n  return '${MARKER}';\n}\n`,
    ]),
  ),
};
const excluded = (path: string) =>
  path.startsWith('fixtures-private/') ? 'excluded by config (fixtures-private/**)' : null;

async function lookUp(workspace: Workspace, headRef: string | null) {
  const index = new RepoIndex({
    workspace,
    headRef,
    contents: new Map([['src/pay.ts', TREE['src/pay.ts']!]]),
    clock: new ManualClock(),
    budget: { maxFiles: 10, maxBytes: 1_000_000, maxFileBytes: 100_000, maxSearches: 10, deadline: Infinity },
    excluded,
  });
  return index.definition('charge');
}

function expectFoundAndWithheld(answer: Awaited<ReturnType<typeof lookUp>>) {
  expect(answer.status).toBe('found');
  if (answer.status !== 'found') return;
  expect(answer.hits.map((h) => h.path)).toEqual(['src/gateway.ts']);
  expect(JSON.stringify(answer.hits)).not.toContain(MARKER);
  expect(answer.withheld?.size).toBeGreaterThan(0);
  expect([...(answer.withheld?.keys() ?? [])].every((p) => p.startsWith('fixtures-private/'))).toBe(true);
}

describe('a search that skips excluded paths', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    fake = await startFakeGitHub({ token: FAKE_TOKEN });
  });
  afterAll(() => fake.close());

  it('finds the declaration past sixty excluded matches with git grep', async () => {
    const repo = new TempRepo();
    for (const [path, text] of Object.entries(TREE)) repo.write(path, text);
    const sha = repo.commit('tree');
    try {
      expectFoundAndWithheld(await lookUp(new GitWorkspace(repo.root), sha));
    } finally {
      repo.remove();
    }
  });

  it('finds the declaration past sixty excluded matches in the head tarball', async () => {
    const pull = fake.state.createPullRequest({
      base: TREE,
      head: { ...TREE, 'src/pay.ts': `${TREE['src/pay.ts']}// v2\n` },
    });
    const logger = createMemoryLogger();
    const { gh } = fakeClient(fake, { logger });
    const workspace = new GitHubWorkspace(gh, {
      owner: 'octo-org',
      repo: 'octo-repo',
      defaultRef: pull.headSha,
      logger,
    });
    expectFoundAndWithheld(await lookUp(workspace, pull.headSha));
    expect(fake.violations).toEqual([]);
  });

  it('answers none when only an excluded lock file spells the name: it is not code', async () => {
    const index = new RepoIndex({
      workspace: new MemoryWorkspace({
        'src/pay.ts': 'export const pay = () => 1;\n',
        'package-lock.json': '{ "name": "refundAll" }\n',
      }),
      headRef: null,
      contents: new Map(),
      clock: new ManualClock(),
      budget: { maxFiles: 10, maxBytes: 100_000, maxFileBytes: 10_000, maxSearches: 10, deadline: Infinity },
      excluded: (path) => (path === 'package-lock.json' ? 'lock file' : null),
    });
    await expect(index.definition('refundAll')).resolves.toEqual({ status: 'none', textual: false });
  });
});
