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
import type { ChatMessage, ModelClient, ModelResponse, ToolCall, ToolSpec } from '../../../core/ports.js';
import type { RunContext } from '../../run-context.js';
import type { ParsedFinding } from '../exec/model-output.js';
import type { GroupStats, RunBudget } from './budget.js';
import { COMPRESS_AT, STOP_AT, compressConversation, estimatePrompt } from './memory.js';
import { CONTEXT_TOOLS, FINAL_TOOLS, type ToolBox, type ToolOutcome } from './tools.js';

/** Turns in a row without a valid tool call before the conversation is given up. */
const MAX_IDLE_TURNS = 3;

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
  /** Its observer gets the transcript of every turn. */
  context: RunContext;
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
export function runConversation(input: ConversationInput): Promise<ConversationResult> {
  return new Conversation(input).run();
}

type Ended = { end: ConversationResult['end']; reason: string | null };

/**
 * The state of one conversation between turns: the messages so far, the findings reported, how many
 * turns in a row brought no valid tool call, whether the next turn must call a tool, and whether
 * compression is still worth trying.
 */
class Conversation {
  private readonly claims: ParsedFinding[] = [];
  private messages: ChatMessage[];
  private idleTurns = 0;
  private forceTool = false;
  private compressionOff = false;
  private compressions = 0;
  private readonly finalTools: ToolSpec[];

  constructor(private readonly input: ConversationInput) {
    this.messages = [{ role: 'user', content: input.firstUser }];
    this.finalTools = input.tools.filter((t) => (FINAL_TOOLS as readonly string[]).includes(t.name));
  }

  async run(): Promise<ConversationResult> {
    let ended: Ended | null = null;
    for (let turn = 0; ended === null; turn++) ended = await this.turn(turn);
    return { claims: this.claims, end: ended.end, reason: ended.reason, compressions: this.compressions };
  }

  /** One model turn and the tools it called; the end of the conversation, or null to go on. */
  private async turn(turn: number): Promise<Ended | null> {
    const { input } = this;
    const last = turn >= input.maxTurns;
    const onlyFinal = last || input.contextBudget.left <= 0;
    const tools = onlyFinal ? this.finalTools : input.tools;
    const toolChoice = last || this.forceTool ? 'required' : 'auto';

    const room = await this.makeRoom(tools);
    if (typeof room === 'string') return incomplete(room);
    const sent = await this.send(tools, toolChoice);
    if ('end' in sent) return sent;
    const calls = sent.toolCalls ?? [];
    this.messages = [
      ...this.messages,
      { role: 'assistant', content: sent.text, ...(calls.length > 0 ? { toolCalls: calls } : {}) },
    ];
    if (calls.length === 0) {
      const idle = this.idle();
      if (idle) return idle;
      this.messages = [...this.messages, { role: 'user', content: NUDGE }];
      return null;
    }
    const { valid, done } = await this.runTools(calls, tools);
    if (done) return { end: 'done', reason: null };
    if (last) return { end: 'turn-limit', reason: null };
    if (valid === 0) return this.idle();
    this.idleTurns = 0;
    this.forceTool = false;
    return null;
  }

  /** A turn without a valid tool call: the next one must call a tool, and three in a row end it. */
  private idle(): Ended | null {
    this.idleTurns++;
    if (this.idleTurns >= MAX_IDLE_TURNS)
      return incomplete(`${MAX_IDLE_TURNS} turns in a row without a valid tool call`);
    this.forceTool = true;
    return null;
  }

  /**
   * Memory: compress at 60 %, stop at 80 % of the prompt limit. Returns the prompt's estimate, or
   * why the conversation cannot go on.
   */
  private async makeRoom(tools: ToolSpec[]): Promise<number | string> {
    const { input } = this;
    let estimate = estimatePrompt(input.model, input.system, this.messages, tools);
    if (estimate >= COMPRESS_AT * input.maxInputTokens && !this.compressionOff) {
      const refused = input.budget.refuse(estimate);
      if (refused) return refused;
      estimate = (await this.compress(tools)) ?? estimate;
    }
    if (estimate >= STOP_AT * input.maxInputTokens) {
      return `the conversation reached ${Math.round((estimate / input.maxInputTokens) * 100)}% of max-input-tokens (${input.maxInputTokens}) and could not be compressed`;
    }
    return input.budget.refuse(estimate) ?? estimate;
  }

