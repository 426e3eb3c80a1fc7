/**
 * Preset deep in the action (in process): no checkout, so code_search runs over the head commit's
 * tarball and file_read over the contents API of the fake GitHub; the finding that only shows
 * across files lands on the changed line, and the session transcript records the tool calls.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReview } from '../../../src/app/review-pr.js';
import { systemClock } from '../../../src/core/clock.js';
import { createMasker } from '../../../src/core/mask.js';
import { actionSessionsDir } from '../../../src/obs/session-paths.js';
import { createRunObservability } from '../../../src/obs/setup.js';
import { startFakeGitHub, type FakeGitHub } from '../../fakes/github/index.js';
import { startFakeOpenAI, type OpenAIReply, type RecordedRequest } from '../../fakes/openai-server.js';
import { GitHubForge } from '../../../src/github/forge.js';
import { bufferLogger, fakeClient } from '../../support/github-double.js';

const MODEL_KEY = 'sk-fake-model-key-action-deep-0123456';
const GATEWAY = `export async function charge(cents: number, options: { retries?: number } = {}) {
  for (let i = 0; i <= (options.retries ?? 0); i++) await post(cents); // no idempotency key
}
`;
const FLAGGED = '  await charge(total, { retries: 3 });';

function agent(request: RecordedRequest): OpenAIReply {
  const schema = request.body.response_format?.json_schema?.name as string | undefined;
  if (schema === 'falsification') return { kind: 'success', json: { reasoning: '-', contradicted: [] } };
  if (schema) throw new Error(`deep must not make a ${schema} call`);
  const results = (request.body.messages as Array<{ role: string; content: string }>)
    .filter((m) => m.role === 'tool')
    .map((m) => m.content);
  const call = (name: string, args: unknown): OpenAIReply => ({
    kind: 'tool_calls',
    calls: [{ name, arguments: args }],
  });
  if (results.length === 0) return call('code_search', { query: 'function charge(' });
  if (results.length === 1) {
    const hit = /(src\/gateway\.ts):(\d+):/.exec(results[0]!);
    return hit ? call('file_read', { path: hit[1] }) : call('task_done', {});
  }
  if (results.length === 2 && /no idempotency key/.test(results[1]!)) {
    return call('code_comment', {
      findings: [
        {
          path: 'src/checkout.ts',
          anchor: FLAGGED.trim(),
          line: 1,
          severity: 'critical',
          category: 'double-charge',
          lens: 'correctness',
          title: 'Retries charge the card again',
          body: 'charge() posts once per attempt without an idempotency key.',
          confidence: 0.9,
        },
      ],
    });
  }
  return call('task_done', {});
}

describe('preset deep in the action', () => {
  let fake: FakeGitHub;
  let model: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    model = await startFakeOpenAI({ apiKey: MODEL_KEY });
    model.setHandler(agent);
    fake = await startFakeGitHub();
  });
  afterAll(async () => {
    await model.close();
    await fake.close();
  });

  it('searches the tarball, reads over the API, pins the finding and records the tool calls', async () => {
    const pull = fake.state.createPullRequest({
      number: 1,
      base: {
        'src/gateway.ts': GATEWAY,
        'src/checkout.ts': 'export async function pay(total: number) {\n  await charge(total);\n}\n',
      },
      head: { 'src/checkout.ts': `export async function pay(total: number) {\n${FLAGGED}\n}\n` },
    });
    const runnerTemp = mkdtempSync(path.join(os.tmpdir(), 'prlens-runner-'));
    const env = {
      RUNNER_TEMP: runnerTemp,
      PRLENS_BASE_URL: model.url,
      PRLENS_MODEL: 'm',
      PRLENS_PRESET: 'deep',
    };
    const logs: string[] = [];
    const logger = bufferLogger(logs);
    const observability = createRunObservability({
      sessionsDir: actionSessionsDir(env),
      env,
      mask: createMasker([MODEL_KEY]),
      warn: (m) => logger.warn(m),
      writeConsole: () => undefined,
      serviceVersion: 'test',
      runAttributes: { 'prlens.command': 'review', 'prlens.event': 'pull_request' },
    });
    const outcome = await runReview(
      {
        pr: { owner: 'octo-org', repo: 'octo-repo', number: pull.number },
        action: 'opened',
        inputs: {
          apiKey: MODEL_KEY,
          flags: {},
          dryRun: true,
          configPath: '.github/prlens.yml',
          configPathIsDefault: true,
          runner: 'action' as const,
        },
      },
      {
        forge: new GitHubForge(fakeClient(fake).gh, { logger, env }),
        logger,
        clock: systemClock,
        env,
        observability,
      },
    );
    const { transcriptFile } = await observability.close();
    expect(outcome.kind).toBe('reviewed');
    if (outcome.kind !== 'reviewed') return;
    expect(outcome.report.incomplete).toBe(false);
    expect(outcome.report.findings.map((f) => [f.path, f.line, f.title])).toEqual([
      ['src/checkout.ts', 2, 'Retries charge the card again'],
    ]);
    const tarballs = fake.requests.filter((r) => r.path.includes('/tarball/'));
    expect(tarballs.map((r) => r.path)).toEqual([`/repos/octo-org/octo-repo/tarball/${pull.headSha}`]);
    expect(fake.violations).toEqual([]);
    const dir = path.join(runnerTemp, 'prlens', 'sessions');
    expect(readdirSync(dir)).toHaveLength(1);
    const entries = readFileSync(transcriptFile!, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; tool?: string });
    expect(entries.filter((e) => e.type === 'tool_call').map((e) => e.tool)).toEqual([
      'code_search',
      'file_read',
      'code_comment',
      'task_done',
    ]);
    expect(readFileSync(transcriptFile!, 'utf8')).not.toContain(MODEL_KEY);
  });
});
