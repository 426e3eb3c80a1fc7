/**
 * Model faults through the real CLI (`prlens review --preset full`: five lens calls, then the
 * reflection audit) against the fake OpenAI-compatible and Anthropic servers. Every run must end
 * either complete with every finding, or incomplete with exit 2 and the cause in its warnings.
 * Retry backoff runs on an instant clock, so a row costs milliseconds of waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anthropicErrors, startFakeAnthropic, type AnthropicReply } from '../fakes/anthropic-server.js';
import {
  openaiErrors,
  startFakeOpenAI,
  type OpenAIReply,
  type RecordedRequest,
  type ScriptedServer,
} from '../fakes/openai-server.js';
import {
  ALL_TITLES,
  API_KEY,
  cartRepo,
  cleanJson,
  expectComplete,
  expectIncomplete,
  faultAt,
  GITHUB_TOKEN,
  isAt,
  runPrlens,
  schemaName,
  titles,
  type FaultPoint,
  type RunOutput,
} from './model-helpers.js';

type Fault<Reply> = (request: RecordedRequest) => Reply;

const openaiOk = (json: unknown): OpenAIReply => ({ kind: 'success', json });
const anthropicOk = (json: unknown): AnthropicReply => ({ kind: 'success', json });

let openai: ScriptedServer<OpenAIReply>;
let anthropic: ScriptedServer<AnthropicReply>;
let fixture: ReturnType<typeof cartRepo>;
let cleanFingerprints: string[];

const env: Record<string, string | undefined> = { PRLENS_API_KEY: API_KEY, GITHUB_TOKEN };

function args(provider: 'openai' | 'anthropic', format: string): string[] {
  const [flag, url] =
    provider === 'openai' ? ['openai-compatible', openai.url] : ['anthropic', anthropic.url];
  return [
    'review',
    '--from',
    fixture.base,
    '--to',
    fixture.head,
    '--provider',
    flag,
    '--base-url',
    url,
    '--model',
    'm',
    '--preset',
    'full',
    // Every lens named: one call per lens over every hunk (no lens routing), so that each fault
    // hits a known lens call.
    '--lenses',
    'security,correctness,code-health,tests,docs',
    // Every lens's finding reported (no findings budget), so a lost call shows as a lost finding.
    '--max-findings',
    '0',
    '--format',
    format,
  ];
}

/** One run with a fresh fault handler; the requests it made are returned with its outputs. */
async function runOpenAI(
  point: FaultPoint,
  fault: Fault<OpenAIReply>,
  times: number,
  format = 'json',
): Promise<RunOutput & { requests: RecordedRequest[]; slept: number[] }> {
  openai.requests.length = 0;
  openai.setHandler(faultAt(point, fault, times, openaiOk));
  const out = await runPrlens(fixture.repo.root, args('openai', format), env);
  return { ...out, requests: [...openai.requests] };
}

async function runAnthropic(
  point: FaultPoint,
  fault: Fault<AnthropicReply>,
  times: number,
  format = 'json',
): Promise<RunOutput & { requests: RecordedRequest[]; slept: number[] }> {
  anthropic.requests.length = 0;
  anthropic.setHandler(faultAt(point, fault, times, anthropicOk));
  // The Anthropic default is 8 calls in flight; one at a time keeps "first" and "middle" in plan order.
  const out = await runPrlens(fixture.repo.root, args('anthropic', format), {
    ...env,
    PRLENS_MAX_CONCURRENCY: '1',
  });
  return { ...out, requests: [...anthropic.requests] };
}

/** Requests made at `point` during a run. */
const at = (point: FaultPoint, requests: RecordedRequest[]) => requests.filter((r) => isAt(point, r));

/** Complete, and the very findings of a clean run (same fingerprints). */
function expectSameAsClean(out: RunOutput) {
  const report = expectComplete(out);
  expect(report.findings.map((f) => f.fingerprint).sort()).toEqual(cleanFingerprints);
  return report;
}

beforeAll(async () => {
  openai = await startFakeOpenAI({ apiKey: API_KEY });
  anthropic = await startFakeAnthropic({ apiKey: API_KEY });
  fixture = cartRepo();
  openai.setHandler((r) => openaiOk(cleanJson(r)));
  const clean = await runPrlens(fixture.repo.root, args('openai', 'json'), env);
  const report = expectComplete(clean);
  cleanFingerprints = report.findings.map((f) => f.fingerprint).sort();
  expect(openai.requests.filter((r) => schemaName(r) === 'review_findings')).toHaveLength(5);
  expect(openai.requests.filter((r) => schemaName(r) === 'reflection_verdicts')).toHaveLength(1);
});

