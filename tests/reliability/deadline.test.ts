/**
 * Work past the deadline, against the BUILT action (dist/index.js in a child process,
 * tests/support/action.ts): synchronous work that would block the event loop (a user's regular
 * expressions that backtrack exponentially, the token count of one 150 kB line) and a PR too big
 * to read file by file (3,000 files, GITHUB_TOKEN has 1,000 requests an hour). Each run must end
 * within max-review-seconds, say what it skipped, and post what it has. The wall time of each run
 * is printed (`deadline case … s`) for the issue's record.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import { type OpenAIReply, type RecordedRequest, type ScriptedServer } from '../fakes/openai-server.js';
import type { ActionRun } from '../support/action.js';
import { BASE, TOKEN, fingerprints, readReport, review, summaries } from './github-helpers.js';
import { keepAll, schemaName } from './model-helpers.js';

const MODEL_KEY = 'sk-fake-deadline-0123456789';

/**
 * Runs the action and prints its wall time for the record. Nothing asserts it: the run's own
 * deadline (max-review-seconds) is what must hold, and a run past it reports itself incomplete.
 */
async function timed(
  label: string,
  run: () => Promise<ActionRun>,
): Promise<{ run: ActionRun; seconds: number }> {
  const start = performance.now();
  const result = await run();
  const seconds = (performance.now() - start) / 1000;
  console.log(`deadline case "${label}": ${seconds.toFixed(1)} s (exit ${result.code})`);
  return { run: result, seconds };
}

