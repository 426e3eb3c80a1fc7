/**
 * Shared pieces of the deep-preset tests: real SDK clients pointed at the fake model servers, an
 * Observer that records what the agent reports, and a small change to review.
 */
import type {
  ModelClient,
  Observer,
  ObservationAttributes,
  TranscriptEntry,
} from '../../../src/core/ports.js';
import type { FileDiff } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { AnthropicClient } from '../../../src/llm/anthropic.js';
import { OpenAIChatClient } from '../../../src/llm/openai.js';
import { ResilientModelClient } from '../../../src/llm/resilient-client.js';
import { countTokens } from '../../../src/llm/tokens.js';
import type { UsageMeter } from '../../../src/llm/usage.js';
import { createPromptContext, type PromptContext } from '../../../src/review/model/plan/context.js';
import type { RecordedRequest } from '../../fakes/openai-server.js';

/**
 * A retrying client as the CLI builds it (src/llm/factory.ts: the SDK adapter inside the retry
 * layer, SDK retries off), one attempt per call so that failures show at once. Built from the parts
 * because the factory is async (it imports the SDK on demand) and these helpers are synchronous.
 */
export function sdkClient(provider: 'openai' | 'anthropic', url: string, meter?: UsageMeter): ModelClient {
  const apiKey = provider === 'openai' ? 'sk-test-openai' : 'sk-ant-test';
  const common = { apiKey, baseUrl: url, timeoutMs: 10_000 };
  const primary =
    provider === 'openai'
      ? new OpenAIChatClient({ provider, model: 'gpt-4.1-mini', ...common })
      : new AnthropicClient({ model: 'claude-sonnet-4-6', ...common });
  return new ResilientModelClient({
    primary,
    policy: { maxAttempts: 1 },
    meter,
    baseUrl: url,
    timeoutMs: common.timeoutMs,
    secrets: [apiKey],
  });
}

/** Records spans, counters and transcript lines, as D's observer would receive them. */
export class RecordingObserver implements Observer {
  readonly spans: Array<{ name: string; attributes: ObservationAttributes }> = [];
  readonly counts: Array<{ metric: string; value: number; attributes?: ObservationAttributes }> = [];
  readonly entries: TranscriptEntry[] = [];
  span<T>(name: string, attributes: ObservationAttributes, fn: () => Promise<T>): Promise<T> {
    this.spans.push({ name, attributes });
    return fn();
  }
  count(metric: string, value: number, attributes?: ObservationAttributes): void {
    this.counts.push({ metric, value, ...(attributes ? { attributes } : {}) });
  }
  transcript(entry: TranscriptEntry): void {
    this.entries.push(entry);
  }
  /** The tool calls in order, as `tool(args)`. */
  path(): string[] {
    return this.entries
      .filter((e) => e.type === 'tool_call')
      .map((e) => `${String(e.tool)}(${JSON.stringify(e.args)})`);
  }
}

export const SMALL_DIFF = `diff --git a/src/pay.ts b/src/pay.ts
--- a/src/pay.ts
+++ b/src/pay.ts
@@ -1,3 +1,4 @@
 import { charge } from './gateway.js';
-export const pay = (cents: number) => charge(cents);
+export const pay = (cents: number) => charge(cents * 100);
+export const refund = (cents: number) => charge(-cents);
 export default pay;
`;

export function smallChange(): { files: FileDiff[]; ctx: PromptContext } {
  const files = parseUnifiedDiff(SMALL_DIFF);
  return { files, ctx: createPromptContext({ files, countTokens }) };
}

/** Names of the tools a recorded OpenAI request offered, and its tool_choice. */
export function offered(request: RecordedRequest): { tools: string[]; choice: unknown } {
  const body = request.body as { tools?: Array<{ function: { name: string } }>; tool_choice?: unknown };
  return { tools: (body.tools ?? []).map((t) => t.function.name), choice: body.tool_choice };
}

/** A finding as the model passes it to code_comment. */
export function comment(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    path: 'src/pay.ts',
    anchor: 'export const pay = (cents: number) => charge(cents * 100);',
    line: 2,
    severity: 'high',
    category: 'units',
    lens: 'correctness',
    title: 'Amount multiplied by 100 twice',
    body: 'pay already takes cents; charge receives 100x the amount.',
    confidence: 0.9,
    ...over,
  };
}

export { countTokens };
