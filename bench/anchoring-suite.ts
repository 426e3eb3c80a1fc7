/**
 * Prints the anchoring perturbation suite's rates per perturbation kind and overall, for lines with
 * unique text, moved/re-indented lines (the other side holds the same text) and ambiguous lines.
 * Run: npx tsx bench/anchoring-suite.ts   (add --examples to print misses)
 */
import { loadMovedDiffs } from '../tests/anchor/moved-diffs.js';
import { loadRealDiffs } from '../tests/anchor/real-diffs.js';
import { GROUPS, KINDS, runSuite, sum, type Tally } from '../tests/anchor/perturb.js';

const pct = (n: number, d: number) => (d === 0 ? '   -   ' : `${((100 * n) / d).toFixed(2).padStart(6)}%`);
const row = (name: string, t: Tally) =>
  `${name.padEnd(12)} ${String(t.total).padStart(6)}  ${pct(t.exact, t.total)}  ` +
  `${String(t.unanchored).padStart(6)}  ${String(t.wrongText).padStart(6)}`;

const diffs = [...loadRealDiffs(), ...loadMovedDiffs()];
const started = performance.now();
const result = runSuite(diffs);
const ms = performance.now() - started;

console.log(`diffs: ${diffs.map((d) => d.name).join(', ')}`);
console.log(
  `targets: ${result.targets.unique} unique, ${result.targets.moved} moved, ${result.targets.ambiguous} ambiguous, ` +
    `${result.targets.blank} blank (skipped), ${result.targets.noDistinctSubstring} without a distinctive ` +
    `substring (no partial claim), ${result.targets.undecidable} moved without a deciding indentation (no wrong-side claim)`,
);
for (const group of GROUPS) {
  console.log(`\n${group} targets\nkind          claims  exact-line  unanch.  wrong-text`);
  for (const kind of KINDS) console.log(row(kind, result[group][kind]));
  console.log(row('overall', sum(result[group])));
}
const claims = GROUPS.reduce((n, g) => n + sum(result[g]).total, 0) + result.outside.total;
console.log(
  `\nquotes of lines outside the diff: ${result.outside.total}, anchored anyway: ${result.outside.anchored} ` +
    `(${pct(result.outside.anchored, result.outside.total).trim()})`,
);
console.log(
  `${claims} anchorClaim calls in ${ms.toFixed(0)} ms (${((1000 * ms) / claims).toFixed(1)} µs each)`,
);
if (process.argv.includes('--examples')) console.log(JSON.stringify(result.examples, null, 2));
