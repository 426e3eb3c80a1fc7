/**
 * Preset `fast` on a small change spread over more files than one unit holds:
 * the one merged call must be run, through the real OpenAI SDK against the fake server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/core/clock.js';
import type { FileDiff } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { OpenAIChatClient } from '../../../src/llm/openai.js';
import { createMemoryLogger } from '../../../src/log/stderr-logger.js';
import { runModelLenses } from '../../../src/review/stages/model-lenses/model-lenses.js';
import { openaiErrors, startFakeOpenAI, type RecordedRequest } from '../../fakes/openai-server.js';
import { MemoryWorkspace } from './helpers.js';
import { runContext } from '../../../src/review/run-context.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** `count` files in two folders, each with one line changed (one deleted, one added). */
function manySmallFiles(count: number): { files: FileDiff[]; contents: Map<string, string> } {
  const contents = new Map<string, string>();
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const path = `${i % 2 === 0 ? 'src' : 'lib'}/mod${i}.ts`;
    parts.push(
      `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,3 +1,3 @@\n` +
        ` export function f${i}(x: number) {\n-  return x;\n+  return x + ${i};\n }\n`,
    );
    contents.set(path, `export function f${i}(x: number) {\n  return x + ${i};\n}\n`);
  }
  return { files: parseUnifiedDiff(parts.join('')), contents };
}

const settings = {
  preset: 'fast' as const,
  lenses: [],
  language: 'en',
  reflect: false,
  maxConcurrency: 4,
  maxInputTokens: 100_000,
  maxReviewTokens: 0,
  maxReviewSeconds: 0,
};

const lensCallsOf = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.body.response_format?.json_schema?.name === 'review_findings');

/** Runs the model lenses in `fast` over twelve one-line files against `server`. */
async function reviewTwelve(server: Awaited<ReturnType<typeof startFakeOpenAI>>) {
  const model = new OpenAIChatClient({
    provider: 'openai',
    model: 'gpt-4.1-mini',
    apiKey: 'k',
    baseUrl: server.url,
    timeoutMs: 5_000,
  });
  const { files, contents } = manySmallFiles(12);
  return runModelLenses({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: { files, workspace: new MemoryWorkspace(Object.fromEntries(contents)), headRef: null, contents },
    model,
    settings,
  });
}

describe('preset fast over many small files', () => {
  it('reviews a 12-file one-line-each change in one model call and completes', async () => {
    const server = await startFakeOpenAI();
    closers.push(() => server.close());
    server.setHandler((request) => {
      const system = String(request.body.messages[0]?.content ?? '');
      const findings = system.includes('lib/mod11.ts')
        ? [
            {
              path: 'lib/mod11.ts',
              line: 2,
              start_line: null,
              side: 'RIGHT',
              severity: 'medium',
              category: 'logic',
              lens: 'correctness',
              title: 'Offset changes the result',
              body: 'Every caller now gets x + 11.',
              suggestion: null,
              anchor: 'return x + 11;',
              confidence: 0.8,
            },
          ]
        : [];
      return { kind: 'success', json: { findings } };
    });
    const result = await reviewTwelve(server);

    expect(result.warnings).toEqual([]);
    expect(result.incomplete).toBe(false);
    const lensCalls = lensCallsOf(server.requests);
    expect(lensCalls).toHaveLength(1);
    const system = String(lensCalls[0]!.body.messages[0].content);
    for (let i = 0; i < 12; i++) expect(system).toContain(`mod${i}.ts`);
    expect(result.findings).toEqual([
      expect.objectContaining({ path: 'lib/mod11.ts', line: 2, side: 'RIGHT', anchored: true }),
    ]);
  });

  it('splits the merged unit when its answer is cut off, and still completes', async () => {
    const server = await startFakeOpenAI();
    closers.push(() => server.close());
    server.setHandler((request) =>
      lensCallsOf([request]).length === 1 && lensCallsOf(server.requests).length === 1
        ? { kind: 'success', text: '{"findings": [', finishReason: 'length' }
        : { kind: 'success', json: { findings: [] } },
    );
    const result = await reviewTwelve(server);

    expect(result.warnings).toEqual([]);
    expect(result.incomplete).toBe(false);
    const calls = lensCallsOf(server.requests).map((r) => String(r.body.messages[0].content));
    expect(calls).toHaveLength(3);
    // The two halves hold six files each, together every file once.
    const filesOf = (system: string) => [...system.matchAll(/^FILE (\S+)/gm)].map((m) => m[1]);
    expect(filesOf(calls[1]!)).toHaveLength(6);
    expect([...filesOf(calls[1]!), ...filesOf(calls[2]!)].sort()).toEqual(filesOf(calls[0]!).sort());
  });

  it('says once, with a count and examples, which files and lenses a failed call left unreviewed', async () => {
    const server = await startFakeOpenAI();
    closers.push(() => server.close());
    server.setHandler(() => openaiErrors.badRequest('this request is not acceptable'));
    const result = await reviewTwelve(server);

    expect(result.incomplete).toBe(true);
    const notReviewed = result.warnings.filter((w) => w.startsWith('not reviewed'));
    expect(notReviewed).toHaveLength(1);
    expect(notReviewed[0]).toMatch(
      /^not reviewed: 12 files \((?:(?:lib|src)\/mod\d+\.ts, ){2}(?:lib|src)\/mod\d+\.ts and 9 more\) through 5 lenses \(security, correctness, code-health, tests, docs\): failed: model call failed: 400 this request is not acceptable$/,
    );
    expect(result.warnings.join('\n').split('\n').length).toBeLessThanOrEqual(3);
  });
});
