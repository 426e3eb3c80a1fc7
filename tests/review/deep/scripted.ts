/**
 * One face over both fake model servers for scripting tool conversations: build a tool-call turn,
 * a text turn or an error in the provider's own wire shape, and read back what a request offered.
 */
import { anthropicErrors, startFakeAnthropic, type AnthropicReply } from '../../fakes/anthropic-server.js';
import {
  openaiErrors,
  startFakeOpenAI,
  type OpenAIReply,
  type RecordedRequest,
  type ScriptedServer,
} from '../../fakes/openai-server.js';

export type Provider = 'openai' | 'anthropic';
type Reply = OpenAIReply & AnthropicReply;

export interface ScriptedFake {
  provider: Provider;
  url: string;
  requests: RecordedRequest[];
  enqueue(...replies: unknown[]): void;
  setHandler(fn: ((request: RecordedRequest) => unknown) | undefined): void;
  close(): Promise<void>;
  /** A turn calling `calls` (each `[name, args]`). */
  tools(...calls: Array<[string, unknown]>): unknown;
  text(text: string): unknown;
  json(value: unknown): unknown;
  serverError(): unknown;
  refusal(): unknown;
  /** Tool names a request offered and its tool choice (`auto`, `required` or the forced name). */
  offered(request: RecordedRequest): { tools: string[]; choice: string | null };
  /** The messages after the system prompt, flattened to `role:kind` items with tool ids. */
  shape(request: RecordedRequest): Array<{ role: string; kind: string; id?: string; text?: string }>;
}

/** Starts the fake for `provider`. */
export async function startScripted(provider: Provider): Promise<ScriptedFake> {
  const server = (provider === 'openai'
    ? await startFakeOpenAI()
    : await startFakeAnthropic()) as unknown as ScriptedServer<Reply>;
  return {
    provider,
    url: server.url,
    requests: server.requests,
    enqueue: (...replies) => server.enqueue(...(replies as Reply[])),
    setHandler: (fn) => server.setHandler(fn as ((r: RecordedRequest) => Reply | undefined) | undefined),
    close: () => server.close(),
    tools: (...calls) =>
      provider === 'openai'
        ? { kind: 'tool_calls', calls: calls.map(([name, args]) => ({ name, arguments: args })) }
        : { kind: 'tool_use', calls: calls.map(([name, input]) => ({ name, input })) },
    text: (text) => ({ kind: 'success', text }),
    json: (value) => ({ kind: 'success', json: value }),
    serverError: () => (provider === 'openai' ? openaiErrors.server(500) : anthropicErrors.apiError()),
    refusal: () => ({ kind: 'refusal' }),
    offered: (request) => {
      const body = request.body;
      if (provider === 'openai') {
        const tools = ((body.tools ?? []) as Array<{ function: { name: string } }>).map(
          (t) => t.function.name,
        );
        const c = body.tool_choice;
        return { tools, choice: c === undefined ? null : typeof c === 'string' ? c : c.function.name };
      }
      const tools = ((body.tools ?? []) as Array<{ name: string }>).map((t) => t.name);
      const c = body.tool_choice as { type: string; name?: string } | undefined;
      const choice = !c ? null : c.type === 'any' ? 'required' : c.type === 'tool' ? (c.name ?? '') : c.type;
      return { tools, choice };
    },
    shape: (request) => {
      const out: Array<{ role: string; kind: string; id?: string; text?: string }> = [];
      const messages = request.body.messages as Array<Record<string, unknown>>;
      for (const m of messages) {
        const role = String(m.role);
        if (role === 'system') continue;
        if (provider === 'openai') {
          if (role === 'tool') out.push({ role, kind: 'tool_result', id: String(m.tool_call_id) });
          else if (Array.isArray(m.tool_calls))
            for (const c of m.tool_calls as Array<{ id: string }>)
              out.push({ role, kind: 'tool_call', id: c.id });
          else out.push({ role, kind: 'text', text: String(m.content) });
          continue;
        }
        const blocks =
          typeof m.content === 'string'
            ? [{ type: 'text', text: m.content }]
            : (m.content as Array<{ type: string; id?: string; tool_use_id?: string; text?: string }>);
        for (const b of blocks) {
          if (b.type === 'tool_use') out.push({ role, kind: 'tool_call', id: b.id! });
          else if (b.type === 'tool_result') out.push({ role, kind: 'tool_result', id: b.tool_use_id! });
          else out.push({ role, kind: 'text', text: b.text ?? '' });
        }
      }
      return out;
    },
  };
}
