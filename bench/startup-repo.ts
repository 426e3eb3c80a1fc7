/**
 * The small repository `bench/startup.ts` reviews (issue 48's cases): a base commit with a README,
 * a Python and a TypeScript module; then a docs-only commit; then a commit that rewrites the
 * Python and the TypeScript module (~120 lines each, a few lines a static rule reports).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The commits under review, by case. */
export interface StartupRepo {
  dir: string;
  docsOnly: string;
  pythonAndTypeScript: string;
}

function python(version: number): string {
  const lines = ['import subprocess', 'import os', '', ''];
  for (let i = 0; i < 20; i++) {
    lines.push(`def step_${i}(value, factor=${i + version}):`);
    lines.push(`    """Scales value by step ${i}."""`);
    lines.push(`    total = value * factor + ${i}`);
    lines.push(`    return total`);
    lines.push('', '');
  }
  if (version > 1) {
    lines.push('def run(cmd):', '    return subprocess.call(cmd, shell=True)', '');
    lines.push('def load(text):', '    return eval(text)', '');
  }
  return `${lines.join('\n')}\n`;
}

function typescript(version: number): string {
  const lines = ['// Small arithmetic helpers.', ''];
  for (let i = 0; i < 20; i++) {
    lines.push(`export function step${i}(value: number, factor = ${i + version}): number {`);
    lines.push(`  const total = value * factor + ${i};`);
    lines.push('  return total;');
    lines.push('}', '', '');
  }
  if (version > 1) {
    lines.push('export function load(text: string): unknown {', '  return eval(text);', '}', '');
    lines.push('export function show(el: HTMLElement, html: string): void {');
    lines.push('  el.innerHTML = html;', '}', '');
  }
  return `${lines.join('\n')}\n`;
}

/** Builds the repository in `dir` (created) and returns the two commits under review. */
export function buildStartupRepo(dir: string): StartupRepo {
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const commit = (message: string): string => {
    git('add', '-A');
    git('-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', 'commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  git('init', '-q');
  writeFileSync(path.join(dir, 'README.md'), '# sample\n\nA small project.\n');
  writeFileSync(path.join(dir, 'app/service.py'), python(1));
  writeFileSync(path.join(dir, 'app/client.ts'), typescript(1));
  commit('base');
  writeFileSync(
    path.join(dir, 'README.md'),
    '# sample\n\nA small project.\n\n## Usage\n\nRun `make`, then open the page.\n',
  );
  writeFileSync(path.join(dir, 'docs/guide.md'), '# Guide\n\nStep one.\n\nStep two.\n');
  const docsOnly = commit('docs');
  writeFileSync(path.join(dir, 'app/service.py'), python(2));
  writeFileSync(path.join(dir, 'app/client.ts'), typescript(2));
  const pythonAndTypeScript = commit('code');
  return { dir, docsOnly, pythonAndTypeScript };
}

/**
 * A folder holding a `git` that logs each call to `log` and runs the real git: put it first on
 * PATH to count the git processes a run starts.
 */
export function gitCounter(dir: string, log: string): string {
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  mkdirSync(dir, { recursive: true });
  const shim = path.join(dir, 'git');
  writeFileSync(shim, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${real}' "$@"\n`, { mode: 0o755 });
  return dir;
}
