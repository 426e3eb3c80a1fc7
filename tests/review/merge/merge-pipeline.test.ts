/**
 * The merge inside the pipeline: the static rules and a scripted model flag one shell command, and
 * the review reports it once, before the floors (and so before the comment cap and fail-on).
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/core/clock.js';
import { emptyUsage } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { createMemoryLogger } from '../../../src/log/stderr-logger.js';
import { runPipeline } from '../../../src/review/pipeline.js';
import { MemoryWorkspace, ScriptedModel } from '../exec/helpers.js';
import { runContext } from '../../../src/review/run-context.js';
import { addedFileDiff } from '../../support/diff-text.js';

const NEW = [
  "import { execSync } from 'node:child_process';",
  'export function list(dir: string): string {',
  '  return execSync(`ls ${dir}`).toString();',
  '}',
  '',
].join('\n');
const DIFF = addedFileDiff('src/list.ts', NEW);

/**
 * The model (preset full): the security lens finds a command injection on line 3 (as a two-line
 * range when asked), the docs lens a missing doc comment on line 2, each in the call that names it
 * (`lens \`x\`` for one lens, a `## Lens \`x\`` heading each when a call carries several).
 */
function modelFlagging(range: boolean) {
  return new ScriptedModel((request) => {
    const named = [...(request.messages[0]?.content ?? '').matchAll(/\b[Ll]ens `([^`]+)`/g)];
    const lenses = new Set(named.map((m) => m[1]));
    const base = { path: 'src/list.ts', side: 'RIGHT', suggestion: null, confidence: 0.8 };
    return {
      text: JSON.stringify({
        findings: [
          {
            ...base,
            line: range ? 4 : 3,
            start_line: range ? 3 : null,
            severity: 'high',
            category: 'command-injection',
            lens: 'security',
            title: 'Command injection through dir',
            body: '`dir` is spliced into a shell command.',
            anchor: range ? '}' : 'return execSync(`ls ${dir}`).toString();',
          },
          {
            ...base,
            line: 2,
            start_line: null,
            severity: 'medium',
            category: 'docs',
            lens: 'docs',
            title: 'Exported function without a doc comment',
            body: 'Say what list() returns.',
            anchor: 'export function list(dir: string): string {',
          },
        ].filter((f) => lenses.has(f.lens)),
      }),
    };
  });
}

async function review(options: { range?: boolean; ignored?: string[] } = {}) {
  const files = parseUnifiedDiff(DIFF);
  return runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: { files, workspace: new MemoryWorkspace({ 'src/list.ts': NEW }), headRef: 'HEAD' },
    settings: {
      include: [],
      exclude: [],
      maxFileChangedLines: 5000,
      minSeverity: 'medium',
      minConfidence: 0,
      ignoredFingerprints: options.ignored ?? [],
    },
    model: {
      client: modelFlagging(options.range ?? false),
      settings: {
        preset: 'full',
        lenses: [],
        language: 'en',
        reflect: false,
        maxConcurrency: 2,
        maxInputTokens: 100_000,
        maxReviewTokens: 0,
        maxReviewSeconds: 0,
      },
      usage: emptyUsage,
    },
  });
}

describe('the pipeline merges findings of one problem', () => {
  it('reports the static rule and the model lens on one shell command as one finding', async () => {
    const result = await review();
    expect(result.incomplete).toBe(false);
    const onExec = result.findings.filter((f) => f.line === 3 || f.start_line === 3);
    expect(onExec).toHaveLength(1);
    expect(onExec[0]).toMatchObject({ severity: 'critical', lens: 'static+security' });
    // The rule's category and headline lead the merged finding.
    expect(result.findings.map((f) => f.category).sort()).toEqual(['docs', 'security']);
    expect(result.merged).toBe(1);
  });

  it("merges a model range ending on the next line with the static finding, at the rule's line", async () => {
    const result = await review({ range: true });
    const onExec = result.findings.filter((f) => f.lens.includes('static') || f.lens.includes('security'));
    expect(onExec).toHaveLength(1);
    expect(onExec[0]).toMatchObject({ start_line: null, line: 3, severity: 'critical' });
  });

  it('keeps a dismissed source dismissed: the other source is still reported, alone', async () => {
    const first = await review();
    const rule = first.findings.find((f) => f.lens === 'static+security')!.fingerprint;
    const again = await review({ ignored: [rule] });
    const onExec = again.findings.filter((f) => f.line === 3);
    expect(onExec).toHaveLength(1);
    expect(onExec[0]).toMatchObject({ lens: 'security', severity: 'high' });
    expect(onExec[0]!.fingerprint).not.toBe(rule);
    expect(again.merged).toBe(0);
  });
});
