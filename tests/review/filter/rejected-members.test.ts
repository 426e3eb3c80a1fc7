/**
 * The team's rejections and the merge of findings of one problem, through the pipeline: the
 * `js-eval` rule and a scripted model flag the same `eval`, and the two merge into one comment that
 * carries the rule's fingerprint. A rejection applies to each member before the merge (issue 42
 * point 4, issue 43 point 2): a rejected member neither hides the others nor lends the merged
 * comment its title and source, and the problem is hidden only when every member was rejected.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/core/clock.js';
import { fingerprint } from '../../../src/core/fingerprint.js';
import { emptyUsage } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { createMemoryLogger } from '../../../src/log/stderr-logger.js';
import { runPipeline } from '../../../src/review/pipeline.js';
import { runContext } from '../../../src/review/run-context.js';
import { MemoryWorkspace, ScriptedModel } from '../exec/helpers.js';
import { addedFileDiff } from '../../support/diff-text.js';

const PATH = 'src/run.js';
const LINES = ['export function run(input) {', '  return eval(input);', '}'];
const DIFF = addedFileDiff(PATH, LINES.join('\n'));
const MODEL_TITLE = 'Code injection: eval runs the caller-controlled input';
/** The model finding's fingerprint: its path, category and quoted line, as anchoring computes it. */
const MODEL_FP = fingerprint({ path: PATH, category: 'injection', anchor: LINES[1]!, side: 'RIGHT' });

/** The security lens flags the eval on line 2; the other lenses find nothing. */
function model(): ScriptedModel {
  return new ScriptedModel((request) => {
    const lens = /lens `([^`]+)`/.exec(request.messages[0]?.content ?? '')?.[1];
    const finding = {
      path: PATH,
      line: 2,
      start_line: null,
      side: 'RIGHT',
      severity: 'critical',
      category: 'injection',
      lens: 'security',
      title: MODEL_TITLE,
      body: 'Anyone who controls `input` runs code in this process.',
      suggestion: null,
      anchor: LINES[1]!.trim(),
      confidence: 0.9,
    };
    return { text: JSON.stringify({ findings: lens === 'security' ? [finding] : [] }) };
  });
}

function review(rejected: string[]) {
  return runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: {
      files: parseUnifiedDiff(DIFF),
      workspace: new MemoryWorkspace({ [PATH]: `${LINES.join('\n')}\n` }),
      headRef: 'HEAD',
    },
    settings: {
      include: [],
      exclude: [],
      maxFileChangedLines: 5000,
      minSeverity: 'low',
      minConfidence: 0,
      rejectedFingerprints: rejected,
    },
    model: {
      client: model(),
      settings: {
        preset: 'full',
        lenses: ['security'],
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

describe('rejections apply to each finding before the merge', () => {
  it('nothing rejected: the rule and the model merge into one comment with the rule fingerprint', async () => {
    const result = await review([]);
    expect(result.findings).toHaveLength(1);
    // The rule leads a merged finding (issue 42 point 3); the model's severity still counts.
    expect(result.findings[0]).toMatchObject({ rule: 'js-eval', severity: 'critical' });
    expect(result.findings[0]!.title).not.toBe(MODEL_TITLE);
    expect(result.findings[0]!.body).toContain('Merged from 2 findings of the same problem');
    expect(result.findings[0]!.fingerprint).not.toBe(MODEL_FP);
    expect(result.rejected).toBe(0);
  });

  it('rejected model finding: the rule finding is posted alone, without the rejected title or source', async () => {
    const result = await review([MODEL_FP]);
    expect(result.findings).toHaveLength(1);
    const [only] = result.findings;
    expect(only).toMatchObject({ rule: 'js-eval', lens: 'static' });
    expect(only!.title).not.toBe(MODEL_TITLE);
    expect(only!.body).not.toContain('Merged from');
    expect(only!.body).not.toContain('security lens');
    expect(result.rejected).toBe(1);
  });

  it('rejected merged fingerprint (the rule finding): the model finding inside it is still posted', async () => {
    const merged = (await review([])).findings[0]!.fingerprint;
    const result = await review([merged]);
    expect(result.findings.map((f) => [f.fingerprint, f.title, f.severity])).toEqual([
      [MODEL_FP, MODEL_TITLE, 'critical'],
    ]);
    expect(result.rejected).toBe(1);
  });

  it('every member rejected: the problem is hidden', async () => {
    const merged = (await review([])).findings[0]!.fingerprint;
    const result = await review([merged, MODEL_FP]);
    expect(result.findings).toEqual([]);
    expect(result.unanchored).toEqual([]);
    expect(result.rejected).toBe(2);
  });
});
