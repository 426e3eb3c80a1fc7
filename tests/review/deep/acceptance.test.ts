/**
 * Issue 6, "done when": a bug that only shows across files. The change adds `retries: 3` to a
 * charge call; only reading `charge` (found with code_search, read with file_read) shows that each
 * retry charges the card again without an idempotency key. The scripted model decides each step
 * from the tool results it got (the path and line come from the search hit), the deep preset pins
 * the finding on the changed line although the model names a wrong line, and the transcript shows
 * the path taken. The same change is then reviewed with `full` for the calls-and-tokens comparison.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { GitWorkspace } from '../../../src/local/workspace.js';
import { readLocalDiff } from '../../../src/local/git.js';
import { UsageMeter } from '../../../src/llm/usage.js';
import { runPipeline } from '../../../src/review/pipeline.js';
import { TempRepo } from '../../support/repo.js';
import { cli } from '../../support/cli.js';
import { BufferLogger, ManualClock } from '../exec/helpers.js';
import { startFakeOpenAI, type OpenAIReply, type RecordedRequest } from '../../fakes/openai-server.js';
import { RecordingObserver, sdkClient } from './helpers.js';
import { runContext } from '../../../src/review/run-context.js';

const GATEWAY = `import { post } from './http.js';

export interface ChargeOptions {
  retries?: number;
}

/** Charges the card. Not idempotent: every POST is a new charge. */
export async function charge(cents: number, options: ChargeOptions = {}): Promise<void> {
  const attempts = 1 + (options.retries ?? 0);
  for (let i = 0; i < attempts; i++) {
    // No idempotency key: a request that timed out but succeeded is charged again.
    await post('/v1/charges', { amount: cents }).catch(() => undefined);
  }
}
`;
const BEFORE = `import { charge } from './payments/gateway.js';

export async function checkout(totalCents: number): Promise<void> {
  await charge(totalCents);
}
`;
const AFTER = `import { charge } from './payments/gateway.js';

