/**
 * The README's security claims that the code decides: which keys a repository file may not set
 * for the CLI, which file names are looked up, and the account the default token posts as. A key
 * added to the trust list or a new file name must show up in the README, or this fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_CONFIG_CANDIDATES } from '../../src/config/load.js';
import { TRUST_KEYS } from '../../src/config/schema.js';
import { ACTIONS_BOT } from '../../src/github/identity.js';

const README = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The text of the README section under `heading`, up to the next heading of any level. */
function section(heading: string): string {
  const start = README.indexOf(`\n${heading}\n`);
  expect(start, `README has no "${heading}"`).toBeGreaterThan(-1);
  const rest = README.slice(start + heading.length + 2);
  const end = rest.search(/\n#{1,6} /);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('README security sections', () => {
  const trust = section("### What a repository's config may set");

  it('names exactly the keys a repository file may not set for the CLI', () => {
    const line = trust.split('\n- ').find((b) => b.startsWith('**Keys that route'));
    expect(line, 'the "Keys that route" bullet').toBeDefined();
    const named = [.../^\*\*Keys that route[^(]*\(([^)]*)\)/.exec(line!)![1]!.matchAll(/`([^`]+)`/g)].map(
      (m) => m[1],
    );
    expect(named.sort()).toEqual([...TRUST_KEYS].sort());
  });

  it('names every repository config file prlens looks for, in lookup order', () => {
    const names = REPO_CONFIG_CANDIDATES.map((c) => `\`${c}\``).join(', ');
    expect(trust).toContain(names);
  });

  it('says the default token posts as the Actions bot and how an App token gives prlens its own', () => {
    const model = section('## Security model');
    expect(model).toContain(`\`${ACTIONS_BOT.login}\`, which every workflow`);
    const app = section('### An identity of its own (GitHub App token)');
    for (const part of [
      'actions/create-github-app-token',
      'app-id:',
      'private-key:',
      'github-token: ${{ steps.app-token.outputs.token }}',
      '`<app-slug>[bot]`',
    ])
      expect(app).toContain(part);
  });
});
