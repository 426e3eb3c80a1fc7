/**
 * Issue 45 point 2 ("scripts are not servers") read the other way round: everything a pull request
 * writes is attacker input, and a PR can put a file under `scripts/`, name it `release.mjs` or
 * `Gruntfile.js`. A path makes a file a maintainer's script or a build file only when the file reads
 * no request and declares no handler; an Express, Koa, Flask or Next handler there is a server's code
 * and reports at full severity. Through the real runner.
 */
import { describe, expect, it } from 'vitest';
import { isMaintainerTool } from '../../src/static/flow/cli-program.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

/** The findings of one added file: `[ruleId, line, severity]`, graded by the rules alone (no record). */
async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  return findings.map((f) => [f.ruleId, f.line, f.severity]);
}

const EXPRESS_ROUTE = [
  "const express = require('express');",
  "const { execSync } = require('child_process');",
  'const app = express();',
  "app.get('/log', (req, res) => {",
  '  res.send(execSync(`git log ${req.query.ref}`));',
  '});',
];

describe('a script by what it is, not by its path', () => {
  it('a request handled in a file under scripts/ or named as a release script is critical, as in the app', async () => {
    for (const path of ['scripts/serve.js', 'extra/release/preview.mjs', 'tools/setup.js', 'server/app.js'])
      expect(await scan(path, EXPRESS_ROUTE)).toEqual([['js-exec-interpolated', 5, 'critical']]);
  });

  it('a request handled in a build file (a Gruntfile, a webpack config) is critical too', async () => {
    for (const path of ['Gruntfile.js', 'webpack.config.js', 'Makefile.js'])
      expect(await scan(path, EXPRESS_ROUTE)).toEqual([['js-exec-interpolated', 5, 'critical']]);
  });

  it("a Next.js route handler under scripts/ is the app's code", async () => {
    const seen = await scan('scripts/api/run.ts', [
      "import { execSync } from 'node:child_process';",
      'export async function POST(request: Request) {',
      '  const { ref } = await request.json();',
      '  return new Response(execSync(`git log ${ref}`));',
      '}',
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 4, 'critical']]);
  });

  it("the same scripts without a handler keep the maintainer's grade: argv low, their own paths none", async () => {
    const lines = [
      "const { execSync } = require('child_process');",
      'execSync(`git log ${process.argv[2]}`);',
      'execSync(`node ${__dirname}/build.js`);',
    ];
    expect(await scan('scripts/log.js', lines)).toEqual([['js-exec-interpolated', 2, 'low']]);
    expect(await scan('Gruntfile.js', lines)).toEqual([]);
  });

  it("a script that reads a child process's output is still a script: its argv low", async () => {
    const seen = await scan('scripts/release.js', [
      "const { exec, execSync } = require('child_process');",
      "const child = exec('npm pack');",
      "child.stdout.on('data', (chunk) => process.stdout.write(chunk));",
      'execSync(`git tag ${process.argv[2]}`);',
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 4, 'low']]);
  });

  it('a rule that skips maintainer scripts still runs on a Flask route under scripts/', async () => {
    const lines = [
      'from flask import Flask, request',
      'app = Flask(__name__)',
      "@app.route('/x')",
      'def x():',
      '    try:',
      '        db.session.commit()',
      '    except Exception:',
      '        pass',
      "    return request.args['a']",
    ];
    expect(await scan('scripts/serve.py', lines)).toEqual([['py-bare-except-pass', 7, 'medium']]);
    expect(await scan('scripts/sync.py', ['def sync():', ...lines.slice(4, 8)])).toEqual([]);
    expect(isMaintainerTool('scripts/serve.py', lines.join('\n'), 'python')).toBe(false);
  });
});
