import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../../src/local/git.js';
import { GitWorkspace } from '../../src/local/workspace.js';
import { createRepo, tempDir } from '../support/repo.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A `git` that logs each call's subcommand to `log` and runs the real git, for PATH. */
function countingGit(log: string): string {
  const dir = tempDir('prlens-git-shim-');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(path.join(dir, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${real}' "$@"\n`, {
    mode: 0o755,
  });
  return dir;
}

/**
 * A `git` that logs `start <subcommand>` and `end <subcommand>` around each real git call. A `cat-file`
 * started before any `diff` first waits for one to start (polling the log, at most `polls` times),
 * so whether the diff runs during the config read is decided by cause, not by how the machine
 * schedules two processes: when the review spawns the diff only after the config is read, no diff
 * can start while the cat-file waits, and the log says `gave up`.
 */
function timelineGit(log: string): string {
  const polls = 600;
  const dir = tempDir('prlens-git-shim-');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const sub = `$(printf '%s\\n' "$*" | sed 's/^\\(-c [^ ]* \\)*--no-pager //' | cut -d' ' -f1)`;
  const waitForDiff = [
    `if [ "$sub" = cat-file ] && ! grep -q '^start diff' '${log}'; then`,
    `  i=0; while [ $i -lt ${polls} ] && ! grep -q '^start diff' '${log}'; do sleep 0.05; i=$((i+1)); done`,
    `  grep -q '^start diff' '${log}' || echo 'gave up waiting for diff' >> '${log}'`,
    'fi',
  ].join('\n');
  writeFileSync(
    path.join(dir, 'git'),
    `#!/bin/sh\nsub=${sub}\necho "start $sub" >> '${log}'\n${waitForDiff}\n'${real}' "$@"\nstatus=$?\necho "end $sub" >> '${log}'\nexit $status\n`,
    { mode: 0o755 },
  );
  return dir;
}

const calls = (log: string): string[] =>
  readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.replace(/(-c \S+ )+--no-pager /, '').split(' ')[0] ?? '');

/**
 * The processes apart from the static lens's search for callers: `f(s)`'s `eval` is graded critical by
 * an exported function's argument, so the lens searches the head once for `f` and reads the files
 * naming it (stages/static-lens/caller-reads.ts). That is the finding's cost, not the start-up's.
 */
function withoutCallerSearch(git: string[]): string[] {
  const at = git.indexOf('grep');
  if (at < 0) return git;
  return [...git.slice(0, at), ...git.slice(at + (git[at + 1] === 'cat-file' ? 2 : 1))];
}

