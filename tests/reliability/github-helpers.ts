/**
 * Shared pieces of the GitHub reliability scenarios: PR fixtures that the static rules flag (no model,
 * so runs stay fast), one call that runs the action on a PR of the fake (in-process, or the built bundle), readers for what landed
 * on the fake, the "nothing is lost" check against the JSON report, and a loopback proxy that can
 * rewrite requests on their way to the fake (GitHub disagreeing with our line index).
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { runAction, runBuiltAction, type ActionRun } from '../support/action.js';
import { webhookPayload, type FakeGitHub, type PullRequestRecord } from '../fakes/github/index.js';
export { startProxy } from '../fakes/github/proxy.js';

export { TOKEN } from '../support/action.js';

export const BASE = { 'src/app.ts': 'export const version = 1;\n' };

/** Five static findings at medium or above (eval, exec, new Function, NaN, debugger). */
export const FLAGGED_TS = [
  "import { execSync } from 'node:child_process';",
  '',
  'export function run(input: string): unknown {',
  '  return eval(input);',
  '}',
  '',
  'export function list(dir: string): string {',
  '  return execSync(`ls ${dir}`).toString();',
  '}',
  '',
  'export function compile(src: string): unknown {',
  '  return new Function(src);',
  '}',
  '',
  'export function bad(x: number): boolean {',
  '  return x === NaN;',
  '}',
  '',
  'export function stop(): void {',
  '  debugger;',
  '}',
  '',
  'export function quiet(f: () => void): void {',
  '  try {',
  '    f();',
  '  } catch (e) {}',
  '}',
  '',
].join('\n');

/** Two static findings (eval, exec). */
export const SMALL_TS = FLAGGED_TS.split('\n').slice(0, 10).join('\n') + '\n';

export const summaries = (fake: FakeGitHub) =>
  fake.state.issueComments.filter((c) => c.body.startsWith('<!-- prlens:summary'));
export const submitted = (fake: FakeGitHub) => fake.state.reviews.filter((r) => r.state !== 'PENDING');
/** Fingerprints of our root review comments (replies carry none). */
export const fingerprints = (fake: FakeGitHub): string[] =>
  fake.state.reviewComments
    .filter((c) => c.inReplyToId === undefined)
    .map((c) => /<!-- prlens:fp=(\S+) -->/.exec(c.body)?.[1])
    .filter((fp): fp is string => fp !== undefined);
/** REST writes and GraphQL mutations the action sent. */
export const writes = (fake: FakeGitHub) =>
  fake.requests.filter((r) =>
    r.kind === 'rest' ? r.method !== 'GET' : /^\s*mutation\b/.test(String(r.body?.query ?? '')),
  );

export type Event = 'pull_request.opened' | 'pull_request.synchronize';

/** Runs the action on `pull` for a pull_request event, static rules only unless inputs say otherwise. */
export function review(
  fake: FakeGitHub,
  pull: PullRequestRecord,
  options: {
    event?: Event;
    before?: string;
    inputs?: Record<string, string>;
    payload?: unknown;
    apiUrl?: string;
    /** Run the built dist/index.js in a child process (the real stdout and stderr) instead of in-process. */
    built?: boolean;
  } = {},
): Promise<ActionRun> {
  const payload =
    options.payload ??
    webhookPayload(options.event ?? 'pull_request.opened', {
      pull,
      apiUrl: fake.apiUrl,
      ...(options.before ? { before: options.before } : {}),
    });
  return (options.built ? runBuiltAction : runAction)({
    fake: { apiUrl: options.apiUrl ?? fake.apiUrl, graphqlUrl: fake.graphqlUrl },
    eventName: 'pull_request',
    payload,
    inputs: options.inputs ?? {},
  });
}

/** The JSON report the run wrote to RUNNER_TEMP (outputs.report). */
export function readReport(run: ActionRun): ReviewReport {
  expect(run.outputs.report, `no report output; stdout:\n${run.stdout}`).toMatch(/prlens-report\.json$/);
  return ReviewReport.parse(JSON.parse(readFileSync(run.outputs.report!, 'utf8')));
}

/**
 * Every finding of the report ends inline (its fingerprint on a review comment), or by title in a
 * review body, the summary comment or the job summary. Returns how many landed inline.
 */
export function expectNothingLost(fake: FakeGitHub, run: ActionRun): { inline: number; total: number } {
  const report = readReport(run);
  const inline = new Set(fingerprints(fake));
  const text = [
    ...submitted(fake).map((r) => r.body ?? ''),
    ...summaries(fake).map((c) => c.body),
    run.jobSummary,
  ].join('\n');
  const all = [...report.findings, ...report.unanchored];
  const lost = all.filter((f) => !inline.has(f.fingerprint) && !text.includes(f.title));
  expect(lost.map((f) => `${f.path}:${f.line} ${f.title}`)).toEqual([]);
  return { inline: all.filter((f) => inline.has(f.fingerprint)).length, total: all.length };
}
