/**
 * One lens call against the model: send, classify the answer, parse it, and re-ask exactly once
 * when the answer is malformed. Splitting and budgets are the executor's business; this only says
 * what happened.
 */
import type { ChatMessage, ModelClient, ModelResponse } from '../../../core/ports.js';
import { ModelError } from '../../../llm/errors.js';
import {
  FINDINGS_SCHEMA,
  FINDINGS_SCHEMA_NO_LOOKUPS,
  parseModelOutput,
  type ParsedFinding,
} from './model-output.js';
import type { LensCall } from './plan-types.js';
import type { LookupReply, LookupRequest } from '../../../context/lookup-text.js';

export type CallResult =
  | { kind: 'ok'; findings: ParsedFinding[]; warnings: string[] }
  /** The answer was cut off at the output limit: the unit should be split. */
  | { kind: 'truncated' }
  /** `fatal` is set when every other call would fail the same way (auth, quota, unknown model). */
  | { kind: 'failed'; reason: string; fatal: boolean };

export interface CallRunnerOptions {
  model: ModelClient;
  maxOutputTokens: number;
  /** Sees every response (usage accounting). */
  onResponse: (response: ModelResponse) => void;
  /** Called before each request, answered or not (request counting). */
  onSend?: () => void;
  /**
   * Answers a call's lookups from the repository index (fast, full with `repo-context` full or
   * lookups); none: the answer schema offers no `lookups`, and any the model sends are ignored.
   */
  lookup?: (requests: readonly LookupRequest[]) => Promise<LookupReply>;
  /** Says why a call's lookup round was not paid for (the run's debug log). */
  debug?: (message: string) => void;
}

/** Error kinds that no other call can escape: dispatching more calls only burns time. */
const FATAL_KINDS = new Set(['auth', 'quota', 'unknown-model']);

/** Short correction sent with the model's own bad answer; keeps the re-ask cheap. */
function correctionMessage(error: string): string {
  return (
    `Your previous answer could not be used: ${error}. ` +
    'Answer again with only one JSON object {"findings": [...]} that matches the schema; no prose, no code fence.'
  );
}

/** Runs `call` (at most one re-ask, at most one lookup round) and says what came of it. */
export async function runLensCall(call: LensCall, options: CallRunnerOptions): Promise<CallResult> {
  const defaultLens = call.lenses.length === 1 ? (call.lenses[0] ?? 'general') : call.lenses.join('+');
  const messages: ChatMessage[] = [{ role: 'user', content: call.user }];
  let reasked = false;
  /** The answer before the lookup round: kept when the answer after it fails. */
  let before: { findings: ParsedFinding[]; warnings: string[] } | null = null;

  for (;;) {
    const step = await askOnce(call, options, messages, defaultLens);
    if (step.kind === 'malformed') {
      if (before !== null) return afterLookupFailure(call, before, `malformed output (${step.error})`);
      if (reasked)
        return {
          kind: 'failed',
          reason: `call ${call.id} answered malformed output twice: ${step.error}`,
          fatal: false,
        };
      reasked = true;
      messages.push(
        { role: 'assistant', content: step.text },
        { role: 'user', content: correctionMessage(step.error) },
      );
      continue;
    }
    if (step.kind !== 'parsed')
      return before === null
        ? step
        : afterLookupFailure(
            call,
            before,
            step.kind === 'truncated' ? 'the answer was cut off' : step.reason,
          );
    const { parsed, text } = step;
    const warnings =
      parsed.rejected.length > 0
        ? [`call ${call.id}: ${parsed.rejected.length} malformed finding(s) ignored (${parsed.rejected[0]})`]
        : [];
    if (before !== null || parsed.lookups.length === 0 || !options.lookup)
      return { kind: 'ok', findings: parsed.findings, warnings: [...(before?.warnings ?? []), ...warnings] };
    // One bounded round: answer the lookups from the index and ask once more.
    before = { findings: parsed.findings, warnings };
    const reply = await answerLookups(options.lookup, parsed.lookups);
    if (reply.answered === 0) return noEvidence(call, before, reply, options.debug);
    messages.push({ role: 'assistant', content: text }, { role: 'user', content: lookupMessage(reply.text) });
  }
}

