/**
 * The real-PR eval end to end on synthetic data (no snapshot of a real repository is needed): a bare git
 * mirror made here holds a base, a PR and a later fix; the runner rebuilds the case from it, prlens reviews
 * it against the fake OpenAI server, the judge's request is written, a verdict is answered and the scorer
 * reads it back. A case whose snapshot is absent is reported as missing, never reviewed, and keeps the
 * score incomplete. The rebuilt repository does not reach the fix: the model never sees it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealPrCase } from '../../evals/real-prs/cases.js';
import type { JudgeRequest } from '../../evals/real-prs/judge.js';
import { parseSettings } from '../../evals/real-prs/main.js';
import { runRealPrs } from '../../evals/real-prs/run-cases.js';
import { scoreRun } from '../../evals/real-prs/score-run.js';
import { checkoutCase, goldenProblems } from '../../evals/real-prs/snapshot.js';
import {
  startFakeOpenAI,
  type OpenAIReply,
  type RecordedRequest,
  type ScriptedServer,
} from '../fakes/openai-server.js';

const BASE = 'package calc\n\n// Mean returns the average of xs.\nfunc Mean(xs []int) int {\n\treturn 0\n}\n';
const HEAD =
  'package calc\n\n// Mean returns the average of xs.\nfunc Mean(xs []int) int {\n\tsum := 0\n\tfor _, x := range xs {\n\t\tsum += x\n\t}\n\treturn sum / len(xs)\n}\n';
const FIXED = HEAD.replace(
  '\treturn sum / len(xs)',
  '\tif len(xs) == 0 {\n\t\treturn 0\n\t}\n\treturn sum / len(xs)',
);

const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

/** A bare mirror at mirrors/owner+calc/repo with base, PR (head) and fix commits; returns their SHAs. */
function makeMirror(mirrors: string) {
  const work = tempDir('prlens-real-pr-src-');
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'commit.gpgsign=false', ...args],
      {
        cwd: work,
        encoding: 'utf8',
      },
    ).trim();
  const commit = (text: string, message: string) => {
    writeFileSync(path.join(work, 'calc.go'), text);
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  git('init', '-q', '-b', 'main');
  const base = commit(BASE, 'start');
  const head = commit(HEAD, 'Compute the mean (#7)');
  const fix = commit(FIXED, 'FIXMARKER: guard the empty slice in Mean, a crash introduced in #7');
  mkdirSync(path.join(mirrors, 'owner+calc'), { recursive: true });
  execFileSync('git', ['clone', '-q', '--bare', work, path.join(mirrors, 'owner+calc', 'repo')]);
  return { base, head, fix };
}

function cases(shas: { base: string; head: string; fix: string }): RealPrCase[] {
  const common = {
    repo: 'owner/calc',
    language: 'go' as const,
    pr: 7,
    url: 'https://github.com/owner/calc/pull/7',
  };
  return [
    {
      ...common,
      id: 'go-calc-7',
      title: 'Compute the mean (#7)',
      body: '',
      base: shas.base,
      head: shas.head,
      fix: { sha: shas.fix, subject: 'guard the empty slice' },
      golden: [
        {
          comment: 'Mean divides by len(xs), which panics on an empty slice.',
          severity: 'High',
          file: 'calc.go',
          lines: [9, 9],
        },
      ],
    },
    {
      ...common,
      id: 'go-calc-clean',
      title: 'Compute the mean (#7)',
      body: '',
      base: shas.base,
      head: shas.head,
      clean: 'synthetic',
      golden: [],
    },
    {
      ...common,
      id: 'go-absent-1',
      repo: 'owner/absent',
      title: 't',
      body: '',
      base: shas.base,
      head: shas.head,
      clean: 'synthetic',
      golden: [],
    },
  ];
}

const finding = (line: number, title: string, anchor: string) => ({
  path: 'calc.go',
  line,
  start_line: null,
  side: 'RIGHT',
  severity: 'high',
  category: 'crash',
  lens: 'correctness',
  title,
  body: `${title}.`,
  suggestion: null,
  anchor,
  confidence: 0.9,
});

function scripted(request: RecordedRequest): OpenAIReply {
  const name = request.body?.response_format?.json_schema?.name as string | undefined;
  if (name !== 'review_findings')
    return { kind: 'success', json: name === 'reflection_verdicts' ? { verdicts: [] } : { findings: [] } };
  const findings = [
    finding(9, 'Division by zero on an empty slice', '\treturn sum / len(xs)'),
    finding(5, 'Sum may overflow int', '\tsum := 0'),
  ];
  return { kind: 'success', json: { findings } };
}

