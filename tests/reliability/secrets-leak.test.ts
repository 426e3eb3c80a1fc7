/**
 * Secrets: PRLENS_API_KEY and GITHUB_TOKEN set to distinctive values, every output of the CLI
 * scanned for them (stdout, stderr with --debug, every report format, --output files, recorded
 * request bodies), while the model misbehaves in ways that echo the key back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anthropicErrors, startFakeAnthropic, type AnthropicReply } from '../fakes/anthropic-server.js';
import {
  openaiErrors,
  startFakeOpenAI,
  type OpenAIReply,
  type RecordedRequest,
  type ScriptedServer,
  type WireReply,
} from '../fakes/openai-server.js';
import {
  API_KEY,
  cartRepo,
  cleanJson,
  expectNoSecrets,
  findingFor,
  GITHUB_TOKEN,
  isAt,
  runPrlens,
  schemaName,
  type FaultPoint,
} from './model-helpers.js';

const FORMATS = ['json', 'text', 'markdown', 'sarif'] as const;
const env = { PRLENS_API_KEY: API_KEY, GITHUB_TOKEN, GH_TOKEN: GITHUB_TOKEN };

let openai: ScriptedServer<OpenAIReply>;
let anthropic: ScriptedServer<AnthropicReply>;
let fixture: ReturnType<typeof cartRepo>;

beforeAll(async () => {
  openai = await startFakeOpenAI();
  anthropic = await startFakeAnthropic({ apiKey: API_KEY });
  fixture = cartRepo();
});
afterAll(async () => {
  await openai.close();
  await anthropic.close();
});

/** An error whose body echoes the whole key and token, as some gateways and proxies do. */
function echoing(status: number): WireReply {
  return {
    kind: 'error',
    status,
    body: {
      error: {
        message: `upstream rejected key ${API_KEY} (forwarded github token ${GITHUB_TOKEN})`,
        type: status === 401 ? 'invalid_request_error' : 'server_error',
        code: status === 401 ? 'invalid_api_key' : null,
        param: null,
      },
    },
    headers: { 'x-echo-key': API_KEY },
  };
}

/**
 * Runs the review once per report format, to stdout or to `--output`, with `--debug`; returns the
 * exit codes and every byte written, plus the requests the model saw.
 */
async function everyOutput(
  provider: 'openai' | 'anthropic',
  handler: (request: RecordedRequest) => OpenAIReply | AnthropicReply,
): Promise<{ codes: number[]; texts: Array<[string, string]>; requests: RecordedRequest[] }> {
  const server = provider === 'openai' ? openai : anthropic;
  server.requests.length = 0;
  server.setHandler(handler as never);
  const codes: number[] = [];
  const texts: Array<[string, string]> = [];
  for (const format of FORMATS) {
    // JSON and text to stdout, Markdown and SARIF through --output: every renderer, both sinks.
    const output = format === 'markdown' || format === 'sarif' ? `report-${provider}.${format}` : undefined;
    {
      const out = await runPrlens(
        fixture.repo.root,
        [
          'review',
          '--from',
          fixture.base,
          '--to',
          fixture.head,
          '--provider',
          provider === 'openai' ? 'openai-compatible' : 'anthropic',
          '--base-url',
          server.url,
          '--model',
          'm',
          '--format',
          format,
          '--preset',
          'full',
          '--debug',
          ...(output ? ['--output', output] : []),
        ],
        env,
      );
      codes.push(out.code);
      texts.push([`${format} stdout`, out.stdout], [`${format} stderr`, out.stderr]);
      if (output)
        texts.push([`${format} --output`, readFileSync(path.join(fixture.repo.root, output), 'utf8')]);
    }
  }
  return { codes, texts, requests: [...server.requests] };
}

function expectClean(
  run: Awaited<ReturnType<typeof everyOutput>>,
  authHeader: 'authorization' | 'x-api-key',
) {
  for (const [label, text] of run.texts) expectNoSecrets(label, text);
  for (const r of run.requests) {
    expectNoSecrets('request body', JSON.stringify(r.body));
    const { [authHeader]: auth, ...others } = r.headers;
    expectNoSecrets('request headers other than the key header', JSON.stringify(others));
    expect(String(auth)).toContain(API_KEY);
  }
}

