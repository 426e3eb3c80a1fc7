/**
 * The merge gate against a push that does not touch the flagged file, through the BUILT action
 * (dist/index.js in a child process) on the fake GitHub, static rules only. An incremental review
 * reads only the files changed since the last complete review; the gate must still count the
 * finding that review did not look at again, at the severity it was recorded with, until a review
 * of its file no longer finds it.
 */
import { describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import type { FakeGitHub } from '../fakes/github/index.js';
import { gate } from '../fakes/github/routes-gate.js';
import { TOKEN, fingerprints, readReport, review, summaries } from './github-helpers.js';

const BASE = {
  'src/run.ts': 'export function run(input: string): unknown {\n  return JSON.parse(input);\n}\n',
};
const EVAL = 'export function run(input: string): unknown {\n  return eval(input);\n}\n';
const INPUTS = { 'check-run': 'true', 'fail-on': 'high' };

describe('the gate over pushes (the built action, then in-process, against the fake GitHub)', () => {
  const s = useScenario();
  let fake: FakeGitHub;

  it('gate: push that skips the flagged file → still fails', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': EVAL } });
    const checks = () => gate(fake.state).checkRuns;
    const threads = () => fake.state.threadsOf(pull);

    const first = await review(fake, pull, { built: true, inputs: INPUTS });
    expect(first.code, first.stdout).toBe(1);
    expect(readReport(first).findings.map((f) => [f.path, f.severity])).toEqual([['src/run.ts', 'high']]);
    const [fp] = fingerprints(fake);
    expect(checks().map((c) => c.conclusion)).toEqual(['failure']);
    expect(first.outputs.findings).toBe('1');

    // A push that only adds a note: the incremental review reads docs/notes.md and nothing else.
    let before = pull.headSha;
    fake.state.push(pull.number, { 'docs/notes.md': '# Notes\n' });
    const skip = await review(fake, pull, {
      built: true,
      event: 'pull_request.synchronize',
      before,
      inputs: INPUTS,
    });
    expect(skip.stdout).toMatch(/incremental review: 1 of 2 file/);
    expect(readReport(skip).findings).toEqual([]);
    expect(skip.code, skip.stdout).toBe(1);
    expect(skip.stdout).toMatch(/::error::1 finding at severity high or above/);
    expect(skip.outputs).toMatchObject({ findings: '1', incomplete: 'false' });
    const held = checks().at(-1)!;
    expect(held).toMatchObject({ headSha: pull.headSha, conclusion: 'failure' });
    expect(held.title).toBe('1 finding, at least one at high or above');
    expect(held.text).toContain('**high** `src/run.ts:2`');
    expect(held.text).toContain(fp);
    expect(threads().every((t) => !t.isResolved)).toBe(true);

    // A push that fixes the flagged line: its file is reviewed again, the finding is gone.
    before = pull.headSha;
    fake.state.push(pull.number, { 'src/run.ts': BASE['src/run.ts'] });
    const fixed = await review(fake, pull, {
      built: true,
      event: 'pull_request.synchronize',
      before,
      inputs: INPUTS,
    });
    expect(fixed.code, fixed.stdout).toBe(0);
    expect(fixed.outputs).toMatchObject({ findings: '0', incomplete: 'false' });
    expect(checks().at(-1)).toMatchObject({
      headSha: pull.headSha,
      conclusion: 'success',
      title: 'No findings',
    });
    expect(threads().map((t) => t.isResolved)).toEqual([true]);
    expect(summaries(fake)).toHaveLength(1);
    expect(fingerprints(fake)).toHaveLength(1);
  });

  it('gate: thread resolved by hand, then a push that skips the flagged file → still fails, finding not posted again', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': EVAL } });
    const first = await review(fake, pull, { inputs: INPUTS });
    expect(first.code, first.stdout).toBe(1);
    // The PR's author resolves the thread without fixing the line (GitHub lets an author resolve
    // the conversations of their own PR): https://docs.github.com/en/graphql/reference/mutations#resolvereviewthread
    const [thread] = fake.state.threadsOf(pull);
    thread!.isResolved = true;
    thread!.resolvedBy = pull.author;

    const before = pull.headSha;
    fake.state.push(pull.number, { 'docs/notes.md': '# Notes\n' });
    const skip = await review(fake, pull, { event: 'pull_request.synchronize', before, inputs: INPUTS });
    expect(skip.code, skip.stdout).toBe(1);
    expect(skip.outputs.findings).toBe('1');
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({
      headSha: pull.headSha,
      conclusion: 'failure',
    });
  });

  it('gate: push that makes the flagged file too large to review → still fails, thread stays open', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': EVAL } });
    const inputs = { ...INPUTS, 'max-file-changed-lines': '20' };
    const first = await review(fake, pull, { inputs });
    expect(first.code, first.stdout).toBe(1);

    // The flagged line stays; thirty lines of padding push the file past the size limit, so the
    // review leaves it out. Left out is not reviewed: its finding is still open.
    const before = pull.headSha;
    const padding = Array.from({ length: 30 }, (_, i) => `export const pad${i} = ${i};`).join('\n');
    fake.state.push(pull.number, { 'src/run.ts': `${EVAL}${padding}\n` });
    const big = await review(fake, pull, { event: 'pull_request.synchronize', before, inputs });
    const report = readReport(big);
    expect(report.excluded_files.map((f) => f.path)).toEqual(['src/run.ts']);
    expect(report.excluded_files[0]!.reason).toMatch(/^too large/);
    expect(report.findings).toEqual([]);
    expect(big.code, big.stdout).toBe(1);
    expect(big.outputs.findings).toBe('1');
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({
      headSha: pull.headSha,
      conclusion: 'failure',
    });
    expect(fake.state.threadsOf(pull).map((t) => t.isResolved)).toEqual([false]);
  });

  it('gate: push that marks the flagged file generated → still fails, the file reviewed', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { 'src/run.ts': EVAL } });
    const first = await review(fake, pull, { inputs: INPUTS });
    expect(first.code, first.stdout).toBe(1);

    const before = pull.headSha;
    fake.state.push(pull.number, { 'src/run.ts': `// @generated by hand\n${EVAL}` });
    const marked = await review(fake, pull, { event: 'pull_request.synchronize', before, inputs: INPUTS });
    // The header is the PR's own: the base has src/run.ts without one, so the file is reviewed.
    const report = readReport(marked);
    expect(report.excluded_files).toEqual([]);
    expect(report.findings.map((f) => [f.path, f.rule])).toEqual([['src/run.ts', 'js-eval']]);
    expect(report.stats.looked_generated).toEqual([
      { path: 'src/run.ts', looked: 'generated (`@generated` header)', reason: 'source at the base' },
    ]);
    expect(marked.code, marked.stdout).toBe(1);
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({ conclusion: 'failure' });
  });

  it('gate: push that deletes the flagged file → passes', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: BASE,
      head: { 'src/run.ts': EVAL, 'src/other.ts': 'export const other = 1;\n' },
    });
    const first = await review(fake, pull, { inputs: INPUTS });
    expect(first.code, first.stdout).toBe(1);

    const before = pull.headSha;
    fake.state.push(pull.number, { 'src/run.ts': null });
    const gone = await review(fake, pull, { event: 'pull_request.synchronize', before, inputs: INPUTS });
    expect(gone.code, gone.stdout).toBe(0);
    expect(gate(fake.state).checkRuns.at(-1)).toMatchObject({ conclusion: 'success' });
  });
});
