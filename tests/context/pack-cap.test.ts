/**
 * A unit's context pack costs at most a multiple of the unit's own diff (issue 44 leftovers, context8
 * point 4): packs were ~43% of the prompt tokens on small units. A one-line change that calls six
 * forty-line helpers of a large repository gets the definitions that fit its diff's size (at least
 * 1,000 tokens), in the pack's priority order, not all six under the 10% share of max-input-tokens;
 * the pack says what the cap left out, and the report counts it in `usage.context_pack_cut_tokens`.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.js';
import type { ModelRequest } from '../../src/core/ports.js';
import { ReviewReport, type Usage } from '../../src/core/types.js';
import { unitPackCap } from '../../src/context/review-context.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { countTokens } from '../../src/llm/tokens.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { formatUsage } from '../../src/report/common.js';
import { renderReport } from '../../src/report/index.js';
import { buildReport } from '../../src/review/build-report.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { runContext } from '../../src/review/run-context.js';
import { MemoryWorkspace, ScriptedModel } from '../review/exec/helpers.js';

const HELPERS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];

/** A helper of forty lines (a pack shows a definition of up to forty whole). */
const helper = (name: string) =>
  `export function ${name}(x: number) {\n${Array.from({ length: 38 }, (_, i) => `  x = x * ${i + 2} + ${name.length};`).join('\n')}\n}\n`;

const TOTAL_BEFORE = 'export function total(x: number) {\n  return x;\n}\n';
const TOTAL = `export function total(x: number) {\n  return ${HELPERS.map((h) => `${h}(x)`).join(' + ')};\n}\n`;
const DIFF =
  'diff --git a/src/total.ts b/src/total.ts\n--- a/src/total.ts\n+++ b/src/total.ts\n@@ -1,3 +1,3 @@\n' +
  ` export function total(x: number) {\n-  return x;\n+${TOTAL.split('\n')[1]}\n }\n`;

/** A large repository: the six helpers, two hundred unrelated modules, the changed file. */
const REPO: Record<string, string> = {
  'src/total.ts': TOTAL,
  ...Object.fromEntries(HELPERS.map((h) => [`src/math/${h}.ts`, helper(h)])),
  ...Object.fromEntries(
    Array.from({ length: 200 }, (_, i) => [`src/mod${i}.ts`, `export const m${i} = ${i};\n`]),
  ),
};

/** The pack a review request carries: between the diff and the lookup instruction. */
function packOf(request: ModelRequest): string {
  const system = request.system ?? '';
  const start = system.indexOf('Repository context for this diff');
  const end = system.indexOf('\n\nBefore you report a finding');
  return start === -1 || end === -1 ? '' : system.slice(start, end);
}

async function review() {
  const model = new ScriptedModel(() => ({ text: JSON.stringify({ findings: [], lookups: [] }) }));
  const usage = (): Usage => ({
    prompt_tokens: model.requests.reduce((sum, r) => sum + countTokens(r.system ?? ''), 0),
    completion_tokens: 0,
    cached_tokens: 0,
    requests: model.requests.length,
    cost_usd: null,
  });
  const logger = createMemoryLogger();
  const result = await runPipeline({
    context: runContext({ clock: systemClock, logger }),
    change: {
      files: parseUnifiedDiff(DIFF),
      workspace: new MemoryWorkspace({ ...REPO, 'src/total.ts': TOTAL }),
      headRef: 'HEAD',
    },
    settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
    model: {
      client: model,
      settings: {
        preset: 'fast',
        repoContext: 'full',
        lenses: [],
        language: 'en',
        reflect: false,
        maxConcurrency: 1,
        maxInputTokens: 100_000,
        maxReviewTokens: 0,
        maxReviewSeconds: 0,
      },
      usage,
    },
  });
  const report = ReviewReport.parse(
    buildReport({
      version: '0.0.0',
      target: { mode: 'worktree', repo: null, pr: null, base: null, head: null },
      result,
      filesChanged: 1,
      durationMs: 0,
    }),
  );
  return { report, requests: model.requests, logs: logger.lines };
}

describe("a small unit's context pack in a large repository", () => {
  it('takes at most its unit cap, keeps the first definitions, and counts the cut in the usage', async () => {
    const { report, requests, logs } = await review();
    expect(requests).toHaveLength(1);
    const pack = packOf(requests[0]!);
    const diffTokens = countTokens(TOTAL_BEFORE) * 2; // well above the rendered one-line diff
    // The floor rules a one-line change: 1,000 tokens, not the 10,000 of the share.
    expect(unitPackCap(diffTokens)).toBe(1_000);
    const shown = HELPERS.filter((h) => pack.includes(`## definition of \`${h}\``));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(HELPERS.length);
    expect(shown).toEqual(HELPERS.slice(0, shown.length));
    expect(pack).toMatch(
      /\(\d+ more context block\(s\) left out: this unit's cap of 1000 tokens, a multiple of its diff\)/,
    );
    // Every block shown fits the cap; the wrapper and the note are the only overhead.
    expect(countTokens(pack)).toBeLessThanOrEqual(1_000 + 120);
    const cut = report.usage.context_pack_cut_tokens ?? 0;
    expect(cut).toBeGreaterThan(300 * (HELPERS.length - shown.length));
    expect(report.usage.context_pack_tokens).toBe(countTokens(pack));
    expect(formatUsage(report.usage)).toContain(`context cut by the unit cap ${cut.toLocaleString('en-US')}`);
    expect(renderReport(report, 'html')).toContain(
      `%); context cut by the unit cap ${cut.toLocaleString('en-US')}</td>`,
    );
    expect(renderReport(report, 'markdown')).toContain(
      `context cut by the unit cap ${cut.toLocaleString('en-US')}`,
    );
    expect(logs.join('\n')).toContain(`each unit's cap (its diff's size) left out ${cut} token(s)`);
  });

  it("caps at the diff's own size above a floor of 1,000 tokens", () => {
    expect([unitPackCap(0), unitPackCap(1_000), unitPackCap(1_001), unitPackCap(4_000)]).toEqual([
      1_000, 1_000, 1_001, 4_000,
    ]);
  });
});