afterAll(async () => {
  await openai.close();
  await anthropic.close();
});

describe('model faults, openai-compatible', () => {
  it.each<FaultPoint>(['first', 'middle', 'reflection'])(
    'model fault: 429 with retry-after at the %s call → retried, complete, same findings as a clean run',
    async (point) => {
      const out = await runOpenAI(point, () => openaiErrors.rateLimit(7), 1);
      expectSameAsClean(out);
      expect(at(point, out.requests)).toHaveLength(2);
      expect(out.slept).toContain(7_000); // the provider's retry-after, honoured
    },
  );

  it('model fault: 429 insufficient_quota at the first call → incomplete, exit 2, quota named, no retry, nothing more sent', async () => {
    const json = await runOpenAI('first', () => openaiErrors.insufficientQuota(), 1);
    const text = await runOpenAI('first', () => openaiErrors.insufficientQuota(), 1, 'text');
    const report = expectIncomplete(json, text, /quota|billing/i);
    expect(json.requests).toHaveLength(1);
    expect(report.findings).toHaveLength(0);
    expect(text.stdout).toMatch(/quota|billing/i);
  });

  it('model fault: 429 insufficient_quota at a middle call → incomplete, exit 2, earlier findings kept, no retry', async () => {
    const json = await runOpenAI('middle', () => openaiErrors.insufficientQuota(), 1);
    const text = await runOpenAI('middle', () => openaiErrors.insufficientQuota(), 1, 'text');
    const report = expectIncomplete(json, text, /quota|billing/i);
    expect(at('middle', json.requests)).toHaveLength(1);
    // security and correctness answered before the quota ran out; nothing is sent after it.
    expect(json.requests).toHaveLength(3);
    expect(titles(report)).toEqual(['correctness problem', 'security problem']);
  });

  it('model fault: 429 insufficient_quota at the reflection audit → complete, all findings kept, audit not retried', async () => {
    const out = await runOpenAI('reflection', () => openaiErrors.insufficientQuota(), 1);
    const report = expectSameAsClean(out);
    expect(at('reflection', out.requests)).toHaveLength(1);
    expect(report.warnings.join('\n')).toMatch(/reflection.*quota/i);
  });

  it.each<FaultPoint>(['first', 'middle', 'reflection'])(
    'model fault: HTTP 500 once at the %s call → retried, complete, same findings',
    async (point) => {
      const out = await runOpenAI(point, () => openaiErrors.server(500), 1);
      expectSameAsClean(out);
      expect(at(point, out.requests)).toHaveLength(2);
    },
  );

  it('model fault: HTTP 500 persisting at a middle call → 4 attempts, incomplete, exit 2, the others reviewed', async () => {
    const json = await runOpenAI('middle', () => openaiErrors.server(500), 99);
    const text = await runOpenAI('middle', () => openaiErrors.server(500), 99, 'text');
    const report = expectIncomplete(json, text, /HTTP 500/);
    expect(at('middle', json.requests)).toHaveLength(4);
    expect(report.warnings.join('\n')).toMatch(/gave up after 4 attempts/);
    expect(titles(report)).toEqual(ALL_TITLES.filter((t) => t !== 'code-health problem'));
  });

  it('model fault: HTTP 500 persisting at the reflection audit → complete, all findings kept, warning', async () => {
    const out = await runOpenAI('reflection', () => openaiErrors.server(500), 99);
    const report = expectSameAsClean(out);
    expect(at('reflection', out.requests)).toHaveLength(4);
    expect(report.warnings.join('\n')).toMatch(/reflection: the audit call failed.*HTTP 500.*kept/);
  });

  it.each<FaultPoint>(['first', 'middle', 'reflection'])(
    'model fault: connection reset at the %s call → retried, complete, same findings',
    async (point) => {
      const out = await runOpenAI(point, () => ({ kind: 'reset' }), 1);
      expectSameAsClean(out);
      expect(at(point, out.requests)).toHaveLength(2);
    },
  );

  it.each<FaultPoint>(['first', 'middle'])(
    'model fault: a hang past model-timeout-seconds at the %s call → timed out, retried, complete',
    async (point) => {
      env.PRLENS_MODEL_TIMEOUT_SECONDS = '1';
      try {
        const out = await runOpenAI(point, () => ({ kind: 'hang' }), 1);
        expectSameAsClean(out);
        expect(at(point, out.requests)).toHaveLength(2);
      } finally {
        delete env.PRLENS_MODEL_TIMEOUT_SECONDS;
      }
    },
  );

  it('model fault: a hang persisting at a middle call → 4 timed-out attempts, incomplete, exit 2, timeout named', async () => {
    env.PRLENS_MODEL_TIMEOUT_SECONDS = '1';
    try {
      const json = await runOpenAI('middle', () => ({ kind: 'hang' }), 99);
      const text = await runOpenAI('middle', () => ({ kind: 'hang' }), 99, 'text');
      const report = expectIncomplete(json, text, /time/i);
      expect(at('middle', json.requests)).toHaveLength(4);
      expect(titles(report)).toEqual(ALL_TITLES.filter((t) => t !== 'code-health problem'));
    } finally {
      delete env.PRLENS_MODEL_TIMEOUT_SECONDS;
    }
  });

  it('model fault: connection reset persisting at the first call → incomplete, exit 2, network cause named', async () => {
    const json = await runOpenAI('first', () => ({ kind: 'reset' }), 99);
    const text = await runOpenAI('first', () => ({ kind: 'reset' }), 99, 'text');
    const report = expectIncomplete(json, text, /cannot reach/);
    expect(at('first', json.requests)).toHaveLength(4);
    expect(titles(report)).toEqual(ALL_TITLES.filter((t) => t !== 'security problem'));
  });

  it.each<FaultPoint>(['first', 'middle', 'reflection'])(
    'model fault: HTTP 200 with a body that is not JSON at the %s call → retried, complete',
    async (point) => {
      const out = await runOpenAI(point, () => ({ kind: 'malformed' }), 1);
      expectSameAsClean(out);
      expect(at(point, out.requests)).toHaveLength(2);
    },
  );

  it.each<FaultPoint>(['first', 'middle'])(
    'model fault: malformed JSON answer at the %s call → one re-ask, complete',
    async (point) => {
      const out = await runOpenAI(point, () => ({ kind: 'success', text: 'Sure! {"findings": [' }), 1);
      expectSameAsClean(out);
      const calls = at(point, out.requests);
      expect(calls).toHaveLength(2);
      // The re-ask carries the bad answer and the correction.
      expect(calls[1]!.body.messages.at(-2)).toMatchObject({ role: 'assistant' });
      expect(String(calls[1]!.body.messages.at(-1).content)).toMatch(/could not be used/);
    },
  );

  it('model fault: malformed JSON answer twice at a middle call → exactly one re-ask, incomplete, exit 2', async () => {
    const bad: Fault<OpenAIReply> = () => ({ kind: 'success', text: 'I found nothing worth mentioning.' });
    const json = await runOpenAI('middle', bad, 99);
    const text = await runOpenAI('middle', bad, 99, 'text');
    const report = expectIncomplete(json, text, /malformed output twice/);
    expect(at('middle', json.requests)).toHaveLength(2);
    expect(report.findings).toHaveLength(4);
  });

  it('model fault: malformed JSON answer at the reflection audit → complete, all findings kept', async () => {
    const out = await runOpenAI('reflection', () => ({ kind: 'success', text: 'verdicts: keep all' }), 1);
    const report = expectSameAsClean(out);
    expect(report.warnings.join('\n')).toMatch(/reflection: the audit answer could not be parsed/);
  });

  it.each<FaultPoint>(['first', 'middle'])(
    'model fault: truncated answer (finish_reason length) at the %s call → unit split, complete, same findings',
    async (point) => {
      const cut: Fault<OpenAIReply> = () => ({
        kind: 'success',
        text: '{"findings": [{"path": "src/ca',
        finishReason: 'length',
      });
      const out = await runOpenAI(point, cut, 1);
      expectSameAsClean(out);
      // The cut-off call, then one call for each half of its unit (one file each).
      expect(at(point, out.requests)).toHaveLength(3);
    },
  );

  it('model fault: truncated answer at every call of a lens → split down to one hunk, then incomplete, exit 2', async () => {
    const cut: Fault<OpenAIReply> = () => ({
      kind: 'success',
      text: '{"findings": [',
      finishReason: 'length',
    });
    const json = await runOpenAI('first', cut, 99);
    const text = await runOpenAI('first', cut, 99, 'text');
    const report = expectIncomplete(json, text, /cut off at the output limit/);
    expect(titles(report)).toEqual(ALL_TITLES.filter((t) => t !== 'security problem'));
  });

  it('model fault: truncated audit answer at reflection → complete, all findings kept', async () => {
    const out = await runOpenAI(
      'reflection',
      () => ({ kind: 'success', text: '{"verdicts": [', finishReason: 'length' }),
      1,
    );
    const report = expectSameAsClean(out);
    expect(report.warnings.join('\n')).toMatch(/reflection: the audit answer ended with "length"/);
  });

  it.each<FaultPoint>(['first', 'reflection'])(
    'model fault: HTTP 200 with an empty body at the %s call → retried, complete',
    async (point) => {
      const out = await runOpenAI(point, () => ({ kind: 'empty' }), 1);
      expectSameAsClean(out);
      expect(at(point, out.requests)).toHaveLength(2);
    },
  );

  it('model fault: empty answer text at a middle call → incomplete, exit 2, "empty answer" named', async () => {
    const json = await runOpenAI('middle', () => ({ kind: 'success', text: '' }), 99);
    const text = await runOpenAI('middle', () => ({ kind: 'success', text: '' }), 99, 'text');
    const report = expectIncomplete(json, text, /empty answer/);
    expect(report.findings).toHaveLength(4);
  });

  it.each<FaultPoint>(['first', 'middle'])(
    'model fault: refusal at the %s call → incomplete, exit 2, refusal named',
    async (point) => {
      const json = await runOpenAI(point, () => ({ kind: 'refusal' }), 99);
      const text = await runOpenAI(point, () => ({ kind: 'refusal' }), 99, 'text');
      const report = expectIncomplete(json, text, /refused/);
      expect(report.findings).toHaveLength(4);
    },
  );

  it('model fault: refusal at the reflection audit → complete, all findings kept', async () => {
    const out = await runOpenAI('reflection', () => ({ kind: 'refusal' }), 99);
    const report = expectSameAsClean(out);
    expect(report.warnings.join('\n')).toMatch(/reflection/);
  });
});