const ok = (json: unknown): OpenAIReply => ({ kind: 'success', json });
const faultAt =
  (point: FaultPoint, fault: () => OpenAIReply) =>
  (request: RecordedRequest): OpenAIReply =>
    isAt(point, request) ? fault() : ok(cleanJson(request));

describe('secrets never leave through an output', () => {
  it('secrets: clean review, every format to stdout and --output, with --debug → no secret anywhere, exit 0', async () => {
    const run = await everyOutput('openai', (r) => ok(cleanJson(r)));
    expect(run.codes).toEqual(Array(run.codes.length).fill(0));
    expectClean(run, 'authorization');
  });

  it('secrets: 401 whose message echoes the whole key → incomplete, exit 2, the key in no output', async () => {
    const run = await everyOutput('openai', () => echoing(401));
    expect(run.codes).toEqual(Array(run.codes.length).fill(2));
    expect(run.texts.find(([l]) => l === 'json stdout')![1]).toMatch(/PRLENS_API_KEY|api-key/);
    expectClean(run, 'authorization');
  });

  it('secrets: HTTP 500 echoing the key, retried until it gives up → retry logs and warnings hold no secret', async () => {
    const run = await everyOutput(
      'openai',
      faultAt('middle', () => echoing(500)),
    );
    expect(run.codes).toEqual(Array(run.codes.length).fill(2));
    // The retries were logged ("attempt 2 of at most 4"), and none of those lines holds the key.
    expect(run.texts.find(([l]) => l === 'text stderr')![1]).toMatch(/attempt \d+ of at most \d+/);
    expectClean(run, 'authorization');
  });

  it('secrets: 400 bad request echoing the key at the first call → no secret in stderr or the report', async () => {
    const run = await everyOutput(
      'openai',
      faultAt('first', () => echoing(400)),
    );
    expect(run.codes).toEqual(Array(run.codes.length).fill(2));
    expectClean(run, 'authorization');
  });

  it('secrets: the reflection audit fails echoing the key → findings kept, the warning holds no secret', async () => {
    const run = await everyOutput(
      'openai',
      faultAt('reflection', () => echoing(400)),
    );
    expect(run.codes).toEqual(Array(run.codes.length).fill(0));
    expect(run.texts.find(([l]) => l === 'json stdout')![1]).toMatch(/reflection: the audit call failed/);
    expectClean(run, 'authorization');
  });

  it('secrets: the model quotes PRLENS_API_KEY and GITHUB_TOKEN in a finding → masked in every format', async () => {
    const leaky = findingFor('security', {
      title: `Hard-coded key ${API_KEY}`,
      body: `The runner token ${GITHUB_TOKEN} and the key ${API_KEY} are exposed.`,
      suggestion: `const key = "${API_KEY}";`,
    });
    const run = await everyOutput('openai', (r) =>
      schemaName(r) === 'review_findings' ? ok({ findings: [leaky] }) : ok(cleanJson(r)),
    );
    expect(run.codes).toEqual(Array(run.codes.length).fill(0));
    expect(run.texts.find(([l]) => l === 'json stdout')![1]).toContain('Hard-coded key');
    expectClean(run, 'authorization');
  });

  it('secrets: Anthropic 529 then an error echoing the key → the key only in the auth header, no secret in outputs', async () => {
    let n = 0;
    const run = await everyOutput('anthropic', (r): AnthropicReply => {
      if (!isAt('first', r)) return { kind: 'success', json: cleanJson(r) };
      n++;
      return n % 2 === 1 ? anthropicErrors.overloaded() : echoing(400);
    });
    expect(run.codes).toEqual(Array(run.codes.length).fill(2));
    const authHeader = run.requests[0]!.headers['x-api-key'] !== undefined ? 'x-api-key' : 'authorization';
    expectClean(run, authHeader);
  });

  it('secrets: invalid key rejected by OpenAI (masked echo) → exit 2, the fix named, no secret', async () => {
    const run = await everyOutput('openai', () => openaiErrors.invalidApiKey(API_KEY));
    expect(run.codes).toEqual(Array(run.codes.length).fill(2));
    expectClean(run, 'authorization');
  });
});
