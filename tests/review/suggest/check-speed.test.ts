/**
 * The check's cost per suggestion: the rules are loaded and compiled once per run, not twice per
 * suggestion (reloading them cost ~130 ms each time; bench/suggestion-check.ts prints the CPU
 * figures). Counted, not timed, so the test holds on a loaded machine.
 */
import { expect, it, vi } from 'vitest';
import type { Finding } from '../../../src/core/types.js';
import type * as ruleFile from '../../../src/static/rule-file.js';
import { loadRules } from '../../../src/static/rule-file.js';
import { checkSuggestions } from '../../../src/review/stages/check-suggestions/check-suggestions.js';

vi.mock('../../../src/static/rule-file.js', async (importOriginal) => {
  const original = await importOriginal<typeof ruleFile>();
  return { ...original, loadRules: vi.fn(original.loadRules) };
});

const FUNCTIONS = 40;
const content = Array.from(
  { length: FUNCTIONS },
  (_, i) =>
    `export async function step${i}(input, cache) {\n  const total = input.items.filter((x) => x.active).length;\n` +
    `  if (total > ${i}) await cache.set('k${i}', total);\n  return total;\n}\n`,
).join('\n');

function suggestionOn(line: number): Finding {
  const text = content.split('\n')[line - 1] ?? '';
  return {
    path: 'src/steps.js',
    line,
    start_line: null,
    side: 'RIGHT',
    severity: 'medium',
    category: 'bug',
    lens: 'correctness',
    title: 't',
    body: 'b',
    suggestion: `${text} // checked`,
    anchor: text,
    confidence: 0.9,
    anchored: true,
    fingerprint: `f${line}`,
    rule: null,
  };
}

it('checks 40 suggestions in one file with the rules loaded once', async () => {
  // The second line of each function: inside its body, so the search has ancestors to look at.
  const findings = Array.from({ length: FUNCTIONS }, (_, i) => suggestionOn(i * 6 + 2));
  const checked = await checkSuggestions(findings, new Map([['src/steps.js', content]]));
  expect(checked.map((f) => f.suggestion_check)).toEqual(findings.map(() => 'parses'));
  expect(vi.mocked(loadRules)).toHaveBeenCalledTimes(1);
});
