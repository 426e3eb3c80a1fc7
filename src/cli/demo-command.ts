/**
 * `prlens demo`: a newcomer's first command. It builds a throw-away git repository holding one
 * small commit with real problems in three languages, reviews that commit exactly as
 * `prlens review --commit HEAD` would (static rules, or the model when one is configured), and
 * removes the repository again, also when the review fails. Nothing is fetched: it works offline.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runGit } from '../local/run-git.js';
import type { LocalReviewOptions } from './args.js';
import type { CliIO } from './io.js';
import { reviewLocal } from './review-command.js';

/** The sample change: each file has a bug the static rules catch with high confidence. */
const SAMPLE: Readonly<Record<string, string>> = {
  'app/backup.py': [
    'import os',
    'import yaml',
    '',
    '',
    'def load_settings(path):',
    '    with open(path) as handle:',
    '        return yaml.load(handle)',
    '',
    '',
    'def backup(directory):',
    '    os.system("tar czf /tmp/backup.tgz " + directory)',
    '',
  ].join('\n'),
  'web/render.js': [
    'export function applyFormula(row, formula) {',
    '  return eval(formula);',
    '}',
    '',
    'export function showName(element, name) {',
    '  element.innerHTML = `<b>${name}</b>`;',
    '}',
    '',
  ].join('\n'),
  'tools/unpack.go': [
    'package tools',
    '',
    'import "os/exec"',
    '',
    'func Unpack(name string) error {',
    '\treturn exec.Command("sh", "-c", "tar xf "+name).Run()',
    '}',
    '',
  ].join('\n'),
};

/** Identity and switches for the demo's own commits: the user's git config must not change them. */
const COMMIT_CONFIG = [
  '-c',
  'user.name=prlens demo',
  '-c',
  'user.email=demo@prlens.invalid',
  '-c',
  'commit.gpgsign=false',
  '-c',
  'core.hooksPath=/dev/null',
];

/** Reviews the embedded sample change; returns the exit code `prlens review` would. */
export async function runDemo(options: LocalReviewOptions, io: CliIO): Promise<number> {
  const root = await mkdtemp(path.join(tmpdir(), 'prlens-demo-'));
  try {
    await runGit(root, ['init', '-q', '-b', 'main']);
    await writeFile(path.join(root, 'README.md'), '# demo\n');
    await commitAll(root, 'start');
    for (const [file, text] of Object.entries(SAMPLE)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    await commitAll(root, 'Add backup, rendering and unpacking helpers');
    // --quiet: only warnings and errors on stderr, as for every other command.
    if (!options.quiet)
      io.stderr(`prlens demo: reviewing a sample commit (${Object.keys(SAMPLE).join(', ')})\n`);
    // The report must not land inside the directory that is removed below.
    const output = options.output ? path.resolve(io.cwd, options.output) : undefined;
    return await reviewLocal(
      { ...options, mode: { kind: 'commit', sha: 'HEAD' }, ...(output ? { output } : {}) },
      { ...io, cwd: root },
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function commitAll(root: string, message: string): Promise<void> {
  await runGit(root, ['add', '-A']);
  await runGit(root, [...COMMIT_CONFIG, 'commit', '-q', '--no-verify', '-m', message]);
}
