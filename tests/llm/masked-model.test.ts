import { describe, expect, it } from 'vitest';
import { createMasker } from '../../src/core/mask.js';
import type { ModelClient, ModelRequest, ModelResponse } from '../../src/core/ports.js';
import { maskModel } from '../../src/llm/masked-model.js';

/** A key of no known shape, with characters JSON escapes. */
const KEY = 'proxy "k" \\ 9Zq<1>';
const TOKEN = '0123456789abcdef0123456789abcdef01234567';

/** A model client that records what it was sent and answers with `reply` (the port, no network). */
function recording(reply: (request: ModelRequest) => ModelResponse) {
  const sent: ModelRequest[] = [];
  const client: ModelClient = {
    provider: 'fake',
    model: 'm',
    countTokens: (text) => text.length,
    complete: (request) => {
      sent.push(request);
      return Promise.resolve(reply(request));
    },
  };
  return { client, sent };
}

const usage = { prompt_tokens: 1, completion_tokens: 1, cached_tokens: 0, cache_write_tokens: 0 };

describe('maskModel', () => {
  it('sends no secret in the system prompt, a turn, a tool call or a tool result', async () => {
    const { client, sent } = recording(() => ({ text: '{}', finishReason: 'stop', usage, model: 'm' }));
    const masked = maskModel(client, createMasker([KEY, TOKEN]));
    await masked.complete({
      system: `diff:\n+ // key: ${KEY}`,
      messages: [
        { role: 'user', content: `token ${TOKEN}` },
        {
          role: 'assistant',
          content: '',
          toolCalls: [{ id: 'c1', name: 'file_read', arguments: JSON.stringify({ path: KEY }) }],
        },
        { role: 'tool', toolCallId: 'c1', name: 'file_read', content: `1 ${TOKEN}` },
      ],
    });
    const text = JSON.stringify(sent[0]);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(JSON.stringify(KEY).slice(1, -1));
    expect(sent[0]!.system).toBe('diff:\n+ // key: ***');
  });

  it('masks the answer, inside structured JSON too, so a quoted secret parses as ***', async () => {
    const answer = JSON.stringify({ findings: [{ title: `key ${KEY}`, body: `token ${TOKEN}` }] });
    const { client } = recording(() => ({
      text: answer,
      finishReason: 'stop',
      usage,
      model: 'm',
      toolCalls: [{ id: 'c1', name: 'code_comment', arguments: JSON.stringify({ body: KEY }) }],
    }));
    const response = await maskModel(client, createMasker([KEY, TOKEN])).complete({
      system: 's',
      messages: [],
    });
    expect(JSON.parse(response.text)).toEqual({ findings: [{ title: 'key ***', body: 'token ***' }] });
    expect(JSON.parse(response.toolCalls![0]!.arguments)).toEqual({ body: '***' });
    expect(response.usage).toBe(usage);
  });
});
