/**
 * A whole group of preset deep over the real OpenAI SDK against the fake: the plan phase, review
 * rounds (effort) that stop early when a round adds nothing, relocation of a finding whose quote
 * is not in the diff, and the falsification filter that keeps findings on doubt.
 */
import { finding as build } from '../../support/finding.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RunBudget, emptyStats } from '../../../src/review/model/deep/budget.js';
import { falsifyFindings, isProtected } from '../../../src/review/model/deep/falsify.js';
import { limitsFor, reviewGroup, type GroupInput } from '../../../src/review/model/deep/review-group.js';
import { buildDeepSystem } from '../../../src/review/model/deep/deep-prompt.js';
import type { Finding } from '../../../src/core/types.js';
import { withTokens } from '../../../src/review/model/plan/lens-plan.js';
import { BufferLogger, ManualClock, MemoryWorkspace } from '../exec/helpers.js';
import { startFakeOpenAI, type OpenAIReply, type RecordedRequest } from '../../fakes/openai-server.js';
import { comment, RecordingObserver, sdkClient, smallChange } from './helpers.js';
import { runContext } from '../../../src/review/run-context.js';

const LENSES = [{ id: 'correctness', title: 'Correctness', instructions: 'Logic errors.' }];

function kind(request: RecordedRequest): string {
  const schema = request.body.response_format?.json_schema?.name as string | undefined;
  if (schema) return schema;
  return (request.body.tools ?? []).length > 0 ? 'turn' : 'plain';
}

