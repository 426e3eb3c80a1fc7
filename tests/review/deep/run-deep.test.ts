/**
 * The deep run over several groups: failures stay with their group and are named; an error every
 * call would hit stops all groups; findings made before a failure are kept, never a silent pass.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDeepReview, type DeepInput } from '../../../src/review/model/deep/run-deep.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { createPromptContext } from '../../../src/review/model/plan/context.js';
import { BufferLogger, ManualClock, MemoryWorkspace } from '../exec/helpers.js';
import { openaiErrors, startFakeOpenAI, type RecordedRequest } from '../../fakes/openai-server.js';
import { comment, countTokens, RecordingObserver, sdkClient } from './helpers.js';
import { runContext } from '../../../src/review/run-context.js';

const DIFF = `diff --git a/src/pay.ts b/src/pay.ts
--- a/src/pay.ts
+++ b/src/pay.ts
@@ -1,2 +1,2 @@
 import { charge } from './gateway.js';
-export const pay = (cents: number) => charge(cents);
+export const pay = (cents: number) => charge(cents * 100);
diff --git a/lib/log.ts b/lib/log.ts
--- a/lib/log.ts
+++ b/lib/log.ts
@@ -1,1 +1,1 @@
-export const log = (m: string) => console.log(m);
+export const log = (m: string) => console.log(m.toUpperCase());
`;

function group(request: RecordedRequest): 'pay' | 'log' {
  return String(request.body.messages[0].content).includes('FILE src/pay.ts') ? 'pay' : 'log';
}

describe('deep run over several groups', () => {
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

  function input(over: Partial<DeepInput> = {}): DeepInput {
    const files = parseUnifiedDiff(DIFF);
    return {
      context: runContext({ clock: new ManualClock(), logger, observer: new RecordingObserver() }),
      change: { files, workspace: new MemoryWorkspace({}), headRef: null },
      groups: [['src/pay.ts'], ['lib/log.ts']],
      ctx: createPromptContext({ files, countTokens }),
      lenses: [{ id: 'correctness', title: 'Correctness', instructions: 'Logic.' }],
      model: sdkClient('openai', server.url),
      settings: {
        effort: 1,
        reflect: false,
        maxConcurrency: 2,
        maxInputTokens: 100_000,
        maxReviewTokens: 0,
        maxReviewSeconds: 600,
      },
      ...over,
    };
  }

  it('reports progress as groups done of all, with the tokens spent so far', async () => {
    server.setHandler(() => ({ kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] }));
    const events: unknown[] = [];
    await runDeepReview(
      input({
        context: runContext({ clock: new ManualClock(), logger, onProgress: (e) => events.push(e) }),
      }),
    );
    expect(events[0]).toEqual({ phase: 'groups', done: 0, total: 2, tokens: 0 });
    expect(events.at(-1)).toMatchObject({ phase: 'groups', done: 2, total: 2 });
    expect((events.at(-1) as { tokens: number }).tokens).toBeGreaterThan(0);
  });

  it('keeps the findings of a healthy group and names the group that stopped early', async () => {
    server.setHandler((request) => {
      if (group(request) === 'log') return { kind: 'success', text: 'All good.' };
      const answered = request.body.messages.some((m: { role: string }) => m.role === 'tool');
      return answered
        ? { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] }
        : { kind: 'tool_calls', calls: [{ name: 'code_comment', arguments: { findings: [comment()] } }] };
    });
    const observer = new RecordingObserver();
    const result = await runDeepReview(
      input({ context: runContext({ clock: new ManualClock(), logger, observer }) }),
    );
    expect(result.incomplete).toBe(true);
    expect(result.findings.map((f) => [f.path, f.line, f.anchored])).toEqual([['src/pay.ts', 2, true]]);
    expect(result.warnings).toEqual([
      'deep: group u2 (lib/log.ts) is incomplete: 3 turns in a row without a valid tool call',
    ]);
    expect(result.groups.map((g) => [g.group, g.calls])).toEqual([
      ['u1', 2],
      ['u2', 3],
    ]);
    expect(observer.spans.filter((s) => s.name === 'prlens.group').map((s) => s.attributes.group)).toEqual([
      'u1',
      'u2',
    ]);
    expect(logger.lines.join('\n')).toMatch(/deep group u1: 2 call\(s\), \d+ prompt tokens \(\d+ cached\)/);
  });

  it('stops every group after an authentication failure and reports the run incomplete', async () => {
    server.setHandler(() => openaiErrors.invalidApiKey('sk-test-openai'));
    const result = await runDeepReview(input({ settings: { ...input().settings, maxConcurrency: 1 } }));
    expect(result.incomplete).toBe(true);
    expect(result.findings).toEqual([]);
    expect(server.requests).toHaveLength(1); // the second group never calls
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[1]).toMatch(
      /group u2 .* is incomplete: stopped after a failure every call would hit/,
    );
    expect(result.warnings.join('\n')).not.toContain('sk-test-openai');
  });
});
