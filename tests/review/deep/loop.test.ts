import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyStats, RunBudget } from '../../../src/review/model/deep/budget.js';
import { runConversation, type ConversationInput } from '../../../src/review/model/deep/loop.js';
import { estimatePrompt } from '../../../src/review/model/deep/memory.js';
import { buildDeepSystem } from '../../../src/review/model/deep/deep-prompt.js';
import { ToolBox, toolSpecs } from '../../../src/review/model/deep/tools.js';
import { withTokens } from '../../../src/review/model/plan/lens-plan.js';
import { BufferLogger, ManualClock, MemoryWorkspace } from '../exec/helpers.js';
import { comment, RecordingObserver, sdkClient, smallChange } from './helpers.js';
import { startScripted, type ScriptedFake } from './scripted.js';
import { runContext } from '../../../src/review/run-context.js';

const FILES: Record<string, string> = {
  'src/gateway.ts':
    'export function charge(cents: number) {\n  return post("/charge", { amount: cents / 100 });\n}\n',
  'src/pay.ts':
    "import { charge } from './gateway.js';\nexport const pay = (cents: number) => charge(cents * 100);\n",
};
for (let i = 1; i <= 8; i++)
  FILES[`src/big${i}.ts`] = Array.from(
    { length: 40 },
    (_, j) => `export const value${i}_${j} = compute(${i}, ${j}); // filler`,
  ).join('\n');

