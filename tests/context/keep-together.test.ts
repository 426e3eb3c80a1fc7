/**
 * Units keep what belongs together (issue 44, point 3): a changed line of one file that calls a
 * function a changed hunk of another file declares puts both files in one review unit, when the
 * merged group stays within the group size and one unit's budget. Files are grouped by directory
 * here (a small change skips the grouping call), so without the merge the caller and its callee
 * land in different units.
 */
import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../src/core/ports.js';
import { parseFile } from '../../src/context/parse-file.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { runModelLenses } from '../../src/review/stages/model-lenses/model-lenses.js';
import { runContext } from '../../src/review/run-context.js';
import { keepCallersWithCallees } from '../../src/review/model/plan/keep-together.js';
import { ManualClock, MemoryWorkspace, ScriptedModel } from '../review/exec/helpers.js';

const CALLEE = 'export async function refreshToken(t: string) {\n  return { access: t, expires: 0 };\n}\n';
const CALLER = 'export async function charge(a: Account) {\n  return refreshToken(a.token);\n}\n';
/** A caller that names the callee only in a comment: no call, no link. */
const MENTION = 'export async function charge(a: Account) {\n  return a.token; // refreshToken(a.token)\n}\n';

/** A one-hunk diff of `path` whose second line changed. */
function fileDiff(path: string, after: string): string {
  const [head, body, close] = after.trimEnd().split('\n');
  return (
    `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,3 +1,3 @@\n` +
    ` ${head}\n-  return null;\n+${body}\n ${close}\n`
  );
}

/** `count` files of one directory between the caller's and the callee's, each with a changed constant. */
function fillers(dir: string, count: number): Array<[string, string]> {
  return Array.from({ length: count }, (_, i) => [
    `src/${dir}/v${i}.ts`,
    `export const head${i} = 0;\nexport const v${i} = ${i};\nexport const tail${i} = 1;\n`,
  ]);
}

async function review(
  caller: string,
  between: Array<[string, string]>,
  beside: Array<[string, string]> = [],
  preset: 'full' | 'deep' = 'full',
) {
  const contents: Array<[string, string]> = [
    ['src/billing/charge.ts', caller],
    ...beside,
    ...between,
    ['src/oauth/token.ts', CALLEE],
  ];
  const files = parseUnifiedDiff(contents.map(([p, text]) => fileDiff(p, text)).join(''));
  const model = new ScriptedModel((_request: ModelRequest) => ({
    text: JSON.stringify({ findings: [], lookups: [] }),
  }));
  const logger = createMemoryLogger();
  await runModelLenses({
    context: runContext({ clock: new ManualClock(), logger }),
    change: {
      files,
      workspace: new MemoryWorkspace(Object.fromEntries(contents)),
      headRef: null,
      contents: new Map(contents),
    },
    model,
    settings: {
      preset,
      lenses: ['correctness'],
      language: 'en',
      reflect: false,
      maxConcurrency: 1,
      maxInputTokens: 100_000,
      maxReviewTokens: 0,
      maxReviewSeconds: 600,
    },
  });
  // A lens call carries its unit in the system prompt; a deep conversation in its first message.
  const calls = model.requests.filter((r) => r.schema?.name === 'review_findings' || r.tools);
  const together = calls.some((c) => {
    const shown = `${c.system}\n${c.messages[0]?.content ?? ''}`;
    return shown.includes('FILE src/billing/charge.ts') && shown.includes('FILE src/oauth/token.ts');
  });
  return { together, calls, debug: logger.lines.filter((l) => l.startsWith('debug: grouping:')) };
}

describe('a changed caller and its changed callee share a unit', () => {
  it('puts a caller and the callee it calls from another directory in one unit, and says why', async () => {
    // By directory: billing (1 file), mid (9), oauth (1); ten files a unit puts oauth alone.
    const { together, debug } = await review(CALLER, fillers('mid', 9));
    expect(together).toBe(true);
    expect(debug).toContain(
      'debug: grouping: grouped together: src/billing/charge.ts:2 calls `refreshToken`, which src/oauth/token.ts changes (lines 1-3)',
    );
  });

  it('does so in preset deep too: one conversation sees the caller and the callee', async () => {
    const { together, debug } = await review(CALLER, [], [], 'deep');
    expect(together).toBe(true);
    expect(debug).toContain(
      'debug: grouping: grouped together: src/billing/charge.ts:2 calls `refreshToken`, which src/oauth/token.ts changes (lines 1-3)',
    );
  });

  it('does not link a caller that only names the callee in a comment', async () => {
    const { together, debug } = await review(MENTION, fillers('mid', 9));
    expect(together).toBe(false);
    expect(debug).toEqual([]);
  });

  it('keeps them apart when the merged group would pass the group size, and says so', async () => {
    // billing holds ten files already: with the callee it would be eleven.
    const { together, debug } = await review(CALLER, [], fillers('billing', 9));
    expect(together).toBe(false);
    expect(debug).toEqual([
      'debug: grouping: kept apart: src/billing/charge.ts:2 calls `refreshToken`, which src/oauth/token.ts changes (lines 1-3); one group would hold 11 files, over 10',
    ]);
  });
});

describe('keepCallersWithCallees', () => {
  it('keeps the groups apart when the merged group would not fit one unit, and says so', () => {
    const contents = new Map<string, string>([
      ['a/charge.ts', CALLER],
      ['b/token.ts', CALLEE],
    ]);
    const files = parseUnifiedDiff([...contents].map(([p, text]) => fileDiff(p, text)).join(''));
    const asked: string[][] = [];
    const out = keepCallersWithCallees({
      groups: [['a/charge.ts'], ['b/token.ts']],
      files,
      parse: (path) => parseFile(path, contents.get(path) ?? ''),
      maxGroupSize: 10,
      fits: (group) => (asked.push([...group]), false),
    });
    expect(asked).toEqual([['a/charge.ts', 'b/token.ts']]);
    expect(out.groups).toEqual([['a/charge.ts'], ['b/token.ts']]);
    expect(out.notes).toEqual([
      "kept apart: a/charge.ts:2 calls `refreshToken`, which b/token.ts changes (lines 1-3); one group would exceed a unit's token budget",
    ]);
  });

  it('says a link once when the callee file declares the name twice (a function and a method)', () => {
    const twice = `${CALLEE}export class Cache {\n  refreshToken() {\n    return null;\n  }\n}\n`;
    const contents = new Map<string, string>([
      ['a/charge.ts', CALLER],
      ['b/token.ts', twice],
    ]);
    const diff =
      fileDiff('a/charge.ts', CALLER) +
      'diff --git a/b/token.ts b/b/token.ts\n--- a/b/token.ts\n+++ b/b/token.ts\n@@ -1,7 +1,7 @@\n' +
      ' export async function refreshToken(t: string) {\n-  return null;\n+  return { access: t, expires: 0 };\n }\n' +
      ' export class Cache {\n   refreshToken() {\n-    return 1;\n+    return null;\n   }\n';
    const out = keepCallersWithCallees({
      groups: [['a/charge.ts'], ['b/token.ts']],
      files: parseUnifiedDiff(diff),
      parse: (path) => parseFile(path, contents.get(path) ?? ''),
      maxGroupSize: 10,
      fits: () => false,
    });
    expect(out.notes).toHaveLength(1);
  });
});
