/**
 * The pull requests of past review-quality defects, and what the scripted model says about
 * them: shared by the end-to-end test (review-quality-e2e.test.ts) and by the duplicate-comment
 * figure (bench/duplicate-comments.ts).
 */
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';

type Tree = Record<string, string>;

/** `count` files in two folders, each with one line changed: reviewed as one `fast` call (defect 2). */
export function manyOneLineFiles(count = 12): { base: Tree; head: Tree } {
  const base: Tree = {};
  const head: Tree = {};
  for (let i = 0; i < count; i++) {
    const path = `${i % 2 === 0 ? 'src' : 'lib'}/mod${i}.ts`;
    base[path] = `export function f${i}(x: number): number {\n  return x;\n}\n`;
    head[path] = `export function f${i}(x: number): number {\n  return x + ${i};\n}\n`;
  }
  return { base, head };
}

const TALLY_HEAD_LINES = [
  "import { count, log, check } from './helpers.js';",
  '',
  'const seen = new Set();',
  '',
  '/** Keys seen by any tally so far. */',
  'export function seenKeys() {',
  '\treturn [...seen];',
  '}',
  '',
  '/** Forgets every key seen so far. */',
  'export function reset() {',
  '\tseen.clear();',
  '}',
  '',
  '/**',
  ' * Counts the items of each key.',
  ' */',
  'export function tally(items, keys) {',
  '\tconst results = {};',
];

/**
 * Code moved into a closure (defect 3): git shows `\t\tresults[k] = n;` deleted at old line 22 and
 * `\t\t\tresults[k] = n;` added at new line 27.
 */
export const TALLY = {
  path: 'src/tally.js',
  base: [
    ...TALLY_HEAD_LINES,
    '\tfor (const k of keys) {',
    '\t\tconst n = count(items, k);',
    '\t\tresults[k] = n;',
    '\t}',
    '\treturn results;',
    '}',
    '',
  ].join('\n'),
  head: [
    ...TALLY_HEAD_LINES,
    '\tconst queue = [];',
    '\tfor (const k of keys) {',
    '\t\tconst n = count(items, k);',
    '\t\tqueue.push(() => {',
    '\t\t\tlog(k, n);',
    '\t\t\tcheck(n);',
    '\t\t\tseen.add(k);',
    '\t\t\tresults[k] = n;',
    '\t\t});',
    '\t}',
    '\tfor (const job of queue) job();',
    '\treturn results;',
    '}',
    '',
  ].join('\n'),
  /** Where the flagged (added) line is. */
  added: { line: 27, side: 'RIGHT' as const },
  /** The deleted copy, three lines nearer the model's claim in raw numbers. */
  deleted: { line: 22, side: 'LEFT' as const },
};

/** The model quotes the added line with its marker, names RIGHT and is three lines off. */
const TALLY_FINDING = {
  path: TALLY.path,
  line: 24,
  start_line: null,
  side: 'RIGHT',
  severity: 'high',
  category: 'correctness',
  lens: 'correctness',
  title: 'results[k] is only set once the queued job runs',
  body: 'A caller reading `results` before the queue is drained sees no key.',
  suggestion: null,
  anchor: '+\t\t\tresults[k] = n;',
  confidence: 0.8,
};

/** One file where a static rule and the model flag the same problems (defect 4). */
export const SHELL = {
  path: 'src/shell.ts',
  base: 'export const version = 1;\n',
  head: [
    "import { execSync } from 'node:child_process';",
    '',
    'export function list(dir: string): string {',
    '  return execSync(`ls ${dir}`).toString();',
    '}',
    '',
    'export function run(input: string): unknown {',
    '  const parsed = eval(input);',
    '  return parsed;',
    '}',
    // A route passes the request's value: the rule keeps its critical grade (issue 45 point 5).
    "app.get('/ls', (req, res) => res.send(list(String(req.query.dir))));",
    '',
  ].join('\n'),
  /** `execSync` with an interpolated command: rule js-exec-interpolated, and two model findings. */
  execLine: 4,
  /** `eval(input)`: rule js-eval, and a model range over it and the next line. */
  evalLine: 8,
};

const shellBase = { path: SHELL.path, side: 'RIGHT', suggestion: null, confidence: 0.85 };
const SHELL_FINDINGS = [
  // Same line, same problem as the static rule: one comment.
  {
    ...shellBase,
    line: SHELL.execLine,
    start_line: null,
    severity: 'high',
    category: 'command-injection',
    lens: 'security',
    title: 'Command injection through dir',
    body: '`dir` is spliced into a shell command; a name like `; rm -rf ~` runs.',
    anchor: 'return execSync(`ls ${dir}`).toString();',
  },
  // Same line, a different problem: its own comment.
  {
    ...shellBase,
    line: SHELL.execLine,
    start_line: null,
    severity: 'medium',
    category: 'error-handling',
    lens: 'correctness',
    title: 'list() throws when ls exits non-zero',
    body: 'execSync throws on a missing directory; callers expect a string.',
    anchor: 'return execSync(`ls ${dir}`).toString();',
  },
  // A range N..N+1 beside the static finding on N: one comment.
  {
    ...shellBase,
    line: SHELL.evalLine + 1,
    start_line: SHELL.evalLine,
    severity: 'critical',
    category: 'code-injection',
    lens: 'security',
    title: 'eval runs the request body as code',
    body: 'Anyone who controls `input` runs code in this process. Use JSON.parse.',
    anchor: 'return parsed;',
  },
];

/** The scripted model: the findings above for the files a lens call shows, keep on every audit. */
export function qualityModelAnswer(request: RecordedRequest): OpenAIReply {
  const name = request.body?.response_format?.json_schema?.name;
  const messages = (request.body?.messages ?? []) as Array<{ content?: string | null }>;
  if (name === 'reflection_verdicts') {
    const user = messages.at(-1)?.content ?? '';
    const ids = [...user.matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
    return {
      kind: 'success',
      json: { verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null })) },
    };
  }
  const system = messages[0]?.content ?? '';
  const lenses = [...(messages[1]?.content ?? '').matchAll(/## Lens `([^`]+)`/g)].map((m) => m[1]);
  const findings = [
    ...(system.includes(`FILE ${TALLY.path}`) ? [TALLY_FINDING] : []),
    ...(system.includes(`FILE ${SHELL.path}`) ? SHELL_FINDINGS : []),
  ].filter((f) => lenses.includes(f.lens));
  return { kind: 'success', json: { findings } };
}