describe('npm run eval:real-prs', () => {
  let server: ScriptedServer<OpenAIReply> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('rebuilds only the base and the head: the fix is unreachable from the case repository', () => {
    const mirrors = tempDir('prlens-mirrors-');
    const [c] = cases(makeMirror(mirrors));
    const checkout = checkoutCase(c!, mirrors);
    try {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: checkout.root, encoding: 'utf8' });
      expect(git('rev-list', '--all').trim().split('\n')).toEqual([checkout.head, checkout.base]);
      expect(git('log', '--all', '--format=%B')).not.toContain('FIXMARKER');
      expect(readFileSync(path.join(checkout.root, 'calc.go'), 'utf8')).toBe(HEAD);
    } finally {
      checkout.remove();
    }
    expect(existsSync(checkout.root)).toBe(false);
  });

  it('names a golden comment whose file is not in the head or whose lines run past its end', () => {
    const mirrors = tempDir('prlens-mirrors-');
    const [c] = cases(makeMirror(mirrors));
    const g = c!.golden[0]!;
    expect(goldenProblems(c!, mirrors)).toEqual([]);
    expect(
      goldenProblems(
        {
          ...c!,
          golden: [
            { ...g, lines: [9, 12] },
            { ...g, file: 'gone.go' },
          ],
        },
        mirrors,
      ),
    ).toEqual([
      'go-calc-7: golden 0: lines 9-12 run past the end of calc.go (10 lines)',
      "go-calc-7: golden 1: gone.go is not in the PR's head",
    ]);
  });

  it('reviews, writes the judge request, reports the missing snapshot and scores the verdict', async () => {
    server = await startFakeOpenAI();
    server.setHandler(scripted);
    const mirrors = tempDir('prlens-mirrors-');
    const out = tempDir('prlens-real-pr-out-');
    const list = cases(makeMirror(mirrors));
    const settings = {
      provider: 'openai-compatible',
      model: 'gpt-4.1-mini',
      baseUrl: server.url,
      preset: 'fast' as const,
      env: {},
    };

    const manifest = await runRealPrs(list, settings, { outDir: out, mirrors });

    expect(manifest.cases.map((e) => [e.id, e.status])).toEqual([
      ['go-calc-7', 'reviewed'],
      ['go-calc-clean', 'reviewed'],
      ['go-absent-1', 'missing-snapshot'],
    ]);
    expect(manifest.cases[2]!.reason).toMatch(/no snapshot of owner\/absent at .*owner\+absent\/repo/);
    expect(JSON.stringify(server.requests.map((r) => r.body))).not.toContain('FIXMARKER');
    expect(existsSync(path.join(out, 'judge', 'go-calc-clean.request.json'))).toBe(false);
    const request = JSON.parse(
      readFileSync(path.join(out, 'judge', 'go-calc-7.request.json'), 'utf8'),
    ) as JudgeRequest;
    expect(request.golden).toHaveLength(1);
    const byTitle = new Map(request.groups.flatMap((g) => g.members.map((m) => [m.title, g.id] as const)));
    expect(readFileSync(path.join(out, 'judge', 'go-calc-7.prompt.md'), 'utf8')).toContain(
      'Division by zero on an empty slice',
    );

    const split = { tuning: ['go-calc-7', 'go-calc-clean'], 'held-out': ['go-absent-1'] };
    const pending = scoreRun(out, list, split);
    expect(pending.complete).toBe(false);
    expect(pending.unscored.map((u) => u.id)).toEqual(['go-calc-7', 'go-absent-1']);

    const matched = byTitle.get('Division by zero on an empty slice')!;
    writeFileSync(
      path.join(out, 'judge', 'go-calc-7.verdict.json'),
      JSON.stringify({
        case: 'go-calc-7',
        golden: [{ index: 0, matched_groups: [matched], reason: 'same division' }],
      }),
    );
    const score = scoreRun(out, list, split);
    // The same change is reviewed twice (buggy and clean): the division and the overflow, two groups each.
    const groupsPerCase = request.groups.length;
    expect(groupsPerCase).toBe(2);
    expect(score.overall).toMatchObject({
      golden: 1,
      found: 1,
      truePositives: 1,
      groups: 2 * groupsPerCase,
      cleanFindings: groupsPerCase,
    });
    expect(score.overall.recall).toBe(1);
    expect(score.overall.precision).toBe(1 / (2 * groupsPerCase));
    expect(score.unscored).toEqual([{ id: 'go-absent-1', reason: manifest.cases[2]!.reason }]);
    expect(score.complete).toBe(false);
    expect(score.usage.prompt_tokens).toBeGreaterThan(0);
  });

  it('passes --setting values to every review through their environment variables and records them', async () => {
    server = await startFakeOpenAI();
    server.setHandler(scripted);
    const out = tempDir('prlens-real-pr-out-');
    const mirrors = tempDir('prlens-mirrors-');
    const list = cases(makeMirror(mirrors)).slice(0, 1);
    const base = { provider: 'openai-compatible', model: 'gpt-4.1-mini', baseUrl: server.url, env: {} };
    const settings = { ...base, preset: 'fast' as const, settings: parseSettings(['repo-context=pack']) };

    const manifest = await runRealPrs(list, settings, { outDir: out, mirrors });

    expect(manifest.settings.prlens).toEqual({ 'repo-context': 'pack' });
    const bodies = server.requests.map((r) => JSON.stringify(r.body));
    // `pack` offers the review calls no lookup round: no request's answer schema has a lookups field.
    expect(bodies.some((b) => b.includes('review_findings'))).toBe(true);
    expect(bodies.filter((b) => b.includes('"lookups"'))).toEqual([]);
    expect(() => parseSettings(['repo-context'])).toThrow(/--setting must be name=value/);
    expect(() => parseSettings(['no-such-setting=1'])).toThrow(/no-such-setting: not a prlens setting/);
  });
});
