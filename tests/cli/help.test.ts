/**
 * `prlens --help` and `prlens <command> --help` answer a new user's first questions: every command
 * has a page with examples, reachable both ways; doctor's argument mistakes each say what to type.
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { HELP_TOPICS, helpText } from '../../src/cli/help.js';
import { cli } from '../support/cli.js';

const COMMANDS = ['demo', 'review', 'ask', 'describe', 'sweep', 'config', 'doctor', 'session'];

describe('help', () => {
  it('has a page for every command of the CLI', () => {
    expect([...HELP_TOPICS].sort()).toEqual([...COMMANDS].sort());
  });

  it.each(COMMANDS)('prlens %s --help prints its page with examples, exit 0', async (command) => {
    const { code, stdout, stderr } = await cli(process.cwd(), [command, '--help']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toBe(`${helpText(command)}\n`);
    expect(stdout.startsWith(`prlens ${command}`)).toBe(true);
    expect(stdout).toMatch(/Examples:\n {2}prlens /);
  });

  it.each(COMMANDS)('prlens help %s prints the same page', async (command) => {
    expect((await cli(process.cwd(), ['help', command])).stdout).toBe(`${helpText(command)}\n`);
  });

  it('the main page lists every command and the first steps', () => {
    const main = helpText();
    for (const command of COMMANDS) expect(main).toContain(`prlens ${command}`);
    expect(main).toContain('prlens doctor');
    expect(main).toMatch(/PRLENS_API_KEY/);
    expect(main).toMatch(/NO_COLOR/);
  });

  it('--help wins over a bad option of the command', () => {
    expect(parseCommandLine(['doctor', '--bogus', '--help'])).toEqual({ name: 'help', topic: 'doctor' });
  });
});

describe('prlens doctor arguments', () => {
  it.each([
    [['--pr', 'octo/app'], /--pr must look like OWNER\/REPO#N, e\.g\. octo\/app#42; got 'octo\/app'/],
    [['--repo', 'octo'], /--repo must look like OWNER\/REPO, e\.g\. octo\/app; got 'octo'/],
    [['--pr', 'a/b#1', '--repo', 'a/b'], /--pr and --repo cannot be combined/],
    [['extra'], /unexpected argument 'extra': prlens doctor takes only options/],
    [['--frobnicate'], /unknown option '--frobnicate'.*\(see prlens doctor --help\)/],
  ])('%j', (args, message) => {
    expect(() => parseCommandLine(['doctor', ...args])).toThrow(UsageError);
    expect(() => parseCommandLine(['doctor', ...args])).toThrow(message);
  });

  it('reads --pr into the repository and the number', () => {
    expect(parseCommandLine(['doctor', '--pr', 'octo/app.js#42', '--config', 'x.yml'])).toEqual({
      name: 'doctor',
      repo: { owner: 'octo', repo: 'app.js' },
      pull: 42,
      configPath: 'x.yml',
      debug: false,
    });
  });
});
