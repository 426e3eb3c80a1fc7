/**
 * The static lens beyond single-pattern rules: file checks (workflows, Terraform, Dockerfiles) pinned
 * to added lines, suggestions from `fix` templates, and which files the lens reads at all.
 */
import { describe, expect, it } from 'vitest';
import { Finding } from '../../src/core/types.js';
import { FILE_CHECKS } from '../../src/static/checks/file-checks.js';
import { runStaticRules, staticCovers } from '../../src/static/run-static-rules.js';
import type { StaticFile } from '../../src/static/static-file.js';

function file(path: string, lines: string[], changed?: number[]): StaticFile {
  return {
    path,
    content: lines.join('\n') + '\n',
    changedLines: new Set(changed ?? lines.map((_, i) => i + 1)),
  };
}

const PWN = [
  'on: pull_request_target',
  'jobs:',
  '  build:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - uses: actions/checkout@v4.3.1', // before the fork guard (fork-checkout-guard.ts)
  '        with:',
  '          ref: ${{ github.event.pull_request.head.sha }}',
  '      - run: npm ci && npm test',
];

describe('file checks', () => {
  it('pins a workflow finding to its first candidate line that the change added', async () => {
    const all = await runStaticRules([file('.github/workflows/ci.yml', PWN)]);
    const runOnly = await runStaticRules([file('.github/workflows/ci.yml', PWN, [9])]);
    const untouched = await runStaticRules([file('.github/workflows/ci.yml', PWN, [4])]);

    expect(all.findings.map((f) => [f.ruleId, f.line, f.severity])).toEqual([
      ['gha-untrusted-checkout', 8, 'critical'],
    ]);
    expect(runOnly.findings.map((f) => [f.ruleId, f.line])).toEqual([['gha-untrusted-checkout', 9]]);
    expect(untouched.findings).toEqual([]);
    expect(Finding.parse(all.findings[0])).toBeTruthy();
    expect(all.findings[0]!.body).toContain('securitylab.github.com');
  });

  it('reads workflows only under .github/workflows', async () => {
    const { findings } = await runStaticRules([file('docs/example-workflow.yml', PWN)]);
    expect(findings).toEqual([]);
  });

  it('rates script injection critical under a privileged trigger and high under pull_request', async () => {
    const workflow = (on: string) => [
      `on: ${on}`,
      'jobs:',
      '  t:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ github.event.pull_request.title }}"',
    ];
    const target = await runStaticRules([file('.github/workflows/a.yml', workflow('pull_request_target'))]);
    const plain = await runStaticRules([file('.github/workflows/a.yml', workflow('pull_request'))]);
    expect(target.findings.map((f) => [f.ruleId, f.severity])).toEqual([
      ['gha-script-injection', 'critical'],
    ]);
    expect(plain.findings.map((f) => [f.ruleId, f.severity])).toEqual([['gha-script-injection', 'high']]);
    expect(plain.findings[0]!.body).toContain(
      'env: { PULL_REQUEST_TITLE: ${{ github.event.pull_request.title }} }',
    );
  });

  it("reports an event's field only under a trigger that carries it: empty under any other event", async () => {
    const workflow = (on: string, expression: string) => [
      `on: ${on}`,
      'jobs:',
      '  t:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      `      - run: echo "\${{ ${expression} }}"`,
    ];
    const seen = async (on: string, expression: string) =>
      (await runStaticRules([file('.github/workflows/a.yml', workflow(on, expression))])).findings.map(
        (f) => f.ruleId,
      );
    // changedetection.io (fresh15): its workflow_run trigger commented out, the head branch is empty.
    expect(await seen('[push, release]', 'github.event.workflow_run.head_branch')).toEqual([]);
    expect(await seen('push', 'github.event.pull_request.title')).toEqual([]);
    expect(await seen('pull_request', 'github.event.issue.title')).toEqual([]);
    expect(await seen('issue_comment', 'github.head_ref')).toEqual([]);
    // The event that carries it, a reusable workflow (its caller's event) or a field not mapped keep it.
    expect(await seen('[push, workflow_run]', 'github.event.workflow_run.head_branch')).toEqual([
      'gha-script-injection',
    ]);
    expect(await seen('issue_comment', 'github.event.comment.body')).toEqual(['gha-script-injection']);
    expect(await seen('pull_request_review', 'github.event.pull_request.title')).toEqual([
      'gha-script-injection',
    ]);
    expect(await seen('workflow_call', 'github.event.pull_request.title')).toEqual(['gha-script-injection']);
    expect(await seen('push', 'github.event.release.name')).toEqual(['gha-script-injection']);
  });

  it('reports a dormant injection on the trigger line a change adds to deliver it (red team)', async () => {
    // An earlier change planted the field under `push`, where it is empty; this one adds only the
    // `workflow_run` trigger (line 3) and leaves the script as it was.
    const lines = [
      'on:',
      '  push:',
      '  workflow_run:',
      '    workflows: [ci]',
      'jobs:',
      '  t:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ github.event.workflow_run.head_branch }}"',
    ];
    const { findings } = await runStaticRules([file('.github/workflows/a.yml', lines, [3, 4])]);
    expect(findings.map((f) => [f.ruleId, f.line, f.severity])).toEqual([
      ['gha-script-injection', 3, 'critical'],
    ]);
    expect(findings[0]!.body).toContain(
      'The `run:` at line 9 pastes it; the `workflow_run` trigger delivers it.',
    );
    // The trigger line untouched and the script untouched: nothing this change did.
    const untouched = await runStaticRules([file('.github/workflows/a.yml', lines, [4])]);
    expect(untouched.findings).toEqual([]);
  });

  it('suggests a read-only permissions block for write-all, keeping the indentation', async () => {
    const { findings } = await runStaticRules([
      file('.github/workflows/r.yml', [
        'on: push',
        'jobs:',
        '  r:',
        '    permissions: write-all',
        '    runs-on: x',
      ]),
    ]);
    expect(findings.map((f) => [f.ruleId, f.line, f.suggestion])).toEqual([
      ['gha-permissions-write-all', 4, '    permissions:\n      contents: read'],
    ]);
  });

  it('never throws on malformed workflows, HCL or Dockerfiles', async () => {
    const broken = ['on: [push', 'jobs: {{{', '  - ]]'];
    const { findings } = await runStaticRules([
      file('.github/workflows/x.yml', broken),
      file('main.tf', [
        'resource "aws_s3_bucket" "b" {',
        '  acl = "public-read"',
        'ingress {',
        '}}}}',
        '  x = [',
      ]),
      file('Dockerfile', ['RUN curl x | \\', '']),
    ]);
    expect(findings.map((f) => f.ruleId)).toEqual(['tf-s3-public-acl']);
  });

  it('keeps every check rule id unique and apart from the YAML rule ids', () => {
    const ids = FILE_CHECKS.flatMap((c) => c.rules.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('suggestions from fix templates', () => {
  it('rewrites the match inside the flagged line', async () => {
    const { findings } = await runStaticRules([
      file('lib/token.js', [
        "  const raw = new Buffer(token, 'base64').toString();",
        '  const d = when.toGMTString();',
      ]),
      file('src/A.java', ['class A { Integer f(String s) { return new Integer(s.trim()); } }']),
    ]);
    expect(findings.map((f) => [f.ruleId, f.suggestion])).toEqual([
      ['js-new-buffer', "  const raw = Buffer.from(token, 'base64').toString();"],
      ['js-togmtstring', '  const d = when.toUTCString();'],
      ['java-boxed-constructor', 'class A { Integer f(String s) { return Integer.valueOf(s.trim()); } }'],
    ]);
  });

  it("turns a template engine's escaping back on, each engine with its own option", async () => {
    const { findings } = await runStaticRules([
      file('src/views.js', [
        "swig.setDefaults({ cache: false, 'autoescape': false });",
        'const view = Handlebars.compile(source, { noEscape: true });',
      ]),
    ]);
    expect(findings.map((f) => [f.ruleId, f.suggestion])).toEqual([
      ['js-template-autoescape-off', 'swig.setDefaults({ cache: false, autoescape: true });'],
      ['js-template-noescape', 'const view = Handlebars.compile(source, { noEscape: false });'],
    ]);
  });

  it('offers no suggestion when the match spans several lines', async () => {
    const { findings } = await runStaticRules([file('a.js', ['const b = new Buffer(', '  text,', ');'])]);
    expect(findings.map((f) => [f.ruleId, f.line, f.suggestion])).toEqual([['js-new-buffer', 1, null]]);
  });
});

describe('staticCovers', () => {
  it('covers code, YAML, Dart, workflows, Terraform and Dockerfiles, and not prose or lock files', () => {
    const covered = [
      'a.ts',
      'b.py',
      'deploy/k.yaml',
      'lib/a.dart',
      '.github/workflows/ci.yml',
      'infra/main.tf',
    ];
    const dockerfiles = ['Dockerfile', 'docker/api.Dockerfile', 'Dockerfile.dev', 'Containerfile'];
    for (const path of [...covered, ...dockerfiles]) expect(staticCovers(path), path).toBe(true);
    for (const path of ['README.md', 'Makefile', 'go.sum', 'notes.txt'])
      expect(staticCovers(path), path).toBe(false);
  });
});
