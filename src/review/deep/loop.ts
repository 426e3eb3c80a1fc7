/**
 * One review conversation of preset `deep`: the model calls tools until it calls `task_done`.
 *
 * Loop rules: a text-only answer is followed by a call that forces a tool; three turns in
 * a row without a valid tool call stop the conversation as incomplete; after `maxTurns` one last
 * turn offers only `code_comment` and `task_done`; context tools draw on a budget shared by the
 * group (cached answers are free), and once it is spent only the final tools are offered. Before
 * each call the prompt is measured against max-input-tokens (see memory.ts). Findings reported
 * with `code_comment` live outside the messages, so no compression or failure can lose them.
 */
import type {
  ChatMessage,
  Logger,
  ModelClient,
  ModelResponse,
  Observer,
  ToolSpec,
} from '../../core/ports.js';
import type { ParsedFinding } from '../exec/model-output.js';
import type { GroupStats, RunBudget } from './budget.js';
import { COMPRESS_AT, STOP_AT, compressConversation, estimatePrompt } from './memory.js';
import { CONTEXT_TOOLS, FINAL_TOOLS, type ToolBox } from './tools.js';

/** Turns in a row without a valid tool call before the conversation is given up. */
export const MAX_IDLE_TURNS = 3;

export interface ConversationInput {
  /** Transcript name, e.g. `group:u1/round:1`. */
  conversation: string;
  model: ModelClient;
  system: string;
  firstUser: string;
  tools: ToolSpec[];
  toolbox: ToolBox;
  /** Model turns before the final comment-or-finish turn. */
  maxTurns: number;
  /** Context tool calls left for the group; decremented here (shared across rounds). */
  contextBudget: { left: number };
  maxInputTokens: number;
  maxOutputTokens: number;
  nonce: string;
  budget: RunBudget;
  stats: GroupStats;
  observer: Observer;
  logger: Logger;
}

export interface ConversationResult {
  claims: ParsedFinding[];
  /** How the conversation ended; `incomplete` carries the reason when the review of the group is not whole. */
  end: 'done' | 'turn-limit' | 'incomplete';
  reason: string | null;
  /** Set once a compression failed or did not shrink: not retried for this conversation. */
  compressions: number;
}

const NUDGE =
  'Answer with tool calls only: report findings with code_comment, read more with the other tools, and call task_done when you are finished.';

