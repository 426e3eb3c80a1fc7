/**
 * The example workflows in .github/workflows, parsed and held to the rules that keep a PR's code
 * away from secrets and a write token:
 * - a workflow that runs on a comment, a review or pull_request_target checks out trusted code only:
 *   for pull_request_review_comment (and pull_request_review) GITHUB_SHA is the PR's merge commit, so a
 *   checkout without `ref` followed by `uses: ./` runs the PR's code with secrets.
 *   https://docs.github.com/en/actions/writing-workflows/choosing-when-your-workflow-runs/events-that-trigger-workflows#pull_request_review_comment
 * - permissions are declared, never `write-all`, and write access only where a job needs it;
 * - no `${{ }}` inside a `run:` script (it is pasted into the script before the shell parses it):
 *   https://docs.github.com/en/actions/security-for-github-actions/security-guides/security-hardening-for-github-actions#understanding-the-risk-of-script-injections
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DIR = path.resolve(import.meta.dirname, '../../.github/workflows');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  permissions?: unknown;
  steps?: Step[];
}
interface Workflow {
  on: unknown;
  permissions?: unknown;
  jobs: Record<string, Job>;
}

const workflows = readdirSync(DIR)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => ({ name, wf: parse(readFileSync(path.join(DIR, name), 'utf8')) as Workflow }));

function triggers(wf: Workflow): string[] {
  if (typeof wf.on === 'string') return [wf.on];
  if (Array.isArray(wf.on)) return wf.on as string[];
  return Object.keys(wf.on as Record<string, unknown>);
}

/** Events whose run has secrets (or a write token) although a PR's author chose the code at GITHUB_SHA or the head. */
const PRIVILEGED = [
  'pull_request_target',
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
];
/** Events where GITHUB_SHA itself is the PR's merge commit: a checkout must name a trusted ref. */
const SHA_IS_PR_CODE = ['pull_request', 'pull_request_review_comment', 'pull_request_review'];
const DEFAULT_BRANCH = '${{ github.event.repository.default_branch }}';
/** Refs that point at a PR's code. */
const PR_CODE = /github\.head_ref|pull_request\.head|refs\/pull\/|merge_commit_sha/;

const checkouts = (wf: Workflow) =>
  Object.values(wf.jobs).flatMap((job) =>
    (job.steps ?? []).filter((s) => s.uses?.startsWith('actions/checkout@')),
  );

describe('example workflows (.github/workflows)', () => {
  it('workflows: every checkout on a comment, review or pull_request_target event → trusted code only (the default branch, or the base under pull_request_target)', () => {
    const checked: string[] = [];
    for (const { name, wf } of workflows) {
      const on = triggers(wf);
      if (!on.some((e) => PRIVILEGED.includes(e))) continue;
      for (const step of checkouts(wf)) {
        const ref = step.with?.ref as string | undefined;
        checked.push(name);
        expect(ref ?? '', `${name}: checkout ref`).not.toMatch(PR_CODE);
        if (on.some((e) => SHA_IS_PR_CODE.includes(e))) {
          // No ref = GITHUB_SHA = the PR's merge commit; github.sha is the same thing.
          expect(ref, `${name}: checkout must pin the default branch`).toBe(DEFAULT_BRANCH);
        } else {
          expect([undefined, '${{ github.sha }}', DEFAULT_BRANCH], `${name}: checkout ref`).toContain(ref);
        }
        expect(step.with?.['persist-credentials'], `${name}: persist-credentials`).toBe(false);
      }
    }
    // The two workflows this guards must still be there (a rename would make the test vacuous).
    expect(new Set(checked)).toEqual(new Set(['prlens-commands.yml', 'prlens-fork-safe.yml']));
  });

  it('workflows: permissions → declared in every workflow, never write-all, write only where a job posts', () => {
    // What each workflow may write, and why; anything more is a regression.
    const allowedWrites: Record<string, string[]> = {
      'prlens.yml': ['pull-requests'], // the review, the summary comment
      'prlens-fork-safe.yml': ['pull-requests'],
      'prlens-commands.yml': ['pull-requests'], // replies, reactions, the description section
      'prlens-sweep.yml': ['pull-requests'], // the per-PR review jobs
      'ci.yml': [],
      'check-dist.yml': [],
      'native-smoke.yml': [], // builds and runs the bundle on each runner platform
      'release.yml': ['contents'], // pushes the release commit and tags, creates the release
    };
    expect(workflows.map((w) => w.name).sort()).toEqual(Object.keys(allowedWrites).sort());
    for (const { name, wf } of workflows) {
      expect(wf.permissions, `${name}: top-level permissions`).toBeDefined();
      const blocks = [wf.permissions, ...Object.values(wf.jobs).map((j) => j.permissions)].filter(
        (p) => p !== undefined,
      );
      for (const block of blocks) {
        expect(typeof block, `${name}: permissions must be a map (no write-all/read-all)`).toBe('object');
        for (const [scope, access] of Object.entries(block as Record<string, string>)) {
          if (access === 'write') expect(allowedWrites[name], `${name}: ${scope}: write`).toContain(scope);
        }
      }
    }
  });

  it('workflows: a `run:` script → never holds a ${{ }} expression (values come in through env)', () => {
    let scripts = 0;
    for (const { name, wf } of workflows) {
      for (const [job, spec] of Object.entries(wf.jobs)) {
        for (const step of spec.steps ?? []) {
          if (step.run === undefined) continue;
          scripts++;
          expect(step.run, `${name} job ${job}: run`).not.toMatch(/\$\{\{/);
        }
      }
    }
    expect(scripts).toBeGreaterThan(0);
  });

  it("workflows: the README's main example → every job has a timeout-minutes (a hung call ends the job, not after 6 h)", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const block = /```yaml\n(# \.github\/workflows\/prlens\.yml\n[\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const jobs = (parse(block!) as { jobs: Record<string, { 'timeout-minutes'?: number }> }).jobs;
    for (const [name, job] of Object.entries(jobs)) expect(job['timeout-minutes'], name).toBe(15);
  });

  it('workflows: the review and the commands workflow → one concurrency group per PR number, so a /review and a push review never run at once', () => {
    const group = (file: string) =>
      (parse(readFileSync(path.join(DIR, file), 'utf8')) as { concurrency: { group: string } }).concurrency
        .group;
    const normalise = (g: string) => g.replace(/\$\{\{[^}]*\}\}/, '${{ PR }}');
    expect(normalise(group('prlens-commands.yml'))).toBe('prlens-${{ PR }}');
    expect(normalise(group('prlens.yml'))).toBe(normalise(group('prlens-commands.yml')));
    expect(normalise(group('prlens-fork-safe.yml'))).toBe(normalise(group('prlens.yml')));
  });
});