describe('work past the deadline (the built action, dist/index.js)', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  let model: ScriptedServer<OpenAIReply>;
  let lensAnswer: (request: RecordedRequest) => unknown = () => ({ findings: [] });
  /** The deep agent's turns (requests with tools and no JSON schema); none unless a test sets it. */
  let agentTurn: ((request: RecordedRequest) => OpenAIReply) | null = null;
  beforeEach(() => {
    model = s.openai;
    model.setHandler((request): OpenAIReply => {
      if (schemaName(request) === 'reflection_verdicts') return { kind: 'success', json: keepAll(request) };
      if (agentTurn && request.body?.tools && !request.body?.response_format) return agentTurn(request);
      return { kind: 'success', json: lensAnswer(request) };
    });
  });
  const modelInputs = () => ({ 'api-key': MODEL_KEY, 'base-url': model.url, model: 'm' });

  it('deadline: finding-rules titles ((a+))+$, (a|a?)+$ and (\\w|\\w?)+$ on 26-character titles, max-review-seconds 30 → complete within the run’s deadline, every rule applied', async () => {
    fake = await s.github({ token: TOKEN });
    // Each rule is tried on one finding (the category narrows it), so each pattern runs once.
    const rules = [
      ['c0', '((a+))+$'],
      ['c1', '(a|a?)+$'],
      ['c2', '(\\w|\\w?)+$'],
    ];
    const config = `finding-rules:\n${rules
      .map(
        ([category, title]) => `  - match: { category: ${category}, title: '${title}' }\n    action: drop\n`,
      )
      .join('')}`;
    const lines = ['export function f(a: number): number {', '  return a + 1;', '}', ''];
    const pull = fake.state.createPullRequest({
      base: { ...BASE, '.github/prlens.yml': config },
      head: { 'src/f.ts': lines.join('\n') },
    });
    // 25 letters then a stop: on a backtracking engine each test runs for seconds to minutes.
    const title = `${'a'.repeat(25)}!`;
    lensAnswer = () => ({
      findings: rules.map(([category], i) => ({
        path: 'src/f.ts',
        line: i + 1,
        start_line: null,
        side: 'RIGHT',
        severity: 'high',
        category,
        lens: 'correctness',
        title,
        body: 'A finding whose title the repository’s rules inspect.',
        suggestion: null,
        anchor: lines[i]!.trim(),
        confidence: 0.9,
      })),
    });
    const { run } = await timed('three regexes, max-review-seconds 30', () =>
      review(fake, pull, {
        built: true,
        inputs: { ...modelInputs(), 'max-review-seconds': '30', reflect: 'false' },
      }),
    );
    expect(run.code, run.stdout).toBe(0);
    const report = readReport(run);
    expect(report.incomplete).toBe(false);
    // ((a+))+$ needs the a's at the end: no match, c0 kept; the other two match (empty at the end).
    expect(report.findings.map((f) => f.category)).toEqual(['c0']);
    expect(report.warnings).toEqual(
      expect.arrayContaining(['finding-rules[1]: dropped 1 finding', 'finding-rules[2]: dropped 1 finding']),
    );
  });

  it('deadline: the deep agent’s code_search with ((a+))+$, (a|a?)+$ and (\\w|\\w?)+$ over a line of 28 characters, max-review-seconds 30 → complete within the run’s deadline, every search answered', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      // The tarball the search runs over holds the line each pattern backtracks on.
      base: { ...BASE, 'src/names.ts': `export const NAME = 1; // ${'a'.repeat(27)}!\n${'a'.repeat(27)}!\n` },
      head: { 'src/f.ts': 'export function f(a: number): number {\n  return a + 1;\n}\n' },
    });
    const patterns = ['((a+))+$', '(a|a?)+$', '(\\w|\\w?)+$'];
    const results: string[] = [];
    agentTurn = (request) => {
      const answered = (request.body.messages as Array<{ role: string; content: string }>).filter(
        (m) => m.role === 'tool',
      );
      const next = patterns[answered.length];
      if (answered.length > 0) results[answered.length - 1] = answered.at(-1)!.content;
      return {
        kind: 'tool_calls',
        calls: [
          next
            ? { name: 'code_search', arguments: { query: next, regex: true } }
            : { name: 'task_done', arguments: {} },
        ],
      };
    };
    try {
      const { run } = await timed('deep code_search, three regexes, max-review-seconds 30', () =>
        review(fake, pull, {
          built: true,
          inputs: { ...modelInputs(), preset: 'deep', reflect: 'false', 'max-review-seconds': '30' },
        }),
      );
      expect(run.code, run.stdout).toBe(0);
      expect(readReport(run).incomplete).toBe(false);
      // Each search ran to its answer: ((a+))+$ finds no line ending in a's, the other two match every line.
      expect(results).toHaveLength(3);
      expect(results[0]).toMatch(/no match/);
      expect(results[1]).toMatch(/src\/names\.ts:2:/);
      expect(results[2]).toMatch(/src\/names\.ts:2:/);
    } finally {
      agentTurn = null;
    }
  });

  it('deadline: one 150 kB line in the diff with a model, max-review-seconds 60 → complete within the run’s deadline, the line reviewed, findings posted', async () => {
    fake = await s.github({ token: TOKEN });
    const fixture = `export const FIXTURE = "${'x'.repeat(150_000)}";`;
    const head = ['export function run(input: string): unknown {', '  return eval(input);', '}', fixture, ''];
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/fixture.ts': head.join('\n') } });
    lensAnswer = (request) => ({
      // The model saw the whole line: it flags it (the prompt of this call holds it).
      findings: JSON.stringify(request.body).includes('x'.repeat(150_000))
        ? [
            {
              path: 'src/fixture.ts',
              line: 4,
              start_line: null,
              side: 'RIGHT',
              severity: 'medium',
              category: 'size',
              lens: 'code-health',
              title: 'A 150 kB literal in source',
              body: 'Load it from a file instead.',
              suggestion: null,
              anchor: fixture,
              confidence: 0.9,
            },
          ]
        : [],
    });
    const { run } = await timed('150 kB line, max-review-seconds 60', () =>
      review(fake, pull, { built: true, inputs: { ...modelInputs(), 'max-review-seconds': '60' } }),
    );
    expect(run.code, run.stdout).toBe(0);
    const report = readReport(run);
    expect(report.incomplete).toBe(false);
    expect(report.findings.map((f) => f.title)).toContain('A 150 kB literal in source');
    expect(fingerprints(fake).length).toBeGreaterThan(0);
  });

  it('deadline: a 3,000-file PR → at most 300 contents reads, incomplete, the unread files named, findings of what was read posted', async () => {
    fake = await s.github({ token: TOKEN });
    const files: Record<string, string> = {};
    for (let i = 0; i < 3_000; i++) {
      files[`src/m${String(i).padStart(4, '0')}.ts`] =
        `export function f${i}(input: string): unknown {\n  return eval(input);\n}\n`;
    }
    const pull = fake.state.createPullRequest({ base: BASE, head: files });
    const { run } = await timed('3,000 files', () =>
      review(fake, pull, { built: true, inputs: { 'max-review-seconds': '120', 'max-comments': '20' } }),
    );
    const contents = fake.requests.filter((r) => r.operation === 'repos/get-content');
    const readPaths = contents
      .map((r) => decodeURIComponent(r.path).split('/contents/')[1] ?? '')
      .filter((path) => path.startsWith('src/m'));
    const reads = readPaths.length;
    console.log(
      `3,000 files: ${reads} file reads, ${contents.length} contents reads, ${fake.requests.length} requests in all`,
    );
    const twice = readPaths.filter((path, i) => readPaths.indexOf(path) !== i);
    expect(reads, `files read more than once (a retried read): ${twice.join(', ') || 'none'}`).toBe(300);
    // The rest is the repo config and instructions on the base branch, not one per file.
    expect(contents.length - reads).toBeLessThanOrEqual(5);
    const report = readReport(run);
    expect(report.incomplete).toBe(true);
    expect(run.code).toBe(1); // an incomplete review never passes
    expect(run.outputs.incomplete).toBe('true');
    expect(report.warnings.join('\n')).toMatch(
      /2700 file\(s\) not read, so they were not reviewed: 2700 past the budget of 300 file reads/,
    );
    expect(report.excluded_files.filter((f) => f.reason.startsWith('not read'))).toHaveLength(2_700);
    // What was read was reviewed and posted: inline comments, and the summary says what is missing.
    // A miss names the files read without a finding and every warning of the run (a read that came
    // back as nothing is one: "could not read …", "static rules did not check …").
    const found = new Set(report.findings.map((f) => f.path));
    const unfound = readPaths.filter((path) => !found.has(path));
    expect(
      report.findings.length,
      `files read without a finding: ${unfound.join(', ') || 'none'}; the run's warnings:\n${report.warnings.join('\n')}`,
    ).toBe(300);
    expect(fingerprints(fake)).toHaveLength(20);
    const summary = summaries(fake)[0]!.body;
    expect(summary).toMatch(/Incomplete review/);
    expect(summary).toMatch(/not read/);
  });
});
