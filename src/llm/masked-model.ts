/**
 * The one choke point between prlens and a model, for secrets: every request is masked before it
 * is sent (the system prompt, every turn, tool calls and tool results — a key committed in the
 * diff, a token pasted in the PR description never reach a third-party API), and every answer is
 * masked before anything reads it (a model that quotes the key or the token — from a prompt
 * injection, a hallucination, a leaked log — cannot put them in a finding, a reply or a report).
 * The masker knows the configured secrets themselves, whatever their shape; the key-shaped
 * patterns of src/prompt/redact.ts still guard against secrets prlens was never given.
 * Answers are masked as raw text and, through the masker's JSON form, inside structured output.
 */
import type { Masker } from '../core/mask.js';
import type { ChatMessage, ModelClient, ModelRequest, ModelResponse, ToolCall } from '../core/ports.js';

/** Wraps `client` so every request and every response passes through `mask`. */
export function maskModel(client: ModelClient, mask: Masker): ModelClient {
  return {
    provider: client.provider,
    model: client.model,
    countTokens: (text) => client.countTokens(text),
    complete: async (request) => maskResponse(await client.complete(maskRequest(request, mask)), mask),
  };
}

function maskRequest(request: ModelRequest, mask: Masker): ModelRequest {
  return {
    ...request,
    system: mask(request.system),
    messages: request.messages.map((m) => maskMessage(m, mask)),
  };
}

function maskMessage(message: ChatMessage, mask: Masker): ChatMessage {
  if (message.role === 'assistant' && message.toolCalls) {
    return { ...message, content: mask(message.content), toolCalls: maskCalls(message.toolCalls, mask) };
  }
  return { ...message, content: mask(message.content) };
}

function maskCalls(calls: readonly ToolCall[], mask: Masker): ToolCall[] {
  return calls.map((c) => ({ ...c, arguments: mask(c.arguments) }));
}

function maskResponse(response: ModelResponse, mask: Masker): ModelResponse {
  return {
    ...response,
    text: mask(response.text),
    ...(response.toolCalls ? { toolCalls: maskCalls(response.toolCalls, mask) } : {}),
  };
}
