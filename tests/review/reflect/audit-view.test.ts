import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../src/core/ports.js';
import type { Finding } from '../../../src/core/types.js';
import { RepoIndex } from '../../../src/context/repo-index.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { redactSecrets } from '../../../src/prompt/redact.js';
import { cutAround } from '../../../src/review/model/reflect/reflect-context.js';
import { reflectFindings, type ReflectInput } from '../../../src/review/model/reflect/reflect.js';
import { runContext } from '../../../src/review/run-context.js';
import { finding } from '../../support/finding.js';
import { BufferLogger, ManualClock, MemoryWorkspace, ScriptedModel } from '../exec/helpers.js';

/** A new 60-line file: one hunk, every line added, as a feature PR adds a module. */
const LINES = Array.from({ length: 60 }, (_, i) => `  const step${i + 1} = run(${i + 1});`);
const NEW_FILE = parseUnifiedDiff(
  [
    'diff --git a/src/flow.ts b/src/flow.ts',
    'new file mode 100644',
    '--- /dev/null',
    '+++ b/src/flow.ts',
    '@@ -0,0 +1,60 @@',
    ...LINES.map((l) => `+${l}`),
    '',
  ].join('\n'),
);

const at = (line: number, extra: Partial<Finding> = {}): Finding =>
  finding({ path: 'src/flow.ts', line, anchor: LINES[line - 1]!.trim(), severity: 'high', ...extra });

const keepAll = () => ({ text: JSON.stringify({ verdicts: [] }) });
const userOf = (r: ModelRequest | undefined) => r?.messages[0]?.content ?? '';

function input(model: ScriptedModel, findings: Finding[], workspace = new MemoryWorkspace({})): ReflectInput {
  const clock = new ManualClock();
  return {
    findings,
    context: runContext({ clock, logger: new BufferLogger() }),
    change: { files: NEW_FILE, workspace, headRef: 'HEAD' },
    model,
    // The run's context index over the same workspace (the PR's one file is not in it).
    symbols: new RepoIndex({
      workspace,
      headRef: 'HEAD',
      contents: new Map(),
      clock,
      budget: {
        maxFiles: 60,
        maxBytes: 4_000_000,
        maxFileBytes: 400_000,
        maxSearches: 80,
        deadline: Infinity,
      },
    }),
    redact: redactSecrets,
  };
}

describe('what the audit is shown of the diff', () => {
  it('shows the rows the review showed 20 rows above a finding in the same hunk (an 8-row cut hid the guard)', async () => {
    const model = new ScriptedModel(keepAll);
    await reflectFindings(input(model, [at(40)]));
    const user = userOf(model.requests[0]);
    expect(user).toContain('20 +   const step20 = run(20);');
    expect(user).toContain('40 +   const step40 = run(40);');
  });

  it('shows the flagged line of every finding, so it never pays a round to ask for it', async () => {
    const model = new ScriptedModel(keepAll);
    await reflectFindings(input(model, [at(2), at(59, { start_line: 57 })]));
    const user = userOf(model.requests[0]);
    for (const n of [2, 57, 58, 59]) expect(user).toContain(`${n} +   const step${n} = run(${n});`);
  });

  it('shows rows near two findings of one file once, not once per finding', async () => {
    const model = new ScriptedModel(keepAll);
    await reflectFindings(input(model, [at(30), at(33)]));
    const user = userOf(model.requests[0]);
    expect(user.split('31 +   const step31 = run(31);').length - 1).toBe(1);
  });
});

describe('where the audit runs', () => {
  it('does not audit a finding below the inline floor: it goes to the summary as the review wrote it', async () => {
    const model = new ScriptedModel(keepAll);
    const low = at(10, { severity: 'low', title: 'Deep nesting in the step chain' });
    const out = await reflectFindings(input(model, [at(40), low]));
    expect(userOf(model.requests[0])).not.toContain('Deep nesting');
    expect(out.kept).toContain(low);
    const none = new ScriptedModel(keepAll);
    const alone = await reflectFindings(input(none, [low]));
    expect(none.requests).toHaveLength(0);
    expect(alone.kept).toEqual([low]);
  });

  it('reads a low finding posted inline (min-severity: low) beside a louder one, in the same request', async () => {
    const model = new ScriptedModel(keepAll);
    const low = at(10, { severity: 'low', confidence: 0.6, title: 'Deep nesting in the step chain' });
    const medium = at(20, { severity: 'medium', confidence: 0.6, title: 'Step 20 runs twice' });
    await reflectFindings({ ...input(model, [low, medium]), inlineFloor: 'low' });
    expect(model.requests).toHaveLength(1);
    expect(userOf(model.requests[0])).toContain('Deep nesting');
  });

  it('pays no request for low findings alone, even posted inline: they are kept as the review wrote them', async () => {
    const model = new ScriptedModel(keepAll);
    const lows = [
      at(10, { severity: 'low', confidence: 0.6, title: 'Deep nesting in the step chain' }),
      at(30, { severity: 'low', confidence: 0.5, title: 'No test covers step 30' }),
    ];
    const out = await reflectFindings({ ...input(model, lows), inlineFloor: 'low' });
    expect(model.requests).toHaveLength(0);
    expect(out.kept).toEqual(lows);
  });

  it('pays no lookup round when only low findings ask for more code', async () => {
    const workspace = new MemoryWorkspace({ 'src/steps.ts': 'export function run(n: number) { return n; }' });
    const needLow = () => ({
      text: JSON.stringify({
        verdicts: [
          { id: 'f1', verdict: 'keep', reason: null },
          { id: 'f2', verdict: 'need', reason: null, file: 'src/steps.ts', symbol: 'run' },
        ],
      }),
    });
    const model = new ScriptedModel(needLow);
    const medium = at(20, { severity: 'medium', confidence: 0.6, title: 'Step 20 runs twice' });
    const low = at(10, { severity: 'low', confidence: 0.6, title: 'Deep nesting in the step chain' });
    const out = await reflectFindings({ ...input(model, [medium, low], workspace), inlineFloor: 'low' });
    expect(model.requests).toHaveLength(1);
    expect(out.kept).toEqual([medium, low]);
  });

  it('still pays a lookup round when a medium finding asks for more code', async () => {
    const workspace = new MemoryWorkspace({ 'src/steps.ts': 'export function run(n: number) { return n; }' });
    const model = new ScriptedModel((_r, n) =>
      n === 0
        ? {
            text: JSON.stringify({
              verdicts: [{ id: 'f1', verdict: 'need', reason: null, file: 'src/steps.ts', symbol: 'run' }],
            }),
          }
        : keepAll(),
    );
    const medium = at(20, { severity: 'medium', confidence: 0.6, title: 'Step 20 runs twice' });
    await reflectFindings({ ...input(model, [medium], workspace), inlineFloor: 'low' });
    expect(model.requests).toHaveLength(2);
  });
});

