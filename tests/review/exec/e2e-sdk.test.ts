/**
 * The lens engine end to end through the real SDK adapters (wrapped in the retrying client) against
 * the fake OpenAI and Anthropic servers on 127.0.0.1.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AnthropicClient } from '../../../src/llm/anthropic.js';
import { OpenAIChatClient } from '../../../src/llm/openai.js';
import { ResilientModelClient } from '../../../src/llm/resilient-client.js';
import { runModelReview } from '../../../src/review/model/exec/run-model-review.js';
import { startFakeAnthropic } from '../../fakes/anthropic-server.js';
import { startFakeOpenAI, type RecordedRequest } from '../../fakes/openai-server.js';
import { BufferLogger, ManualClock, reviewInput, SQL_FINDING } from './helpers.js';
import { runContext } from '../../../src/review/run-context.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

const SQL = SQL_FINDING;
const LOG = { ...SQL, line: 30, anchor: "console.log('closed');", category: 'logging', title: 'Stray log' };

/** Which unit, lens and hunks an OpenAI chat request is about. */
function openaiAbout(request: RecordedRequest) {
  const messages = request.body.messages as Array<{ role: string; content: string }>;
  const system = messages[0]?.content ?? '';
  return {
    db: system.includes('src/db.ts'),
    security: (messages[1]?.content ?? '').includes('lens `security`'),
    first: system.includes('const sql'),
    second: system.includes("console.log('closed')"),
    turns: messages.length,
  };
}

function resilient(primary: OpenAIChatClient | AnthropicClient, clock: ManualClock) {
  return new ResilientModelClient({ primary, clock, policy: { maxAttempts: 2 }, random: () => 0 });
}

describe('lens engine over the real SDKs', () => {
  it('OpenAI: re-asks once on prose, then pins the finding whose claimed line is off', async () => {
    const server = await startFakeOpenAI();
    closers.push(() => server.close());
    let reasked = false;
    server.setHandler((request) => {
      const a = openaiAbout(request);
      if (!a.db || !a.security) return { kind: 'success', json: { findings: [] } };
      if (a.turns === 2 && !reasked) {
        reasked = true;
        return { kind: 'success', text: 'I found one SQL injection.' };
      }
      return { kind: 'success', json: { findings: [SQL] } };
    });
    const clock = new ManualClock();
    const model = resilient(
      new OpenAIChatClient({
        provider: 'openai',
        model: 'gpt-4.1-mini',
        apiKey: 'k',
        baseUrl: server.url,
        timeoutMs: 5_000,
      }),
      clock,
    );
    const result = await runModelReview(
      reviewInput(model, { context: runContext({ clock, logger: new BufferLogger() }) }),
    );

    expect(server.requests).toHaveLength(5);
    const reask = server.requests.find((r) => openaiAbout(r).turns === 4);
    expect(reask?.body.messages[2]).toEqual({ role: 'assistant', content: 'I found one SQL injection.' });
    expect(reask?.body.response_format?.type).toBe('json_schema');
    expect(result.incomplete).toBe(false);
    expect(result.findings).toEqual([
      expect.objectContaining({
        path: 'src/db.ts',
        line: 3,
        side: 'RIGHT',
        anchored: true,
        lens: 'security',
      }),
    ]);
    expect(result.calls).toBe(5);
  });

  it('OpenAI: an answer cut off at the length limit is split and both halves are kept', async () => {
    const server = await startFakeOpenAI();
    closers.push(() => server.close());
    server.setHandler((request) => {
      const a = openaiAbout(request);
      if (!a.db || !a.security) return { kind: 'success', json: { findings: [] } };
      if (a.first && a.second)
        return { kind: 'success', text: '{"findings": [{"path": "src/', finishReason: 'length' };
      return { kind: 'success', json: { findings: [a.first ? SQL : LOG] } };
    });
    const clock = new ManualClock();
    const model = resilient(
      new OpenAIChatClient({
        provider: 'openai',
        model: 'gpt-4.1-mini',
        apiKey: 'k',
        baseUrl: server.url,
        timeoutMs: 5_000,
      }),
      clock,
    );
    const result = await runModelReview(
      reviewInput(model, { context: runContext({ clock, logger: new BufferLogger() }) }),
    );
    expect(result.findings.map((f) => f.line).sort((a, b) => a - b)).toEqual([3, 22]);
    expect(result.incomplete).toBe(false);
    expect(server.requests).toHaveLength(6);
  });

  it('Anthropic: reads findings from the forced tool call and keeps an unpinnable one for the summary', async () => {
    const server = await startFakeAnthropic();
    closers.push(() => server.close());
    server.setHandler((request) => {
      const system = JSON.stringify(request.body.system);
      const user = JSON.stringify(request.body.messages);
      if (!system.includes('src/db.ts') || !user.includes('lens `security`'))
        return { kind: 'success', json: { findings: [] } };
      return {
        kind: 'success',
        json: { findings: [SQL, { ...SQL, anchor: 'db.raw(input)', title: 'Elsewhere' }] },
      };
    });
    const clock = new ManualClock();
    const model = resilient(
      new AnthropicClient({ model: 'claude-sonnet-4-6', apiKey: 'k', baseUrl: server.url, timeoutMs: 5_000 }),
      clock,
    );
    const result = await runModelReview(
      reviewInput(model, { context: runContext({ clock, logger: new BufferLogger() }) }),
    );
    expect(result.findings).toEqual([expect.objectContaining({ line: 3, anchored: true })]);
    expect(result.unanchored).toEqual([expect.objectContaining({ title: 'Elsewhere', anchored: false })]);
    expect(result.incomplete).toBe(false);
  });

  it('Anthropic: a rejected key stops the review after the first call and names the fix', async () => {
    const server = await startFakeAnthropic({ apiKey: 'right-key' });
    closers.push(() => server.close());
    const clock = new ManualClock();
    const model = resilient(
      new AnthropicClient({
        model: 'claude-sonnet-4-6',
        apiKey: 'wrong-key',
        baseUrl: server.url,
        timeoutMs: 5_000,
      }),
      clock,
    );
    const result = await runModelReview(
      reviewInput(model, {
        context: runContext({ clock, logger: new BufferLogger() }),
        reflect: true,
        budgets: { maxConcurrency: 1, maxInputTokens: 0, maxReviewTokens: 0, maxReviewSeconds: 0 },
      }),
    );
    expect(server.requests).toHaveLength(1);
    expect(result.incomplete).toBe(true);
    expect(result.findings).toEqual([]);
    expect(result.coverage.notReviewed).toHaveLength(4);
    expect(result.warnings.join('\n')).toMatch(/401.*api-key|api-key.*401/is);
  });
});