describe.each(['openai', 'anthropic'] as const)('deep conversation loop over the real %s SDK', (provider) => {
  let fake: ScriptedFake;
  let clock: ManualClock;
  let observer: RecordingObserver;
  beforeAll(async () => {
    fake = await startScripted(provider);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.setHandler(undefined);
    clock = new ManualClock();
    observer = new RecordingObserver();
  });

  function input(over: Partial<ConversationInput> = {}): ConversationInput {
    const { ctx } = smallChange();
    const unit = withTokens({ id: 'u1', files: [{ path: 'src/pay.ts', hunks: [0] }] }, ctx);
    const { system, nonce } = buildDeepSystem(unit, ctx);
    return {
      conversation: 'group:u1/round:1',
      model: sdkClient(provider, fake.url),
      system,
      firstUser: 'Review this group through the lens `correctness`.',
      tools: toolSpecs(['correctness']),
      toolbox: new ToolBox({
        workspace: new MemoryWorkspace(FILES),
        headRef: null,
        ctx,
        defaultLens: 'correctness',
      }),
      maxTurns: 6,
      contextBudget: { left: 10 },
      maxInputTokens: 100_000,
      maxOutputTokens: 1_000,
      nonce,
      budget: new RunBudget(clock, 0, 600),
      stats: emptyStats('u1'),
      context: runContext({ clock, logger: new BufferLogger(), observer }),
      ...over,
    };
  }

  it('ends on task_done with the reported finding; each tool result answers its call', async () => {
    fake.enqueue(
      fake.tools(['file_read', { path: 'src/gateway.ts' }]),
      fake.tools(['code_comment', { findings: [comment()] }], ['task_done', { summary: 'done' }]),
    );
    const result = await runConversation(input());
    expect(result).toMatchObject({ end: 'done', reason: null });
    expect(result.claims.map((c) => c.title)).toEqual(['Amount multiplied by 100 twice']);
    expect(fake.requests).toHaveLength(2);
    expect(fake.offered(fake.requests[0]!)).toEqual({
      tools: ['file_read', 'file_read_diff', 'file_find', 'code_search', 'code_comment', 'task_done'],
      choice: 'auto',
    });
    const shape = fake.shape(fake.requests[1]!);
    const call = shape.find((m) => m.kind === 'tool_call')!;
    const answer = shape.find((m) => m.kind === 'tool_result')!;
    expect(answer.id).toBe(call.id);
    expect(JSON.stringify(fake.requests[1]!.body)).toContain('1 | export function charge(cents: number) {');
    expect(observer.path()).toEqual([
      'file_read({"path":"src/gateway.ts"})',
      `code_comment(${JSON.stringify({ findings: [comment()] })})`,
      'task_done({"summary":"done"})',
    ]);
    expect(observer.entries.filter((e) => e.type === 'tool_result').map((e) => e.cached)).toEqual([
      false,
      false,
      false,
    ]);
    expect(observer.counts.map((c) => c.attributes?.tool)).toEqual([
      'file_read',
      'code_comment',
      'task_done',
    ]);
    expect(observer.spans.every((s) => s.name === 'prlens.tool_call' && !('content' in s.attributes))).toBe(
      true,
    );
  });

  it('re-sends a recorded code_comment call in short on later turns; the finding stays whole', async () => {
    fake.enqueue(
      fake.tools(['code_comment', { findings: [comment()] }]),
      fake.tools(['task_done', { summary: 'done' }]),
    );
    const result = await runConversation(input());
    expect(result.claims).toHaveLength(1);
    expect(result.claims[0]).toMatchObject({ title: 'Amount multiplied by 100 twice', body: comment().body });
    const later = JSON.stringify(fake.requests[1]!.body);
    // The earlier call names the finding (path, line, title); its body and anchor are not paid again.
    expect(later).toContain('Amount multiplied by 100 twice');
    expect(later).not.toContain(String(comment().body).slice(0, 30));
    expect(later).toContain('recorded 1 finding(s)');
  });

  it('forces a tool after a text-only answer, and resets once a valid call comes', async () => {
    fake.enqueue(fake.text('I think it is fine.'), fake.tools(['task_done', {}]));
    const result = await runConversation(input());
    expect(result.end).toBe('done');
    expect(fake.offered(fake.requests[0]!).choice).toBe('auto');
    expect(fake.offered(fake.requests[1]!).choice).toBe('required');
  });

  it('stops as incomplete after 3 turns without a valid tool call, keeping earlier findings', async () => {
    fake.enqueue(
      fake.tools(['code_comment', { findings: [comment()] }]),
      fake.text('Looks good to me.'),
      fake.tools(['run_shell', { cmd: 'rm -rf /' }]),
      fake.tools(['file_read', '{"path": ']),
    );
    const result = await runConversation(input());
    expect(result.end).toBe('incomplete');
    expect(result.reason).toMatch(/3 turns in a row without a valid tool call/);
    expect(result.claims).toHaveLength(1);
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests.slice(2).map((r) => fake.offered(r).choice)).toEqual(['required', 'required']);
  });

  it('after the turn limit offers only code_comment and task_done, forced, then ends', async () => {
    fake.enqueue(
      fake.tools(['file_read', { path: 'src/gateway.ts' }]),
      fake.tools(['file_find', { query: 'pay' }]),
      fake.tools(['code_comment', { findings: [comment()] }]),
    );
    const result = await runConversation(input({ maxTurns: 2 }));
    expect(result.end).toBe('turn-limit');
    expect(result.claims).toHaveLength(1);
    expect(fake.requests).toHaveLength(3);
    expect(fake.offered(fake.requests[2]!)).toEqual({
      tools: ['code_comment', 'task_done'],
      choice: 'required',
    });
  });

  it('spends the context budget only on fresh reads; once spent, offers only the final tools', async () => {
    const budget = { left: 2 };
    fake.enqueue(
      fake.tools(['file_read', { path: 'src/gateway.ts' }]),
      fake.tools(
        ['file_read', { path: 'src/gateway.ts' }],
        ['file_read', { path: 'src/gateway.ts', start_line: 1, end_line: 2 }],
      ),
      fake.tools(['code_search', { query: 'charge' }]),
      fake.tools(['task_done', {}]),
    );
    const result = await runConversation(input({ contextBudget: budget }));
    expect(result.end).toBe('done');
    expect(budget.left).toBe(0);
    expect(fake.offered(fake.requests[2]!).tools).toHaveLength(6);
    expect(fake.offered(fake.requests[3]!).tools).toEqual(['code_comment', 'task_done']);
    expect(observer.entries.filter((e) => e.type === 'tool_result').map((e) => e.cached)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('stops as incomplete when a model call fails, keeping what was reported', async () => {
    fake.enqueue(fake.tools(['code_comment', { findings: [comment()] }]), fake.serverError());
    const result = await runConversation(input());
    expect(result.end).toBe('incomplete');
    expect(result.reason).toMatch(/server|500|error/i);
    expect(result.claims).toHaveLength(1);
  });

  it('stops as incomplete on a refusal', async () => {
    fake.enqueue(fake.refusal());
    const result = await runConversation(input());
    expect(result).toMatchObject({ end: 'incomplete', reason: 'the model refused to review this group' });
  });

  it('stops before a call that would pass max-review-tokens', async () => {
    fake.enqueue(fake.tools(['file_read', { path: 'src/gateway.ts' }]));
    const probe = input();
    const first = estimatePrompt(
      probe.model,
      probe.system,
      [{ role: 'user', content: probe.firstUser }],
      probe.tools,
    );
    const budget = new RunBudget(clock, first + 50, 600);
    const result = await runConversation(input({ budget }));
    expect(result.end).toBe('incomplete');
    expect(result.reason).toMatch(new RegExp(`max-review-tokens \\(${first + 50}\\) would be exceeded`));
    expect(fake.requests).toHaveLength(1);
  });

  it('stops at the run deadline', async () => {
    fake.setHandler(() => {
      clock.advance(700_000);
      return fake.tools(['file_read', { path: 'src/gateway.ts' }]);
    });
    const result = await runConversation(input());
    expect(result).toMatchObject({ end: 'incomplete' });
    expect(result.reason).toMatch(/max-review-seconds \(600\)/);
    expect(fake.requests).toHaveLength(1);
  });

  it('compresses the oldest complete turns at 60% and never separates a call from its result', async () => {
    let read = 0;
    let summaries = 0;
    fake.setHandler((request) => {
      if (fake.offered(request).tools.length === 0) {
        summaries++;
        return fake.text('- src/big1.ts..src/big4.ts: constant tables, nothing suspicious.');
      }
      read++;
      return read <= 7
        ? fake.tools(['file_read', { path: `src/big${read}.ts` }])
        : fake.tools(['task_done', {}]);
    });
    const result = await runConversation(input({ maxInputTokens: 9_000, maxTurns: 12 }));
    expect(result.end).toBe('done');
    expect(result.compressions).toBeGreaterThanOrEqual(1);
    expect(summaries).toBe(result.compressions);
    // Every request the fake accepted obeyed the provider's pairing rules (it answers 400 otherwise).
    const afterSummary = fake.requests.findIndex((r) => fake.offered(r).tools.length === 0) + 1;
    const shape = fake.shape(fake.requests[afterSummary]!);
    expect(shape[0]).toMatchObject({
      role: 'user',
      kind: 'text',
      text: 'Review this group through the lens `correctness`.',
    });
    expect(shape[1]).toMatchObject({ role: 'user', kind: 'text' });
    expect(shape[1]!.text).toMatch(/^Notes from your earlier steps/);
    const calls = shape.filter((m) => m.kind === 'tool_call').map((m) => m.id);
    const results = shape.filter((m) => m.kind === 'tool_result').map((m) => m.id);
    expect(calls).toEqual(results);
    expect(calls).toHaveLength(2); // the newest two turns, intact
    for (const r of fake.requests) {
      const s = fake.shape(r);
      const ids = s.filter((m) => m.kind === 'tool_call').map((m) => m.id);
      expect(s.filter((m) => m.kind === 'tool_result').map((m) => m.id)).toEqual(ids);
    }
    expect(
      observer.entries.some(
        (e) => e.type === 'note' && e.note === 'compression' && e.outcome === 'compressed',
      ),
    ).toBe(true);
  });

  it('does not retry a compression that failed, and stops as incomplete at 80%', async () => {
    let read = 0;
    let summaries = 0;
    fake.setHandler((request) => {
      if (fake.offered(request).tools.length === 0) {
        summaries++;
        return fake.serverError();
      }
      read++;
      return fake.tools(['file_read', { path: `src/big${read}.ts` }]);
    });
    const result = await runConversation(input({ maxInputTokens: 9_000, maxTurns: 20 }));
    expect(result.end).toBe('incomplete');
    expect(result.reason).toMatch(/of max-input-tokens \(9000\) and could not be compressed/);
    expect(summaries).toBe(1);
  });
});
