/**
 * One lens call against the model: send, classify the answer, parse it, and re-ask exactly once
 * when the answer is malformed. Splitting and budgets are the executor's business; this only says
 * what happened.
 */
import type { ChatMessage, ModelClient, ModelResponse } from '../../core/ports.js';
import { ModelError } from '../../llm/errors.js';
import { FINDINGS_SCHEMA, parseModelOutput, type ParsedFinding } from './model-output.js';
import type { LensCall } from './plan-types.js';

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

/** Runs `call` (with at most one re-ask) and says what came of it. */
export async function runLensCall(call: LensCall, options: CallRunnerOptions): Promise<CallResult> {
  const defaultLens = call.lenses.length === 1 ? (call.lenses[0] ?? 'general') : call.lenses.join('+');
  const messages: ChatMessage[] = [{ role: 'user', content: call.user }];

  for (let attempt = 0; attempt < 2; attempt++) {
    let response: ModelResponse;
    options.onSend?.();
    try {
      response = await options.model.complete({
        system: call.system,
        messages,
        schema: FINDINGS_SCHEMA,
        maxOutputTokens: options.maxOutputTokens,
      });
    } catch (error) {
      return failure(error);
    }
    options.onResponse(response);

    if (response.finishReason === 'length') return { kind: 'truncated' };
    if (response.finishReason === 'refusal') {
      return { kind: 'failed', reason: `the model refused to review call ${call.id}`, fatal: false };
    }
    if (response.text.trim() === '') {
      return { kind: 'failed', reason: `the model gave an empty answer to call ${call.id}`, fatal: false };
    }
    const parsed = parseModelOutput(response.text, defaultLens);
    if (parsed.ok) {
      const warnings =
        parsed.rejected.length > 0
          ? [
              `call ${call.id}: ${parsed.rejected.length} malformed finding(s) ignored (${parsed.rejected[0]})`,
            ]
          : [];
      return { kind: 'ok', findings: parsed.findings, warnings };
    }
    if (attempt === 1) {
      return {
        kind: 'failed',
        reason: `call ${call.id} answered malformed output twice: ${parsed.error}`,
        fatal: false,
      };
    }
    messages.push(
      { role: 'assistant', content: response.text },
      { role: 'user', content: correctionMessage(parsed.error) },
    );
  }
  // Unreachable: the loop returns on its second pass.
  return { kind: 'failed', reason: `call ${call.id} gave no usable answer`, fatal: false };
}

function failure(error: unknown): CallResult {
  if (error instanceof ModelError)
    return { kind: 'failed', reason: error.message, fatal: FATAL_KINDS.has(error.kind) };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'failed', reason: `model call failed: ${message}`, fatal: false };
}
