/**
 * Generated changes for the benchmarks: a base and a head tree whose diff has a known number of
 * changed lines over a known number of files. The code looks like ordinary TypeScript (long and
 * short lines, blank lines, braces) so token counts per line resemble a real change, and the edits
 * come in blocks (4 modified lines + 2 inserted ones, every 24 lines) so hunks carry context the
 * way a real pull request's do. Deterministic: the same size always gives the same trees.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface GeneratedChange {
  base: Record<string, string>;
  head: Record<string, string>;
  files: number;
  /** Added plus deleted lines of the diff, counted from the edits made. */
  changedLines: number;
}

/** One edit block: 4 modified lines (8 changed) and 2 inserted lines (2 changed). */
const BLOCK_CHANGED = 10;
const BLOCK_STRIDE = 24;

// A mix of long and short lines, blank lines and closing braces: about 10 o200k tokens a line, as
// in prlens's own sources (10.3), so token counts per changed line resemble a real change's.
const TEMPLATES: ReadonlyArray<(f: number, i: number) => string> = [
  (_f, i) => `  const total${i} = items.filter((item) => item.active).length;`,
  (_f, i) => `  if (total${i} > limit) return null;`,
  () => '  }',
  () => '',
  (_f, i) => `  result.push(formatEntry(entry${i}));`,
  (f, i) => `  logger.debug('module ${f} step ${i}');`,
  (_f, i) => `  await cache.set(key${i}, value);`,
  (_f, i) => `  let count${i} = previous?.counts.get(key${i}) ?? 0;`,
];

function baseLine(f: number, i: number): string {
  return TEMPLATES[(i * 7 + f) % TEMPLATES.length]!(f, i);
}

function editedLine(_f: number, i: number): string {
  return `  const changed${i} = compute(input, ${i});`;
}

function insertedLine(f: number, i: number, k: number): string {
  return `  metrics.record('m${f}.${i}.${k}', elapsed);`;
}

/** A file of `blocks` edit blocks: its base text and its head text. */
function makeFile(f: number, blocks: number, extraChanged: number): { base: string; head: string } {
  const length = Math.max(40, (blocks + 1) * BLOCK_STRIDE);
  const base: string[] = [`export function module${f}(input: Input): Output {`];
  const head: string[] = [...base];
  let remaining = blocks;
  for (let i = 1; i < length; i++) {
    const line = baseLine(f, i);
    base.push(line);
    const blockStart = i % BLOCK_STRIDE === 6;
    if (blockStart && remaining > 0) {
      remaining--;
      head.push(insertedLine(f, i, 0), insertedLine(f, i, 1));
    }
    const inBlock = i % BLOCK_STRIDE >= 6 && i % BLOCK_STRIDE < 10 && Math.floor(i / BLOCK_STRIDE) < blocks;
    // A change smaller than one block: modify `extraChanged / 2` lines near the end, insert one if odd.
    const inExtra = i >= length - 10 && i < length - 10 + Math.floor(extraChanged / 2);
    if (extraChanged % 2 === 1 && i === length - 2) head.push(insertedLine(f, i, 9));
    head.push(inBlock || inExtra ? editedLine(f, i) : line);
  }
  base.push('}');
  head.push('}');
  return { base: `${base.join('\n')}\n`, head: `${head.join('\n')}\n` };
}

/**
 * A change of about `changedLines` added + deleted lines over `files` files under `src/`, grouped
 * four files a directory so grouping has something to do.
 */
export function generateChange(changedLines: number, files: number): GeneratedChange {
  const base: Record<string, string> = {};
  const head: Record<string, string> = {};
  let counted = 0;
  for (let f = 0; f < files; f++) {
    const share = Math.floor(changedLines / files) + (f < changedLines % files ? 1 : 0);
    const blocks = Math.floor(share / BLOCK_CHANGED);
    const extra = Math.min(share - blocks * BLOCK_CHANGED, 9);
    const file = makeFile(f, blocks, extra);
    const path = `src/area${Math.floor(f / 4)}/module-${f}.ts`;
    base[path] = file.base;
    head[path] = file.head;
    counted += blocks * BLOCK_CHANGED + extra;
  }
  return { base, head, files, changedLines: counted };
}

/**
 * A hand-written pull request instead of generated code: a bulk importer (paging over a REST API
 * with retries, record mapping, batched upserts, a command) in 6 new TypeScript files, about 600
 * lines. Real code has the token density and hunk shape of real code, so its prompt cost is the
 * figure a user of a medium-sized feature PR pays. The files live in bench/fixtures/bulk-importer/
 * as `.ts.txt`, so the project's own type checker and linters leave them alone.
 */
export function bulkImporterChange(): GeneratedChange {
  const dir = path.join(import.meta.dirname, 'fixtures/bulk-importer');
  const head: Record<string, string> = {};
  let changedLines = 0;
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.ts.txt'))
    .sort()) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    head[`src/import/${name.slice(0, -'.txt'.length)}`] = text;
    changedLines += text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  }
  return { base: {}, head, files: Object.keys(head).length, changedLines };
}
