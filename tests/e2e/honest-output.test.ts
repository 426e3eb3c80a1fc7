/**
 * Honest output through the real CLI (in-process) on real git repositories: SARIF rule identity, what
 * the report says was and was not checked, generated/vendored/test files, an object git cannot
 * read, and --output into a folder that does not exist yet.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import type { SarifLog } from '../../src/report/sarif.js';
import { TempRepo } from '../support/repo.js';
import { cli } from '../support/cli.js';

/** A repository with one commit of `files` on top of a README. */
function repoWith(files: Record<string, string>): TempRepo {
  const repo = new TempRepo().write('README.md', '# x\n');
  repo.commit('init');
  for (const [file, text] of Object.entries(files)) repo.write(file, text);
  repo.commit('change');
  return repo;
}

const json = async (repo: TempRepo, extra: string[] = [], env: Record<string, string> = {}) => {
  const run = await cli(repo.root, ['review', '--commit', 'HEAD', '--format', 'json', ...extra], env);
  return { ...run, report: ReviewReport.parse(JSON.parse(run.stdout)) };
};

describe('SARIF rule identity', () => {
  it('gives a run with three security rules three SARIF rules with their own severities', async () => {
    const repo = repoWith({
      'app/views.py': [
        'import os, requests, yaml',
        'def run(request):',
        '    os.system("convert " + request.args["f"])',
        // A constant URL: from the request it would also be SSRF, a fourth rule.
        '    requests.get("https://billing.internal/api", verify=False)',
        '    return yaml.load(request.data)',
        '',
      ].join('\n'),
    });
    const run = await cli(repo.root, ['review', '--commit', 'HEAD', '--format', 'sarif']);
    expect(run.code).toBe(0);
    const log = JSON.parse(run.stdout) as SarifLog;
    const rules = log.runs[0].tool.driver.rules.map((r) => ({
      id: r.id,
      level: r.defaultConfiguration.level,
      score: r.properties['security-severity'],
      tags: r.properties.tags,
    }));
    // Each rule's own metadata.severity: py-os-system critical, the other two high.
    expect(rules).toEqual([
      { id: 'py-os-system', level: 'error', score: '9.5', tags: ['security'] },
      { id: 'py-requests-verify-false', level: 'error', score: '8.0', tags: ['security'] },
      { id: 'py-yaml-load', level: 'error', score: '8.0', tags: ['security'] },
    ]);
    expect(log.runs[0].results.map((r) => r.ruleId).sort()).toEqual(rules.map((r) => r.id));
    // The JSON report names the rule too.
    const { report } = await json(repo);
    expect(report.findings.map((f) => f.rule).sort()).toEqual(rules.map((r) => r.id));
  });
});

describe('what was and was not checked', () => {
  it('says a config-only change was covered by no rule and no model, in text and JSON', async () => {
    // .editorconfig: no grammar and no file check reads it (TOML, env and JSON files are read for
    // provider tokens, YAML since the Kubernetes rule).
    const repo = repoWith({ '.editorconfig': 'root = true\n[*]\nindent_size = 2\n' });
    const text = await cli(repo.root, ['review', '--commit', 'HEAD']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      'Coverage: 1 file changed; static rules cover none of it; no model configured.',
    );
    expect(text.stdout).not.toMatch(/1 of 1 file reviewed/);
    const { report } = await json(repo);
    expect(report.stats.coverage).toEqual({
      static_files: 0,
      static_rules: 0,
      model: false,
      model_files: 0,
      test_files: 0,
    });
  });

  it('says a docs-only change was covered by no rule, in Markdown', async () => {
    const repo = repoWith({ 'docs/guide.md': '# Guide\n\nRun `make`.\n' });
    const md = await cli(repo.root, ['review', '--commit', 'HEAD', '--format', 'markdown']);
    expect(md.stdout).toContain('Static rules cover none of it; no model configured.');
  });

  it('counts and names findings below min-severity instead of a zero', async () => {
    const repo = repoWith({ 'app/t.py': 'import datetime\nnow = datetime.datetime.utcnow()\n' });
    const { report } = await json(repo, ['--min-severity', 'high']);
    expect(report.findings).toEqual([]);
    expect(report.stats.below_min_severity).toEqual({
      min_severity: 'high',
      findings: [
        { path: 'app/t.py', line: 2, severity: 'medium', title: expect.any(String), rule: 'py-utcnow' },
      ],
    });
    const md = await cli(repo.root, [
      'review',
      '--commit',
      'HEAD',
      '--format',
      'markdown',
      '--min-severity',
      'high',
    ]);
    expect(md.stdout).toContain('| 🟠 medium | 1 not shown (below min-severity) |');
    expect(md.stdout).toContain(
      '<summary>1 finding below min-severity high, not posted inline</summary>\n\n- 🟠 `app/t.py:2` py-utcnow:',
    );
  });
});

