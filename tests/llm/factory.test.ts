/**
 * Provider inference and client construction.
 */
import { describe, expect, it } from 'vitest';
import { createModelClient, inferProvider, resolveApiKey } from '../../src/llm/factory.js';

describe('inferProvider', () => {
  it('lets an explicit provider win over every key', () => {
    expect(inferProvider({ provider: 'ollama', apiKey: 'sk-ant-x', env: { OPENAI_API_KEY: 'sk-y' } })).toBe(
      'ollama',
    );
  });

  it('picks anthropic for ANTHROPIC_API_KEY or an sk-ant- key', () => {
    expect(inferProvider({ env: { ANTHROPIC_API_KEY: 'k' } })).toBe('anthropic');
    expect(inferProvider({ apiKey: 'sk-ant-api03-abc', env: {} })).toBe('anthropic');
    expect(inferProvider({ env: { PRLENS_API_KEY: 'sk-ant-api03-abc' } })).toBe('anthropic');
  });

  it('picks openai for an OpenAI key or any other key', () => {
    expect(inferProvider({ env: { OPENAI_API_KEY: 'sk-proj-1' } })).toBe('openai');
    expect(inferProvider({ apiKey: 'sk-proj-1', env: { ANTHROPIC_API_KEY: '' } })).toBe('openai');
  });

  it('picks openai-compatible for a base URL alone, and ollama on its port', () => {
    expect(inferProvider({ baseUrl: 'http://vllm.internal:8000/v1', env: {} })).toBe('openai-compatible');
    expect(inferProvider({ baseUrl: 'http://localhost:11434/v1', env: {} })).toBe('ollama');
  });

  it('treats a key with a gateway base URL as openai-compatible, not as OpenAI itself', () => {
    expect(
      inferProvider({ baseUrl: 'https://openrouter.ai/api/v1', env: { OPENAI_API_KEY: 'sk-or-1' } }),
    ).toBe('openai-compatible');
    expect(inferProvider({ baseUrl: 'https://api.openai.com/v1', env: { OPENAI_API_KEY: 'sk-1' } })).toBe(
      'openai',
    );
    expect(inferProvider({ baseUrl: 'https://api.anthropic.com', env: { PRLENS_API_KEY: 'k' } })).toBe(
      'anthropic',
    );
  });

  it('falls back to none when nothing is configured, treating empty strings as unset', () => {
    expect(inferProvider({ provider: '', apiKey: '', baseUrl: ' ', env: { OPENAI_API_KEY: '' } })).toBe(
      'none',
    );
  });

  it('rejects an unknown provider with the list of valid ones', () => {
    expect(() => inferProvider({ provider: 'gemini', env: {} })).toThrow(/use one of openai, anthropic/);
  });
});

describe('resolveApiKey', () => {
  it('prefers the explicit key, then PRLENS_API_KEY, then the provider variable', () => {
    const env = { PRLENS_API_KEY: 'p', OPENAI_API_KEY: 'o', ANTHROPIC_API_KEY: 'a' };
    expect(resolveApiKey('openai', { apiKey: 'x', env })).toBe('x');
    expect(resolveApiKey('openai', { env })).toBe('p');
    expect(resolveApiKey('anthropic', { env: { ...env, PRLENS_API_KEY: '' } })).toBe('a');
    expect(resolveApiKey('ollama', { env: { OPENAI_API_KEY: 'o' } })).toBeUndefined();
  });
});

describe('createModelClient', () => {
  it('returns null for provider none', async () => {
    expect(await createModelClient({ provider: 'none' })).toBeNull();
  });

  it('uses the documented default models', async () => {
    expect((await createModelClient({ provider: 'openai', apiKey: 'k' }))!.model).toBe('gpt-4.1-mini');
    expect((await createModelClient({ provider: 'anthropic', apiKey: 'k' }))!.model).toBe(
      'claude-sonnet-4-6',
    );
    expect((await createModelClient({ provider: 'ollama' }))!.model).toBe('qwen2.5-coder:7b');
  });

  it('says which input to set when a key, a model or an endpoint is missing', async () => {
    await expect(createModelClient({ provider: 'openai' })).rejects.toThrow(
      'set PRLENS_API_KEY / the api-key input',
    );
    await expect(createModelClient({ provider: 'openai-compatible', model: 'm' })).rejects.toThrow(
      'set --base-url',
    );
    await expect(
      createModelClient({ provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:1/v1' }),
    ).rejects.toThrow('set --model / the model input');
  });

  it('counts tokens for budgeting, with headroom for Claude', async () => {
    const text = 'function add(a: number, b: number) { return a + b; }';
    const openai = (await createModelClient({ provider: 'openai', apiKey: 'k' }))!.countTokens(text);
    const claude = (await createModelClient({ provider: 'anthropic', apiKey: 'k' }))!.countTokens(text);
    expect(openai).toBeGreaterThan(10);
    expect(claude).toBeGreaterThan(openai);
  });
});