describe('model faults, anthropic', () => {
  it.each<FaultPoint>(['first', 'middle', 'reflection'])(
    'model fault: Anthropic 529 overloaded at the %s call → retried, complete, same findings',
    async (point) => {
      const out = await runAnthropic(point, () => anthropicErrors.overloaded(), 1);
      expectSameAsClean(out);
      expect(at(point, out.requests)).toHaveLength(2);
    },
  );

  it('model fault: Anthropic 429 with retry-after at a middle call → retried after the asked delay, complete', async () => {
    const out = await runAnthropic('middle', () => anthropicErrors.rateLimit(3), 1);
    expectSameAsClean(out);
    expect(at('middle', out.requests)).toHaveLength(2);
    expect(out.slept).toContain(3_000);
  });

  it('model fault: Anthropic 500 persisting at the first call → incomplete, exit 2, the others reviewed', async () => {
    const json = await runAnthropic('first', () => anthropicErrors.apiError(), 99);
    const text = await runAnthropic('first', () => anthropicErrors.apiError(), 99, 'text');
    const report = expectIncomplete(json, text, /HTTP 500/);
    expect(at('first', json.requests)).toHaveLength(4);
    expect(report.findings).toHaveLength(4);
  });

  it('model fault: Anthropic "credit balance is too low" at the first call → incomplete, exit 2, no retry', async () => {
    const json = await runAnthropic('first', () => anthropicErrors.creditTooLow(), 99);
    const text = await runAnthropic('first', () => anthropicErrors.creditTooLow(), 99, 'text');
    expectIncomplete(json, text, /credit|billing/i);
    expect(json.requests).toHaveLength(1);
  });

  it('model fault: Anthropic stop_reason max_tokens at the first call → unit split, complete, same findings', async () => {
    const out = await runAnthropic(
      'first',
      () => ({ kind: 'success', json: { findings: [] }, stopReason: 'max_tokens' }),
      1,
    );
    expectSameAsClean(out);
    expect(at('first', out.requests)).toHaveLength(3);
  });

  it('model fault: Anthropic refusal at a middle call → incomplete, exit 2, refusal named', async () => {
    const json = await runAnthropic('middle', () => ({ kind: 'refusal' }), 99);
    const text = await runAnthropic('middle', () => ({ kind: 'refusal' }), 99, 'text');
    const report = expectIncomplete(json, text, /refused/);
    expect(report.findings).toHaveLength(4);
  });

  it('model fault: Anthropic connection reset at the reflection audit → retried, complete', async () => {
    const out = await runAnthropic('reflection', () => ({ kind: 'reset' }), 1);
    expectSameAsClean(out);
    expect(at('reflection', out.requests)).toHaveLength(2);
  });
});
