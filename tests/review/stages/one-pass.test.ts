/**
 * One forward pass: over a run with a static rule and two model lenses that report one problem,
 * the findings are deduplicated by one stage and placed (inline or unanchored) by one stage. The
 * stages are counted through the stage list; the sets between them show that the model half
 * neither merged its copies nor decided what is inline.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/core/clock.js';
import type { Finding } from '../../../src/core/types.js';
import { runPipeline, stagesFor, type NamedStage } from '../../../src/review/pipeline.js';
import type { FindingSet } from '../../../src/review/types.js';
import { ScriptedModel } from '../exec/helpers.js';
import { inputFor, lensesOf } from './support.js';

const INJECTION = {
  path: 'src/list.ts',
  line: 3,
  start_line: null,
  side: 'RIGHT',
  severity: 'high',
  category: 'command-injection',
  title: 'Command injection through dir',
  body: '`dir` is spliced into a shell command.',
  anchor: 'return execSync(`ls ${dir}`).toString();',
  suggestion: null,
  confidence: 0.8,
};
const NOWHERE = { ...INJECTION, category: 'logic', title: 'Quotes a line the diff lacks', anchor: 'eval(x)' };

/** Security and correctness both report the injection; security also quotes a line that is not there. */
const model = () =>
  new ScriptedModel((request) => {
    const lenses = lensesOf(request);
    const findings = [
      ...(lenses.has('security')
        ? [
            { ...INJECTION, lens: 'security' },
            { ...NOWHERE, lens: 'security' },
          ]
        : []),
      ...(lenses.has('correctness') ? [{ ...INJECTION, lens: 'correctness' }] : []),
    ];
    return { text: JSON.stringify({ findings }) };
  });

/** Findings that share a fingerprint with an earlier one, over the inline and unanchored lists. */
function copies(set: FindingSet): number {
  const all: Finding[] = [...set.findings, ...set.unanchored];
  return all.length - new Set(all.map((f) => f.fingerprint)).size;
}

describe('the stage list', () => {
  it('deduplicates once and checks each location once, in their own stages', async () => {
    const input = inputFor(model(), { clock: systemClock });
    const seen: Array<{ name: string; before: FindingSet; after: FindingSet }> = [];
    const counted = stagesFor(input).map((stage): NamedStage => ({
      name: stage.name,
      run: async (set, run) => {
        const after = await stage.run(set, run);
        seen.push({ name: stage.name, before: set, after });
        return after;
      },
    }));
    const result = await runPipeline(input, counted);

    const runs = (name: string) => seen.filter((s) => s.name === name).length;
    expect(runs('dedupe')).toBe(1);
    expect(runs('verifyAnchors')).toBe(1);
    // The model half hands both lenses' copies on, and places nothing itself.
    const afterModel = seen.find((s) => s.name === 'modelLenses')!.after;
    expect(copies(afterModel)).toBe(1);
    expect(afterModel.unanchored).toEqual([]);
    expect(afterModel.findings.find((f) => f.title === NOWHERE.title)).toMatchObject({ anchored: false });
    // Only dedupe removes copies; only verify moves a finding to the unanchored list.
    expect(seen.filter((s) => copies(s.after) < copies(s.before)).map((s) => s.name)).toEqual(['dedupe']);
    const grows = (s: (typeof seen)[number]) => s.after.unanchored.length > s.before.unanchored.length;
    expect(seen.filter(grows).map((s) => s.name)).toEqual(['verifyAnchors']);

    // One comment for the injection (the rule and both lenses), the unplaceable one in the summary.
    const onExec = result.findings.filter((f) => f.line === 3);
    expect(onExec).toHaveLength(1);
    expect(onExec[0]!.lens.split('+').sort()).toEqual(['correctness', 'security', 'static']);
    expect(result.unanchored.map((f) => f.title)).toEqual([NOWHERE.title]);
  });
});
