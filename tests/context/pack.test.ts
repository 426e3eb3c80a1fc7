/**
 * Context packs: a unit that calls a helper defined in another unit of the same pull request gets
 * that definition; the whole body of a changed function, its callers and the tests that use it;
 * nothing the unit's own diff already shows; a budget that cuts with a note; unknown lookups named.
 */
import { describe, expect, it } from 'vitest';
import { buildContextPacks } from '../../src/context/pack.js';
import { RepoIndex } from '../../src/context/repo-index.js';
import { renderContextPack } from '../../src/context/render-pack.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { ManualClock, MemoryWorkspace } from '../review/exec/helpers.js';

const OAUTH = [
  'export async function refreshToken(token: string) {',
  '  const res = await fetch(`/oauth?t=${token}`);',
  '  return { access: (await res.json()).access_token };',
  '}',
  '',
].join('\n');
const BILLING = [
  'import { refreshToken } from "./oauth";',
  '',
  'export async function charge(account: Account) {',
  '  const step = 1;',
  '  audit(account);',
  '  audit(step);',
  '  audit(account, step);',
  '  const fresh = await refreshToken(account.token);',
  '  const done = pay(fresh.accessToken, step);',
  '  audit(done);',
  '  audit(account, done);',
  '  audit(step, done);',
  '  return done;',
  '}',
  '',
].join('\n');

const DIFF = `diff --git a/src/oauth.ts b/src/oauth.ts
--- a/src/oauth.ts
+++ b/src/oauth.ts
@@ -1,4 +1,4 @@
 export async function refreshToken(token: string) {
   const res = await fetch(\`/oauth?t=\${token}\`);
-  return (await res.json()).access_token;
+  return { access: (await res.json()).access_token };
 }
diff --git a/src/billing.ts b/src/billing.ts
--- a/src/billing.ts
+++ b/src/billing.ts
@@ -5,8 +5,8 @@ export async function charge(account: Account) {
   audit(account);
   audit(step);
   audit(account, step);
-  const fresh = await getToken(account.token);
-  const done = send(fresh.accessToken, step);
+  const fresh = await refreshToken(account.token);
+  const done = pay(fresh.accessToken, step);
   audit(done);
   audit(account, done);
   audit(step, done);
`;

const REPO = {
  'src/oauth.ts': OAUTH,
  'src/billing.ts': BILLING,
  'src/checkout.ts': 'export const total = await charge(current);\n',
  'tests/billing.test.ts': 'it("charges", async () => { await charge(acct); });\n',
  'src/pay.ts': 'export function pay(token: string, amount: number) {\n  return post(token, amount);\n}\n',
};

async function packsFor(repo: Record<string, string> = REPO) {
  const files = parseUnifiedDiff(DIFF);
  const contents = new Map<string, string | null>([
    ['src/oauth.ts', OAUTH],
    ['src/billing.ts', BILLING],
  ]);
  const index = new RepoIndex({
    workspace: new MemoryWorkspace(repo),
    headRef: null,
    contents,
    clock: new ManualClock(),
    budget: { maxFiles: 10, maxBytes: 100_000, maxFileBytes: 10_000, maxSearches: 50, deadline: Infinity },
  });
  return { files, packs: await buildContextPacks(files, index) };
}

const render = (
  unit: Array<{ path: string; hunks: number[] }>,
  { files, packs }: Awaited<ReturnType<typeof packsFor>>,
  budgetTokens = 10_000,
) =>
  renderContextPack(unit, packs, {
    budgetTokens,
    countTokens: (t) => Math.ceil(t.length / 4),
    nonce: 'n0nce',
    files: new Map(files.map((f) => [f.path, f])),
  })?.text ?? '';