describe('a deep group: plan, rounds, relocation, falsification', () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let logger: BufferLogger;
  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    logger = new BufferLogger();
  });

  function input(over: Partial<GroupInput> = {}): GroupInput {
    const { files, ctx } = smallChange();
    return {
      unit: withTokens({ id: 'u1', files: [{ path: 'src/pay.ts', hunks: [0] }] }, ctx),
      context: runContext({ clock: new ManualClock(), logger, observer: new RecordingObserver() }),
      change: { files, workspace: new MemoryWorkspace({}), headRef: null },
      ctx,
      lenses: LENSES,
      model: sdkClient('openai', server.url),
      effort: 1,
      falsify: true,
      maxInputTokens: 100_000,
      maxOutputTokens: 1_000,
      budget: new RunBudget(new ManualClock(), 0, 600),
      ...over,
    };
  }

  it('plans a big group first and starts the review from the checklist', async () => {
    server.setHandler((request) => {
      const k = kind(request);
      if (k === 'plain') return { kind: 'success', text: '- check the unit of pay() amounts' };
      if (k === 'turn') return { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] };
      throw new Error(k);
    });
    const result = await reviewGroup(input({ planThreshold: 2 }));
    expect(result.incomplete).toBeNull();
    expect(server.requests.map(kind)).toEqual(['plain', 'turn']);
    expect(server.requests[0]!.body.tools).toBeUndefined();
    const first = String(server.requests[1]!.body.messages[1].content);
    expect(first).toContain('- check the unit of pay() amounts');
    // Same system prompt for plan and review: the provider's prefix cache serves the second call.
    expect(server.requests[1]!.body.messages[0].content).toBe(server.requests[0]!.body.messages[0].content);
  });

  it('skips the plan below the threshold, and a failed plan call only warns', async () => {
    server.setHandler(() => ({ kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] }));
    await reviewGroup(input());
    expect(server.requests.map(kind)).toEqual(['turn']);
    server.requests.length = 0;
    server.enqueue({
      kind: 'error',
      status: 400,
      body: { error: { message: 'bad', type: 'invalid_request_error' } },
    });
    const result = await reviewGroup(input({ planThreshold: 1 }));
    expect(result.incomplete).toBeNull();
    expect(result.warnings.join('\n')).toMatch(/plan call failed.*reviewing without a checklist/);
  });

  it('runs later rounds with the findings so far and stops early when a round adds nothing', async () => {
    let turns = 0;
    server.setHandler((request) => {
      const k = kind(request);
      if (k === 'falsification') return { kind: 'success', json: { reasoning: 'none', contradicted: [] } };
      turns++;
      const round = String(request.body.messages[1].content).includes('review round 2') ? 2 : 1;
      const hasResult = request.body.messages.some((m: { role: string }) => m.role === 'tool');
      if (hasResult) return { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] };
      // Round 2 repeats the same finding: nothing new, so round 3 never starts.
      return {
        kind: 'tool_calls',
        calls: [{ name: 'code_comment', arguments: { findings: [comment({ title: `round ${round}` })] } }],
      };
    });
    const result = await reviewGroup(input({ effort: 3 }));
    expect(turns).toBe(4);
    expect(result.stats.rounds).toBe(2);
    expect(result.findings).toHaveLength(1);
    const round2 = server.requests.find((r) =>
      String(r.body.messages[1].content).includes('review round 2'),
    )!;
    expect(String(round2.body.messages[1].content)).toMatch(/src\/pay\.ts:2 \[high, units\] round 1/);
    expect(logger.lines.join('\n')).toMatch(/round 2 added nothing; stopping early/);
  });

  it('relocates a finding whose quote is not in the diff with one call, then anchors it again', async () => {
    server.setHandler((request) => {
      const k = kind(request);
      if (k === 'relocations') {
        const ids = [...String(request.body.messages[1].content).matchAll(/^### (r\d+)/gm)].map((m) => m[1]);
        return {
          kind: 'success',
          json: {
            relocations: ids.map((id) => ({
              id,
              anchor: 'export const refund = (cents: number) => charge(-cents);',
              line: 3,
            })),
          },
        };
      }
      if (k === 'falsification') return { kind: 'success', json: { reasoning: '-', contradicted: [] } };
      const hasResult = request.body.messages.some((m: { role: string }) => m.role === 'tool');
      if (hasResult) return { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] };
      return {
        kind: 'tool_calls',
        calls: [
          {
            name: 'code_comment',
            arguments: {
              findings: [
                comment({
                  anchor: 'refund(cents) { charge(cents) }',
                  line: 30,
                  title: 'Refund charges',
                  category: 'sign',
                }),
              ],
            },
          },
        ],
      };
    });
    const result = await reviewGroup(input());
    expect(server.requests.map(kind)).toEqual(['turn', 'turn', 'relocations', 'falsification']);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      anchored: true,
      line: 3,
      anchor: 'export const refund = (cents: number) => charge(-cents);',
    });
  });

  it('keeps a finding unanchored when relocation finds no line, or fails', async () => {
    const script = (relocation: OpenAIReply) => {
      server.setHandler((request) => {
        const k = kind(request);
        if (k === 'relocations') return relocation;
        if (k === 'falsification') return { kind: 'success', json: { reasoning: '-', contradicted: [] } };
        const hasResult = request.body.messages.some((m: { role: string }) => m.role === 'tool');
        if (hasResult) return { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] };
        return {
          kind: 'tool_calls',
          calls: [
            {
              name: 'code_comment',
              arguments: { findings: [comment({ anchor: 'nowhere(to, be, found)', line: 40 })] },
            },
          ],
        };
      });
    };
    script({ kind: 'success', json: { relocations: [{ id: 'r1', anchor: null, line: null }] } });
    const none = await reviewGroup(input());
    expect(none.findings.map((f) => f.anchored)).toEqual([false]);
    script({
      kind: 'error',
      status: 400,
      body: { error: { message: 'bad', type: 'invalid_request_error' } },
    });
    const failed = await reviewGroup(input());
    expect(failed.findings.map((f) => f.anchored)).toEqual([false]);
    expect(failed.warnings.join('\n')).toMatch(/relocation call failed/);
  });
});

