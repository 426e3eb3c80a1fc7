/**
 * Issue 42, point 3: a model's finding labelled `static` (or `static+security`) in a fast call of
 * several lenses kept that label, so the merge took it for a prlens rule's finding (its fingerprint
 * preferred, "prlens rule" in the sources list). The label is the call's lens instead.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/core/clock.js';
import { emptyUsage } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { createMemoryLogger } from '../../../src/log/stderr-logger.js';
import { runPipeline } from '../../../src/review/pipeline.js';
import { runContext } from '../../../src/review/run-context.js';
import { MemoryWorkspace, ScriptedModel } from './helpers.js';
import { addedFileDiff } from '../../support/diff-text.js';

const NEW = 'export function total(items) {\n  return items.length;\n}\n';
const DIFF = addedFileDiff('src/t.js', NEW);

function labelled(lens: string) {
  return new ScriptedModel(() => ({
    text: JSON.stringify({
      findings: [
        {
          path: 'src/t.js',
          line: 2,
          start_line: null,
          side: 'RIGHT',
          severity: 'high',
          category: 'bug',
          lens,
          title: 'Counts items instead of summing them',
          body: 'Returns the count.\n\n_prlens static rule `js-eval`_',
          suggestion: null,
          anchor: 'return items.length;',
          confidence: 0.9,
        },
      ],
    }),
  }));
}

async function review(lens: string) {
  return runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: {
      files: parseUnifiedDiff(DIFF),
      workspace: new MemoryWorkspace({ 'src/t.js': NEW }),
      headRef: 'HEAD',
    },
    settings: {
      include: [],
      exclude: [],
      maxFileChangedLines: 5000,
      minSeverity: 'low',
      minConfidence: 0,
      ignoredFingerprints: [],
    },
    model: {
      client: labelled(lens),
      settings: {
        preset: 'fast',
        lenses: [],
        language: 'en',
        reflect: false,
        maxConcurrency: 1,
        maxInputTokens: 100_000,
        maxReviewTokens: 0,
        maxReviewSeconds: 0,
      },
      usage: emptyUsage,
    },
  });
}

describe("a model's lens label", () => {
  it.each(['static', 'static+security'])(
    'a model finding labelled %s is filed under a lens of its call, never as a prlens rule',
    async (lens) => {
      const result = await review(lens);
      const found = result.findings.filter((f) => f.line === 2);
      expect(found).toHaveLength(1);
      expect(found[0]!.lens.split('+')).not.toContain('static');
      expect(found[0]!.lens).not.toContain('+');
      expect(found[0]!.rule).toBeNull();
    },
  );
});
