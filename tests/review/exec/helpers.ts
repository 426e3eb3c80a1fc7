/**
 * Fakes for the lens engine's tests: a scripted ModelClient that counts in-flight calls, a manual
 * clock, a buffering logger, an in-memory workspace, and a small two-file change with its plan.
 */
import type {
  Clock,
  Logger,
  ModelClient,
  ModelRequest,
  ModelResponse,
  Workspace,
} from '../../../src/core/ports.js';
import type { FileDiff } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { countTokens } from '../../../src/llm/tokens.js';
import { createPromptContext, type PromptContext } from '../../../src/review/model/plan/context.js';
import { buildPlan, withTokens } from '../../../src/review/model/plan/lens-plan.js';
import type { LensCall, LensSpec, ReviewUnit } from '../../../src/review/model/plan/types.js';
import type { ModelReviewInput } from '../../../src/review/model/exec/run-model-review.js';
import { runContext } from '../../../src/review/run-context.js';

export type Reply = Partial<ModelResponse> | Error;
export type Script = (request: ModelRequest, n: number) => Reply | Promise<Reply>;

/** A ModelClient whose answers come from `script`; records requests and the peak concurrency. */
export class ScriptedModel implements ModelClient {
  readonly provider = 'fake';
  readonly model = 'fake-model';
  readonly requests: ModelRequest[] = [];
  inFlight = 0;
  maxInFlight = 0;

  constructor(private readonly script: Script) {}

  countTokens(text: string): number {
    return countTokens(text);
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const n = this.requests.push(request) - 1;
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      // Yield so that concurrent calls really overlap.
      await new Promise((resolve) => setTimeout(resolve, 1));
      const reply = await this.script(request, n);
      if (reply instanceof Error) throw reply;
      return {
        text: '',
        finishReason: 'stop',
        model: 'fake-model',
        usage: { prompt_tokens: 100, completion_tokens: 20, cached_tokens: 0, cache_write_tokens: 0 },
        ...reply,
      };
    } finally {
      this.inFlight--;
    }
  }
}

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  constructor(public t = 1_000_000) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
  sleep(ms: number): Promise<void> {
    this.t += ms;
    return Promise.resolve();
  }
}

export class BufferLogger implements Logger {
  readonly lines: string[] = [];
  debug(m: string): void {
    this.lines.push(`debug: ${m}`);
  }
  info(m: string): void {
    this.lines.push(`info: ${m}`);
  }
  warn(m: string): void {
    this.lines.push(`warn: ${m}`);
  }
  error(m: string): void {
    this.lines.push(`error: ${m}`);
  }
  group<T>(_name: string, fn: () => Promise<T>): Promise<T> {
    return fn();
  }
}

/** A read-only map of files; records what was read. */
export class MemoryWorkspace implements Workspace {
  readonly reads: string[] = [];
  constructor(private readonly files: Record<string, string>) {}
  readFile(path: string): Promise<string | null> {
    this.reads.push(path);
    return Promise.resolve(this.files[path] ?? null);
  }
  searchCode(query: string, options: { regex?: boolean; limit?: number }) {
    // The POSIX classes `git grep -E` understands, in JavaScript terms.
    const js = query.replace(/\[\[:space:\]\*\]/g, '[\\s*]').replace(/\[\[:space:\]\]/g, '\\s');
    const re = options.regex ? new RegExp(js) : null;
    const hits: Array<{ path: string; line: number; text: string }> = [];
    for (const [path, text] of Object.entries(this.files)) {
      text.split('\n').forEach((line, i) => {
        if (re ? re.test(line) : line.includes(query)) hits.push({ path, line: i + 1, text: line });
      });
    }
    return Promise.resolve(hits.slice(0, options.limit ?? 20));
  }
}

export const DIFF = `diff --git a/src/db.ts b/src/db.ts
--- a/src/db.ts
+++ b/src/db.ts
@@ -1,4 +1,5 @@
 import { pool } from './pool.js';
-export function find(id: string) {
+export function find(id: string) {
+  const sql = "SELECT * FROM users WHERE id = " + id;
   return pool.query(sql);
 }
@@ -20,2 +21,3 @@ export function close() {
   pool.end();
+  console.log('closed');
 }
diff --git a/src/util.ts b/src/util.ts
--- a/src/util.ts
+++ b/src/util.ts
@@ -1,3 +1,4 @@
 export function add(a: number, b: number) {
-  return a + b;
+  const sum = a - b;
+  return sum;
 }
`;

export const LENSES: LensSpec[] = [
  { id: 'security', title: 'Security', instructions: 'Look for injection and secrets.' },
  { id: 'correctness', title: 'Correctness', instructions: 'Look for logic errors.' },
];

export interface Fixture {
  files: FileDiff[];
  ctx: PromptContext;
  units: ReviewUnit[];
  calls: LensCall[];
}

/**
 * The two-file change as one unit per file, one call per lens (preset `full`); a `background`
 * (the PR's intent) lengthens the prompt prefix every call of a unit shares.
 */
export function fixture(lenses: LensSpec[] = LENSES, background?: string): Fixture {
  const files = parseUnifiedDiff(DIFF);
  const ctx = createPromptContext({ files, countTokens, ...(background ? { background } : {}) });
  const units = [
    withTokens({ id: 'db', files: [{ path: 'src/db.ts', hunks: [0, 1] }] }, ctx),
    withTokens({ id: 'util', files: [{ path: 'src/util.ts', hunks: [0] }] }, ctx),
  ];
  return { files, ctx, units, calls: buildPlan(units, lenses, ctx, 'full').calls };
}

/** A model answer with these findings (defaults filled in). */
/** The model's answer for the SQL injection on line 2 of the test change's src/db.ts. */
export const SQL_FINDING = {
  path: 'src/db.ts',
  line: 2,
  start_line: null,
  side: 'RIGHT',
  severity: 'high',
  category: 'injection',
  lens: 'security',
  title: 'SQL injection',
  body: 'id is concatenated into SQL.',
  suggestion: null,
  anchor: 'const sql = "SELECT * FROM users WHERE id = " + id;',
  confidence: 0.9,
};

export function answer(...findings: Array<Record<string, unknown>>): Partial<ModelResponse> {
  return {
    text: JSON.stringify({
      findings: findings.map((f) => ({ ...SQL_FINDING, ...f })),
    }),
  };
}

export const NONE = answer();
NONE.text = '{"findings":[]}';

/** Which unit and lens a lens-call request is about. */
export function about(request: ModelRequest): { unit: 'db' | 'util' | 'both'; lens: string } {
  const db = request.system.includes('src/db.ts');
  const util = request.system.includes('src/util.ts');
  const lens = /lens `([^`]+)`/.exec(request.messages[0]?.content ?? '')?.[1] ?? 'many';
  return { unit: db && util ? 'both' : db ? 'db' : 'util', lens };
}

/** Input for runModelReview with generous budgets; override what a test is about. */
export function reviewInput(
  model: ModelClient,
  overrides: Partial<ModelReviewInput> = {},
  fx: Fixture = fixture(),
): ModelReviewInput {
  return {
    calls: fx.calls,
    units: fx.units,
    lenses: LENSES,
    context: runContext({ clock: new ManualClock(), logger: new BufferLogger() }),
    change: { files: fx.files, workspace: new MemoryWorkspace({}), headRef: null },
    ctx: fx.ctx,
    model,
    budgets: { maxConcurrency: 4, maxInputTokens: 100_000, maxReviewTokens: 0, maxReviewSeconds: 600 },
    reflect: false,
    ...overrides,
  };
}