describe('group limits', () => {
  it('scale the reading budget and the turn limit with the changed lines, within bounds', () => {
    expect(limitsFor(0)).toEqual({ contextBudget: 8, maxTurns: 8 });
    expect(limitsFor(200)).toEqual({ contextBudget: 28, maxTurns: 15 });
    expect(limitsFor(100_000)).toEqual({ contextBudget: 60, maxTurns: 24 });
  });
});

describe('falsification filter', () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(() => server.close());

  const { ctx } = smallChange();
  const unit = withTokens({ id: 'u1', files: [{ path: 'src/pay.ts', hunks: [0] }] }, ctx);
  const { system, nonce, diff } = buildDeepSystem(unit, ctx);
  // Each one gets its own fingerprint from the builder.
  const finding = (over: Partial<Finding>): Finding =>
    build({
      path: 'src/pay.ts',
      severity: 'high',
      category: 'units',
      title: 't',
      body: 'b',
      anchor: 'x',
      confidence: 0.8,
      ...over,
    });
  const run = (findings: Finding[]) =>
    falsifyFindings({
      model: sdkClient('openai', server.url),
      system,
      nonce,
      diff,
      findings,
      budget: new RunBudget(new ManualClock(), 0, 0),
      stats: emptyStats('u1'),
    });

  it('drops only ids contradicted by a real diff line, reasoning first; keeps protected kinds', async () => {
    const findings = [
      finding({ title: 'pay() lacks the cents conversion' }),
      finding({ title: 'refund is unchecked' }),
      finding({ title: 'data race on the charge counter', category: 'concurrency' }),
      finding({ title: 'made-up contradiction' }),
      finding({ title: 'Behaviour change: pay now charges 100x', category: 'logic' }),
    ];
    server.enqueue({
      kind: 'success',
      json: {
        reasoning: 'f1: the conversion is on line 2. f3: irrelevant. f4: see line. f5: line 2.',
        contradicted: [
          { id: 'f1', line: '     2 + export const pay = (cents: number) => charge(cents * 100);' },
          { id: 'f3', line: 'export const refund = (cents: number) => charge(-cents);' },
          { id: 'f4', line: 'if (cents < 0) throw new Error("negative");' },
          { id: 'f5', line: 'export const pay = (cents: number) => charge(cents * 100);' },
        ],
      },
    });
    const result = await run(findings);
    expect(result.dropped.map((d) => d.finding.title)).toEqual(['pay() lacks the cents conversion']);
    expect(result.kept.map((f) => f.title)).toEqual([
      'refund is unchecked',
      'data race on the charge counter',
      'made-up contradiction',
      'Behaviour change: pay now charges 100x',
    ]);
    const schema = server.requests.at(-1)!.body.response_format.json_schema.schema;
    expect(Object.keys(schema.properties)).toEqual(['reasoning', 'contradicted']);
  });

  it('keeps every finding when the call fails or the answer is unusable', async () => {
    const findings = [finding({ title: 'a' }), finding({ title: 'b' })];
    server.enqueue({
      kind: 'error',
      status: 400,
      body: { error: { message: 'bad', type: 'invalid_request_error' } },
    });
    const failed = await run(findings);
    expect(failed.kept).toHaveLength(2);
    expect(failed.warning).toMatch(/all findings kept/);
    server.enqueue({ kind: 'success', text: 'f1 is wrong' });
    const garbled = await run(findings);
    expect(garbled.kept).toHaveLength(2);
    expect(garbled.warning).toMatch(/could not be parsed/);
  });

  it('classes memory safety, concurrency and behaviour changes as protected', () => {
    expect(isProtected({ category: 'use-after-free', title: 'x' })).toBe(true);
    expect(isProtected({ category: 'race-condition', title: 'x' })).toBe(true);
    expect(isProtected({ category: 'logic', title: 'Behavior change in retry' })).toBe(true);
    expect(isProtected({ category: 'injection', title: 'SQL built from input' })).toBe(false);
  });
});
