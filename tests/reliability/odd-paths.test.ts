/**
 * Legal git file names that look like a Windows drive or a parent path (`C:notes.md`,
 * `docs/..\..\notes.md`) in a PR's own file list, through the action on the fake GitHub: they are
 * repository paths, read over the contents API URL-encoded, so the run completes and the real
 * finding is posted. With a model every changed file's contents are read; without one only files
 * the static rules cover, so the static case uses `.ts` names of the same shapes.
 */
import { describe, expect, it } from 'vitest';
import type { ReviewReport } from '../../src/core/types.js';
import type { FakeGitHub, PullRequestRecord } from '../fakes/github/index.js';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { useScenario } from '../support/scenario.js';
import { BASE, SMALL_TS, TOKEN, fingerprints, readReport, review } from './github-helpers.js';
import { keepAll, schemaName } from './model-helpers.js';

const MODEL_KEY = 'sk-fake-odd-paths-0123456789abcdef';
const ODD_MD = ['C:notes.md', 'docs/..\\..\\notes.md'];
const ODD_TS = ['C:notes.ts', 'docs/..\\..\\notes.ts'];
/** What the odd `.ts` files hold: an eval of input, which the static rules flag. */
const ODD_SOURCE = 'export function notes(input: string): unknown {\n  return eval(input);\n}\n';

/** A PR of the fake with SMALL_TS (static findings) and `odd` files beside it. */
function oddPull(fake: FakeGitHub, odd: readonly string[], text: string): PullRequestRecord {
  const head: Record<string, string> = { 'src/small.ts': SMALL_TS };
  for (const p of odd) head[p] = text;
  return fake.state.createPullRequest({ base: BASE, head });
}

/** Each odd file is either reviewed or excluded with a reason, never dropped silently. */
function expectAccountedFor(report: ReviewReport, odd: readonly string[]): void {
  let reviewed = 1; // src/small.ts
  for (const p of odd) {
    const excluded = report.excluded_files.find((e) => e.path === p);
    if (excluded) expect(excluded.reason, p).not.toBe('');
    else reviewed++;
  }
  expect(report.stats.files_reviewed).toBe(reviewed);
}

/** The model flags eval in src/small.ts; reflection keeps it. */
function model(request: RecordedRequest): OpenAIReply {
  if (schemaName(request) === 'reflection_verdicts') return { kind: 'success', json: keepAll(request) };
  const user = JSON.stringify(request.body?.messages ?? []);
  const findings = user.includes('return eval(input);')
    ? [
        {
          path: 'src/small.ts',
          line: 4,
          start_line: null,
          side: 'RIGHT',
          severity: 'high',
          category: 'injection',
          lens: 'security',
          title: 'eval of input',
          body: 'Runs any code the caller passes.',
          suggestion: null,
          anchor: '  return eval(input);',
          confidence: 0.9,
        },
      ]
    : [];
  return { kind: 'success', json: { findings } };
}

describe('odd file names in a PR (the action against the fake GitHub)', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });

  it('paths: a PR with C:notes.md and docs/..\\..\\notes.md beside a flagged file, with a model → run completes, finding posted, odd files reviewed', async () => {
    const fake = await s.github({ token: TOKEN });
    s.openai.setHandler(model);
    const pull = oddPull(fake, ODD_MD, '# notes\n\nSee the changelog.\n');
    const inputs = { 'api-key': MODEL_KEY, 'base-url': s.openai.url, model: 'm' };
    const run = await review(fake, pull, { inputs });
    expect(run.stdout).not.toMatch(/refusing to read/);
    expect(run.code, run.stdout).toBe(0);
    const report = readReport(run);
    // The model's finding merged into the rule's js-eval finding: the rule leads, the model's words follow.
    expect(report.findings.map((f) => f.body).join('\n')).toContain('Runs any code the caller passes.');
    expect(fingerprints(fake).length).toBeGreaterThan(0);
    expectAccountedFor(report, ODD_MD);
    // The odd files' contents reached the model: they were read, not skipped.
    const sent = JSON.stringify(s.openai.requests.map((r) => r.body));
    expect(sent).toContain('See the changelog.');
  });

  it('paths: a PR with C:notes.ts and docs/..\\..\\notes.ts beside a flagged file, static rules only → run completes, findings posted, odd files reviewed', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = oddPull(fake, ODD_TS, ODD_SOURCE);
    const run = await review(fake, pull);
    expect(run.stdout).not.toMatch(/refusing to read/);
    expect(run.code, run.stdout).toBe(0);
    const report = readReport(run);
    expect(report.findings.map((f) => f.path)).toContain('src/small.ts');
    // The odd files were read and ruled on like any other: eval in each is found.
    for (const p of ODD_TS) expect(report.findings.map((f) => f.path)).toContain(p);
    expect(fingerprints(fake).length).toBeGreaterThan(0);
    expectAccountedFor(report, ODD_TS);
  });

  it('paths: the built action (dist/index.js) on a PR with C:notes.ts beside a flagged file → run completes, findings posted', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = oddPull(fake, ODD_TS, ODD_SOURCE);
    const run = await review(fake, pull, { built: true });
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/refusing to read/);
    expect(run.code, run.stdout).toBe(0);
    const report = readReport(run);
    for (const p of ['src/small.ts', ...ODD_TS]) expect(report.findings.map((f) => f.path)).toContain(p);
    expect(fingerprints(fake).length).toBeGreaterThan(0);
  });
});
