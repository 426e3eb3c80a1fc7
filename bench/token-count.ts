/**
 * Token counting on long lines: the exact o200k count (one BPE pass over the whole text) against
 * prlens's `countTokens`, which counts a line past LONG_LINE_CHARS in pieces. Prints the time of
 * each and the over-count of the estimate. The exact count grows with the square of a run without
 * a word break; a 150 kB line is what a minified bundle or an inlined fixture puts in a diff.
 *
 *   npx tsx bench/token-count.ts [maxExactChars=80000]
 */
import { countTokens as exact } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens } from '../src/llm/tokens.js';

const [maxExact = 80_000] = process.argv.slice(2).map(Number);

const shapes: Record<string, (n: number) => string> = {
  'one word (aaaa…)': (n) => 'a'.repeat(n),
  spaces: (n) => ' '.repeat(n),
  'minified js': (n) => 'var a=1;function f(b){return b+1};'.repeat(Math.ceil(n / 34)).slice(0, n),
  base64: (n) =>
    Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919) % 256))
      .toString('base64')
      .slice(0, n),
};

const time = (f: () => number): [number, number] => {
  const t = performance.now();
  const value = f();
  return [value, performance.now() - t];
};

console.log('| text | chars | exact tokens | exact ms | estimate | estimate ms | over-count |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name, make] of Object.entries(shapes)) {
  for (const n of [10_000, 40_000, 80_000, 150_000]) {
    const text = `export const x = "${make(n)}";`;
    const [estimate, estimateMs] = time(() => countTokens(text));
    const exactRun = text.length <= maxExact ? time(() => exact(text)) : null;
    const over = exactRun ? `${(((estimate - exactRun[0]) / exactRun[0]) * 100).toFixed(2)} %` : '—';
    console.log(
      `| ${name} | ${text.length} | ${exactRun ? exactRun[0] : 'skipped'} | ${exactRun ? exactRun[1].toFixed(0) : '—'} | ${estimate} | ${estimateMs.toFixed(1)} | ${over} |`,
    );
  }
}