describe('git processes of a local review', () => {
  /** The change of every case: a Python and a TypeScript finding, on top of a repo config at the base. */
  function changedRepo() {
    const repo = createRepo();
    repo.write('README.md', '# r\n');
    repo.write('.github/prlens.yml', 'min-severity: low\n');
    const base = repo.commit('base');
    repo.write('app/run.py', 'import os\n\ndef go(x):\n    os.system("ls " + x)\n');
    repo.write('app/util.ts', 'export function f(s: string) {\n  return eval(s);\n}\n');
    repo.write('docs/a.md', 'notes\n');
    return { repo, base };
  }

  /** Runs `prlens review ...args` from the sources in a process of its own; returns the git subcommands it ran. */
  function review(dir: string, args: string[]): { rules: string[]; git: string[]; excluded: string[] } {
    const log = path.join(tempDir(), 'git.log');
    const home = tempDir();
    mkdirSync(path.join(home, '.config'), { recursive: true });
    // A separate process: PATH decides which git runs.
    const loader = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
    const run = spawnSync(
      process.execPath,
      ['--import', loader, path.join(ROOT, 'src/cli.ts'), 'review', ...args, '--format', 'json'],
      {
        cwd: dir,
        env: { PATH: `${countingGit(log)}${path.delimiter}${process.env.PATH ?? ''}`, HOME: home },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).not.toMatch(/internal error/);
    const report = JSON.parse(run.stdout) as {
      findings: Array<{ rule: string }>;
      excluded_files: Array<{ path: string }>;
    };
    return {
      rules: report.findings.map((f) => f.rule).sort(),
      git: calls(log),
      excluded: report.excluded_files.map((f) => f.path),
    };
  }

  it('review --commit starts at most six: the target resolved once, config candidates and contents read in batches', () => {
    const { repo } = changedRepo();
    const sha = repo.commit('change');
    const { rules, git } = review(repo.dir, ['--commit', sha]);
    expect(rules).toEqual(['js-eval', 'py-os-system']);
    expect(withoutCallerSearch(git).length, git.join(', ')).toBeLessThanOrEqual(6);
    expect(git.filter((c) => c === 'grep')).toHaveLength(1);
    // The target is resolved once: no second rev-parse or rev-list for the same commit.
    expect(git.filter((c) => c === 'rev-parse' || c === 'rev-list')).toHaveLength(1);
  });

  it("review --commit reads the base .gitattributes in the config candidates' cat-file: four processes in all (issue 48)", () => {
    const { repo } = changedRepo();
    repo.write('.gitattributes', 'gen/** linguist-generated\n');
    repo.commit('attributes');
    repo.write(
      'app/run.py',
      'import os\n\ndef go(x):\n    os.system("ls " + x)\n\ndef again(y):\n    os.system("ls " + y)\n',
    );
    repo.write('gen/out.py', 'def run(x):\n    return eval(x)\n');
    const sha = repo.commit('change');
    const { rules, git, excluded } = review(repo.dir, ['--commit', sha]);
    // The attributes still hold: the generated file is left out, not reviewed.
    expect(excluded).toEqual(['gen/out.py']);
    expect(rules).toEqual(['py-os-system']);
    // The target first; then the base's config and attributes, the diff, the head's contents.
    expect(git[0]).toBe('rev-parse');
    expect([...git].sort()).toEqual(['cat-file', 'cat-file', 'diff', 'rev-parse']);
  });

  it('review --commit has git write the diff while the config is read: the diff starts before the config read ends (issue 48)', () => {
    const { repo } = changedRepo();
    const sha = repo.commit('change');
    const log = path.join(tempDir(), 'git.log');
    const loader = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
    const run = spawnSync(
      process.execPath,
      ['--import', loader, path.join(ROOT, 'src/cli.ts'), 'review', '--commit', sha, '--format', 'json'],
      {
        cwd: repo.dir,
        env: { PATH: `${timelineGit(log)}${path.delimiter}${process.env.PATH ?? ''}`, HOME: tempDir() },
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const events = readFileSync(log, 'utf8').trim().split('\n');
    // The first cat-file reads the config at the base and waits for a diff to start (timelineGit): the
    // diff needs only the resolved target, so it starts while that read is still open.
    expect(events, events.join(', ')).not.toContain('gave up waiting for diff');
    expect(events.indexOf('start diff'), events.join(', ')).toBeGreaterThan(events.indexOf('end rev-parse'));
    expect(events.indexOf('start diff'), events.join(', ')).toBeLessThan(events.indexOf('end cat-file'));
  });

  it('review --from/--to starts at most six too: its refs resolved once for the config and the diff', () => {
    const { repo, base } = changedRepo();
    const head = repo.commit('change');
    const { rules, git } = review(repo.dir, ['--from', base, '--to', head]);
    expect(rules).toEqual(['js-eval', 'py-os-system']);
    expect(withoutCallerSearch(git).length, git.join(', ')).toBeLessThanOrEqual(6);
  });

  it('review --base resolves its ref and HEAD in the one rev-parse of the target (issue 48)', () => {
    const { repo, base } = changedRepo();
    repo.commit('change');
    repo.write(
      'app/run.py',
      'import os\n\ndef go(x):\n    os.system("ls " + x)\n\ndef again(y):\n    os.system("ls " + y)\n',
    );
    const { rules, git } = review(repo.dir, ['--base', base]);
    expect(rules).toEqual(['js-eval', 'py-os-system', 'py-os-system']);
    expect(
      git.filter((c) => c === 'rev-parse'),
      git.join(', '),
    ).toHaveLength(1);
    expect(withoutCallerSearch(git).length, git.join(', ')).toBeLessThanOrEqual(6);
  });

  it('review --base on a branch with no commits yet still says so, not that the ref is unknown', async () => {
    const repo = createRepo();
    repo.write('README.md', '# r\n');
    const base = repo.commit('base');
    repo.git('checkout', '-q', '--orphan', 'fresh');
    await expect(resolveTarget(repo.dir, { kind: 'base', ref: base })).rejects.toThrow(
      `HEAD has no commits yet, so it shares no history with '${base}'`,
    );
  });
});

describe('GitWorkspace reads at a commit', () => {
  it('answers reads started together from one batch: text as stored, a missing file and a folder as null', async () => {
    const repo = createRepo();
    repo.write('a.txt', 'alpha\n');
    repo.write('dir/b.txt', 'béta ✓\n\n');
    repo.write('empty.txt', '');
    const sha = repo.commit('one');
    const workspace = new GitWorkspace(repo.dir, [sha]);
    const texts = await Promise.all(
      ['a.txt', 'dir/b.txt', 'missing.txt', 'dir', 'empty.txt'].map((f) => workspace.readFile(f, sha)),
    );
    expect(texts).toEqual(['alpha\n', 'béta ✓\n\n', null, null, '']);
  });
});
