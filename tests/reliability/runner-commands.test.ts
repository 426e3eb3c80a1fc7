/**
 * Workflow-command injection through the runner log, against the BUILT action: a PR title, a file
 * name and a file too big to read, each carrying workflow commands on their own lines. stdout and
 * stderr are read the way the runner reads them (actions/runner ActionCommand.TryParseV2 and the
 * legacy TryParse, see src/log/runner-line.ts); the only commands allowed are the ones prlens issues.
 */
import { describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import { BASE, SMALL_TS, TOKEN, readReport, review } from './github-helpers.js';

/** Commands the runner registers (ActionCommandManager: the command extensions plus stop-commands). */
const REGISTERED = new Set([
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
  'stop-commands',
]);

interface ParsedCommand {
  form: 'v2' | 'v1';
  name: string;
  properties: string;
  data: string;
  line: string;
}

/** Every line of `output` the runner would run as a command. */
function runnerCommands(output: string): ParsedCommand[] {
  const found: ParsedCommand[] = [];
  for (const line of output.split(/\r\n|\r|\n/)) {
    // TryParseV2: `::name props::data` after TrimStart (.NET trims every Unicode white space).
    const trimmed = line.replace(/^[\s\u0085]+/u, '');
    if (trimmed.startsWith('::')) {
      const end = trimmed.indexOf('::', 2);
      if (end > 0) {
        const info = trimmed.slice(2, end);
        const space = info.indexOf(' ');
        const name = space < 0 ? info : info.slice(0, space);
        if (REGISTERED.has(name)) {
          found.push({
            form: 'v2',
            name,
            properties: space < 0 ? '' : info.slice(space + 1),
            data: trimmed.slice(end + 2),
            line,
          });
          continue;
        }
      }
    }
    // TryParse (legacy): `##[name props]data` anywhere in the line.
    const at = line.indexOf('##[');
    const close = at < 0 ? -1 : line.indexOf(']', at);
    if (close > 0) {
      const info = line.slice(at + 3, close);
      const name = info.split(' ')[0]!;
      if (REGISTERED.has(name))
        found.push({ form: 'v1', name, properties: info.slice(name.length + 1), data: '', line });
    }
  }
  return found;
}

/** What prlens itself issues: plain commands at the start of a line, no properties, masks of its secrets. */
function expectOnlyOurCommands(output: string, label: string): void {
  const forged = runnerCommands(output).filter(
    (c) =>
      c.form !== 'v2' ||
      !c.line.startsWith('::') ||
      c.properties !== '' ||
      !['debug', 'warning', 'error', 'notice', 'group', 'endgroup', 'add-mask'].includes(c.name) ||
      (c.name === 'add-mask' && c.data !== TOKEN),
  );
  expect(
    forged.map((c) => c.line),
    `${label}: commands prlens did not issue`,
  ).toEqual([]);
}

/** A payload of commands, each on its own line, in both the modern and the legacy form. */
const payload = (who: string) =>
  [
    '',
    `::warning title=FORGED ${who}::annotation forged by the ${who}`,
    `  ::error file=src/app.ts,line=1::forged error from the ${who}`,
    `::add-mask::${who}`,
    `x ##[error]legacy command forged by the ${who}`,
    `::stop-commands::${who}-token`,
    '',
  ].join('\n');

describe('runner workflow commands (dist/index.js)', () => {
  const s = useScenario();
  let fake: FakeGitHub;

  it('runner log: PR title, file name and a file over the 2 MB read limit carrying ::warning, ::stop-commands:: and ##[error] → no forged command in stdout or stderr, findings still posted', async () => {
    fake = await s.github({ token: TOKEN });
    const bigName = `src/big${payload('big file')}.ts`;
    const big = `export const rows = [\n${'  "0123456789abcdef0123456789abcdef",\n'.repeat(60_000)}];\n`;
    const pull = fake.state.createPullRequest({
      title: `Fix the parser${payload('title')}`,
      base: { ...BASE, [bigName]: big },
      head: {
        // A file whose NAME carries the commands (colons are legal in git paths).
        [`src/evil${payload('file name')}.ts`]: SMALL_TS,
        // Over the 2 MB read limit (the static lens's cap): its path is logged when prlens declines to read it.
        [bigName]: big.replace('];\n', '  "changed",\n];\n'),
      },
    });
    // The built bundle: what the runner parses is the real process's stdout and stderr.
    const run = await review(fake, pull, { built: true });
    // The big file is not read (the 2 MB read limit), so the static rules never checked it: the review
    // is incomplete, which never passes, and says which file it left unchecked.
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs.incomplete).toBe('true');
    // The untrusted text did reach the log (the test would be vacuous otherwise) …
    expect(run.stdout).toContain('annotation forged by the title');
    expect(run.stdout).toContain('larger than');
    // … but only as text.
    expectOnlyOurCommands(run.stdout, 'stdout');
    expectOnlyOurCommands(run.stderr, 'stderr');
    // Nothing was lost to the attack: the findings of the flagged file are posted.
    const report = readReport(run);
    expect(report.warnings.join('\n')).toContain(`their findings are missing: ${bigName}`);
    expect(report.findings.filter((f) => f.path.startsWith('src/evil')).length).toBeGreaterThan(0);
    expect(run.outputs.findings).toBe(String(report.findings.length));
  });
});