describe('context packs', () => {
  it('gives a unit the definition of a helper that another unit of the same PR changes', async () => {
    const built = await packsFor();
    const billing = render([{ path: 'src/billing.ts', hunks: [0] }], built);
    expect(billing).toContain('## definition of `refreshToken`: src/oauth.ts:1-4');
    expect(billing).toContain('return { access: (await res.json()).access_token };');
    expect(billing).toContain('## definition of `pay`: src/pay.ts:1-3');
  });

  it('shows the whole body of a changed function, its callers, and the tests that use it apart', async () => {
    const billing = render([{ path: 'src/billing.ts', hunks: [0] }], await packsFor());
    expect(billing).toContain('## whole body of changed `charge`: src/billing.ts:3-14');
    expect(billing).toContain(
      '## usages of `charge`\nsrc/checkout.ts:1: export const total = await charge(current);',
    );
    expect(billing).toContain('## tests that reference `charge`\ntests/billing.test.ts:1:');
  });

  it('shows a changed body once: the lines its hunk already shows are named, not repeated', async () => {
    const billing = render([{ path: 'src/billing.ts', hunks: [0] }], await packsFor());
    const body = billing.slice(billing.indexOf('## whole body of changed `charge`'));
    // The hunk shows lines 5-12; the body keeps 3-4 and 13-14 with their numbers.
    expect(body).toContain(
      '3  export async function charge(account: Account) {\n4    const step = 1;\n' +
        '[... lines 5-12: in the diff above]\n13    return done;\n14  }',
    );
    expect(body.split('\n## ')[0]).not.toContain('refreshToken(account.token)');
  });

  it('leaves out a definition the unit already shows whole', async () => {
    const both = render(
      [
        { path: 'src/oauth.ts', hunks: [0] },
        { path: 'src/billing.ts', hunks: [0] },
      ],
      await packsFor(),
    );
    expect(both).not.toContain('definition of `refreshToken`');
    expect(both).not.toContain('whole body of changed `refreshToken`');
  });

  it('is fenced in the run delimiters and redacted like the diff', async () => {
    const repo = {
      ...REPO,
      'src/pay.ts': 'export function pay() {\n  const k = "AKIAIOSFODNN7EXAMPLE";\n}\n',
    };
    const billing = render([{ path: 'src/billing.ts', hunks: [0] }], await packsFor(repo));
    expect(billing).toMatch(/<<<CONTEXT-n0nce[\s\S]*CONTEXT-n0nce>>>$/);
    expect(billing).not.toContain('AKIAIOSFODNN7EXAMPLE');
  });

  it('stops at its token budget and says how many blocks it left out', async () => {
    const built = await packsFor();
    const whole = render([{ path: 'src/billing.ts', hunks: [0] }], built);
    const cut = render([{ path: 'src/billing.ts', hunks: [0] }], built, 70);
    expect(whole).not.toContain('left out');
    expect(cut).toContain('whole body of changed `charge`');
    expect(cut).not.toContain('definition of `refreshToken`');
    expect(cut).toMatch(/\(\d+ more context block\(s\) left out: the pack's 70-token budget\)/);
  });

  it('names a helper whose definition cannot be looked up as unknown, not as absent', async () => {
    const repo = { ...REPO, 'src/pay.ts': '', 'lib/pay.dart': 'void pay(String t, int a) {}\n' };
    const billing = render([{ path: 'src/billing.ts', hunks: [0] }], await packsFor(repo));
    expect(billing).toContain(
      'UNKNOWN definition of pay: lib/pay.dart: spells pay, no parser for its language here',
    );
  });

  it('names at most five unknown lookups one by one and counts the rest', () => {
    const unknown = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((symbol) => ({
      symbol,
      what: 'definition',
      reason: 'the index ran its 80 searches',
    }));
    const packs = new Map([['src/billing.ts', new Map([[0, { items: [], unknown }]])]]);
    const text = renderContextPack([{ path: 'src/billing.ts', hunks: [0] }], packs, {
      budgetTokens: 1_000,
      countTokens: (t) => t.length,
      nonce: 'n',
      files: new Map(),
    })?.text;
    expect(text?.match(/^UNKNOWN definition of a\d/gm)).toHaveLength(5);
    expect(text).toContain('(1 more names could not be looked up)');
  });

  it('shows a definition of forty lines whole and cuts one of forty-one with a note', () => {
    const definition = (lines: number) => ({
      kind: 'definition' as const,
      symbol: 'big',
      hit: {
        path: 'src/big.ts',
        startLine: 1,
        endLine: lines,
        text: Array.from({ length: lines }, (_, i) => `l${i + 1}`).join('\n'),
      },
    });
    const render = (lines: number) =>
      renderContextPack(
        [{ path: 'src/a.ts', hunks: [0] }],
        new Map([['src/a.ts', new Map([[0, { items: [definition(lines)], unknown: [] }]])]]),
        {
          budgetTokens: 10_000,
          countTokens: (t) => t.length / 4,
          nonce: 'n',
          files: new Map(),
        },
      )?.text ?? '';
    expect(render(40)).toContain('l40\n');
    expect(render(40)).not.toContain('more lines]');
    expect(render(41)).toContain('l40\n[... 1 more lines]');
    expect(render(41)).not.toContain('l41');
  });

  it('lists the callers of a removed function, and takes a declaration that was only edited as still there', async () => {
    const diff = `diff --git a/src/old.ts b/src/old.ts
--- a/src/old.ts
+++ b/src/old.ts
@@ -1,3 +1,2 @@
-export function legacy() {}
-export const rate = 1;
+export const rate = 2;
 export const other = 3;
`;
    const after = 'export const rate = 2;\nexport const other = 3;\n';
    const index = new RepoIndex({
      workspace: new MemoryWorkspace({ 'src/old.ts': after, 'src/caller.ts': 'legacy();\nuse(rate);\n' }),
      headRef: null,
      contents: new Map([['src/old.ts', after]]),
      clock: new ManualClock(),
      budget: { maxFiles: 10, maxBytes: 100_000, maxFileBytes: 10_000, maxSearches: 50, deadline: Infinity },
    });
    const files = parseUnifiedDiff(diff);
    const packs = await buildContextPacks(files, index);
    const text = renderContextPack([{ path: 'src/old.ts', hunks: [0] }], packs, {
      budgetTokens: 10_000,
      countTokens: (t) => t.length / 4,
      nonce: 'n',
      files: new Map(files.map((f) => [f.path, f])),
    })?.text;
    expect(text).toContain('## usages of `legacy`\nsrc/caller.ts:1: legacy();');
    expect(text).not.toContain('usages of `rate`');
  });
  it('looks up no usages for the words of a deleted comment or a deleted local: only for declarations the change removes', async () => {
    const diff = `diff --git a/src/hooks.ts b/src/hooks.ts
--- a/src/hooks.ts
+++ b/src/hooks.ts
@@ -1,6 +1,3 @@
-// Pass this function as a hook
 export function run(list: string[]) {
-  for (const plugin of list) load(plugin);
-  let key = list[0];
+  list.forEach(load);
 }
-export function retired() {}
`;
    const after = 'export function run(list: string[]) {\n  list.forEach(load);\n}\n';
    const searched: string[] = [];
    const workspace = new MemoryWorkspace({ 'src/hooks.ts': after, 'src/app.ts': 'retired();\nrun([]);\n' });
    const index = new RepoIndex({
      workspace: {
        readFile: (p) => workspace.readFile(p),
        searchCode: (q, o) => {
          searched.push(q);
          return workspace.searchCode(q, o);
        },
      },
      headRef: null,
      contents: new Map([['src/hooks.ts', after]]),
      clock: new ManualClock(),
      budget: { maxFiles: 10, maxBytes: 100_000, maxFileBytes: 10_000, maxSearches: 50, deadline: Infinity },
    });
    const files = parseUnifiedDiff(diff);
    const packs = await buildContextPacks(files, index);
    const text = renderContextPack([{ path: 'src/hooks.ts', hunks: [0] }], packs, {
      budgetTokens: 10_000,
      countTokens: (t) => t.length / 4,
      nonce: 'n',
      files: new Map(files.map((f) => [f.path, f])),
    })?.text;
    expect(text).toContain('## usages of `retired`\nsrc/app.ts:1: retired();');
    for (const noise of ['as', 'plugin', 'key']) {
      expect(text).not.toContain(`usages of \`${noise}\``);
      expect(searched.some((q) => new RegExp(`(^|[^\\w])${noise}([^\\w]|$)`).test(q))).toBe(false);
    }
  });
});
