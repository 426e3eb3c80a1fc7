/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1 that answers nothing itself: it writes
 * each request to a directory and waits for a person (or another program) to write the answer.
 * That makes a real-model evaluation possible where no API key is at hand, and every prompt a model
 * would see is kept as a file to read.
 * Wire shapes: https://platform.openai.com/docs/api-reference/chat/object,
 * https://platform.openai.com/docs/api-reference/chat-streaming and
 * https://platform.openai.com/docs/api-reference/models/list.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { countTokens } from '../../src/llm/tokens.js';
import { answerContract, compileValidator, type AnswerContract } from './answer-schema.js';
import { messageText, promptMarkdown, readableRequest, shortName } from './render.js';

export interface RelayOptions {
  dir: string;
  /** 0 = any free port. */
  port?: number;
  /** Seconds to wait for an answer; undefined = forever. */
  timeoutSeconds?: number | undefined;
  /** How often the directory is looked at for an answer. */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface Relay {
  /** Base URL for an OpenAI client, ending in /v1. */
  url: string;
  close(): Promise<void>;
}

interface Answered {
  content: string | null;
  toolCalls: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
}

/** Starts the relay; resolves once it listens. */
export async function startRelay(options: RelayOptions): Promise<Relay> {
  const dir = path.resolve(options.dir);
  mkdirSync(dir, { recursive: true });
  const log = options.log ?? (() => {});
  const pollMs = options.pollMs ?? 250;
  // Numbering continues after what the directory already holds, so a restart never overwrites.
  let next = 1 + Math.max(0, ...readdirSync(dir).map((f) => Number(/^(\d{4,})[.-]/.exec(f)?.[1] ?? 0)));
  const models = new Set<string>();
  const waits = new Set<() => void>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const route = (req.url ?? '').split('?')[0];
      if (req.method === 'GET' && route === '/v1/models') {
        const data = [...(models.size ? models : ['relay'])].map((id) => ({
          id,
          object: 'model',
          created: 0,
          owned_by: 'prlens-relay',
        }));
        return json(res, 200, { object: 'list', data });
      }
      if (req.method !== 'POST' || route !== '/v1/chat/completions')
        return error(res, 404, `Unknown request URL: ${req.method} ${route}.`, 'invalid_request_error');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return error(res, 400, 'The request body is not valid JSON.', 'invalid_request_error');
      }
      if (!Array.isArray(body.messages))
        return error(res, 400, "Missing required parameter: 'messages'.", 'invalid_request_error');
      const id = String(next++).padStart(4, '0');
      if (typeof body.model === 'string') models.add(body.model);
      relay(id, body, res);
    });
  });

  function relay(id: string, body: Record<string, unknown>, res: http.ServerResponse): void {
    let contract: AnswerContract;
    let validate: (answer: unknown) => string | null;
    try {
      contract = answerContract(body);
      validate = compileValidator(contract.schema);
    } catch (e) {
      return error(
        res,
        400,
        `Invalid schema for response_format or tools: ${(e as Error).message}`,
        'invalid_request_error',
      );
    }
    const short = shortName(contract);
    const file = (suffix: string) => path.join(dir, `${id}.${suffix}`);
    const answerFile = file('answer.json');
    writeFileSync(
      path.join(dir, `${id}-${short}.request.json`),
      `${JSON.stringify(readableRequest(id, body, contract), null, 2)}\n`,
    );
    writeFileSync(file('prompt.md'), promptMarkdown(id, body, contract, path.basename(answerFile)));
    log(`${id} ${short}: waiting for ${answerFile}`);

    let last = '';
    let finished = false;
    const stop = () => {
      finished = true;
      clearInterval(timer);
      if (deadline) clearTimeout(deadline);
      waits.delete(stop);
    };
    waits.add(stop);
    const timer = setInterval(poll, pollMs);
    const deadline =
      options.timeoutSeconds === undefined
        ? undefined
        : setTimeout(() => {
            stop();
            log(`${id} ${short}: no answer within ${options.timeoutSeconds} s`);
            error(res, 504, `No answer was written within ${options.timeoutSeconds} s.`, 'timeout');
          }, options.timeoutSeconds * 1000);
    // The client gave up (its own timeout, or the run was stopped): nobody is waiting any more.
    res.on('close', () => {
      if (finished) return;
      stop();
      writeFileSync(
        file('cancelled.txt'),
        'The client closed the connection before an answer was written.\n',
      );
      log(`${id} ${short}: the client went away`);
    });

    function poll(): void {
      if (finished || !existsSync(answerFile)) return;
      // Read only once size and time stand still, so a file still being written is not judged.
      const stat = statSync(answerFile);
      const seen = `${stat.size}:${stat.mtimeMs}`;
      if (seen !== last) {
        last = seen;
        return;
      }
      last = '';
      const text = readFileSync(answerFile, 'utf8');
      let answer: unknown;
      let problem: string | null;
      try {
        answer = JSON.parse(text);
        problem = validate(answer);
      } catch (e) {
        problem = `not JSON: ${(e as Error).message}`;
      }
      if (problem !== null) {
        writeFileSync(
          file('rejected.txt'),
          `${path.basename(answerFile)} was rejected and deleted:\n${problem}\n`,
        );
        rmSync(answerFile, { force: true });
        log(`${id} ${short}: answer rejected, waiting for a corrected one`);
        return;
      }
      stop();
      rmSync(file('rejected.txt'), { force: true });
      const completion = toCompletion(body, contract, answer);
      writeFileSync(file('response.json'), `${JSON.stringify(completion, null, 2)}\n`);
      log(`${id} ${short}: answered`);
      if (body.stream === true) stream(res, completion, body);
      else json(res, 200, completion);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const stop of [...waits]) stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Completion = ReturnType<typeof toCompletion>;

/** The chat.completion OpenAI would send for this answer, with usage counted on o200k_base. */
function toCompletion(body: Record<string, unknown>, contract: AnswerContract, answer: unknown) {
  const answered = toAnswered(contract, answer);
  const promptText = [
    ...(body.messages as { content?: unknown }[]).map((m) => messageText(m.content)),
    body.response_format ? JSON.stringify(body.response_format) : '',
    body.tools ? JSON.stringify(body.tools) : '',
  ].join('\n');
  const completionText =
    (answered.content ?? '') + answered.toolCalls.map((c) => c.function.name + c.function.arguments).join('');
  const promptTokens = countTokens(promptText);
  const completionTokens = countTokens(completionText);
  return {
    id: `chatcmpl-${randomBytes(12).toString('hex')}`,
    object: 'chat.completion' as const,
    created: Math.floor(Date.now() / 1000),
    model: typeof body.model === 'string' ? body.model : 'relay',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant' as const,
          content: answered.content,
          refusal: null,
          ...(answered.toolCalls.length ? { tool_calls: answered.toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: answered.toolCalls.length ? ('tool_calls' as const) : ('stop' as const),
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0 },
    },
  };
}

function toAnswered(contract: AnswerContract, answer: unknown): Answered {
  if (contract.mode.kind === 'json_schema') return { content: JSON.stringify(answer), toolCalls: [] };
  if (contract.mode.kind === 'text')
    return { content: typeof answer === 'string' ? answer : JSON.stringify(answer), toolCalls: [] };
  const reply = answer as { content?: string; tool_calls?: { name: string; arguments: unknown }[] };
  if (reply.tool_calls) {
    return {
      content: null,
      toolCalls: reply.tool_calls.map((c) => ({
        id: `call_${randomBytes(12).toString('hex')}`,
        type: 'function',
        function: { name: c.name, arguments: JSON.stringify(c.arguments) },
      })),
    };
  }
  return { content: reply.content ?? '', toolCalls: [] };
}

/** The same completion as server-sent chunks, as OpenAI streams it when `stream: true`. */
function stream(res: http.ServerResponse, completion: Completion, body: Record<string, unknown>): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const choice = completion.choices[0]!;
  const base = {
    id: completion.id,
    object: 'chat.completion.chunk',
    created: completion.created,
    model: completion.model,
  };
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(`data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`);
  chunk([
    {
      index: 0,
      delta: { role: 'assistant', content: '', refusal: null },
      logprobs: null,
      finish_reason: null,
    },
  ]);
  if (choice.message.content !== null)
    chunk([{ index: 0, delta: { content: choice.message.content }, logprobs: null, finish_reason: null }]);
  const calls = choice.message.tool_calls ?? [];
  if (calls.length)
    chunk([
      {
        index: 0,
        delta: { tool_calls: calls.map((c, index) => ({ index, ...c })) },
        logprobs: null,
        finish_reason: null,
      },
    ]);
  chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: choice.finish_reason }]);
  const options = body.stream_options as { include_usage?: boolean } | undefined;
  if (options?.include_usage) chunk([], { usage: completion.usage });
  res.end('data: [DONE]\n\n');
}

function json(res: http.ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

function error(res: http.ServerResponse, status: number, message: string, type: string): void {
  json(res, status, { error: { message, type, param: null, code: null } });
}
