import { finding } from '../../support/finding.js';
import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../src/core/ports.js';
import type { Finding } from '../../../src/core/types.js';
import type { Workspace } from '../../../src/core/ports.js';
import { RepoIndex } from '../../../src/context/repo-index.js';
import { reflectFindings, type ReflectInput } from '../../../src/review/model/reflect/reflect.js';
import { runModelReview } from '../../../src/review/model/exec/run-model-review.js';
import { redactSecrets } from '../../../src/prompt/redact.js';
import { VERDICTS_SCHEMA } from '../../../src/review/model/reflect/verdicts.js';
import { createPromptContext } from '../../../src/review/model/plan/context.js';
import { renderFile } from '../../../src/review/model/plan/render.js';
import { countTokens } from '../../../src/llm/tokens.js';
import {
  about,
  answer,
  BufferLogger,
  ManualClock,
  fixture,
  MemoryWorkspace,
  NONE,
  reviewInput,
  ScriptedModel,
} from '../exec/helpers.js';
import { runContext } from '../../../src/review/run-context.js';

const POST_CHANGE: Record<string, string> = {
  'src/db.ts': [
    "import { pool } from './pool.js';",
    'export function find(id: string) {',
    '  const sql = "SELECT * FROM users WHERE id = " + id;',
    '  return pool.query(sql);',
    '}',
    'export function close() {',
    '  pool.end();',
    '}',
  ].join('\n'),
  'src/pool.ts': 'export class Pool {\n  query(sql: string) {\n    return run(escape(sql));\n  }\n}\n',
};

const base = (extra: Partial<Finding>): Finding =>
  finding({
    path: 'src/db.ts',
    line: 3,
    severity: 'high',
    category: 'injection',
    lens: 'security',
    title: 'SQL injection',
    body: 'concatenated',
    anchor: '  const sql = "SELECT * FROM users WHERE id = " + id;',
    fingerprint: 'a',
    ...extra,
  });

const TWO = [
  base({}),
  base({ line: 22, anchor: "  console.log('closed');", title: 'Stray log', fingerprint: 'b' }),
];

const verdicts = (...v: Array<Record<string, unknown>>) => ({
  text: JSON.stringify({ verdicts: v.map((x) => ({ reason: null, file: null, symbol: null, ...x })) }),
});

/** The run's context index over `workspace`: the PR's files as select read them, the rest searched. */
function indexOf(workspace: Workspace, clock = new ManualClock(), maxSearches = 80): RepoIndex {
  return new RepoIndex({
    workspace,
    headRef: 'HEAD',
    contents: new Map([['src/db.ts', POST_CHANGE['src/db.ts']!]]),
    clock,
    budget: { maxFiles: 60, maxBytes: 4_000_000, maxFileBytes: 400_000, maxSearches, deadline: Infinity },
  });
}

function input(model: ScriptedModel, workspace = new MemoryWorkspace(POST_CHANGE)): ReflectInput {
  const clock = new ManualClock();
  return {
    findings: TWO,
    context: runContext({ clock, logger: new BufferLogger() }),
    change: { files: fixture().files, workspace, headRef: 'HEAD' },
    model,
    symbols: indexOf(workspace, clock),
    redact: redactSecrets,
  };
}

const userOf = (r: ModelRequest | undefined) => r?.messages[0]?.content ?? '';

/** The text inside the `index`-th block of `kind` (0-based). */
function dataBetween(text: string, kind: string, index: number): string | null {
  const re = new RegExp(`<<<${kind}-([0-9a-f]+)\\n([\\s\\S]*?)\\n${kind}-\\1>>>`, 'g');
  return [...text.matchAll(re)][index]?.[2] ?? null;
}

