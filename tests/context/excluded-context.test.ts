/**
 * A path the review leaves out never reaches the model through the context either (issue 44 leftovers,
 * context8 point 1): the user's `exclude` (a secrets fixture), a vendored folder of the repository, and a
 * new file of the PR that only looks vendored. The context pack, the review's lookup round and the
 * audit's file and symbol reads all read the head through the select stage's one path filter, and say
 * that a path is excluded by configuration instead of "not found".
 */
import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../src/core/ports.js';
import { emptyUsage } from '../../src/core/types.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { prepareReviewContext } from '../../src/context/review-context.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { runContext } from '../../src/review/run-context.js';
import { selectChange } from '../../src/review/select/select-change.js';
import { ManualClock, MemoryWorkspace, ScriptedModel } from '../review/exec/helpers.js';

const SECRET = 'SECRET_MARKER_7731';
const VENDORED = 'VENDOR_MARKER_8842';
const LOOKALIKE = 'LOOKALIKE_MARKER_9953';

const PAY_BEFORE =
  "import { formatCents } from './util';\nexport function pay(cents: number) {\n  return formatCents(cents);\n}\n";
const PAY = [
  "import { formatCents } from './util';",
  "import { signingKey } from './secrets/keys';",
  "import { hashKey } from '../third_party/crypto/hash';",
  "import { chargeCard } from '../vendor/payments/client';",
  'export function pay(cents: number) {',
  '  const key = hashKey(signingKey());',
  '  chargeCard(key, formatCents(cents));',
  '  return formatCents(cents);',
  '}',
  '',
].join('\n');
const CLIENT = `export function chargeCard(key: string, cents: number) {\n  return '${LOOKALIKE}' + key + cents;\n}\n`;

/** The head of the repository: the PR's two files and three it does not change. */
const HEAD: Record<string, string> = {
  'src/pay.ts': PAY,
  'vendor/payments/client.ts': CLIENT,
  'src/util.ts': 'export function formatCents(cents: number) {\n  return (cents / 100).toFixed(2);\n}\n',
  'src/secrets/keys.ts': `export function signingKey() {\n  return '${SECRET}';\n}\n`,
  'third_party/crypto/hash.ts': `export function hashKey(key: string) {\n  return '${VENDORED}' + key;\n}\n`,
};

const DIFF =
  'diff --git a/src/pay.ts b/src/pay.ts\n--- a/src/pay.ts\n+++ b/src/pay.ts\n@@ -1,4 +1,9 @@\n' +
  " import { formatCents } from './util';\n" +
  "+import { signingKey } from './secrets/keys';\n+import { hashKey } from '../third_party/crypto/hash';\n" +
  "+import { chargeCard } from '../vendor/payments/client';\n" +
  ' export function pay(cents: number) {\n+  const key = hashKey(signingKey());\n+  chargeCard(key, formatCents(cents));\n' +
  '   return formatCents(cents);\n }\n' +
  'diff --git a/vendor/payments/client.ts b/vendor/payments/client.ts\nnew file mode 100644\n' +
  '--- /dev/null\n+++ b/vendor/payments/client.ts\n@@ -0,0 +1,3 @@\n' +
  CLIENT.trimEnd()
    .split('\n')
    .map((l) => `+${l}`)
    .join('\n') +
  '\n';

/** The workspace: the head, and at the base only the old src/pay.ts (the vendored client is new). */
class RepoAt extends MemoryWorkspace {
  override readFile(path: string, ref?: string | null): Promise<string | null> {
    if (ref === 'BASE') return Promise.resolve(path === 'src/pay.ts' ? PAY_BEFORE : null);
    return super.readFile(path);
  }
  listFiles(): Promise<string[]> {
    return Promise.resolve(Object.keys(HEAD).sort());
  }
}

const EXCLUDE = ['src/secrets/**'];

