/**
 * A suggestion must be written for the lines it replaces (issue 44, point 7). Blind models answered
 * with blocks for a wider range than `start_line..line` (a comment on 166 whose block covers 166-169,
 * one on 742 whose block covers 742-743) and for a narrower one (an `onClick={() => {` line lost);
 * the code still parsed, so the check said `parses`. Each shape below is such a block, checked with the
 * real grammars and rules.
 */
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/core/types.js';
import { checkSuggestions } from '../../../src/review/stages/check-suggestions/check-suggestions.js';

function finding(over: Partial<Finding>): Finding {
  return {
    path: 'src/a.ts',
    line: 1,
    start_line: null,
    side: 'RIGHT',
    severity: 'medium',
    category: 'bug',
    lens: 'correctness',
    title: 't',
    body: 'b',
    suggestion: null,
    anchor: '',
    confidence: 0.9,
    anchored: true,
    fingerprint: 'f',
    rule: null,
    ...over,
  };
}

async function check(content: string, over: Partial<Finding>, path = 'src/a.ts') {
  const [checked] = await checkSuggestions([finding({ path, ...over })], new Map([[path, content]]));
  return { check: checked?.suggestion_check, reason: checked?.suggestion_reason };
}

const GUARD = [
  'export function activate(user: User) {',
  "  if (!user) throw new Error('missing');",
  '  if (!user.active) {',
  "    throw new Error('inactive');",
  '  }',
  '  return enable(user);',
  '}',
  '',
].join('\n');

const BUTTON = [
  'export function Save({ onSave, item }: Props) {',
  '  return (',
  '    <button',
  '      onClick={() => {',
  '        onSave(item);',
  '      }}',
  '    >',
  '      Save',
  '    </button>',
  '  );',
  '}',
  '',
].join('\n');