/** Runs one conversation to its end; never throws for a model failure. */
export async function runConversation(input: ConversationInput): Promise<ConversationResult> {
  const { model, observer, stats, budget, toolbox } = input;
  const claims: ParsedFinding[] = [];
  let messages: ChatMessage[] = [{ role: 'user', content: input.firstUser }];
  let idle = 0;
  let forceTool = false;
  let compressionOff = false;
  let compressions = 0;
  const finalTools = input.tools.filter((t) => (FINAL_TOOLS as readonly string[]).includes(t.name));
  const end = (kind: ConversationResult['end'], reason: string | null): ConversationResult => ({
    claims,
    end: kind,
    reason,
    compressions,
  });

  for (let turn = 0; ; turn++) {
    const last = turn >= input.maxTurns;
    const onlyFinal = last || input.contextBudget.left <= 0;
    const tools = onlyFinal ? finalTools : input.tools;
    const toolChoice = last || forceTool ? 'required' : 'auto';

    // Memory: compress at 60 %, stop at 80 % of the prompt limit.
    let estimate = estimatePrompt(model, input.system, messages, tools);
    if (estimate >= COMPRESS_AT * input.maxInputTokens && !compressionOff) {
      const refused = budget.refuse(estimate);
      if (refused) return end('incomplete', refused);
      const outcome = await compressConversation({
        model,
        system: input.system,
        messages,
        tools,
        nonce: input.nonce,
        onSend: () => stats.calls++,
      });
      // A thrown call is classified: an auth or quota failure stops every group.
      if (outcome.kind === 'failed' && outcome.error !== undefined) budget.failure(outcome.error);
      if (outcome.kind !== 'skipped' && outcome.response) budget.record(outcome.response, stats);
      observer.transcript({
        type: 'note',
        conversation: input.conversation,
        note: 'compression',
        outcome: outcome.kind,
        ...(outcome.kind === 'compressed'
          ? { before: outcome.before, after: outcome.after }
          : { reason: outcome.reason }),
      });
      if (outcome.kind === 'skipped') input.logger.debug(`${input.conversation}: ${outcome.reason}`);
      if (outcome.kind === 'compressed') {
        messages = outcome.messages;
        compressions++;
        estimate = outcome.after;
        input.logger.debug(
          `${input.conversation}: context compressed ${outcome.before} → ${outcome.after} tokens`,
        );
      } else if (outcome.kind === 'failed') {
        compressionOff = true;
        input.logger.info(`${input.conversation}: no compression (${outcome.reason}); not retried`);
      }
    }
    if (estimate >= STOP_AT * input.maxInputTokens) {
      return end(
        'incomplete',
        `the conversation reached ${Math.round((estimate / input.maxInputTokens) * 100)}% of max-input-tokens (${input.maxInputTokens}) and could not be compressed`,
      );
    }
    const refused = budget.refuse(estimate);
    if (refused) return end('incomplete', refused);

    let response: ModelResponse;
    stats.calls++;
    try {
      response = await model.complete({
        system: input.system,
        messages,
        tools,
        toolChoice,
        maxOutputTokens: input.maxOutputTokens,
      });
    } catch (error) {
      return end('incomplete', budget.failure(error));
    }
    budget.record(response, stats);
    if (response.finishReason === 'refusal')
      return end('incomplete', 'the model refused to review this group');

    const calls = response.toolCalls ?? [];
    messages = [
      ...messages,
      { role: 'assistant', content: response.text, ...(calls.length > 0 ? { toolCalls: calls } : {}) },
    ];
    if (calls.length === 0) {
      idle++;
      if (idle >= MAX_IDLE_TURNS)
        return end('incomplete', `${MAX_IDLE_TURNS} turns in a row without a valid tool call`);
      forceTool = true;
      messages = [...messages, { role: 'user', content: NUDGE }];
      continue;
    }

    const offered = new Set(tools.map((t) => t.name));
    let valid = 0;
    let done = false;
    const results: ChatMessage[] = [];
    /** Recorded code_comment calls, by id: the next turns see them in short (see `recorded`). */
    const recordedCalls = new Map<string, ParsedFinding[]>();
    for (const call of calls) {
      const isContext = (CONTEXT_TOOLS as readonly string[]).includes(call.name);
      let argsForLog: unknown;
      try {
        argsForLog = JSON.parse(call.arguments || '{}');
      } catch {
        argsForLog = call.arguments;
      }
      observer.transcript({
        type: 'tool_call',
        conversation: input.conversation,
        id: call.id,
        tool: call.name,
        args: argsForLog,
      });
      const attributes = { tool: call.name, cached: toolbox.isCached(call), group: stats.group };
      const outcome = await observer.span('prlens.tool_call', attributes, async () => {
        if (isContext && offered.has(call.name) && input.contextBudget.left <= 0) {
          return {
            kind: 'invalid' as const,
            text: 'error: the reading budget of this group is spent; report with code_comment and call task_done',
          };
        }
        return toolbox.run(call, offered);
      });
      const cached = outcome.kind === 'context' && outcome.cached;
      stats.tool_calls++;
      if (cached) stats.cached_tool_calls++;
      if (outcome.kind === 'context' && !outcome.cached && !outcome.error) input.contextBudget.left--;
      observer.count('prlens.tool_calls', 1, { tool: call.name, cached });
      const error = outcome.kind === 'invalid' || (outcome.kind === 'context' && outcome.error);
      observer.transcript({
        type: 'tool_result',
        conversation: input.conversation,
        id: call.id,
        tool: call.name,
        bytes: Buffer.byteLength(outcome.text),
        cached,
        ...(error ? { error: outcome.text } : {}),
        content: outcome.text,
      });
      if (outcome.kind !== 'invalid') valid++;
      if (outcome.kind === 'comment') {
        claims.push(...outcome.findings);
        recordedCalls.set(call.id, outcome.findings);
      }
      if (outcome.kind === 'done') done = true;
      results.push({
        role: 'tool',
        toolCallId: call.id,
        name: call.name,
        content: outcome.text,
        ...(error ? { isError: true } : {}),
      });
    }
    messages = [...recorded(messages, recordedCalls), ...results];
    if (done) return end('done', null);
    if (last) return end('turn-limit', null);
    if (valid === 0) {
      idle++;
      if (idle >= MAX_IDLE_TURNS)
        return end('incomplete', `${MAX_IDLE_TURNS} turns in a row without a valid tool call`);
      forceTool = true;
    } else {
      idle = 0;
      forceTool = false;
    }
  }
}

/**
 * The conversation with the arguments of recorded code_comment calls cut to what identifies each
 * finding (path, line, title). The findings themselves live outside the messages; re-sending their
 * bodies, anchors and suggestions on every later turn only paid for them again.
 */
function recorded(
  messages: readonly ChatMessage[],
  calls: ReadonlyMap<string, ParsedFinding[]>,
): ChatMessage[] {
  if (calls.size === 0) return [...messages];
  return messages.map((m) => {
    if (m.role !== 'assistant' || !m.toolCalls?.some((c) => calls.has(c.id))) return m;
    const toolCalls = m.toolCalls.map((c) => {
      const findings = calls.get(c.id);
      if (!findings) return c;
      const short = findings.map((f) => ({ path: f.path, line: f.line, title: f.title }));
      return { ...c, arguments: JSON.stringify({ findings: short }) };
    });
    return { ...m, toolCalls };
  });
}