export async function checkout(totalCents: number): Promise<void> {
  await charge(totalCents, { retries: 3 });
}
`;
const FLAGGED = '  await charge(totalCents, { retries: 3 });';

interface Msg {
  role: string;
  content: string | null;
  tool_calls?: Array<{ function: { name: string } }>;
}

/** The scripted reviewer: each step depends on what the previous tool returned. */
function agent(request: RecordedRequest): OpenAIReply {
  const schema = request.body.response_format?.json_schema?.name as string | undefined;
  if (schema === 'falsification')
    return {
      kind: 'success',
      json: { reasoning: 'No diff line shows an idempotency key.', contradicted: [] },
    };
  if (schema === 'reflection_verdicts' || schema === 'review_findings' || schema === 'file_groups')
    throw new Error(`deep must not make a ${schema} call`);
  const messages = request.body.messages as Msg[];
  const results = messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
  const calls = (request.body.tools ?? []).length;
  if (calls === 0) throw new Error('unexpected call without tools');
  if (results.length === 0)
    return { kind: 'tool_calls', calls: [{ name: 'code_search', arguments: { query: 'function charge(' } }] };
  if (results.length === 1) {
    const hit = /(src\/payments\/gateway\.ts):(\d+):/.exec(results[0]!);
    if (!hit) return { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] };
    const line = Number(hit[2]);
    return {
      kind: 'tool_calls',
      calls: [{ name: 'file_read', arguments: { path: hit[1], start_line: line, end_line: line + 6 } }],
    };
  }
  if (results.length === 2) {
    if (!/No idempotency key/.test(results[1]!))
      return { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] };
    return {
      kind: 'tool_calls',
      calls: [
        {
          name: 'code_comment',
          arguments: {
            findings: [
              {
                path: 'src/checkout.ts',
                anchor: FLAGGED.trim(),
                line: 9, // wrong on purpose: anchoring goes by the quote
                severity: 'critical',
                category: 'double-charge',
                lens: 'correctness',
                title: 'Retries charge the card again',
                body: 'charge() sends a new POST per attempt without an idempotency key (src/payments/gateway.ts:12).',
                confidence: 0.9,
              },
            ],
          },
        },
      ],
    };
  }
  return { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: { summary: 'checked charge()' } }] };
}

/** The `full` preset's calls on the same change: no finding, a keep-all audit. */
function fullModel(request: RecordedRequest): OpenAIReply {
  const schema = request.body.response_format?.json_schema?.name as string | undefined;
  if (schema === 'reflection_verdicts') return { kind: 'success', json: { verdicts: [] } };
  return { kind: 'success', json: { findings: [] } };
}

describe('preset deep, acceptance: a bug only visible across files', () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let repo: TempRepo;
  let base: string;
  let head: string;
  beforeAll(async () => {
    server = await startFakeOpenAI();
    repo = new TempRepo();
    repo.write(
      'src/payments/http.ts',
      'export async function post(path: string, body: unknown) { return { path, body }; }\n',
    );
    repo.write('src/payments/gateway.ts', GATEWAY);
    repo.write('src/checkout.ts', BEFORE);
    base = repo.commit('start');
    repo.write('src/checkout.ts', AFTER);
    head = repo.commit('retry charges');
  });
  afterAll(() => server.close());

  it('reports it on the right line, and the transcript shows code_search → file_read → code_comment', async () => {
    server.requests.length = 0;
    server.setHandler(agent);
    const local = await readLocalDiff(repo.root, { kind: 'range', from: base, to: head });
    const files = parseUnifiedDiff(local.diff);
    const meter = new UsageMeter();
    const observer = new RecordingObserver();
    const model = sdkClient('openai', server.url, meter);
    const result = await runPipeline({
      context: runContext({ clock: new ManualClock(), logger: new BufferLogger(), observer }),
      change: { files, workspace: new GitWorkspace(repo.root), headRef: local.headRef },
      settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
      model: {
        client: model,
        usage: () => meter.usage(),
        settings: {
          preset: 'deep',
          lenses: [],
          language: 'en',
          reflect: true,
          maxConcurrency: 2,
          maxInputTokens: 100_000,
          maxReviewTokens: 0,
          maxReviewSeconds: 600,
          effort: 1,
        },
      },
    });
    expect(result.incomplete).toBe(false);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      path: 'src/checkout.ts',
      line: 4,
      side: 'RIGHT',
      anchored: true,
      anchor: FLAGGED,
      severity: 'critical',
      lens: 'correctness',
    });
    expect(observer.path()).toEqual([
      'code_search({"query":"function charge("})',
      'file_read({"path":"src/payments/gateway.ts","start_line":8,"end_line":14})',
      expect.stringMatching(/^code_comment\(/),
      'task_done({"summary":"checked charge()"})',
    ]);
    const searchResult = observer.entries.find((e) => e.type === 'tool_result' && e.tool === 'code_search');
    expect(String(searchResult?.content)).toContain(
      'src/payments/gateway.ts:8: export async function charge(',
    );
    expect(
      observer.entries
        .filter((e) => e.type === 'tool_call')
        .every((e) => e.conversation === 'group:u1/round:1'),
    ).toBe(true);
    expect(observer.spans.map((s) => s.name)).toContain('prlens.group');
    // 4 tool turns and the falsification filter; no lens calls, no reflection audit.
    expect(server.requests).toHaveLength(5);
    expect(result.usage.requests).toBe(5);
  });

  it('runs from the CLI with --preset deep, and compares calls and tokens per group with full', async () => {
    const args = (preset: string) => [
      'review',
      '--from',
      base,
      '--to',
      head,
      '--provider',
      'openai-compatible',
      '--base-url',
      server.url,
      '--model',
      'm',
      '--preset',
      preset,
      '--format',
      'json',
    ];
    server.requests.length = 0;
    server.setHandler(agent);
    const deep = await cli(repo.root, args('deep'));
    expect(deep.stderr).not.toMatch(/not built yet/);
    const deepReport = ReviewReport.parse(JSON.parse(deep.stdout));
    expect(deep.code).toBe(0);
    expect(deepReport.incomplete).toBe(false);
    expect(deepReport.findings.map((f) => [f.path, f.line, f.title])).toEqual([
      ['src/checkout.ts', 4, 'Retries charge the card again'],
    ]);
    const groupLine =
      /deep group u1: (\d+) call\(s\), (\d+) prompt tokens \((\d+) cached\), (\d+) completion tokens/.exec(
        deep.stderr,
      );
    expect(groupLine).not.toBeNull();
    expect(Number(groupLine![1])).toBe(deepReport.usage.requests);

    server.requests.length = 0;
    server.setHandler(fullModel);
    const full = await cli(repo.root, args('full'));
    const fullReport = ReviewReport.parse(JSON.parse(full.stdout));
    expect(fullReport.findings).toEqual([]); // the lens calls see only the diff: the bug is invisible
    const figures = {
      deep: { calls: deepReport.usage.requests, ...pick(deepReport.usage) },
      full: { calls: fullReport.usage.requests, ...pick(fullReport.usage) },
    };
    console.log(`deep vs full on one group (1 file, 1 hunk): ${JSON.stringify(figures)}`);
    // Lens routing: nothing sensitive, no test, no docs or comment in the hunk: security shares the
    // correctness call, code-health has its own; no audit without findings.
    expect(fullReport.incomplete).toBe(false);
    expect(figures.full.calls).toBe(2);
    expect(figures.deep.calls).toBe(5); // 4 tool turns + the falsification filter
  });
});

describe('preset deep from the CLI with --effort', () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let repo: TempRepo;
  let base: string;
  let head: string;
  beforeAll(async () => {
    server = await startFakeOpenAI();
    repo = new TempRepo();
    repo.write('src/payments/gateway.ts', GATEWAY);
    repo.write('src/checkout.ts', BEFORE);
    base = repo.commit('start');
    repo.write('src/checkout.ts', AFTER);
    head = repo.commit('retry charges');
  });
  afterAll(() => server.close());
  const args = (...extra: string[]) => [
    'review',
    '--from',
    base,
    '--to',
    head,
    '--provider',
    'openai-compatible',
    '--base-url',
    server.url,
    '--model',
    'm',
    '--preset',
    'deep',
    '--format',
    'json',
    ...extra,
  ];

  it('runs a second round that sees the finding, adds nothing, and stops early', async () => {
    server.setHandler(agent);
    const run = await cli(repo.root, args('--effort', '3'));
    expect(run.code).toBe(0);
    const report = ReviewReport.parse(JSON.parse(run.stdout));
    expect(report.findings).toHaveLength(1);
    expect(run.stderr).toMatch(/round 2 added nothing; stopping early/);
    expect(run.stderr).toMatch(/deep group u1: 9 call\(s\).*, 2 round\(s\)/);
    const round2 = server.requests.filter((r) =>
      String(r.body.messages[1]?.content).includes('review round 2'),
    );
    expect(round2.length).toBeGreaterThan(0);
    expect(String(round2[0]!.body.messages[1].content)).toContain('Retries charge the card again');
  });

  it('refuses an effort outside 1..5 with the values it takes', async () => {
    const run = await cli(repo.root, args('--effort', '9'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/effort/);
    expect(run.stderr).toMatch(/1 to 5/);
  });
});

function pick(u: { prompt_tokens: number; cached_tokens: number; completion_tokens: number }) {
  return {
    prompt_tokens: u.prompt_tokens,
    cached_tokens: u.cached_tokens,
    completion_tokens: u.completion_tokens,
  };
}
