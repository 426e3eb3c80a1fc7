/**
 * Shared plumbing of the reliability tests that drive the real CLI in-process against the fake model
 * servers: a clock whose sleeps end at once (so retry backoff costs no wall time), a repo fixture
 * whose change gets one lens call per lens under `--preset full`, a scripted model that answers each
 * lens with one finding pinned to a real changed line, and checks shared by every fault row.
 */
import { expect } from 'vitest';
import type { Clock } from '../../src/core/ports.js';
import { ReviewReport } from '../../src/core/types.js';
import type { RecordedRequest } from '../fakes/openai-server.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

export const API_KEY = 'sk-test-SECRET-prlens-0123456789abcdef';
export const GITHUB_TOKEN = 'ghs_prlensReliabilityToken0123456789ABCDEF';
export const SECRETS = [API_KEY, GITHUB_TOKEN] as const;

/** Wall time, except that every sleep (retry backoff, `retry-after`) returns at once and moves time on. */
export function instantClock(): Clock & { slept: number[] } {
  let offset = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => Date.now() + offset,
    sleep: (ms, signal) => {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      slept.push(ms);
      offset += ms;
      return Promise.resolve();
    },
  };
}

/** Runs `prlens` in-process with captured streams and the instant clock. */
export async function runPrlens(cwd: string, args: string[], env: Record<string, string | undefined> = {}) {
  const clock = instantClock();
  return { ...(await cli(cwd, args, env, { clock })), slept: clock.slept };
}

export const LENSES = ['security', 'correctness', 'code-health', 'tests', 'docs'] as const;
export type LensId = (typeof LENSES)[number];

/** The changed line each lens flags (verbatim, as the model must quote it). */
export const FLAGGED: Record<LensId, string> = {
  security: '  const query = `SELECT * FROM carts WHERE id = ${id}`;',
  correctness: '  if (items.length > 10) {',
  'code-health': '  for (const a of items) for (const b of items) if (a === b) count++;',
  tests: '  return total / items.length;',
  docs: 'export function cartTotal(id: string, items: number[]): number {',
};

const BEFORE = `export function cartTotal(items: number[]): number {\n  return items.reduce((a, b) => a + b, 0);\n}\n`;
const AFTER = [
  FLAGGED.docs,
  FLAGGED.security,
  '  void query;',
  '  let count = 0;',
  FLAGGED['code-health'],
  FLAGGED.correctness,
  '    return 0;',
  '  }',
  '  const total = items.reduce((a, b) => a + b, 0) + count;',
  FLAGGED.tests,
  '}',
  '',
].join('\n');

/** A repo with one commit changing `src/cart.ts`; returns the refs for `--from/--to`. */
export function cartRepo(extra: Record<string, string> = {}): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repo.write('src/cart.ts', BEFORE);
  const base = repo.commit('start');
  repo.write('src/cart.ts', AFTER);
  // A second file, so a call's unit can be split in two when an answer is cut off.
  repo.write('src/util.ts', 'export const twice = (n: number): number => n * 2;\n');
  for (const [file, text] of Object.entries(extra)) repo.write(file, text);
  const head = repo.commit('change the cart');
  return { repo, base, head };
}

export type Provider = 'openai' | 'anthropic';

/** The JSON-schema name of a request: `review_findings` for lens calls, `reflection_verdicts` for the audit. */
export function schemaName(request: RecordedRequest): string | undefined {
  return request.body?.response_format?.json_schema?.name ?? request.body?.tool_choice?.name;
}

/** The system prompt of a recorded request, for either provider. */
export function systemText(request: RecordedRequest): string {
  const system = request.body?.system;
  if (typeof system === 'string') return system;
  if (Array.isArray(system)) return system.map((b: { text: string }) => b.text).join('');
  const first = request.body?.messages?.[0];
  return first?.role === 'system' ? String(first.content) : '';
}

/** The user / assistant turns of a recorded request (without an OpenAI system message). */
export function turns(request: RecordedRequest): Array<{ role: string; content: string }> {
  const messages = (request.body?.messages ?? []) as Array<{ role: string; content: unknown }>;
  return messages
    .filter((m) => m.role !== 'system')
    .map((m) => ({
      role: m.role,
      content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content),
    }));
}

/**
 * The lenses a lens call reviews through (from its first user turn: `through the lens \`x\`` for
 * one, a `## Lens \`x\`` heading each when lens routing merged several), none for the audit.
 */
