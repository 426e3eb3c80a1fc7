/**
 * The context engine wired into the model lenses: each unit's prompt carries its context pack and
 * the lookup instruction after the diff, so the prefix up to the diff stays the same.
 */
import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../src/core/ports.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { runModelLenses } from '../../src/review/stages/model-lenses/model-lenses.js';
import { runContext } from '../../src/review/run-context.js';
import { ManualClock, MemoryWorkspace, ScriptedModel } from '../review/exec/helpers.js';

/** A three-line function: its head, one body line, its brace. */
const source = (head: string, body: string) => `${head}\n${body}\n}\n`;
const OAUTH = source('export async function refreshToken(t: string) {', '  return { access: t };');
const BILLING = source('export async function charge(a: Account) {', '  return refreshToken(a.token);');

/** A diff of `path` whose one hunk shows the whole function, the line before last changed. */
function fileDiff(path: string, after: string, before: string): string {
  const lines = after.trimEnd().split('\n');
  const rows = lines.map((l, i) => (i === lines.length - 2 ? `-${before}\n+${l}` : ` ${l}`));
  return `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,${lines.length} +1,${lines.length} @@\n${rows.join('\n')}\n`;
}
const DIFF =
  fileDiff('src/oauth/token.ts', OAUTH, '  return t;') +
  fileDiff('src/billing/charge.ts', BILLING, '  return getToken(a.token);');

/** The PR's files, and a copy whose listing fails (as a failing disk or a bug in the engine would). */
const CONTENTS: Array<[string, string]> = [
  ['src/oauth/token.ts', OAUTH],
  ['src/billing/charge.ts', BILLING],
];
class UnlistableMap extends Map<string, string> {
  override [Symbol.iterator](): MapIterator<[string, string]> {
    throw new Error('the file list could not be read');
  }
}

async function review(contents: Map<string, string> = new Map(CONTENTS)) {
  const files = parseUnifiedDiff(DIFF);
  const model = new ScriptedModel((request: ModelRequest) => {
    if (request.schema?.name === 'file_groups')
      return { text: JSON.stringify({ groups: [['src/oauth/token.ts'], ['src/billing/charge.ts']] }) };
    return { text: JSON.stringify({ findings: [], lookups: [] }) };
  });
  const result = await runModelLenses({
    context: runContext({ clock: new ManualClock(), logger: createMemoryLogger() }),
    change: {
      files,
      workspace: new MemoryWorkspace({
        ...Object.fromEntries(CONTENTS),
        'src/shop/checkout.ts': 'const paid = await charge(cart.account);\n',
      }),
      headRef: null,
      contents,
    },
    model,
    settings: {
      preset: 'full',
      repoContext: 'full',
      lenses: ['correctness'],
      language: 'en',
      reflect: false,
      maxConcurrency: 1,
      maxInputTokens: 100_000,
      maxReviewTokens: 0,
      maxReviewSeconds: 600,
    },
  });
  return { calls: model.requests.filter((r) => r.schema?.name === 'review_findings'), result };
}

describe('context packs in the review prompt', () => {
  it('carries the pack and the lookup instruction after the diff, with the callers of a changed function', async () => {
    const {
      calls: [call],
      result,
    } = await review();
    expect(result.warnings.join('\n')).not.toContain('context packs skipped');
    expect(call?.system).toMatch(
      /DIFF-\w+>>>[\s\S]*## usages of `charge`\nsrc\/shop\/checkout\.ts:1: const paid = await charge\(cart\.account\);/,
    );
    expect(call?.system).toMatch(
      /CONTEXT-\w+>>>\n\nBefore you report a finding that depends on code not shown/,
    );
  });

  it("says when a lookup pays and what to ask for: a callee's definition, a changed function's callers", async () => {
    const {
      calls: [call],
    } = await review();
    expect(call?.system).toContain('(`definition`: what it returns, throws or defaults to)');
    expect(call?.system).toContain('(`usages`: do its callers still hold)');
    expect(call?.system).toContain('Name the symbol as the code spells it');
  });

  it('when the engine itself fails, the calls run without packs and the report says so', async () => {
    const { calls, result } = await review(new UnlistableMap(CONTENTS));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.system).not.toContain('CONTEXT-');
    expect(result.warnings).toContain(
      'repository context packs skipped (the review calls ran without them): the file list could not be read',
    );
    expect(result.incomplete).toBe(false);
  });
});
