/**
 * The file relay with the real `openai` SDK: each request becomes files a person can read, the
 * answer file written here becomes the completion the SDK returns, an answer that breaks the
 * request's JSON Schema is refused with the validator's reasons until a corrected one arrives, and
 * the eval harness runs whole cases through it, several at a time.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import OpenAI, { APIError } from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCases, loadSet } from '../../evals/case.js';
import { runEval } from '../../evals/harness.js';
import { startRelay, type Relay } from '../../evals/relay/server.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['findings'],
  properties: {
    findings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'line'],
        properties: { title: { type: 'string' }, line: { type: 'integer' } },
      },
    },
  },
};

let relay: Relay | undefined;
afterEach(async () => {
  await relay?.close();
  relay = undefined;
});

async function start(timeoutSeconds?: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-relay-'));
  relay = await startRelay({ dir, pollMs: 10, timeoutSeconds });
  const client = new OpenAI({ apiKey: 'no-key', baseURL: relay.url, maxRetries: 0 });
  return { dir, client };
}

/** Resolves once `name` appears in `dir`. */
async function appears(dir: string, name: string): Promise<string> {
  for (let i = 0; i < 500; i++) {
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${name} never appeared in ${dir}: ${readdirSync(dir).join(', ')}`);
}

/** Writes an answer the way the README says: a temporary name, then a rename. */
function answer(dir: string, id: string, value: unknown): void {
  const tmp = path.join(dir, `${id}.answer.json.tmp`);
  writeFileSync(tmp, typeof value === 'string' ? value : JSON.stringify(value));
  renameSync(tmp, path.join(dir, `${id}.answer.json`));
}

const ask = (client: OpenAI) =>
  client.chat.completions.create({
    model: 'some-model',
    messages: [
      { role: 'system', content: 'You review code.\nAnswer in JSON.' },
      { role: 'user', content: 'Review this diff:\n+ let x = a[i + 1];' },
    ],
    response_format: {
      type: 'json_schema',
      json_schema: { name: 'review_findings', schema: SCHEMA, strict: true },
    },
  });

describe('eval relay', () => {
  it('relay: a structured-output request → files to read, the answer file comes back as the completion', async () => {
    const { dir, client } = await start();
    const pending = ask(client);
    await appears(dir, '0001.prompt.md');
    const prompt = readFileSync(path.join(dir, '0001.prompt.md'), 'utf8');
    expect(prompt).toContain('You review code.\nAnswer in JSON.');
    expect(prompt).toContain('+ let x = a[i + 1];');
    // The schema is echoed so the answerer knows exactly what is accepted.
    expect(prompt).toContain(JSON.stringify(SCHEMA, null, 2));
    const request = JSON.parse(readFileSync(path.join(dir, '0001-review_findings.request.json'), 'utf8'));
    expect(request.messages[1].lines).toEqual(['Review this diff:', '+ let x = a[i + 1];']);

    answer(dir, '0001', { findings: [{ title: 'Index past the end', line: 1 }] });
    const completion = await pending;
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe('some-model');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(JSON.parse(completion.choices[0]?.message.content ?? '')).toEqual({
      findings: [{ title: 'Index past the end', line: 1 }],
    });
    // Estimated on o200k so the eval's cost figures are not zero.
    expect(completion.usage?.prompt_tokens).toBeGreaterThan(20);
    expect(completion.usage?.completion_tokens).toBeGreaterThan(5);
  });

  it('relay: an answer that breaks the schema → rejected with the reasons, deleted, and the corrected one is sent', async () => {
    const { dir, client } = await start();
    const pending = ask(client);
    await appears(dir, '0001.prompt.md');
    answer(dir, '0001', { findings: [{ title: 'No line given' }], extra: true });
    const rejected = readFileSync(await appears(dir, '0001.rejected.txt'), 'utf8');
    expect(rejected).toMatch(/\/findings\/0 must have required property 'line'/);
    expect(rejected).toMatch(/must NOT have additional properties .*"extra"/);
    expect(existsSync(path.join(dir, '0001.answer.json'))).toBe(false);

    answer(dir, '0001', 'not json at all');
    await new Promise((r) => setTimeout(r, 100));
    expect(readFileSync(path.join(dir, '0001.rejected.txt'), 'utf8')).toMatch(/not JSON/);

    answer(dir, '0001', { findings: [] });
    const completion = await pending;
    expect(completion.choices[0]?.message.content).toBe('{"findings":[]}');
    expect(existsSync(path.join(dir, '0001.rejected.txt'))).toBe(false);
  });

  it('relay: a request with a required tool → the answer is validated against the tool and returned as tool_calls', async () => {
    const { dir, client } = await start();
    const pending = client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'Find the callers of parse.' }],
      tools: [
        {
          type: 'function',
          function: {
            name: 'code_search',
            description: 'Searches the head tree.',
            parameters: {
              type: 'object',
              additionalProperties: false,
              required: ['query'],
              properties: { query: { type: 'string' } },
            },
          },
        },
      ],
      tool_choice: 'required',
    });
    await appears(dir, '0001.prompt.md');
    expect(readdirSync(dir)).toContain('0001-tools-code_search.request.json');
    // Text is not allowed when a call is required.
    answer(dir, '0001', { content: 'I would rather not.' });
    await appears(dir, '0001.rejected.txt');
    answer(dir, '0001', { tool_calls: [{ name: 'code_search', arguments: { query: 'parse(' } }] });
    const completion = await pending;
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
    const call = completion.choices[0]?.message.tool_calls?.[0];
    expect(call?.type === 'function' && call.function).toEqual({
      name: 'code_search',
      arguments: '{"query":"parse("}',
    });
  });

  it('relay: a streaming client → the answer arrives as chunks with usage', async () => {
    const { dir, client } = await start();
    const pending = (async () => {
      const stream = await client.chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: 'Answer with the single word: ok' }],
        stream: true,
        stream_options: { include_usage: true },
      });
      let text = '';
      let usage: number | undefined;
      for await (const chunk of stream) {
        text += chunk.choices[0]?.delta.content ?? '';
        usage ??= chunk.usage?.prompt_tokens;
      }
      return { text, usage };
    })();
    await appears(dir, '0001.prompt.md');
    answer(dir, '0001', '"ok"');
    expect(await pending).toEqual({ text: 'ok', usage: expect.any(Number) });
  });

  it('relay: no answer within --timeout-seconds → a 504 the client sees as an API error', async () => {
    const { client } = await start(1);
    const failure = await ask(client).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(APIError);
    expect((failure as APIError).status).toBe(504);
  });

  it('relay: the eval runs two cases at once through it, answered from the files', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-relay-eval-'));
    relay = await startRelay({ dir, pollMs: 10 });
    let stop = false;
    const answered = new Set<string>();
    let most = 0;
    // A stand-in for the person answering: nothing found, nothing to audit.
    const answerer = (async () => {
      while (!stop) {
        const waiting = readdirSync(dir).filter((f) => f.endsWith('.request.json'));
        const open = waiting.filter((f) => !existsSync(path.join(dir, `${f.slice(0, 4)}.response.json`)));
        most = Math.max(most, open.length);
        // Hold the first answer until a second case is waiting too: were the cases run one at a
        // time, that never happens and the test hangs until the suite's hang guard (no wall-clock
        // limit here: a loaded runner takes seconds to set up a case's repository).
        if (most < 2) {
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        for (const file of open) {
          const id = file.slice(0, 4);
          if (answered.has(id)) continue;
          answered.add(id);
          // `lookups` only where the request's schema has it (repo-context full or lookups): an answer
          // the schema refuses is rejected, and this stand-in would wait for ever.
          const offered = readFileSync(path.join(dir, file), 'utf8').includes('"lookups"');
          const value = file.includes('reflection_verdicts')
            ? { verdicts: [] }
            : file.includes('review_findings')
              ? { findings: [], ...(offered ? { lookups: [] } : {}) }
              : '"ok"';
          answer(dir, id, value);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    try {
      const cases = loadCases(path.join(ROOT, 'evals/cases'), ['clean-ts-refactor', 'clean-py-feature']);
      const settings = {
        provider: 'openai-compatible',
        model: 'relay-model',
        baseUrl: relay.url,
        preset: 'fast' as const,
        env: {},
        modelTimeoutSeconds: 3600,
      };
      const runs = await runEval(cases, settings, () => {}, 2);
      expect(runs.map((r) => [r.id, r.error, r.score.total])).toEqual([
        ['clean-py-feature', null, { tp: 0, fp: 0, fn: 0 }],
        ['clean-ts-refactor', null, { tp: 0, fp: 0, fn: 0 }],
      ]);
      expect(runs.every((r) => r.usage.prompt_tokens > 0)).toBe(true);
      // Both cases had a request waiting at the same time.
      expect(most).toBeGreaterThanOrEqual(2);
      const files = readdirSync(dir);
      expect(files.filter((f) => f.endsWith('.response.json')).length).toBe(
        files.filter((f) => f.endsWith('.request.json')).length,
      );
    } finally {
      stop = true;
      await answerer;
    }
  });

  it('eval sets: working and frozen are disjoint, name real cases, and mix planted and clean', () => {
    const all = loadCases(path.join(ROOT, 'evals/cases'));
    const byId = new Map(all.map((c) => [c.id, c]));
    const working = loadSet(path.join(ROOT, 'evals/sets'), 'working');
    const frozen = loadSet(path.join(ROOT, 'evals/sets'), 'frozen');
    expect(working.filter((id) => frozen.includes(id))).toEqual([]);
    for (const id of [...working, ...frozen]) expect(byId.has(id), id).toBe(true);
    const clean = (ids: string[]) => ids.filter((id) => byId.get(id)?.expected.length === 0).length;
    expect([working.length, clean(working)]).toEqual([16, 4]);
    expect([frozen.length, clean(frozen)]).toEqual([8, 2]);
    expect(() => loadSet(path.join(ROOT, 'evals/sets'), 'nope')).toThrow(
      /no .*nope\.txt; known sets: frozen, working/,
    );
  });
});
