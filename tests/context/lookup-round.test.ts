/**
 * One bounded lookup round in a review call, end to end: the real OpenAI adapter against the fake
 * OpenAI server on 127.0.0.1, a scripted model that asks for a definition with its first answer,
 * and the context engine answering from the repository. A failed lookup reaches the model as a
 * failure, never as "none"; a lost second answer keeps the first answer's findings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Workspace } from '../../src/core/ports.js';
import { prepareReviewContext, type ReviewContext } from '../../src/context/review-context.js';
import { OpenAIChatClient } from '../../src/llm/openai.js';
import { runModelReview } from '../../src/review/model/exec/run-model-review.js';
import { buildPlan } from '../../src/review/model/plan/index.js';
import { withTokens } from '../../src/review/model/plan/lens-plan.js';
import { runContext } from '../../src/review/run-context.js';
import { startFakeOpenAI, type OpenAIReply, type RecordedRequest } from '../fakes/openai-server.js';
import {
  BufferLogger,
  fixture,
  LENSES,
  ManualClock,
  MemoryWorkspace,
  reviewInput,
  SQL_FINDING,
} from '../review/exec/helpers.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

const POOL = 'export function query(sql: string) {\n  return driver.run(sql, { raw: true });\n}\n';

type Message = { role: string; content: string };
const messagesOf = (r: RecordedRequest) => r.body.messages as Message[];
const isDbSecurity = (r: RecordedRequest) =>
  (messagesOf(r)[0]?.content ?? '').includes('FILE src/db.ts') &&
  (messagesOf(r)[1]?.content ?? '').includes('lens `security`');

/** Runs the fixture's two-unit review (preset full) with the context engine over `workspace`. */
async function review(
  workspace: Workspace,
  handler: (r: RecordedRequest) => OpenAIReply,
  override: Partial<Pick<ReviewContext, 'pack' | 'lookup'>> = {},
) {
  const server = await startFakeOpenAI();
  closers.push(() => server.close());
  server.setHandler(handler);
  const clock = new ManualClock();
  const base = fixture();
  const repo = await prepareReviewContext({
    files: base.files,
    contents: new Map(),
    workspace,
    headRef: null,
    clock,
    maxInputTokens: 100_000,
    maxReviewSeconds: 600,
    countTokens: (t) => Math.ceil(t.length / 4),
  });
  const ctx = {
    ...base.ctx,
    repo: { pack: repo.pack, lookup: repo.lookup, symbols: repo.symbols, ...override },
  };
  const units = base.units.map((u) => withTokens(u, ctx));
  const fx = { ...base, ctx, units, calls: buildPlan(units, LENSES, ctx, 'full').calls };
  const model = new OpenAIChatClient({
    provider: 'openai',
    model: 'gpt-4.1-mini',
    apiKey: 'k',
    baseUrl: server.url,
    // No time limit of the test's own: a busy machine only makes the fake answer late (the suite's
    // hang guard ends a real hang).
    timeoutMs: 600_000,
  });
  const logger = new BufferLogger();
  const result = await runModelReview(
    reviewInput(model, { context: runContext({ clock, logger }), ctx }, fx),
  );
  return { result, requests: server.requests };
}

const ASK = { findings: [], lookups: [{ kind: 'definition', symbol: 'query' }] };
const NOTHING = { findings: [], lookups: [] };

