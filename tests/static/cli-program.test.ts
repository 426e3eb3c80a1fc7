/**
 * Issue 45 points 2 and 5: a command-line program's own argv, flags, environment, config and paths are
 * its operator's input, not an attacker's. fresh3's oclif packer: 22 js-exec-interpolated findings, six
 * critical, every command built from the developer's own paths, config, flags or env. A CLI is told
 * apart narrowly (bin/ or tools/, a `#!` line, a CLI framework's import) and never when the file reads
 * a request; there a command keeps its grade (Dokploy's stored app name into a shell string).
 */
import { describe, expect, it } from 'vitest';
import { isCliProgram, isMaintainerTool, isOperatorSource } from '../../src/static/flow/cli-program.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  return {
    seen: findings.map((f) => [f.ruleId, f.line, f.severity]),
    bodies: findings.map((f) => f.body),
  };
}

describe('recognising a command-line program', () => {
  it('knows a CLI by its folder, its #! line or a CLI framework it imports, in each language', () => {
    expect(
      isCliProgram('src/commands/pack/deb.ts', "import {Command, Flags} from '@oclif/core'\n", 'typescript'),
    ).toBe(true);
    expect(isCliProgram('lib/cli.js', "const { program } = require('commander');\n", 'javascript')).toBe(
      true,
    );
    expect(isCliProgram('src/main.ts', "import yargs from 'yargs/yargs'\n", 'typescript')).toBe(true);
    expect(isCliProgram('bin/release.js', 'run(process.argv[2])\n', 'javascript')).toBe(true);
    expect(isCliProgram('tools/gen.py', 'import sys\nmain(sys.argv[1:])\n', 'python')).toBe(true);
    expect(isCliProgram('pkg/x.js', '#!/usr/bin/env node\nrun()\n', 'javascript')).toBe(true);
    expect(isCliProgram('app/manage_cmd.py', 'import argparse\n', 'python')).toBe(true);
    expect(isCliProgram('app/cmd.py', 'import click\n', 'python')).toBe(true);
    expect(isCliProgram('cmd/root.go', 'import (\n\t"github.com/spf13/cobra"\n)\n', 'go')).toBe(true);
    expect(isCliProgram('main.go', 'import (\n\t"flag"\n\t"os"\n)\n', 'go')).toBe(true);
  });

  it('a server is no CLI, even one that reads its environment or imports an argument parser', () => {
    expect(isCliProgram('src/server.ts', 'const port = process.env.PORT\n', 'typescript')).toBe(false);
    expect(
      isCliProgram(
        'bin/www.js',
        "const { program } = require('commander');\napp.get('/run', (req, res) => exec(req.query.cmd));\n",
        'javascript',
      ),
    ).toBe(false);
    expect(isCliProgram('tools/app.py', 'import argparse\n@app.route("/x")\ndef x(): pass\n', 'python')).toBe(
      false,
    );
    expect(
      isCliProgram('main.go', 'import "flag"\nfunc h(w http.ResponseWriter, r *http.Request) {}\n', 'go'),
    ).toBe(false);
    // A word is not an import: a string that names a framework, a folder that only contains "bin".
    expect(isCliProgram('src/binary/x.ts', "const name = 'commander';\n", 'typescript')).toBe(false);
    // tools/ also holds helpers other code calls: one that reads no argv, env or stdin is no command.
    expect(isCliProgram('tools/run.py', 'def run(user_input):\n    pass\n', 'python')).toBe(false);
  });

  it('knows a script its maintainers run by hand: scripts/ by path, a #! file under tools/ that serves nothing', () => {
    expect(
      isMaintainerTool('tools/test-performance.py', '#!/usr/bin/env python3\nimport json\n', 'python'),
    ).toBe(true);
    expect(isMaintainerTool('scripts/sync.py', 'def pull(): pass\n', 'python')).toBe(true);
    // A #! file that answers requests is a server; one outside tools/ may be a CLI shipped to users;
    // a tools/ file without #! may be a helper others import.
    expect(
      isMaintainerTool(
        'tools/hook.py',
        '#!/usr/bin/env python3\n@app.route("/x")\ndef x(): pass\n',
        'python',
      ),
    ).toBe(false);
    expect(isMaintainerTool('mytool/cli.py', '#!/usr/bin/env python3\n', 'python')).toBe(false);
    expect(isMaintainerTool('tools/helpers.py', 'def run(): pass\n', 'python')).toBe(false);
  });

  it("tells the operator's argv and environment from a request", () => {
    expect(isOperatorSource('process.argv[2]', 'javascript')).toBe(true);
    expect(isOperatorSource('process.env.DEB_KEY', 'typescript')).toBe(true);
    expect(isOperatorSource('sys.argv[1]', 'python')).toBe(true);
    expect(isOperatorSource('req.query.name', 'javascript')).toBe(false);
    expect(isOperatorSource('request.args["q"]', 'python')).toBe(false);
  });
});

describe('a command built in a CLI', () => {
  const packer = (extra: string[] = []) => [
    "import {Command, Flags} from '@oclif/core'",
    "import {execSync} from 'node:child_process'",
    'export default class PackDeb extends Command {',
    '  async run() {',
    '    const {flags} = await this.parse(PackDeb)',
    '    execSync(`dpkg --build ${flags.root} ${this.config.dirname}.deb`)',
    '    execSync(`gpg --sign ${process.env.DEB_KEY}`)',
    '  }',
    '}',
    'export function writeBin(config) {',
    '  execSync(`chmod +x ${config.bin}`)',
    '}',
    ...extra,
  ];

  it("from its flags, config, environment or an exported helper's argument is no finding, not even low", async () => {
    // js-exec-interpolated's `in-cli: skip`: the operator of a CLI is whoever runs it (issue 45 point 2).
    const { seen } = await scan('src/commands/pack/deb.ts', packer());
    expect(seen).toEqual([]);
  });

  it("the same file with a request handler is a server: the exported argument is critical again, the operator's environment medium", async () => {
    const { seen } = await scan(
      'src/commands/pack/deb.ts',
      packer(["app.post('/pack', (req, res) => writeBin({ bin: req.body.bin }))"]),
    );
    expect(seen).toContainEqual(['js-exec-interpolated', 11, 'critical']);
    // A server's environment is its operator's setting (CodeQL's `local` threat model): at most medium.
    expect(seen).toContainEqual(['js-exec-interpolated', 7, 'medium']);
  });

  it('a value read back from the network in the function running the command keeps its medium grade; its own argument is no finding', async () => {
    const { seen } = await scan('bin/update.js', [
      '#!/usr/bin/env node',
      "const { execSync } = require('child_process');",
      'async function update() {',
      "  const latest = await fetch('https://example.com/latest').then((r) => r.text());",
      '  execSync(`npm install -g tool@${latest.trim()}`);',
      '}',
      'function chmod(dir) {',
      '  execSync(`chmod +x ${dir.trim()}`);',
      '}',
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 5, 'medium']]);
  });

  it("a stored name in a web app's service (Dokploy's container logs) stays critical", async () => {
    const { seen } = await scan('packages/server/src/services/docker.ts', [
      "import { execAsync } from '../utils/process';",
      "import { exec } from 'node:child_process';",
      'export const getContainerLogs = async (appNameOrId: string) => {',
      '  exec(`docker service logs "${appNameOrId}" --tail 100`);',
      '};',
    ]);
    expect(seen).toEqual([['js-exec-interpolated', 4, 'critical']]);
  });
});
