/**
 * Issue 46 point 2: the release script (version bump, changelog, tag vX.Y.Z, moving major tag, the
 * examples pinned to the release's full SHA) against a temporary git repository, in its dry-run
 * mode (which CI runs) and for real.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../support/repo.js';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/release.mjs');

const WORKFLOW = [
  'on: pull_request',
  'jobs:',
  '  review:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      # Only to load the action itself.',
  '      - uses: actions/checkout@v5',
  '        with:',
  '          persist-credentials: false',
  '      - uses: ./',
  '',
].join('\n');

function release(repo: TempRepo, ...args: string[]) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args, '--dir', repo.root, '--date', '2026-12-05'], {
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('scripts/release.mjs', () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = new TempRepo();
    const pkg = {
      name: 'prlens',
      version: '1.2.3',
      repository: { url: 'git+https://github.com/acme/prlens.git' },
    };
    repo.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
    repo.write('scripts/release-pin.json', '{ "version": null }\n');
    repo.write('README.md', 'Use `uses: OWNER/prlens@v1` in a step.\n');
    repo.write('.github/workflows/prlens.yml', WORKFLOW);
    repo.commit('start');
    repo.git('tag', '-a', 'v1.2.3', '-m', 'v1.2.3');
    repo.write('src/a.js', 'a\n').commit('Add a');
    repo.write('src/b.js', 'b\n').commit('Fix b');
  });
  afterEach(() => repo.remove());

  it('--dry-run prints the next version, the moving tag and the changelog, and changes nothing', () => {
    const head = repo.git('rev-parse', 'HEAD');
    const { code, stdout } = release(repo, 'minor', '--dry-run');
    expect(code).toBe(0);
    expect(stdout).toContain('dry run: would release v1.3.0 (moving v1) of acme/prlens');
    expect(stdout).toContain('## v1.3.0 — 2026-12-05 (since v1.2.3)');
    expect(stdout).toMatch(/^- Fix b \([0-9a-f]+\)$/m);
    expect(stdout).toMatch(/^- Add a \([0-9a-f]+\)$/m);
    expect(stdout).not.toContain('- start');
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
    expect(repo.git('tag').trim().split('\n')).toEqual(['v1.2.3']);
    expect(repo.git('status', '--porcelain')).toBe('');
  });

  it('releases: bump, changelog, tag vX.Y.Z and v1 on the release commit, examples pinned to its SHA', () => {
    const { code, stderr } = release(repo, 'minor');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const tagged = repo.git('rev-parse', 'v1.3.0^{commit}').trim();
    expect(repo.git('rev-parse', 'v1^{commit}').trim()).toBe(tagged);
    expect(repo.git('log', '-1', '--format=%s', tagged).trim()).toBe('release v1.3.0');
    expect(JSON.parse(repo.git('show', `${tagged}:package.json`)).version).toBe('1.3.0');
    expect(repo.git('show', `${tagged}:CHANGELOG.md`)).toMatch(/^# Changelog\n\n## v1\.3\.0 — 2026-12-05/);
    // The commit after the release pins the user-facing copies to it.
    expect(repo.git('rev-parse', 'HEAD^').trim()).toBe(tagged);
    expect(JSON.parse(readFileSync(path.join(repo.root, 'scripts/release-pin.json'), 'utf8'))).toEqual({
      version: '1.3.0',
      sha: tagged,
    });
    const example = readFileSync(path.join(repo.root, 'examples/prlens.yml'), 'utf8');
    expect(example).toContain(`      - uses: acme/prlens@${tagged} # v1.3.0\n`);
    expect(example).not.toContain('actions/checkout');
    expect(readFileSync(path.join(repo.root, 'README.md'), 'utf8')).toContain(
      `uses: acme/prlens@${tagged} # v1.3.0`,
    );
    expect(repo.git('status', '--porcelain')).toBe('');
  });

  it('a second release moves v1 to it', () => {
    release(repo, 'patch');
    repo.write('src/c.js', 'c\n').commit('Add c');
    expect(release(repo, 'patch').code).toBe(0);
    expect(repo.git('rev-parse', 'v1^{commit}')).toBe(repo.git('rev-parse', 'v1.2.5^{commit}'));
  });

  it('refuses a dirty tree, an existing tag and a version that is not higher', () => {
    repo.write('src/a.js', 'edited\n');
    expect(release(repo, 'patch')).toMatchObject({ code: 1, stderr: expect.stringContaining('uncommitted') });
    execFileSync('git', ['checkout', '--', 'src/a.js'], { cwd: repo.root });
    repo.git('tag', 'v1.2.4');
    expect(release(repo, 'patch').stderr).toContain('tag v1.2.4 exists already');
    expect(release(repo, '1.0.0').stderr).toContain('version 1.0.0 is not above the current 1.2.3');
  });

  it('will not publish under the placeholder owner, but its dry run still checks the rest', () => {
    const pkg = JSON.parse(readFileSync(path.join(repo.root, 'package.json'), 'utf8'));
    pkg.repository.url = 'git+https://github.com/OWNER/prlens.git';
    repo.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`).commit('placeholder');
    expect(release(repo, 'patch', '--dry-run').code).toBe(0);
    const real = release(repo, 'patch');
    expect(real.code).toBe(1);
    expect(real.stderr).toContain('placeholder owner OWNER');
    expect(repo.git('tag').trim().split('\n')).toEqual(['v1.2.3']);
  });
});