describe('the audit reads what the review doubts, and every high finding', () => {
  it.each([
    ['medium', 0.79, true],
    ['medium', 0.8, false],
    ['high', 0.95, true],
    ['critical', 1, true],
  ] as const)('a %s finding at confidence %s is audited: %s', async (severity, confidence, audited) => {
    const model = new ScriptedModel(keepAll);
    const f = at(20, { severity, confidence, title: 'Step 20 runs twice' });
    const out = await reflectFindings(input(model, [f]));
    expect(model.requests.length).toBe(audited ? 1 : 0);
    expect(out.kept).toEqual([f]);
  });
});

describe('a long file the audit asks for', () => {
  const filler = Array.from({ length: 900 }, (_, i) => `export const filler${i} = ${i}; // padding line`);
  const big = [
    ...filler,
    'export function settle(order: Order) {',
    '  if (order.paid) return;',
    '  charge(order);',
    '}',
  ].join('\n');

  it('is cut around the symbol asked with it, not at its first 12,000 characters', async () => {
    const workspace = new MemoryWorkspace({ 'src/billing.ts': big });
    const model = new ScriptedModel((_r, n) =>
      n === 0
        ? {
            text: JSON.stringify({
              verdicts: [
                { id: 'f1', verdict: 'need', reason: null, file: 'src/billing.ts', symbol: 'settle' },
              ],
            }),
          }
        : keepAll(),
    );
    await reflectFindings(input(model, [at(40)], workspace));
    const second = userOf(model.requests[1]);
    const block = /### file src\/billing\.ts[^\n]*\n<<<CODE-([0-9a-f]+)\n([\s\S]*?)\nCODE-\1>>>/.exec(second);
    expect(block?.[2]).toContain('  if (order.paid) return;');
    expect(block?.[2]).not.toContain('filler0 ');
  });

  it('cutAround keeps a file that fits whole, and gives up on a file that never names the symbol', () => {
    expect(cutAround('a.ts', 'export const a = 1;', 'a', 100)).toBeNull();
    expect(cutAround('src/billing.ts', big, 'nowhere')).toBeNull();
    const cut = cutAround('src/billing.ts', big, 'settle', 3_000)!;
    expect(cut).toMatch(/^\[src\/billing\.ts is \d+ characters: the parts around settle\]/);
    expect(cut).toContain('[lines 861-904 of 904]');
    expect(cut.length).toBeLessThan(3_500);
  });
});

describe('a long symbol the audit asks for', () => {
  it('keeps its usages when its declaration is longer than the cap: the declaration is cut, not the callers', async () => {
    const body = Array.from({ length: 400 }, (_, i) => `  entry${i}(): number { return ${i}; }`).join('\n');
    const workspace = new MemoryWorkspace({
      'src/ledger.ts': `export class Ledger {\n${body}\n}\n`,
      'src/close.ts': 'export const close = (l: Ledger) => l.entry1();\nnew Ledger();\n',
    });
    const model = new ScriptedModel((_r, n) =>
      n === 0
        ? {
            text: JSON.stringify({
              verdicts: [{ id: 'f1', verdict: 'need', reason: null, file: null, symbol: 'Ledger' }],
            }),
          }
        : keepAll(),
    );
    await reflectFindings(input(model, [at(40)], workspace));
    const second = userOf(model.requests[1]);
    expect(second).toContain('src/ledger.ts:1-402\nexport class Ledger {');
    expect(second).toContain(
      'usages of Ledger (textual search):\nsrc/close.ts:1: export const close = (l: Ledger) => l.entry1();',
    );
  });
});