describe('reflectFindings', () => {
  it('keeps and drops by verdict, a drop carrying its reason and quote, with the diff around each finding', async () => {
    const model = new ScriptedModel(() =>
      verdicts(
        { id: 'f1', verdict: 'keep' },
        { id: 'f2', verdict: 'drop', reason: 'logging is intended here', evidence: "console.log('closed');" },
      ),
    );
    const out = await reflectFindings(input(model));
    expect(out.kept.map((f) => f.title)).toEqual(['SQL injection']);
    expect(out.dropped).toEqual([
      { finding: TWO[1], reason: `logging is intended here (quoted: "console.log('closed');")` },
    ]);
    expect(userOf(model.requests[0])).toContain("22 +   console.log('closed');");
    expect(out.warnings).toEqual([]);
  });

  it('shows the diff around a finding exactly as the lens prompt renders it: both sides, marks, breaks', async () => {
    const model = new ScriptedModel(() => verdicts());
    const files = fixture().files;
    await reflectFindings({ ...input(model), findings: [TWO[1]!] });
    const ctx = createPromptContext({ files, countTokens, paddingLines: 0 });
    const lens = renderFile(files[0]!, [0, 1], ctx).split('\n');
    const excerpt = dataBetween(userOf(model.requests[0]), 'DIFF', 1)!.split('\n');
    // Every excerpt line is a line of the lens prompt's rendering, in the same order.
    expect(excerpt[0]).toBe('FILE src/db.ts (modified)');
    expect(excerpt).toContain('2 - export function find(id: string) {');
    expect(excerpt).toContain('@@ export function close() {');
    const positions = excerpt.map((l) => lens.indexOf(l));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('renders only the hunks the unit showed: a file split hunk by hunk is audited as each unit saw it', async () => {
    const model = new ScriptedModel(() => verdicts());
    await reflectFindings({
      ...input(model),
      findings: [TWO[1]!],
      view: [{ path: 'src/db.ts', hunks: [1] }],
    });
    const excerpt = dataBetween(userOf(model.requests[0]), 'DIFF', 1)!;
    expect(excerpt).toContain("22 +   console.log('closed');");
    expect(excerpt).not.toContain('export function find(id: string) {');
  });

  it('shows the audit the stated intent and every changed file, so a missing-test claim can be checked', async () => {
    const model = new ScriptedModel(() => verdicts());
    await reflectFindings({ ...input(model), intent: 'Title: Parameterize the user lookup' });
    const user = userOf(model.requests[0]);
    expect(dataBetween(user, 'INTENT', 0)).toBe('Title: Parameterize the user lookup');
    expect(dataBetween(user, 'DIFF', 0)).toBe('src/db.ts (modified)\nsrc/util.ts (modified)');
    await reflectFindings(input(model));
    expect(userOf(model.requests[1])).toContain('Stated intent: none');
    // What the audit must do with each finding, and when the lookup fields are null.
    expect(model.requests[0]?.system).toMatch(/Argue against each finding first/);
    type Item = { required: string[]; properties: Record<string, { description?: string }> };
    const item = (VERDICTS_SCHEMA.schema as { properties: { verdicts: { items: Item } } }).properties.verdicts
      .items;
    expect(item.required).toContain('evidence');
    expect(item.properties.file?.description).toMatch(/Null for keep and drop/);
    expect(item.properties.symbol?.description).toMatch(/Null for keep and drop/);
  });

  it('shows the known findings of the audited files and folds a duplicate into the one it names', async () => {
    const known = [
      {
        path: 'src/db.ts',
        line: 4,
        source: 'prlens rule ts-sql-concat',
        title: 'SQL built by concatenation',
        fingerprint: 'rule-fp',
      },
      { path: 'src/other.ts', line: 1, source: 'eslint: no-eval', title: 'eval', fingerprint: 'other-fp' },
    ];
    const model = new ScriptedModel(() =>
      verdicts(
        { id: 'f1', verdict: 'duplicate', known: 'k1' },
        // Not a known id: the finding is kept as it is, not folded anywhere.
        { id: 'f2', verdict: 'duplicate', known: 'k7' },
      ),
    );
    const out = await reflectFindings({ ...input(model), known });
    const user = userOf(model.requests[0]);
    // Only the known finding on an audited file is listed, in its own data block.
    expect(dataBetween(user, 'KNOWN', 0)).toBe(
      'k1 · src/db.ts:4 · prlens rule ts-sql-concat · SQL built by concatenation',
    );
    expect(user).not.toContain('no-eval');
    expect(out.kept.map((f) => f.fingerprint)).toEqual(['a', 'b']);
    expect(out.duplicates).toEqual([{ finding: TWO[0], known: 'rule-fp' }]);
    expect(out.dropped).toEqual([]);
    // Without known findings the audit sees no such section.
    await reflectFindings(input(model));
    expect(userOf(model.requests[1])).not.toContain('Known findings');
    type Item = { required: string[]; properties: Record<string, { enum?: string[] }> };
    const item = (VERDICTS_SCHEMA.schema as { properties: { verdicts: { items: Item } } }).properties.verdicts
      .items;
    expect(item.required).toContain('known');
    expect(item.properties.verdict?.enum).toContain('duplicate');
  });

  it('reads a duplicate without a known id as no verdict: the finding is kept, not folded', async () => {
    const model = new ScriptedModel(() =>
      verdicts({ id: 'f1', verdict: 'duplicate', known: ' ' }, { id: 'f2', verdict: 'duplicate' }),
    );
    const out = await reflectFindings({ ...input(model), known: [] });
    expect(out.kept).toHaveLength(2);
    expect(out.duplicates).toEqual([]);
    expect(out.warnings.join('\n')).toMatch(/no usable verdict for 2 finding/);
  });

  it('drops only with a quoted line that disproves it: a drop quoting code it was not shown keeps the finding', async () => {
    const model = new ScriptedModel(() =>
      verdicts(
        {
          id: 'f1',
          verdict: 'drop',
          reason: 'id is validated',
          evidence: 'if (!isUuid(id)) throw new Error();',
        },
        { id: 'f2', verdict: 'drop', reason: 'intended', evidence: null },
      ),
    );
    const out = await reflectFindings(input(model));
    expect(out.dropped).toEqual([]);
    expect(out.kept).toEqual(TWO);
    expect(out.warnings.join('\n')).toMatch(/would drop "SQL injection" without quoting code it was shown/);
    expect(out.warnings.join('\n')).toMatch(/would drop "Stray log" without quoting/);
  });

  it('keeps a finding the audit keeps without quoting code ("cannot verify" keeps it)', async () => {
    const model = new ScriptedModel(() =>
      verdicts(
        { id: 'f1', verdict: 'keep', reason: 'cannot verify: the caller is not shown', evidence: null },
        { id: 'f2', verdict: 'keep', evidence: 'logger.info(secretToken);' },
      ),
    );
    const out = await reflectFindings(input(model));
    expect(out.kept).toEqual(TWO);
    expect(out.dropped).toEqual([]);
  });

  it('shows the usages of a requested symbol, not only its declaration', async () => {
    const model = new ScriptedModel((_req, n) =>
      n === 0 ? verdicts({ id: 'f1', verdict: 'need', symbol: 'find' }) : verdicts(),
    );
    const workspace = new MemoryWorkspace({
      ...POST_CHANGE,
      'src/routes.ts': 'import { find } from "./db.js";\nexport const get = (req) => find(req.query.id);\n',
    });
    await reflectFindings({ ...input(model, workspace), findings: [TWO[0]!] });
    const second = userOf(model.requests[1]);
    expect(second).toMatch(/src\/db\.ts:2-5\nexport function find/);
    expect(second).toContain(
      'usages of find (textual search):\nsrc/routes.ts:1: import { find } from "./db.js";',
    );
    expect(second).toContain('src/routes.ts:2: export const get = (req) => find(req.query.id);');
    // The declaration's own line is not a usage.
    expect(second).not.toMatch(/src\/db\.ts:2: export function find/);
  });

  it('never drops without a reason or without a verdict', async () => {
    const model = new ScriptedModel(() => verdicts({ id: 'f1', verdict: 'drop' }));
    const out = await reflectFindings(input(model));
    expect(out.kept).toHaveLength(2);
    expect(out.dropped).toEqual([]);
    expect(out.warnings.join()).toMatch(/no usable verdict for 2 finding/);
  });

  it('reads a requested file and judges again with it', async () => {
    const workspace = new MemoryWorkspace(POST_CHANGE);
    const model = new ScriptedModel((_req, n) =>
      n === 0
        ? verdicts({ id: 'f1', verdict: 'need', file: './src/pool.ts' }, { id: 'f2', verdict: 'keep' })
        : verdicts({
            id: 'f1',
            verdict: 'drop',
            reason: 'Pool.query escapes its input',
            evidence: 'return run(escape(sql));',
          }),
    );
    const out = await reflectFindings(input(model, workspace));
    expect(workspace.reads).toEqual(['src/pool.ts']);
    expect(model.requests).toHaveLength(2);
    expect(userOf(model.requests[1])).toContain('return run(escape(sql));');
    // Only the undecided finding is audited again.
    expect(userOf(model.requests[1])).not.toContain('Stray log');
    expect(out.dropped.map((d) => d.finding.title)).toEqual(['SQL injection']);
    expect(out.kept.map((f) => f.title)).toEqual(['Stray log']);
  });

  it('finds a requested symbol’s declaration with ast-grep, in changed files first, then by search', async () => {
    const model = new ScriptedModel((_req, n) =>
      n === 0
        ? verdicts(
            { id: 'f1', verdict: 'need', symbol: 'close' },
            { id: 'f2', verdict: 'need', symbol: 'Pool.query' },
          )
        : verdicts({ id: 'f1', verdict: 'keep' }, { id: 'f2', verdict: 'keep' }),
    );
    const out = await reflectFindings(input(model));
    const second = userOf(model.requests[1]);
    expect(second).toMatch(
      /### symbol close\n<<<CODE-[0-9a-f]+\nsrc\/db\.ts:6-8\nexport function close\(\) \{/,
    );
    expect(second).toMatch(
      /### symbol Pool\.query\n<<<CODE-[0-9a-f]+\nsrc\/pool\.ts:2-4\nquery\(sql: string\) \{/,
    );
    expect(out.kept).toHaveLength(2);
  });

  it('refuses paths outside the repository and stops after the hop limit, keeping the findings', async () => {
    const workspace = new MemoryWorkspace(POST_CHANGE);
    const model = new ScriptedModel((_req, n) =>
      verdicts(
        { id: 'f1', verdict: 'need', file: n === 0 ? '../../etc/passwd' : `src/more${n}.ts` },
        { id: 'f2', verdict: 'keep' },
      ),
    );
    const out = await reflectFindings(input(model, workspace));
    expect(model.requests).toHaveLength(3);
    expect(workspace.reads).toEqual(['src/more1.ts']);
    expect(userOf(model.requests[1])).toContain('only repository-relative paths');
    expect(out.kept).toHaveLength(2);
    expect(out.warnings.join()).toMatch(/wanted more code than it may read for 1 finding/);
  });

  it('keeps everything on an unparsable verdict and says so', async () => {
    const model = new ScriptedModel(() => ({ text: 'All of these look wrong to me.' }));
    const out = await reflectFindings(input(model));
    expect(out.kept).toEqual(TWO);
    expect(out.warnings.join()).toMatch(/could not be parsed.*all 2 finding\(s\).*kept/);
  });

  it('redacts secrets in what the audit is shown', async () => {
    const model = new ScriptedModel(() => verdicts({ id: 'f1', verdict: 'keep' }));
    const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    await reflectFindings({ ...input(model), findings: [base({ body: `token ${secret} is committed` })] });
    expect(userOf(model.requests[0])).not.toContain(secret);
    expect(userOf(model.requests[0])).toContain('[REDACTED]');
  });
});

describe('reflection inside runModelReview', () => {
  it('reports a failed audit call without dropping findings or marking the run incomplete', async () => {
    const model = new ScriptedModel((req) => {
      if (req.schema?.name === 'reflection_verdicts') return new Error('socket hang up');
      return about(req).unit === 'db' && about(req).lens === 'security' ? answer({}) : NONE;
    });
    const result = await runModelReview(reviewInput(model, { reflect: true }));
    expect(result.findings).toHaveLength(1);
    expect(result.incomplete).toBe(false);
    expect(result.warnings.join()).toMatch(/reflection: the audit call failed \(socket hang up\)/);
    expect(result.calls).toBe(5);
  });

  it('returns what the audit dropped with the reason', async () => {
    const model = new ScriptedModel((req) => {
      if (req.schema?.name === 'reflection_verdicts')
        return verdicts({
          id: 'f1',
          verdict: 'drop',
          reason: 'id is a number',
          evidence: 'export function find(id: string) {',
        });
      return about(req).unit === 'db' && about(req).lens === 'security' ? answer({}) : NONE;
    });
    const result = await runModelReview(reviewInput(model, { reflect: true }));
    expect(result.findings).toEqual([]);
    expect(result.droppedByAudit).toEqual([
      expect.objectContaining({
        title: 'SQL injection',
        reason: 'id is a number (quoted: "export function find(id: string) {")',
      }),
    ]);
  });
});

/** A workspace whose reads fail the way GitHub refuses a revoked token (401 Bad credentials). */
class RefusingWorkspace extends MemoryWorkspace {
  override readFile(path: string): Promise<string | null> {
    this.reads.push(path);
    return Promise.reject(Object.assign(new Error('Bad credentials'), { status: 401 }));
  }
  override searchCode(): Promise<Array<{ path: string; line: number; text: string }>> {
    return Promise.reject(Object.assign(new Error('Bad credentials'), { status: 401 }));
  }
}

/** Reads answer; only the code search is refused (a token without search access, a search outage). */
class SearchlessWorkspace extends MemoryWorkspace {
  override searchCode(): Promise<Array<{ path: string; line: number; text: string }>> {
    return Promise.reject(Object.assign(new Error('Bad credentials'), { status: 401 }));
  }
}

describe('reflection when a lookup fails', () => {
  it('tells the audit a failed symbol lookup FAILED, not that there is no declaration, and keeps the finding', async () => {
    const model = new ScriptedModel((_req, n) =>
      n === 0
        ? verdicts({ id: 'f1', verdict: 'need', symbol: 'sanitize' }, { id: 'f2', verdict: 'keep' })
        : verdicts({ id: 'f1', verdict: 'drop', reason: 'sanitize is not declared, so it cannot matter' }),
    );
    const out = await reflectFindings(input(model, new RefusingWorkspace(POST_CHANGE)));
    const second = userOf(model.requests[1]);
    expect(second).toContain('the lookup FAILED (');
    expect(second).toContain('Bad credentials');
    expect(second).not.toContain('no declaration found');
    expect(out.dropped).toEqual([]);
    expect(out.kept.map((f) => f.title)).toEqual(['SQL injection', 'Stray log']);
    expect(out.warnings.join('\n')).toMatch(/lookup of symbol sanitize failed \(.*Bad credentials/);
  });

  it('a declaration in a language with no finder (Dart) is an unknown lookup, not "no declaration found"; the finding stays', async () => {
    const model = new ScriptedModel((_req, n) =>
      n === 0
        ? verdicts({ id: 'f1', verdict: 'need', symbol: 'isSameDay' }, { id: 'f2', verdict: 'keep' })
        : verdicts({ id: 'f1', verdict: 'drop', reason: 'isSameDay is not declared anywhere' }),
    );
    const dart = 'bool isSameDay(DateTime a, DateTime b) => a.day == b.day;\n';
    const out = await reflectFindings(
      input(model, new MemoryWorkspace({ ...POST_CHANGE, 'lib/dates.dart': dart })),
    );
    const second = userOf(model.requests[1]);
    expect(second).not.toContain('no declaration found');
    expect(second).toContain('lib/dates.dart: spells isSameDay, no parser for its language here');
    expect(out.dropped).toEqual([]);
    expect(out.kept).toHaveLength(2);
  });

  it('does not drop on "no callers" when the usage search failed, though the declaration was found', async () => {
    const model = new ScriptedModel((_req, n) =>
      n === 0
        ? verdicts({ id: 'f1', verdict: 'need', symbol: 'find' }, { id: 'f2', verdict: 'keep' })
        : verdicts({ id: 'f1', verdict: 'drop', reason: 'nothing calls find' }),
    );
    const out = await reflectFindings(input(model, new SearchlessWorkspace(POST_CHANGE)));
    const second = userOf(model.requests[1]);
    expect(second).toMatch(/src\/db\.ts:2-5\nexport function find/);
    expect(second).toContain('usages: the lookup FAILED (');
    expect(out.dropped).toEqual([]);
    expect(out.kept).toHaveLength(2);
    expect(out.warnings.join('\n')).toMatch(/lookup of symbol find failed \(usage search: .*Bad credentials/);
  });

  it("answers a symbol from the run's index: a PR file is parsed as select read it, not read again", async () => {
    const workspace = new MemoryWorkspace(POST_CHANGE);
    const model = new ScriptedModel((_req, n) =>
      n === 0
        ? verdicts({ id: 'f1', verdict: 'need', symbol: 'close' }, { id: 'f2', verdict: 'keep' })
        : verdicts(),
    );
    await reflectFindings(input(model, workspace));
    expect(userOf(model.requests[1])).toMatch(/src\/db\.ts:6-8\nexport function close\(\) \{/);
    expect(workspace.reads).toEqual([]);
  });

  it('a symbol the run\'s index cannot answer (its searches spent) is a failed lookup, not "no declaration found"', async () => {
    const workspace = new MemoryWorkspace(POST_CHANGE);
    const model = new ScriptedModel((_req, n) =>
      n === 0
        ? verdicts({ id: 'f1', verdict: 'need', symbol: 'sanitize' }, { id: 'f2', verdict: 'keep' })
        : verdicts({ id: 'f1', verdict: 'drop', reason: 'sanitize is not declared' }),
    );
    const out = await reflectFindings({
      ...input(model, workspace),
      symbols: indexOf(workspace, new ManualClock(), 0),
    });
    const second = userOf(model.requests[1]);
    expect(second).toContain('the lookup FAILED (the index ran its 0 searches)');
    expect(second).not.toContain('no declaration found');
    expect(out.dropped).toEqual([]);
    expect(out.warnings.join('\n')).toMatch(
      /lookup of symbol sanitize failed \(the index ran its 0 searches\)/,
    );
  });

  it('without the run\'s index a symbol lookup fails; it never reads as "none"', async () => {
    const model = new ScriptedModel((_req, n) =>
      n === 0
        ? verdicts({ id: 'f1', verdict: 'need', symbol: 'close' }, { id: 'f2', verdict: 'keep' })
        : verdicts(),
    );
    const out = await reflectFindings({ ...input(model), symbols: null });
    expect(userOf(model.requests[1])).toContain(
      'the lookup FAILED (the repository index is not available in this run)',
    );
    expect(out.kept).toHaveLength(2);
  });

  it('does not drop a finding after the file it asked for could not be read', async () => {
    const model = new ScriptedModel((_req, n) =>
      n === 0
        ? verdicts({ id: 'f1', verdict: 'need', file: 'src/pool.ts' }, { id: 'f2', verdict: 'keep' })
        : verdicts({ id: 'f1', verdict: 'drop', reason: 'pool.ts does not exist' }),
    );
    const out = await reflectFindings(input(model, new RefusingWorkspace(POST_CHANGE)));
    expect(userOf(model.requests[1])).toMatch(/src\/pool\.ts exists is unknown/);
    expect(out.dropped).toEqual([]);
    expect(out.kept).toHaveLength(2);
    expect(out.warnings.join('\n')).toMatch(
      /would drop "SQL injection" after the lookup of file src\/pool\.ts failed/,
    );
  });
});
