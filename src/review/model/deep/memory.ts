/**
 * Memory compression for a group conversation. Before each call the prompt is estimated; at 60 %
 * of the limit the oldest complete turns (an assistant turn with all its tool results, never one
 * without the other: the providers refuse a tool result without its call) are summarised into one
 * message, keeping the first user message and the newest turns. A compression that fails or does
 * not shrink the context is not tried again for the conversation; at 80 % the conversation stops
 * as incomplete rather than overflow.
 */
import type { ChatMessage, ModelClient, ModelResponse, ToolSpec } from '../../../core/ports.js';
import { safeNonce } from '../../../prompt/delimiters.js';
import { delimiters } from '../../../prompt/delimiters.js';
import { fillTemplate } from '../../../prompt/template.js';
import { PROMPTS } from '../../../prompt/prompts.generated.js';

export const COMPRESS_AT = 0.6;
export const STOP_AT = 0.8;
/** Newest turns always kept verbatim. */
const KEEP_TURNS = 2;
/** Characters of one tool result shown to the summariser. */
const RESULT_CHARS = 4_000;

/** Tokens of the whole prompt: system, tools and every message. */
export function estimatePrompt(
  model: Pick<ModelClient, 'countTokens'>,
  system: string,
  messages: readonly ChatMessage[],
  tools: readonly ToolSpec[] = [],
): number {
  // About 4 tokens of framing per message, as the chat formats add.
  return (
    model.countTokens(system) +
    (tools.length > 0 ? model.countTokens(JSON.stringify(tools)) : 0) +
    messages.reduce((sum, m) => sum + 4 + model.countTokens(messageText(m)), 0)
  );
}

function messageText(m: ChatMessage): string {
  if (m.role === 'assistant')
    return m.content + (m.toolCalls ?? []).map((c) => `${c.name}(${c.arguments})`).join('\n');
  return m.content;
}

/** A conversation split into the head (first user message, earlier summary) and complete turns. */
interface Split {
  first: ChatMessage;
  summary: ChatMessage | null;
  turns: ChatMessage[][];
}

/**
 * Splits messages into turns: each starts at an assistant message and holds the tool results and
 * user notes that follow it, so that cutting between turns never separates a call from its result.
 */
function splitTurns(messages: readonly ChatMessage[], isSummary: (m: ChatMessage) => boolean): Split | null {
  const [first, ...rest] = messages;
  if (!first || first.role !== 'user') return null;
  let summary: ChatMessage | null = null;
  const turns: ChatMessage[][] = [];
  for (const m of rest) {
    if (turns.length === 0 && m.role === 'user' && isSummary(m) && summary === null) {
      summary = m;
      continue;
    }
    if (m.role === 'assistant' || turns.length === 0) turns.push([m]);
    else turns[turns.length - 1]!.push(m);
  }
  return { first, summary, turns };
}

export type CompressOutcome =
  | { kind: 'compressed'; messages: ChatMessage[]; before: number; after: number; response: ModelResponse }
  | { kind: 'failed'; reason: string; response?: ModelResponse; error?: unknown }
  /** Nothing old enough to summarise yet: not a failure, compression stays available. */
  | { kind: 'skipped'; reason: string };

export interface CompressInput {
  model: ModelClient;
  system: string;
  messages: readonly ChatMessage[];
  tools: readonly ToolSpec[];
  nonce: string;
  signal?: AbortSignal;
  onSend?: () => void;
}

const SUMMARY_HEAD = 'Notes from your earlier steps (a summary; the tool results themselves were dropped):';

/** Summarises the oldest complete turns into one message; never throws. */
export async function compressConversation(input: CompressInput): Promise<CompressOutcome> {
  const { model } = input;
  const split = splitTurns(input.messages, (m) => m.content.startsWith(SUMMARY_HEAD));
  if (!split) return { kind: 'failed', reason: 'the conversation has no first user message' };
  const old = split.turns.slice(0, Math.max(0, split.turns.length - KEEP_TURNS));
  const kept = split.turns.slice(old.length);
  if (old.length === 0) return { kind: 'skipped', reason: 'no complete older turn to summarise yet' };
  const steps = [...(split.summary ? [split.summary.content] : []), ...old.flat().map(renderStep)].join(
    '\n\n',
  );
  const nonce = safeNonce(input.nonce, [steps]);
  const template = PROMPTS['deep-compress'];
  if (template === undefined)
    throw new Error('prompts/deep-compress.md is missing: run node scripts/gen-prompts.mjs');
  const d = delimiters('STEPS', nonce);
  const before = estimatePrompt(model, input.system, input.messages, input.tools);
  let response: ModelResponse;
  input.onSend?.();
  try {
    response = await model.complete({
      system: fillTemplate(template, { nonce }),
      messages: [{ role: 'user', content: `${d.open}\n${steps}\n${d.close}` }],
      maxOutputTokens: 1_000,
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (error) {
    return {
      kind: 'failed',
      reason: `the summary call failed (${error instanceof Error ? error.message : String(error)})`,
      error,
    };
  }
  const text = response.text.trim();
  if (response.finishReason !== 'stop' || text === '')
    return { kind: 'failed', reason: `the summary answer ended with "${response.finishReason}"`, response };
  const notes = delimiters('NOTES', input.nonce);
  const summary: ChatMessage = {
    role: 'user',
    content: `${SUMMARY_HEAD}\n${notes.open}\n${text.replaceAll(input.nonce, '[nonce]')}\n${notes.close}`,
  };
  const messages = [split.first, summary, ...kept.flat()];
  const after = estimatePrompt(model, input.system, messages, input.tools);
  if (after >= before)
    return {
      kind: 'failed',
      reason: `the summary did not shrink the context (${before} → ${after} tokens)`,
      response,
    };
  return { kind: 'compressed', messages, before, after, response };
}

function renderStep(m: ChatMessage): string {
  if (m.role === 'assistant') {
    const calls = (m.toolCalls ?? []).map((c) => `called ${c.name} ${c.arguments}`);
    return [m.content.trim(), ...calls].filter(Boolean).join('\n');
  }
  if (m.role === 'tool') {
    const text = m.content.length > RESULT_CHARS ? `${m.content.slice(0, RESULT_CHARS)}\n(cut)` : m.content;
    return `result of ${m.name}:\n${text}`;
  }
  return `note: ${m.content}`;
}
