import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { TempRepo } from '../support/repo.js';

const CLI = path.resolve(import.meta.dirname, '../../bin/prlens.js');

describe('the committed bundle (bin/prlens.js → dist/cli.js)', () => {
  it('reviews Python, Go and TypeScript with the grammars it carries', () => {
    const repo = new TempRepo();
    repo.write('README.md', 'start\n');
    const base = repo.commit('start');
    repo.write('run.py', 'import subprocess\n\ndef go(arg):\n    subprocess.run("ls " + arg, shell=True)\n');
    repo.write('main.ts', 'export const f = (code: string) => eval(code);\n');
    repo.write(
      'unpack.go',
      'package p\n\nfunc f(name string) {\n\tcmd := exec.Command("sh", "-c", "tar xf "+name)\n}\n',
    );
    const head = repo.commit('bugs');
    const result = spawnSync(
      process.execPath,
      [CLI, 'review', '--from', base, '--to', head, '--format', 'json'],
      {
        cwd: repo.root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: repo.root },
      },
    );
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.status).toBe(0);
    const report = ReviewReport.parse(JSON.parse(result.stdout));
    expect(report.findings.map((f) => f.path).sort()).toEqual(
      expect.arrayContaining(['main.ts', 'run.py', 'unpack.go']),
    );
  });

  it('config init points editors at the schema file shipped with the package', () => {
    const home = mkdtempSync(path.join(tmpdir(), 'prlens-bundle-cfg-'));
    execFileSync(process.execPath, [CLI, 'config', 'init'], {
      env: { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: path.join(home, '.config') },
    });
    const file = path.join(home, '.config', 'prlens', 'config.yml');
    const target = /^# yaml-language-server: \$schema=(\S+)\n/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(target).toBeDefined();
    expect(existsSync(path.resolve(path.dirname(file), target!))).toBe(true);
  });

  it('prints its version', () => {
    expect(execFileSync(process.execPath, [CLI, '--version'], { encoding: 'utf8' })).toMatch(/^prlens /);
  });
});
