/**
 * `repo-context` and the work of the repository index (issue 44): with `off` (and with `lookups`
 * until a call asks) no index is built, so a run pays no search and no read for context; with
 * `full` the same change costs the packs' searches. Counted on the workspace the index reads.
 */
import { describe, expect, it } from 'vitest';
import type { ModelRequest, Workspace } from '../../src/core/ports.js';
import type { RepoContextMode } from '../../src/context/context-mode.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { runModelLenses } from '../../src/review/stages/model-lenses/model-lenses.js';
import { runContext } from '../../src/review/run-context.js';
import { ManualClock, MemoryWorkspace, ScriptedModel } from '../review/exec/helpers.js';

const PAY = 'export function pay(cents: number) {\n  return cents * (1 + taxRate(region));\n}\n';
const DIFF =
  'diff --git a/src/pay.ts b/src/pay.ts\n--- a/src/pay.ts\n+++ b/src/pay.ts\n@@ -1,3 +1,3 @@\n' +
  ' export function pay(cents: number) {\n-  return cents;\n+  return cents * (1 + taxRate(region));\n }\n';
const REPO = {
  'src/pay.ts': PAY,
  'src/rates.ts': "export function taxRate(region: string) {\n  return region === 'EU' ? 0.2 : 0.1;\n}\n",
  'src/shop.ts': 'const total = pay(cart.cents);\n',
};

/** The workspace the index reads, counting its searches and reads. */
function countingWorkspace(): { workspace: Workspace; work: { searches: number; reads: number } } {
  const inner = new MemoryWorkspace(REPO);
  const work = { searches: 0, reads: 0 };
  const workspace: Workspace = {
    readFile: (path) => {
      work.reads++;
      return inner.readFile(path);
    },
    searchCode: (query, options) => {
      work.searches++;
      return inner.searchCode(query, options);
    },
  };
  return { workspace, work };
}

async function review(repoContext: RepoContextMode) {
  const { workspace, work } = countingWorkspace();
  const model = new ScriptedModel((request: ModelRequest) =>
    request.schema?.name === 'file_groups'
      ? { text: JSON.stringify({ groups: [['src/pay.ts']] }) }
      : { text: JSON.stringify({ findings: [], lookups: [] }) },
  );
  await runModelLenses({
    context: runContext({ clock: new ManualClock(), logger: createMemoryLogger() }),
    change: {
      files: parseUnifiedDiff(DIFF),
      workspace,
      headRef: null,
      contents: new Map([['src/pay.ts', PAY]]),
    },
    model,
    settings: {
      preset: 'fast',
      lenses: [],
      language: 'en',
      reflect: false,
      maxConcurrency: 1,
      maxInputTokens: 100_000,
      maxReviewTokens: 0,
      maxReviewSeconds: 600,
      repoContext,
    },
  });
  const calls = model.requests.filter((r) => r.schema?.name === 'review_findings');
  return { work, calls };
}

describe('repo-context and the index work a run pays', () => {
  it('full searches the repository for the packs (the baseline the other values are counted against)', async () => {
    const { work, calls } = await review('full');
    expect(work.searches).toBeGreaterThan(0);
    expect(calls.some((c) => (c.system ?? '').includes('<<<CONTEXT-'))).toBe(true);
  });

  it('off builds no index: no search, no read, and still the review calls', async () => {
    const { work, calls } = await review('off');
    expect(work).toEqual({ searches: 0, reads: 0 });
    expect(calls.length).toBeGreaterThan(0);
  });

  it('lookups builds no pack: nothing is searched until a call asks', async () => {
    const { work } = await review('lookups');
    expect(work).toEqual({ searches: 0, reads: 0 });
  });
});
