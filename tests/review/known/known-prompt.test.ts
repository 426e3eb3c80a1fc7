/**
 * The known list in the lens prompt: the static rules' and other tools' findings on the unit's
 * files, one line each, capped, inside the run's delimiters. Its cost is its own size: the prompt
 * with the list grows by no more than the section's tokens.
 */
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../src/core/fingerprint.js';
import type { Finding } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { countTokens } from '../../../src/llm/tokens.js';
import {
  knownFindings,
  knownLines,
  knownSection,
  MAX_KNOWN_LISTED,
} from '../../../src/review/known/known-prompt.js';
import { createPromptContext } from '../../../src/review/model/plan/context.js';
import { buildSystem } from '../../../src/review/model/plan/prompt.js';

const FILES = parseUnifiedDiff(
  [
    'diff --git a/src/a.js b/src/a.js',
    '--- a/src/a.js',
    '+++ b/src/a.js',
    '@@ -1 +1,3 @@',
    ' const a = 1;',
    '+const b = eval(x);',
    '+const c = 3;',
    '',
  ].join('\n'),
);

function ruleFinding(line: number, lens: string, rule: string, title: string, path = 'src/a.js'): Finding {
  return {
    path,
    line,
    start_line: null,
    side: 'RIGHT',
    severity: 'high',
    category: 'security',
    lens,
    title,
    body: title,
    suggestion: null,
    anchor: 'const b = eval(x);',
    confidence: 0.9,
    anchored: true,
    fingerprint: fingerprint({ path, category: lens, anchor: String(line) }),
    rule,
  };
}

const KNOWN = knownFindings([
  ruleFinding(2, 'eslint', 'no-eval', 'eval can be harmful.'),
  ruleFinding(2, 'static', 'js-eval', '`eval` of a non-literal string runs arbitrary code'),
  ruleFinding(9, 'eslint', 'no-eval', 'elsewhere', 'src/other.js'),
]);

const unit = { files: [{ path: 'src/a.js', hunks: [0] }] };
const context = (known = KNOWN) =>
  createPromptContext({ files: FILES, countTokens, known, random: () => Buffer.from('abcdef') });

describe('the known list in the lens prompt', () => {
  it('lists the unit file’s known findings, one line each, in delimiters; other files’ stay out', () => {
    const system = buildSystem(unit, context());
    expect(system).toContain('## Already reported (known findings)');
    expect(system).toContain('src/a.js:2 · eslint: no-eval · eval can be harmful.');
    expect(system).toContain(
      'src/a.js:2 · prlens rule js-eval · `eval` of a non-literal string runs arbitrary code',
    );
    expect(system).not.toContain('src/other.js');
    expect(system).toMatch(/<<<KNOWN-\w+\n[\s\S]*\nKNOWN-\w+>>>/);
  });

  it('no known finding on the unit: the prompt is the one without the section, byte for byte', () => {
    expect(buildSystem(unit, context([]))).toBe(
      buildSystem(unit, context(KNOWN.filter((k) => k.path !== 'src/a.js'))),
    );
  });

  it('the prompt grows by no more than the section’s own tokens', () => {
    const without = countTokens(buildSystem(unit, context([])));
    const withList = countTokens(buildSystem(unit, context()));
    const ctx = context();
    const section = countTokens(knownSection(knownLines(['src/a.js'], KNOWN)!, ctx.nonce));
    // The section joins the other parts with one blank line.
    expect(withList - without).toBeLessThanOrEqual(section + countTokens('\n\n'));
    expect(withList).toBeGreaterThan(without);
  });

  it(`caps the list at ${MAX_KNOWN_LISTED} and says how many more there are`, () => {
    const many = knownFindings(
      Array.from({ length: MAX_KNOWN_LISTED + 3 }, (_, i) =>
        ruleFinding(i + 1, 'eslint', 'semi', 'Missing semicolon.'),
      ),
    );
    const lines = knownLines(['src/a.js'], many)!;
    expect(lines).toHaveLength(MAX_KNOWN_LISTED + 1);
    expect(lines.at(-1)).toBe('(3 more not listed)');
    expect(knownLines(['src/a.js'], many.slice(0, MAX_KNOWN_LISTED))).toHaveLength(MAX_KNOWN_LISTED);
  });

  it('a secret in a tool’s message is redacted before the model sees it', () => {
    const leaky = knownFindings([ruleFinding(2, 'gitleaks', 'aws', 'AWS key AKIAIOSFODNN7EXAMPLE found')]);
    expect(knownLines(['src/a.js'], leaky)!.join('\n')).not.toContain('AKIAIOSFODNN7EXAMPLE');
  });
});