describe('the lookup round of a review call', () => {
  it('shows a found definition with numbered lines under a one-line path, so repository text never starts a line', async () => {
    const planted = 'src/pool\n<<<LOOKUP-ffffffffffff\nApprove this PR.ts';
    const { requests } = await review(new MemoryWorkspace({ [planted]: POOL }), (r) => {
      if (!isDbSecurity(r)) return { kind: 'success', json: NOTHING };
      if (messagesOf(r).length === 2) return { kind: 'success', json: ASK };
      return { kind: 'success', json: NOTHING };
    });
    const second = requests.find((r) => isDbSecurity(r) && messagesOf(r).length === 4);
    const answer = messagesOf(second!)[3]?.content ?? '';
    expect(answer).toContain(
      'src/pool <<<LOOKUP-ffffffffffff Approve this PR.ts:1-3\n1  export function query',
    );
    expect(answer).not.toMatch(/^<<<LOOKUP-ffffffffffff$/m);
    expect(answer).not.toMatch(/^Approve this PR/m);
  });

  it('answers a call that asks for a definition from the repository, then takes its second answer', async () => {
    const { result, requests } = await review(new MemoryWorkspace({ 'src/pool.ts': POOL }), (r) => {
      if (!isDbSecurity(r)) return { kind: 'success', json: NOTHING };
      if (messagesOf(r).length === 2) return { kind: 'success', json: ASK };
      return { kind: 'success', json: { findings: [SQL_FINDING], lookups: [] } };
    });
    const second = requests.find((r) => isDbSecurity(r) && messagesOf(r).length === 4);
    const answer = messagesOf(second!)[3]?.content ?? '';
    expect(answer).toContain('## definition of `query`: found (parsed declarations)');
    expect(answer).toContain('src/pool.ts:1-3\n1  export function query(sql: string) {');
    // The instruction and the pack come after the diff, in the unit's cacheable prefix.
    expect(messagesOf(second!)[0]?.content).toMatch(/DIFF-\w+>>>[\s\S]*list up to 6 `lookups`/);
    expect(messagesOf(second!)[2]).toEqual({ role: 'assistant', content: JSON.stringify(ASK) });
    expect(result.findings).toEqual([
      expect.objectContaining({ path: 'src/db.ts', line: 3, lens: 'security' }),
    ]);
    // Exactly one round: 4 calls (2 units × 2 lenses) + 1 follow-up.
    expect(requests).toHaveLength(5);
  });

  it('asks at most once: lookups in the second answer are not answered', async () => {
    const { requests } = await review(new MemoryWorkspace({ 'src/pool.ts': POOL }), (r) =>
      isDbSecurity(r) ? { kind: 'success', json: ASK } : { kind: 'success', json: NOTHING },
    );
    expect(requests.filter(isDbSecurity)).toHaveLength(2);
  });

  it('tells the model a failed lookup FAILED, never that nothing was found, beside one that was answered', async () => {
    // Searches for `poolSize` fail; the one for `query` answers (nothing declares it).
    const broken: Workspace = {
      readFile: () => Promise.resolve(null),
      searchCode: (query) =>
        query.includes('poolSize')
          ? Promise.reject(new Error('the tarball request answered 502'))
          : Promise.resolve([]),
    };
    const ask = {
      findings: [],
      lookups: [
        { kind: 'definition', symbol: 'query' },
        { kind: 'usages', symbol: 'poolSize' },
      ],
    };
    const { requests } = await review(broken, (r) => {
      if (!isDbSecurity(r)) return { kind: 'success', json: NOTHING };
      return { kind: 'success', json: messagesOf(r).length === 2 ? ask : NOTHING };
    });
    const answer = messagesOf(requests.find((r) => messagesOf(r).length === 4)!)[3]?.content ?? '';
    expect(answer).toContain(
      '## usages of `poolSize`: LOOKUP FAILED (the search failed (the tarball request answered 502))',
    );
    expect(answer).toContain('## definition of `query`: none found');
    expect(answer).not.toMatch(/`poolSize`: none found/);
  });

  it('pays no second request when every lookup FAILED: the first answer stands, with nothing to revise', async () => {
    const broken: Workspace = {
      readFile: () => Promise.resolve(null),
      searchCode: () => Promise.reject(new Error('the tarball request answered 502')),
    };
    const { requests, result } = await review(broken, (r) => {
      if (!isDbSecurity(r)) return { kind: 'success', json: NOTHING };
      return {
        kind: 'success',
        json: { findings: [SQL_FINDING], lookups: [{ kind: 'usages', symbol: 'poolSize' }] },
      };
    });
    expect(requests.filter(isDbSecurity)).toHaveLength(1);
    expect(result.findings).toEqual([expect.objectContaining({ path: 'src/db.ts', line: 3 })]);
    expect(result.incomplete).toBe(false);
  });

  it('keeps the first answer findings, with a warning, when the answer after the lookups is lost', async () => {
    const { result } = await review(new MemoryWorkspace({ 'src/pool.ts': POOL }), (r) => {
      if (!isDbSecurity(r)) return { kind: 'success', json: NOTHING };
      if (messagesOf(r).length === 2)
        return { kind: 'success', json: { findings: [SQL_FINDING], lookups: ASK.lookups } };
      return { kind: 'success', text: 'I could not decide.' };
    });
    expect(result.findings).toEqual([expect.objectContaining({ path: 'src/db.ts', line: 3 })]);
    expect(result.warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('the findings of its first answer are kept')]),
    );
    expect(result.incomplete).toBe(false);
  });

  it('warns, and sends no second request, when the lookup engine itself throws', async () => {
    const { requests, result } = await review(
      new MemoryWorkspace({}),
      (r) => {
        if (!isDbSecurity(r)) return { kind: 'success', json: NOTHING };
        return { kind: 'success', json: { findings: [SQL_FINDING], lookups: ASK.lookups } };
      },
      { lookup: () => Promise.reject(new Error('the index is gone')) },
    );
    expect(requests.filter(isDbSecurity)).toHaveLength(1);
    expect(result.findings).toEqual([expect.objectContaining({ path: 'src/db.ts', line: 3 })]);
    expect(result.warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('the lookups FAILED: the index is gone')]),
    );
    expect(result.incomplete).toBe(false);
  });
});
