import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinLenses, parseLensMarkdown } from '../../../src/review/model/plan/lenses.js';
import { fillTemplate } from '../../../src/prompt/template.js';
import { PROMPTS } from '../../../src/prompt/prompts.generated.js';

const promptsDir = path.resolve(import.meta.dirname, '..', '..', '..', 'prompts');

describe('embedded prompts', () => {
  it('match prompts/*.md byte for byte (run node scripts/gen-prompts.mjs when this fails)', () => {
    const onDisk = Object.fromEntries(
      readdirSync(promptsDir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => [f.slice(0, -3), readFileSync(path.join(promptsDir, f), 'utf8')]),
    );
    expect({ ...PROMPTS }).toEqual(onDisk);
  });

  it('give every built-in lens a title and instructions from its Markdown file', () => {
    const lenses = builtinLenses();
    expect(lenses.map((l) => [l.id, l.title])).toEqual([
      ['security', 'Security'],
      ['correctness', 'Correctness'],
      ['code-health', 'Code health'],
      ['tests', 'Tests'],
      ['docs', 'Documentation'],
    ]);
    for (const lens of lenses) {
      expect(lens.instructions.length).toBeGreaterThan(50);
      expect(lens.instructions).not.toMatch(/^#/);
    }
  });

  it('reads a lens file without a title line as instructions only', () => {
    expect(parseLensMarkdown('x', 'Check the SQL.')).toEqual({
      id: 'x',
      title: 'x',
      instructions: 'Check the SQL.',
    });
  });

  it('refuses to leave a placeholder unfilled', () => {
    expect(() => fillTemplate('a {{nonce}} b {{missing}}', { nonce: 'n' })).toThrow(/\{\{missing\}\}/);
    expect(fillTemplate('a {{nonce}} {{nonce}}', { nonce: 'n' })).toBe('a n n');
  });
});