function lensesOf(request: RecordedRequest): LensId[] {
  if (schemaName(request) !== 'review_findings') return [];
  const first = turns(request)[0]?.content ?? '';
  return LENSES.filter(
    (lens) => first.includes(`through the lens \`${lens}\``) || first.includes(`## Lens \`${lens}\``),
  );
}

/** One finding for `lens`, pinned to its flagged line. */
export function findingFor(lens: LensId, over: Record<string, unknown> = {}) {
  return {
    path: 'src/cart.ts',
    line: 1,
    start_line: null,
    side: 'RIGHT',
    severity: 'high',
    category: `${lens}-issue`,
    lens,
    title: `${lens} problem`,
    body: `The ${lens} lens flags this line.`,
    suggestion: null,
    anchor: FLAGGED[lens].trim(),
    confidence: 0.9,
    ...over,
  };
}

/** Keeps every finding the audit is shown (its ids are the `### fN —` headings). */
export function keepAll(request: RecordedRequest) {
  const user = turns(request).at(-1)?.content ?? '';
  const ids = [...user.matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
  return { verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null })) };
}

/** The clean answer to any request: the lens's finding, or keep-all for the audit. */
export function cleanJson(request: RecordedRequest): unknown {
  if (schemaName(request) === 'reflection_verdicts') return keepAll(request);
  // After a split a call sees only part of the change: flag only what it was shown.
  const shown = lensesOf(request).filter((lens) => systemText(request).includes(FLAGGED[lens]));
  return { findings: shown.map((lens) => findingFor(lens)) };
}

export type FaultPoint = 'first' | 'middle' | 'reflection';

/** Whether `request` belongs to the call at `point` (retries and re-asks of it included). */
export function isAt(point: FaultPoint, request: RecordedRequest): boolean {
  if (point === 'reflection') return schemaName(request) === 'reflection_verdicts';
  // One call at a time (openai-compatible defaults to max-concurrency 1; set for anthropic too), so
  // calls go in plan order: security's first, code-health's in the middle (with the light lenses
  // when lens routing merges them into it).
  return lensesOf(request).includes(point === 'first' ? 'security' : 'code-health');
}

/**
 * A handler: the first `times` requests at `point` get `fault`, everything else the clean answer
 * (through `success`, which builds the provider's success reply from JSON).
 */
export function faultAt<Reply>(
  point: FaultPoint,
  fault: (request: RecordedRequest) => Reply,
  times: number,
  success: (json: unknown) => Reply,
) {
  let hits = 0;
  return (request: RecordedRequest): Reply => {
    if (isAt(point, request) && hits < times) {
      hits++;
      return fault(request);
    }
    return success(cleanJson(request));
  };
}

/** Every output of one run: the report is parsed from `stdout` (JSON format). */
export interface RunOutput {
  code: number;
  stdout: string;
  stderr: string;
}

/** Parses the JSON report of a run. */
export function parseReport(stdout: string) {
  return ReviewReport.parse(JSON.parse(stdout));
}

/** The titles of the findings of a report, sorted (to compare with a clean run). */
export function titles(report: { findings: Array<{ title: string }> }): string[] {
  return report.findings.map((f) => f.title).sort();
}

export const ALL_TITLES = LENSES.map((l) => `${l} problem`).sort();

/**
 * The contract of an incomplete run: exit 2, `incomplete: true`, `cause` in the warnings, and the
 * text report says incomplete and never "No findings" / "looks good".
 */
export function expectIncomplete(
  json: RunOutput,
  text: RunOutput,
  cause: RegExp,
): ReturnType<typeof parseReport> {
  expect(json.code).toBe(2);
  const report = parseReport(json.stdout);
  expect(report.incomplete).toBe(true);
  expect(report.warnings.join('\n')).toMatch(cause);
  expect(text.code).toBe(2);
  expect(text.stdout).toMatch(/INCOMPLETE/);
  expect(text.stdout).not.toMatch(/no findings|looks good/i);
  return report;
}

/** The contract of a complete run: exit 0, complete, every lens's finding present. */
export function expectComplete(json: RunOutput): ReturnType<typeof parseReport> {
  expect(json.code).toBe(0);
  const report = parseReport(json.stdout);
  expect(report.incomplete).toBe(false);
  expect(titles(report)).toEqual(ALL_TITLES);
  return report;
}

/** Fails when any secret appears in `text`. */
export function expectNoSecrets(label: string, text: string): void {
  for (const secret of SECRETS) {
    expect(text.includes(secret), `${label} contains ${secret.slice(0, 8)}…`).toBe(false);
  }
}