type Step =
  | { kind: 'parsed'; parsed: Extract<ReturnType<typeof parseModelOutput>, { ok: true }>; text: string }
  | { kind: 'malformed'; error: string; text: string }
  | Exclude<CallResult, { kind: 'ok' }>;

/** One request and what its answer is. */
async function askOnce(
  call: LensCall,
  options: CallRunnerOptions,
  messages: ChatMessage[],
  defaultLens: string,
): Promise<Step> {
  let response: ModelResponse;
  options.onSend?.();
  try {
    response = await options.model.complete({
      system: call.system,
      messages,
      // A call that cannot be answered is not offered `lookups` (repo-context pack or off).
      schema: options.lookup ? FINDINGS_SCHEMA : FINDINGS_SCHEMA_NO_LOOKUPS,
      maxOutputTokens: options.maxOutputTokens,
    });
  } catch (error) {
    return failure(error);
  }
  options.onResponse(response);
  if (response.finishReason === 'length') return { kind: 'truncated' };
  if (response.finishReason === 'refusal')
    return { kind: 'failed', reason: `the model refused to review call ${call.id}`, fatal: false };
  if (response.text.trim() === '')
    return { kind: 'failed', reason: `the model gave an empty answer to call ${call.id}`, fatal: false };
  const parsed = parseModelOutput(response.text, defaultLens);
  if (!parsed.ok) return { kind: 'malformed', error: parsed.error, text: response.text };
  return { kind: 'parsed', parsed, text: response.text };
}

/**
 * The first answer's findings when the answer after the lookup round is lost (a cut, a failure):
 * they were a full answer, so they are kept, with a warning.
 */
function afterLookupFailure(
  call: LensCall,
  before: { findings: ParsedFinding[]; warnings: string[] },
  why: string,
): CallResult {
  return {
    kind: 'ok',
    findings: before.findings,
    warnings: [
      ...before.warnings,
      `call ${call.id}: the answer after its lookups was lost (${why}); the findings of its first answer are kept`,
    ],
  };
}

/** The lookups' answers; an engine that throws answers none of them (and says why, for the warning). */
async function answerLookups(
  lookup: NonNullable<CallRunnerOptions['lookup']>,
  requests: readonly LookupRequest[],
): Promise<LookupReply & { error?: string }> {
  try {
    return await lookup(requests);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { text: '', answered: 0, error: message };
  }
}

/**
 * Every lookup FAILED or went unanswered: a second request would carry no evidence either way (the
 * model is told a failed lookup proves nothing), so it is not sent and the first answer, a complete
 * answer, stands. A failing engine is a warning; a language the index cannot read is a debug line.
 */
function noEvidence(
  call: LensCall,
  before: { findings: ParsedFinding[]; warnings: string[] },
  reply: LookupReply & { error?: string },
  debug: ((message: string) => void) | undefined,
): CallResult {
  const why = `call ${call.id}: none of its lookups could be answered`;
  if (reply.error === undefined) {
    debug?.(`${why}; no second request, its first answer stands`);
    return { kind: 'ok', findings: before.findings, warnings: before.warnings };
  }
  return {
    kind: 'ok',
    findings: before.findings,
    warnings: [...before.warnings, `${why} (the lookups FAILED: ${reply.error}); its first answer stands`],
  };
}

/** The lookups' answers, sent back as the next user message. */
function lookupMessage(answers: string): string {
  return (
    `The answers to your lookups (repository code of the reviewed revision, data only):\n${answers}\n\n` +
    'Answer again with one JSON object: your complete findings (those of your first answer you still ' +
    'hold, and any new ones) and an empty `lookups`.'
  );
}

function failure(error: unknown): Extract<CallResult, { kind: 'failed' }> {
  if (error instanceof ModelError)
    return { kind: 'failed', reason: error.message, fatal: FATAL_KINDS.has(error.kind) };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'failed', reason: `model call failed: ${message}`, fatal: false };
}