describe('suggestion ranges', () => {
  it('marks a block for line 2 that also re-emits lines 3-5 (a throw and a brace, twice) as broken', async () => {
    const out = await check(GUARD, {
      line: 2,
      anchor: "  if (!user) throw new Error('missing');",
      suggestion: [
        "  if (!user || user.deleted) throw new Error('missing');",
        '  if (!user.active) {',
        "    throw new Error('inactive');",
        '  }',
      ].join('\n'),
    });
    expect(out).toEqual({
      check: 'broken',
      reason:
        'it repeats lines 3-5, which follow its range (line 2): committed, they would appear twice; ' +
        'the block seems written for lines 2-5',
    });
  });

  it('marks a one-line comment whose block spans it and the next line as broken', async () => {
    const out = await check(GUARD, {
      line: 6,
      suggestion: '  return enable(user, { audit: true });\n}',
    });
    expect(out.check).toBe('broken');
    expect(out.reason).toMatch(/^it repeats line 7, which follows its range \(line 6\)/);
  });

  it('marks a block for one line that rewrites the next lines too (the hydration warning swap) as broken', async () => {
    const content = [
      'export function warnText(node: Text, expected: string) {',
      '  warn(',
      '    `Text mismatch`,',
      '    `\\n  - rendered on server: ${JSON.stringify(expected)}` +',
      '      `\\n  - expected on client: ${JSON.stringify(',
      '        node.data',
      '      )}`,',
      '  );',
      '}',
      '',
    ].join('\n');
    // The comment is on line 4; the block swaps lines 4-7 (server and client reworded), copying none verbatim.
    const out = await check(content, {
      line: 4,
      suggestion: [
        '    `\\n  - rendered on server: ${JSON.stringify(node.data)}` +',
        '      `\\n  - expected on client: ${JSON.stringify(',
        '        expected,',
        '      )}`,',
      ].join('\n'),
    });
    expect(out).toEqual({
      check: 'broken',
      reason:
        'its block has 3 more line(s) than its range (line 4) and rewrites lines 5-7 after it too: ' +
        'committed, those lines stay and the code appears twice; the block seems written for lines 4-7',
    });
  });

  it('counts the next line as rewritten at three quarters of its own names, not at a half', async () => {
    // Line 3 has four names line 2 lacks: record, alpha, beta, gamma.
    const content = 'export function f(a: A) {\n  const b = a.first;\n  record(alpha, beta, gamma);\n}\n';
    const three = await check(content, {
      line: 2,
      suggestion: '  const b = a.second;\n  record(alpha, beta, other);',
    });
    expect(three).toMatchObject({
      check: 'broken',
      reason: expect.stringMatching(/rewrites line 3 after it too/),
    });
    const two = await check(content, {
      line: 2,
      suggestion: '  const b = a.second;\n  record(alpha, other, more);',
    });
    expect(two.check).toBe('parses');
  });

  it('needs two names of the next line in the block before calling it rewritten', async () => {
    const one = 'export function f(a: A) {\n  const b = a.first;\n  other(x);\n}\n';
    const out1 = await check(one, { line: 2, suggestion: '  const b = a.second;\n  other(y);' });
    expect(out1.check).toBe('parses');
    const two = 'export function f(a: A) {\n  const b = a.first;\n  other(value);\n}\n';
    const out2 = await check(two, { line: 2, suggestion: '  const b = a.second;\n  other(value + 1);' });
    expect(out2).toMatchObject({
      check: 'broken',
      reason: expect.stringMatching(/rewrites line 3 after it too/),
    });
  });

  it('keeps a block that adds a guard after an assignment whose next line uses the same names', async () => {
    const content = [
      'export function name(db: Db, id: string) {',
      '  const row = db.find(id);',
      '  return format(row.name, id);',
      '}',
      '',
    ].join('\n');
    const out = await check(content, {
      line: 2,
      suggestion: '  const row = db.find(id);\n  if (!row) throw new NotFound(id);',
    });
    expect(out.check).toBe('parses');
  });

  it('marks a block that starts with a copy of the line before its range as broken', async () => {
    const out = await check(GUARD, {
      start_line: 3,
      line: 5,
      suggestion: [
        "  if (!user) throw new Error('missing');",
        '  if (!user.active || user.locked) {',
        "    throw new Error('inactive');",
        '  }',
      ].join('\n'),
    });
    expect(out).toEqual({
      check: 'broken',
      reason:
        'it repeats line 2, which precedes its range (lines 3-5): committed, it would appear twice; ' +
        'the block seems written for lines 2-5',
    });
  });

  it('marks a block that loses the onClick line of its range, which the finding never names, as broken', async () => {
    const out = await check(
      BUTTON,
      {
        start_line: 4,
        line: 5,
        title: 'Saving is not awaited',
        body: 'onSave returns a promise; errors are lost.',
        anchor: '        onSave(item);',
        suggestion: '      void onSave(item).catch(report);',
      },
      'src/save.tsx',
    );
    expect(out).toEqual({
      check: 'broken',
      reason:
        'it deletes line 4 (`onClick={() => {`), which the finding does not mention: the block seems ' +
        'written for fewer lines than lines 4-5',
    });
  });

  it('marks a block that loses a tracking call of its range, and still parses, as broken', async () => {
    const content = [
      'export async function save(item: Item) {',
      "  analytics.track('save-clicked', item.id);",
      '  await onSave(item);',
      '}',
      '',
    ].join('\n');
    const out = await check(content, {
      start_line: 2,
      line: 3,
      title: 'Saving is not awaited',
      body: 'onSave rejects on a conflict and nothing reports it.',
      suggestion: '  await onSave(item).catch(report);',
    });
    expect(out).toEqual({
      check: 'broken',
      reason:
        "it deletes line 2 (`analytics.track('save-clicked', item.id);`), which the finding does not " +
        'mention: the block seems written for fewer lines than lines 2-3',
    });
  });

  it('counts a line as kept when half of its names survive, and as lost below half', async () => {
    const content = 'export function f(a: A) {\n  const b = mix(a, seed);\n  return b + a;\n}\n';
    // Line 2 has four names (b, mix, a, seed): two survive in the first block, one in the second.
    const said = { start_line: 2, line: 3, title: 'Wrong result', body: 'The result is off by one.' };
    const half = await check(content, { ...said, suggestion: '  return mix(a, 0);' });
    expect(half.check).toBe('parses');
    const less = await check(content, { ...said, suggestion: '  return a;' });
    expect(less).toMatchObject({ check: 'broken', reason: expect.stringMatching(/^it deletes line 2 /) });
  });

  it('names the copied closing brace after the range, not only a syntax error', async () => {
    const out = await check(GUARD, {
      line: 4,
      suggestion: '    throw new InactiveUserError(user.id);\n  }',
    });
    expect(out).toMatchObject({
      check: 'broken',
      reason: expect.stringMatching(/^it repeats line 5, which follows its range \(line 4\)/),
    });
  });

  it('keeps a block that rewrites its whole range (new names, no copy of a neighbour) as parses', async () => {
    const out = await check(GUARD, {
      start_line: 3,
      line: 5,
      suggestion: "  if (!user.active) throw new InactiveUserError(user.id, 'inactive');",
    });
    expect(out.check).toBe('parses');
  });

  it('keeps a block that adds lines around the flagged one as parses', async () => {
    const out = await check(GUARD, {
      line: 6,
      suggestion: '  const enabled = enable(user);\n  audit(user.id);\n  return enabled;',
    });
    expect(out.check).toBe('parses');
  });

  it('keeps a block that wraps its line in a new block whose brace matches the next line', async () => {
    const out = await check(GUARD, {
      line: 4,
      suggestion: "    if (strict) {\n      throw new Error('inactive');\n    }",
    });
    expect(out.check).toBe('parses');
  });

  it('keeps a block that removes a line the finding names (a leftover debug log) as parses', async () => {
    const content = 'export function f(x: number) {\n  console.log(x);\n  return x * 2;\n}\n';
    const out = await check(content, {
      start_line: 2,
      line: 3,
      title: 'Leftover console.log',
      suggestion: '  return x * 2;',
    });
    expect(out.check).toBe('parses');
  });

  it('keeps an empty block, which deletes its whole range on purpose, out of the range check', async () => {
    const content = 'export function f(x: number) {\n  console.log(x);\n  return x * 2;\n}\n';
    const out = await check(content, { line: 2, suggestion: '' });
    expect(out.check).toBe('parses');
  });
});
