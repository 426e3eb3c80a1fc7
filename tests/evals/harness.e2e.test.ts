/**
 * The eval harness end to end against the fake OpenAI server: prlens reviews a planted-bug case,
 * the fake answers with a scripted finding on the bug and one false positive, and the scores,
 * the JSON summary and the Markdown report say exactly that. Also: no model, or an unreachable one,
 * stops the run with exit 2 and a message before any case is reviewed.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCases } from '../../evals/case.js';
import { runEval } from '../../evals/harness.js';
import { summarize, toMarkdown } from '../../evals/report.js';
import { main } from '../../evals/run.js';
import {
  startFakeOpenAI,
  type ScriptedServer,
  type OpenAIReply,
  type RecordedRequest,
} from '../fakes/openai-server.js';

const CASES = path.resolve(import.meta.dirname, '../../evals/cases');

const finding = (line: number, title: string, body: string) => ({
  path: 'src/stats.rs',
  line,
  start_line: null,
  side: 'RIGHT',
  severity: 'high',
  category: 'bounds',
  lens: 'correctness',
  title,
  body,
  suggestion: null,
  anchor: '',
  confidence: 0.9,
});

/** A model that flags the planted off-by-one and, wrongly, the allocation two lines above. */
function scripted(request: RecordedRequest): OpenAIReply {
  const name = request.body?.response_format?.json_schema?.name as string | undefined;
  if (name === 'reflection_verdicts') return { kind: 'success', json: { verdicts: [] } };
  if (name !== 'review_findings') return { kind: 'success', json: { findings: [] } };
  return {
    kind: 'success',
    json: {
      findings: [
        {
          ...finding(
            20,
            'Index out of bounds on the last element',
            'values[i + 1] panics when i is the last index.',
          ),
          anchor: 'out.push(values[i + 1] - values[i]);',
        },
        {
          ...finding(18, 'Capacity is wasted', 'with_capacity over-allocates by one.'),
          anchor: 'let mut out = Vec::with_capacity(values.len());',
          lens: 'code-health',
          category: 'performance',
          severity: 'low',
        },
      ],
    },
  };
}

describe('npm run eval', () => {
  let server: ScriptedServer<OpenAIReply> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    vi.restoreAllMocks();
  });

  it('scores a scripted answer against the fake model server', async () => {
    server = await startFakeOpenAI();
    server.setHandler(scripted);
    const cases = loadCases(CASES, ['rust-off-by-one']);
    const settings = {
      provider: 'openai-compatible',
      model: 'gpt-4.1-mini',
      baseUrl: server.url,
      preset: 'fast' as const,
      env: {},
    };
    const runs = await runEval(cases, settings);

    expect(runs[0]?.error).toBeNull();
    expect(runs[0]?.score.total).toEqual({ tp: 1, fp: 1, fn: 0 });
    const summary = summarize(runs, settings, new Date('2026-11-30T00:00:00Z'));
    expect(summary.overall.precision).toBeCloseTo(0.5);
    expect(summary.overall.recall).toBe(1);
    expect(summary.overall.f05).toBeCloseTo((1.25 * 0.5) / (0.25 * 0.5 + 1), 6);
    expect(summary.byLens.correctness).toMatchObject({ tp: 1, fp: 0, fn: 0, precision: 1, recall: 1 });
    expect(summary.byLens['code-health']).toMatchObject({ tp: 0, fp: 1, fn: 0, precision: 0 });
    expect(summary.cases[0]).toMatchObject({
      id: 'rust-off-by-one',
      matched: 1,
      expected: 1,
      false_positives: 1,
    });
    expect(summary.cases[0]?.prompt_tokens).toBeGreaterThan(0);
    expect(summary.cases[0]?.cost_usd).toBeGreaterThan(0);
    expect(summary.totals.prompt_tokens).toBe(runs[0]?.usage.prompt_tokens);
    const markdown = toMarkdown(summary);
    expect(markdown).toContain('| correctness | 1 | 0 | 0 | 1.00 | 1.00 | 1.00 |');
    expect(markdown).toContain('| **overall** | 1 | 1 | 0 | 0.50 | 1.00 | 0.56 |');
    expect(markdown).toContain('false positive src/stats.rs:18 (code-health, low) "Capacity is wasted"');
  });

  it('writes the JSON and Markdown reports through the command', async () => {
    server = await startFakeOpenAI();
    server.setHandler(scripted);
    const out = mkdtempSync(path.join(os.tmpdir(), 'prlens-eval-out-'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = await main(
      [
        '--provider',
        'openai-compatible',
        '--model',
        'gpt-4.1-mini',
        '--base-url',
        server.url,
        '--cases',
        'rust-off-by-one',
        '--out',
        out,
      ],
      {},
    );
    expect(code).toBe(0);
    const files = readdirSync(out).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.json', '.md']);
    const json = JSON.parse(readFileSync(path.join(out, files[0]!), 'utf8'));
    expect(json.overall).toMatchObject({ tp: 1, fp: 1, fn: 0 });
    // The probe plus the review's calls reached the fake.
    expect(server.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('exits 2 with what to pass when no model is given', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((m: string) => errors.push(m));
    expect(await main([], {})).toBe(2);
    expect(errors.join('\n')).toMatch(/no model given: pass --provider/);
    expect(await main(['--provider', 'openai'], {})).toBe(2);
    expect(errors.join('\n')).toMatch(/needs a key: set PRLENS_API_KEY or OPENAI_API_KEY/);
    expect(await main(['--provider', 'openai-compatible', '--model', 'm'], {})).toBe(2);
    expect(errors.join('\n')).toMatch(/needs --base-url/);
  });

  it('exits 2 before reviewing anything when the endpoint does not answer', async () => {
    const closed = await startFakeOpenAI();
    const url = closed.url;
    await closed.close();
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((m: string) => errors.push(m));
    expect(await main(['--provider', 'openai-compatible', '--model', 'm', '--base-url', url], {})).toBe(2);
    expect(errors.join('\n')).toMatch(/the model is not reachable, nothing was evaluated/);
  });
});
