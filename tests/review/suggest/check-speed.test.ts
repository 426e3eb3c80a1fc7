/**
 * The check's cost per suggestion: rules compiled once per run and only the part of the file around
 * the suggestion re-reviewed. Reloading the rules and re-reviewing whole files cost ~190 ms of CPU a
 * suggestion; the budget below allows 75 ms, so a return to per-suggestion reloads fails it.
 */
import { expect, it } from 'vitest';
import type { Finding } from '../../../src/core/types.js';
import { checkSuggestions } from '../../../src/review/suggest/check-suggestions.js';

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

it('checks 40 suggestions in one file within 75 ms of CPU each', async () => {
  // The second line of each function: inside its body, so the search has ancestors to look at.
  const findings = Array.from({ length: FUNCTIONS }, (_, i) => suggestionOn(i * 6 + 2));
  const contents = new Map([['src/steps.js', content]]);
  await checkSuggestions(findings.slice(0, 1), contents);
  const started = process.cpuUsage();
  const checked = await checkSuggestions(findings, contents);
  const used = process.cpuUsage(started);
  expect(checked.map((f) => f.suggestion_check)).toEqual(findings.map(() => 'parses'));
  expect((used.user + used.system) / 1000).toBeLessThan(FUNCTIONS * 75);
}, 60_000);