describe('excluded paths and the context engine', () => {
  // The engine alone, with select's filter (a file that only looks vendored is the model stage's: below).
  it('keeps a declaration in an excluded path out of the pack and says so in the lookup answer', async () => {
    const files = parseUnifiedDiff(DIFF);
    const workspace = new RepoAt(HEAD);
    const selection = await selectChange({
      files,
      workspace,
      headRef: 'HEAD',
      baseRef: 'BASE',
      options: { exclude: EXCLUDE },
      wanted: () => true,
    });
    const repo = await prepareReviewContext({
      files: selection.kept,
      contents: selection.contents,
      workspace,
      headRef: 'HEAD',
      clock: new ManualClock(),
      maxInputTokens: 100_000,
      maxReviewSeconds: 600,
      countTokens: (t) => Math.ceil(t.length / 4),
      excluded: selection.pathFilter,
    });
    const pack = repo.pack([{ path: 'src/pay.ts', hunks: [0] }], 'n0nce')?.text ?? '';
    // The control: a declaration in a reviewable file is in the pack.
    expect(pack).toContain('return (cents / 100).toFixed(2);');
    expect(pack).not.toContain(SECRET);
    expect(pack).not.toContain(VENDORED);
    const { text: answer } = await repo.lookup(
      [
        { kind: 'definition', symbol: 'signingKey' },
        { kind: 'definition', symbol: 'hashKey' },
        { kind: 'usages', symbol: 'hashKey' },
      ],
      'n0nce',
    );
    expect(answer).not.toContain(SECRET);
    expect(answer).not.toContain(VENDORED);
    expect(answer).not.toContain('none found');
    expect(answer).toContain('src/secrets/keys.ts (excluded by config (src/secrets/**))');
    expect(answer).toContain('third_party/crypto/hash.ts (vendored)');
    expect(answer).toMatch(/excluded from the review by configuration are not shown/);
    expect(workspace.reads).not.toContain('src/secrets/keys.ts');
    expect(workspace.reads).not.toContain('third_party/crypto/hash.ts');
  });

  it('sends no excluded path to the model: not in the pack, the lookup round or the audit', async () => {
    const model = new ScriptedModel(script);
    const result = await runPipeline({
      context: runContext({ clock: new ManualClock(), logger: createMemoryLogger() }),
      change: { files: parseUnifiedDiff(DIFF), workspace: new RepoAt(HEAD), headRef: 'HEAD' },
      baseRef: 'BASE',
      settings: {
        include: [],
        exclude: EXCLUDE,
        maxFileChangedLines: 5000,
        minSeverity: 'low',
        minConfidence: 0,
      },
      model: {
        client: model,
        settings: {
          preset: 'fast',
          repoContext: 'full',
          lenses: [],
          language: 'en',
          reflect: true,
          maxConcurrency: 1,
          maxInputTokens: 100_000,
          maxReviewTokens: 0,
          maxReviewSeconds: 0,
        },
        usage: emptyUsage,
      },
    });
    const sent = JSON.stringify(model.requests);
    // The model did run, asked, and was audited: each path to the excluded code was taken.
    expect(sent).toContain('return (cents / 100).toFixed(2);');
    expect(model.requests.some(isLookupAnswer)).toBe(true);
    expect(model.requests.filter(isAudit).length).toBe(2);
    expect(sent).not.toContain(SECRET);
    expect(sent).not.toContain(VENDORED);
    expect(sent).not.toContain(LOOKALIKE);
    const audit = model.requests.filter(isAudit).at(-1)?.messages[0]?.content ?? '';
    expect(audit).toContain(
      'not shown: src/secrets/keys.ts is excluded from the review by its configuration (excluded by config (src/secrets/**))',
    );
    expect(audit).not.toContain('whether src/secrets/keys.ts exists is unknown');
    // The audit could not look: the finding is kept, and the run says why.
    expect(result.findings.map((f) => f.path)).toContain('src/pay.ts');
    expect(result.warnings.join('\n')).toContain('src/secrets/keys.ts is excluded from the review');
  });

  it("refuses the deep agent's reads of an excluded path and leaves it out of its searches", async () => {
    const model = new ScriptedModel(deepScript);
    await runPipeline({
      context: runContext({ clock: new ManualClock(), logger: createMemoryLogger() }),
      change: { files: parseUnifiedDiff(DIFF), workspace: new RepoAt(HEAD), headRef: 'HEAD' },
      baseRef: 'BASE',
      settings: {
        include: [],
        exclude: EXCLUDE,
        maxFileChangedLines: 5000,
        minSeverity: 'low',
        minConfidence: 0,
      },
      model: {
        client: model,
        settings: {
          preset: 'deep',
          repoContext: 'full',
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
    const results = model.requests.flatMap((r) => r.messages).filter((m) => m.role === 'tool');
    expect(results.map((m) => m.name).sort()).toEqual(['code_search', 'file_find', 'file_read']);
    const answers = results.map((m) => m.content).join('\n');
    expect(answers).toContain('src/secrets/keys.ts is excluded from the review by its configuration');
    expect(answers).toContain('src/pay.ts:6:');
    expect(answers).toContain(
      'also matched in 1 path(s) excluded from the review by configuration, not shown: src/secrets/keys.ts',
    );
    expect(JSON.stringify(model.requests)).not.toContain(SECRET);
    expect(answers).not.toContain('src/secrets/keys.ts:');
    expect(answers).not.toMatch(/^src\/secrets\/keys\.ts$/m);
  });
});

/** The deep agent reads the excluded file, searches for its function and lists paths, then stops. */
function deepScript(request: ModelRequest) {
  if (!request.tools)
    return { text: JSON.stringify({ groups: [['src/pay.ts']], findings: [], verdicts: [] }) };
  if (request.messages.some((m) => m.role === 'tool'))
    return { toolCalls: [{ id: 't9', name: 'task_done', arguments: '{"summary":"done"}' }] };
  return {
    toolCalls: [
      { id: 't1', name: 'file_read', arguments: '{"path":"src/secrets/keys.ts"}' },
      { id: 't2', name: 'code_search', arguments: '{"query":"signingKey"}' },
      { id: 't3', name: 'file_find', arguments: '{"query":"keys"}' },
    ],
  };
}

const isAudit = (r: ModelRequest) => r.schema?.name === 'reflection_verdicts';
const isLookupAnswer = (r: ModelRequest) =>
  r.messages.some((m) => m.role === 'user' && m.content.includes('LOOKUP-'));

const FINDING = {
  path: 'src/pay.ts',
  line: 6,
  start_line: null,
  side: 'RIGHT',
  severity: 'high',
  category: 'security',
  lens: 'security',
  title: 'Key hashed with a vendored helper',
  body: 'hashKey may not be a cryptographic hash.',
  suggestion: null,
  anchor: '  const key = hashKey(signingKey());',
  confidence: 0.6,
};

/** Groups everything together, asks lookups once, and has the audit ask for the excluded file. */
function script(request: ModelRequest) {
  if (request.schema?.name === 'file_groups') return { text: JSON.stringify({ groups: [['src/pay.ts']] }) };
  if (isAudit(request)) {
    const first = !request.messages[0]?.content.includes('### file src/secrets/keys.ts');
    const verdict = first
      ? { verdict: 'need', file: 'src/secrets/keys.ts', symbol: 'signingKey' }
      : { verdict: 'keep' };
    const base = { id: 'f1', reason: null, evidence: null, file: null, symbol: null, known: null };
    return { text: JSON.stringify({ verdicts: [{ ...base, ...verdict }] }) };
  }
  const lookups = isLookupAnswer(request)
    ? []
    : [
        { kind: 'definition', symbol: 'signingKey' },
        { kind: 'definition', symbol: 'hashKey' },
        { kind: 'definition', symbol: 'chargeCard' },
        // One lookup that can be answered: a round whose every lookup failed is not sent.
        { kind: 'definition', symbol: 'formatCents' },
      ];
  return { text: JSON.stringify({ findings: [FINDING], lookups }) };
}
