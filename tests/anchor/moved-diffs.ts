/**
 * Moved and re-indented code, where anchoring once picked the wrong copy: real source files
 * (dependencies nobody here wrote, tabs and spaces) with runs of statements wrapped into a closure one level deeper, some of
 * them also moved below the two lines that followed. `git diff --no-index` then shows each run
 * deleted at its old indentation and added at the new one: the same text, ignoring whitespace, on
 * both sides, which a quote alone cannot tell apart but a marker, a side or the indentation can.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { gitDiffNoIndex, type RealDiff } from './real-diffs.js';

/** Files under node_modules (package-relative), indented with tabs or with spaces. */
export const MOVED_SOURCES: readonly string[] = [
  'p-retry/index.js',
  'yaml/dist/compose/composer.js',
  'yaml/dist/compose/resolve-flow-scalar.js',
  'yaml/dist/compose/resolve-block-scalar.js',
];

/** Every how many eligible runs one is wrapped: enough moves for figures, enough code left alone. */
const EVERY = 2;
const MIN_RUN = 2;
const MAX_RUN = 5;

const indentOf = (line: string) => /^[ \t]*/.exec(line)![0];
const blank = (line: string) => line.trim() === '';

/**
 * Wraps every EVERY-th run of MIN_RUN..MAX_RUN indented non-blank lines of one indentation into
 * `queue.push(() => { … });`, one level deeper; every other wrapped run is moved below the two
 * lines after it. Deterministic, so the suite's figures are reproducible.
 */
export function wrapInClosures(text: string): string {
  const lines = text.split('\n');
  const unit = lines.some((l) => l.startsWith('\t')) ? '\t' : '    ';
  const out: string[] = [];
  let eligible = 0;
  let wrapped = 0;
  for (let i = 0; i < lines.length;) {
    const indent = indentOf(lines[i]!);
    let end = i;
    while (end < lines.length && !blank(lines[end]!) && indentOf(lines[end]!) === indent) end++;
    const run = end - i;
    const startsStatement = !/^\s*[})\].]/.test(lines[i]!) && !/^\s*(\/\/|\*|\/\*)/.test(lines[i]!);
    if (indent === '' || run < MIN_RUN || run > MAX_RUN || !startsStatement || eligible++ % EVERY !== 0) {
      out.push(...lines.slice(i, Math.max(end, i + 1)));
      i = Math.max(end, i + 1);
      continue;
    }
    const closure = [
      `${indent}queue.push(() => {`,
      ...lines.slice(i, end).map((l) => unit + l),
      `${indent}});`,
    ];
    // Every other closure also moves below the two lines that followed the run.
    const after = wrapped++ % 2 === 1 ? lines.slice(end, end + 2).filter((l) => !blank(l)) : [];
    out.push(...after, ...closure);
    i = end + after.length;
  }
  return out.join('\n');
}

/** One diff per source: the file as published → the same file with runs wrapped and moved. */
export function loadMovedDiffs(sources = MOVED_SOURCES): RealDiff[] {
  const modules = path.resolve(import.meta.dirname, '../../node_modules');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-moved-'));
  return sources.map((source, i) => {
    const original = readFileSync(path.join(modules, source), 'utf8');
    const moved = wrapInClosures(original);
    const [a, b] = [path.join(dir, `${i}-old.js`), path.join(dir, `${i}-new.js`)];
    writeFileSync(a, original);
    writeFileSync(b, moved);
    const files = parseUnifiedDiff(gitDiffNoIndex(a, b));
    const file = files[0];
    if (files.length !== 1 || !file) throw new Error(`expected one file in the moved-code diff of ${source}`);
    return { name: `${source} (moved into closures)`, file, newText: moved.split('\n') };
  });
}
