/**
 * The pack budget in the usage table (issue 44, point 1): the tokens the context packs took in the
 * requests sent (each request carries its call's pack again: a lookup round pays it twice) reach
 * the report's `usage.context_pack_tokens`, and the usage line shows them with their share of the
 * prompt tokens.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.js';
import type { ModelRequest } from '../../src/core/ports.js';
import { ReviewReport, type Usage } from '../../src/core/types.js';
import { LOOKUP_INSTRUCTION } from '../../src/context/lookup-text.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { countTokens } from '../../src/llm/tokens.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { formatUsage } from '../../src/report/common.js';
import { renderReport } from '../../src/report/index.js';
import { buildReport } from '../../src/review/build-report.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { runContext } from '../../src/review/run-context.js';
import { MemoryWorkspace, ScriptedModel } from '../review/exec/helpers.js';

const CHARGE = 'export async function charge(a: Account) {\n  return settle(a.token);\n}\n';
const DIFF =
  'diff --git a/src/charge.ts b/src/charge.ts\n--- a/src/charge.ts\n+++ b/src/charge.ts\n@@ -1,3 +1,3 @@\n' +
  ' export async function charge(a: Account) {\n-  return a.token;\n+  return settle(a.token);\n }\n';
const REPO = {
  'src/charge.ts': CHARGE,
  'src/settle.ts': 'export function settle(token: string) {\n  return { ok: true, token };\n}\n',
  'src/shop.ts': 'const paid = await charge(cart.account);\n',
};

/** The pack a review request's prefix carries: between the diff and the lookup instruction. */
function packOf(request: ModelRequest): string {
  const system = request.system ?? '';
  const close = /DIFF-\w+>>>\n\n/.exec(system);
  const end = system.indexOf(`\n\n${LOOKUP_INSTRUCTION}`);
  return close === null || end === -1 ? '' : system.slice(close.index + close[0].length, end);
}

async function review(askFirst: boolean) {
  const model = new ScriptedModel((_request, n) =>
    askFirst && n === 0
      ? { text: JSON.stringify({ findings: [], lookups: [{ kind: 'definition', symbol: 'charge' }] }) }
      : { text: JSON.stringify({ findings: [], lookups: [] }) },
  );
  // The meter's prompt tokens: what each request sent, as the provider would count it.
  const usage = (): Usage => ({
    prompt_tokens: model.requests.reduce(
      (sum, r) => sum + countTokens(r.system ?? '') + countTokens(r.messages.map((m) => m.content).join('')),
      0,
    ),
    completion_tokens: 0,
    cached_tokens: 0,
    requests: model.requests.length,
    cost_usd: null,
  });
  const result = await runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: { files: parseUnifiedDiff(DIFF), workspace: new MemoryWorkspace(REPO), headRef: 'HEAD' },
    settings: {
      include: [],
      exclude: [],
      maxFileChangedLines: 5000,
      minSeverity: 'low',
      minConfidence: 0,
      ignoredFingerprints: [],
    },
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
  const packs = model.requests.map((r) => countTokens(packOf(r)));
  return { report, packs, requests: model.requests };
}

describe('context packs in the usage table', () => {
  it('counts the pack tokens of every request sent and shows their share of the prompt', async () => {
    const { report, packs } = await review(false);
    expect(packs).toHaveLength(1);
    expect(packs[0]).toBeGreaterThan(0);
    expect(report.usage.context_pack_tokens).toBe(packs[0]);
    const share = Math.round((100 * packs[0]!) / report.usage.prompt_tokens);
    expect(formatUsage(report.usage)).toContain(
      `prompt tokens, context packs ${packs[0]} (${share}% of the prompt),`,
    );
    expect(renderReport(report, 'markdown')).toContain(`context packs ${packs[0]} (${share}% of the prompt)`);
    expect(renderReport(report, 'html')).toMatch(
      new RegExp(
        `<th>context-pack tokens \\(share of the prompt\\)</th>[\\s\\S]*<td>${packs[0]} \\(${share}%\\)</td>`,
      ),
    );
  });

  it('counts the pack again when a lookup round resends the prefix', async () => {
    const { report, packs } = await review(true);
    expect(packs).toHaveLength(2);
    expect(packs[0]).toBe(packs[1]);
    expect(report.usage.context_pack_tokens).toBe(packs[0]! + packs[1]!);
  });
});