  /** One compression call; the new estimate when it shrank the conversation, else null. */
  private async compress(tools: ToolSpec[]): Promise<number | null> {
    const { input } = this;
    const { budget, stats } = input;
    const outcome = await compressConversation({
      model: input.model,
      system: input.system,
      messages: this.messages,
      tools,
      nonce: input.nonce,
      onSend: () => stats.calls++,
    });
    // A thrown call is classified: an auth or quota failure stops every group.
    if (outcome.kind === 'failed' && outcome.error !== undefined) budget.failure(outcome.error);
    if (outcome.kind !== 'skipped' && outcome.response) budget.record(outcome.response, stats);
    input.context.observer.transcript({
      type: 'note',
      conversation: input.conversation,
      note: 'compression',
      outcome: outcome.kind,
      ...(outcome.kind === 'compressed'
        ? { before: outcome.before, after: outcome.after }
        : { reason: outcome.reason }),
    });
    if (outcome.kind === 'skipped') input.context.logger.debug(`${input.conversation}: ${outcome.reason}`);
    if (outcome.kind === 'failed') {
      this.compressionOff = true;
      input.context.logger.info(`${input.conversation}: no compression (${outcome.reason}); not retried`);
    }
    if (outcome.kind !== 'compressed') return null;
    this.messages = outcome.messages;
    this.compressions++;
    input.context.logger.debug(
      `${input.conversation}: context compressed ${outcome.before} → ${outcome.after} tokens`,
    );
    return outcome.after;
  }

  /** The model call of a turn: its response, or how the conversation ends when there is none. */
  private async send(tools: ToolSpec[], toolChoice: 'required' | 'auto'): Promise<ModelResponse | Ended> {
    const { input } = this;
    input.stats.calls++;
    let response: ModelResponse;
    try {
      response = await input.model.complete({
        system: input.system,
        messages: this.messages,
        tools,
        toolChoice,
        maxOutputTokens: input.maxOutputTokens,
      });
    } catch (error) {
      return incomplete(input.budget.failure(error));
    }
    input.budget.record(response, input.stats);
    if (response.finishReason === 'refusal') return incomplete('the model refused to review this group');
    return response;
  }

  /** Runs the tool calls of one answer in order and appends their results to the conversation. */
  private async runTools(
    calls: readonly ToolCall[],
    tools: readonly ToolSpec[],
  ): Promise<{ valid: number; done: boolean }> {
    const offered = new Set(tools.map((t) => t.name));
    let valid = 0;
    let done = false;
    const results: ChatMessage[] = [];
    /** Recorded code_comment calls, by id: the next turns see them in short (see `recorded`). */
    const recordedCalls = new Map<string, ParsedFinding[]>();
    for (const call of calls) {
      const outcome = await this.runTool(call, offered);
      const error = outcome.kind === 'invalid' || (outcome.kind === 'context' && outcome.error);
      if (outcome.kind !== 'invalid') valid++;
      if (outcome.kind === 'comment') {
        this.claims.push(...outcome.findings);
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
    this.messages = [...recorded(this.messages, recordedCalls), ...results];
    return { valid, done };
  }

  /** One tool call, recorded in the transcript and the group's tallies. */
  private async runTool(call: ToolCall, offered: ReadonlySet<string>): Promise<ToolOutcome> {
    const { stats, toolbox, contextBudget } = this.input;
    const { observer } = this.input.context;
    const conversation = this.input.conversation;
    let argsForLog: unknown;
    try {
      argsForLog = JSON.parse(call.arguments || '{}');
    } catch {
      argsForLog = call.arguments;
    }
    observer.transcript({ type: 'tool_call', conversation, id: call.id, tool: call.name, args: argsForLog });
    const isContext = (CONTEXT_TOOLS as readonly string[]).includes(call.name);
    const attributes = { tool: call.name, cached: toolbox.isCached(call), group: stats.group };
    const outcome = await observer.span('prlens.tool_call', attributes, async () => {
      if (isContext && offered.has(call.name) && contextBudget.left <= 0) {
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
    if (outcome.kind === 'context' && !outcome.cached && !outcome.error) contextBudget.left--;
    observer.count('prlens.tool_calls', 1, { tool: call.name, cached });
    const error = outcome.kind === 'invalid' || (outcome.kind === 'context' && outcome.error);
    observer.transcript({
      type: 'tool_result',
      conversation,
      id: call.id,
      tool: call.name,
      bytes: Buffer.byteLength(outcome.text),
      cached,
      ...(error ? { error: outcome.text } : {}),
      content: outcome.text,
    });
    return outcome;
  }
}

function incomplete(reason: string): Ended {
  return { end: 'incomplete', reason };
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
