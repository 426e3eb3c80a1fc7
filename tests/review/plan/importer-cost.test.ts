/**
 * What the lens calls of a mid-size feature cost: the bench's bulk importer (bench/fixtures/
 * bulk-importer, 6 new files, ~600 lines) planned as the pipeline plans it, in-process. The bench
 * measures the whole run against 12,000 prompt tokens in `fast` and 25,000 in `full`; the lens calls
 * must leave room in those for the reflection audit (about 700 tokens there), so they get 11,000
 * and 24,000 here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { countTokens } from '../../../src/llm/tokens.js';
import { packUnits } from '../../../src/review/model/plan/batch.js';
import { createPromptContext } from '../../../src/review/model/plan/context.js';
import { buildPlan } from '../../../src/review/model/plan/lens-plan.js';
import { resolveLenses } from '../../../src/review/model/plan/lenses.js';
import { routeHunks } from '../../../src/review/model/plan/route.js';

const DIR = path.resolve(import.meta.dirname, '../../../bench/fixtures/bulk-importer');

/** The fixture as the pull request adds it: one new file per `*.ts.txt`, under src/import/. */
function importerChange() {
  const contents = new Map<string, string>();
  const parts: string[] = [];
  for (const name of readdirSync(DIR)
    .filter((n) => n.endsWith('.ts.txt'))
    .sort()) {
    const file = `src/import/${name.slice(0, -'.txt'.length)}`;
    const text = readFileSync(path.join(DIR, name), 'utf8');
    contents.set(file, text);
    const lines = text.replace(/\n$/, '').split('\n');
    parts.push(`diff --git a/${file} b/${file}`, 'new file mode 100644', '--- /dev/null', `+++ b/${file}`);
    parts.push(`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`));
  }
  return { files: parseUnifiedDiff(`${parts.join('\n')}\n`), contents };
}

describe('the lens calls of the bulk importer', () => {
  const { files, contents } = importerChange();
  const ctx = createPromptContext({
    files,
    contents,
    countTokens,
    background: 'Title: Bulk customer importer\n\nDescription:\nImports customers page by page, in batches.',
  });
  const units = packUnits([files.map((f) => f.path)], ctx, {
    maxInputTokens: 100_000,
    reserveTokens: 1_000,
  }).units;
  const cost = (preset: 'fast' | 'full') => {
    const plan = buildPlan(units, resolveLenses(preset, [], []), ctx, preset, routeHunks(files, contents));
    return { calls: plan.calls.length, tokens: plan.calls.reduce((sum, c) => sum + c.estimatedTokens, 0) };
  };

  it('is one unit of about 600 changed lines', () => {
    expect(units).toHaveLength(1);
    const changed = files.reduce((n, f) => n + f.hunks.reduce((m, h) => m + h.lines.length, 0), 0);
    expect(changed).toBeGreaterThan(550);
  });

  it('costs at most 11,000 prompt tokens in fast: one call for every lens', () => {
    const { calls, tokens } = cost('fast');
    expect(calls).toBe(1);
    expect(tokens).toBeLessThanOrEqual(11_000);
  });

  it('costs at most 24,000 prompt tokens in full', () => {
    const { calls, tokens } = cost('full');
    expect(calls).toBe(3);
    expect(tokens).toBeLessThanOrEqual(24_000);
  });
});