describe('tests, generated and vendored files', () => {
  it('skips vendored and generated files with the reason and treats tests by each rule’s in-tests', async () => {
    // Generated and vendored at the base (a look the change gives a file itself is not enough:
    // tests/reliability/generated-claims.test.ts); proto/api.py is new, marked by the base's attributes.
    const repo = new TempRepo()
      .write('.gitattributes', 'proto/** linguist-generated\n')
      .write('vendor/lib/x.py', 'x = 1\n')
      .write('gen/client.go', '// Code generated by protoc-gen-go. DO NOT EDIT.\npackage gen\n');
    repo.commit('init');
    repo
      .write('vendor/lib/x.py', 'x = eval(input())\n')
      .write('proto/api.py', 'x = eval(input())\n')
      .write('gen/client.go', '// Code generated by protoc-gen-go. DO NOT EDIT.\npackage gen\n\nvar X = 1\n')
      .write('tests/test_api.py', 'import pickle\nr = pickle.loads(pickle.dumps(1))\nv = eval(input())\n');
    repo.commit('change');
    const { report } = await json(repo, ['--min-severity', 'low']);
    expect(report.excluded_files).toEqual(
      expect.arrayContaining([
        { path: 'vendor/lib/x.py', reason: 'vendored' },
        { path: 'proto/api.py', reason: 'generated (linguist-generated in .gitattributes)' },
        { path: 'gen/client.go', reason: 'generated (`Code generated … DO NOT EDIT` header)' },
      ]),
    );
    // pickle round trips in tests are skipped; eval is still reported, graded low.
    expect(report.findings.map((f) => [f.rule, f.severity])).toEqual([['py-eval-exec', 'low']]);
    expect(report.stats.coverage.test_files).toBe(1);
    const preview = await cli(repo.root, ['review', '--commit', 'HEAD', '--preview']);
    expect(preview.stdout).toContain('tests/test_api.py  (added, +3 -0, test)');
    expect(preview.stdout).toContain('proto/api.py  — generated (linguist-generated in .gitattributes)');
    const all = await json(repo, ['--min-severity', 'low'], { PRLENS_INCLUDE_GENERATED: 'true' });
    expect(all.report.findings.map((f) => f.path).sort()).toEqual([
      'proto/api.py',
      'tests/test_api.py',
      'vendor/lib/x.py',
    ]);
    // The same as a flag, which wins over the environment as every setting flag does.
    const flag = await json(repo, ['--min-severity', 'low', '--include-generated', 'true'], {
      PRLENS_INCLUDE_GENERATED: 'false',
    });
    expect(flag.report.findings.map((f) => f.path).sort()).toEqual(
      all.report.findings.map((f) => f.path).sort(),
    );
    expect(flag.report.excluded_files).toEqual([]);
    const typo = await cli(repo.root, ['review', '--commit', 'HEAD', '--include-generated', 'yes please']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/include-generated/);
  });
});

describe('a file git cannot read and --output', () => {
  it('reviews the rest of the commit and names the unreadable file', async () => {
    const repo = new TempRepo().write('a.py', 'a = 1\n').write('img.bin', '\u0000\u0001');
    repo.commit('one');
    repo.write('a.py', 'a = 1\nx = eval(input())\n').write('img.bin', '\u0000\u0002\u0003');
    repo.commit('two');
    const blob = repo.git('rev-parse', 'HEAD:img.bin').trim();
    rmSync(path.join(repo.root, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    const { code, report } = await json(repo);
    expect(code).toBe(0);
    expect(report.findings.map((f) => f.rule)).toEqual(['py-eval-exec']);
    expect(report.excluded_files).toEqual([
      { path: 'img.bin', reason: expect.stringMatching(/^unreadable: git cannot read object/) },
    ]);
    expect(report.stats.files_changed).toBe(2);
  });

  it('creates a missing --output folder, and names the flag when the path cannot be written', async () => {
    const repo = repoWith({ 'a.py': 'x = eval(input())\n' });
    const ok = await cli(repo.root, [
      'review',
      '--commit',
      'HEAD',
      '--format',
      'sarif',
      '--output',
      'out/reports/p.sarif',
    ]);
    expect(ok.code).toBe(0);
    expect(existsSync(path.join(repo.root, 'out/reports/p.sarif'))).toBe(true);
    writeFileSync(path.join(repo.root, 'blocker'), 'a file, not a folder');
    const bad = await cli(repo.root, ['review', '--commit', 'HEAD', '--output', 'blocker/p.txt']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /^prlens: --output blocker\/p\.txt: cannot create the folder .*blocker \(part of the path is a file, not a folder\)/,
    );
    expect(bad.stderr).not.toContain('ENOENT');
    mkdirSync(path.join(repo.root, 'adir'));
    const dir = await cli(repo.root, ['review', '--commit', 'HEAD', '--output', 'adir']);
    expect(dir.stderr).toContain('--output adir is a folder');
    expect(readFileSync(path.join(repo.root, 'out/reports/p.sarif'), 'utf8')).toContain('"py-eval-exec"');
  });
});
