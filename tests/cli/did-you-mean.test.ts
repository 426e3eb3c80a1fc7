/**
 * A mistyped option gets the nearest one the command takes, in every subcommand's parser (not
 * only review and demo), so a typo never leaves the user to read the whole help.
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args.js';

describe('did-you-mean for every subcommand', () => {
  it.each([
    [['review', '--fail-onn', 'high'], '--fail-on'],
    [['sweep', '--repo', 'o/r', '--matirx'], '--matrix'],
    [['sweep', '--repo', 'o/r', '--sweep-max-pr', '3'], '--sweep-max-prs'],
    [['ask', '--pr', 'o/r#1', '--modle', 'm', 'why?'], '--model'],
    [['describe', '--pr', 'o/r#1', '--pots'], '--post'],
    [['doctor', '--base-ur', 'http://x'], '--base-url'],
    [['session', 'show', 'f.jsonl', '--outptu', 'x.html'], '--output'],
    [['config', 'init', '--forse'], '--force'],
  ])('%j → suggests %s', (argv, hint) => {
    expect(() => parseCommandLine(argv)).toThrow(`did you mean '${hint}'?`);
  });
});
