/**
 * The docs name files a maintainer will open: a path that no longer exists (a file moved to another
 * stage's folder, a test moved out of src/) sends them nowhere. Every `src/...` and `tests/...` path
 * in the README, docs/*.md and the scripts' comments must exist; a glob or a `<name>` placeholder
 * must at least have its folder.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Paths the README names as examples of a user's repository, not files of prlens. */
const NOT_OURS = new Set(['src/test/java']);

const PATH = /(?<![\w.@/$-])(?:src|tests)\/[\w./*<>-]*/g;

/** The `src/...` and `tests/...` paths a text names, without a sentence's closing full stop. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(PATH)].map((m) => m[0].replace(/\.+$/, '')).filter((p) => !NOT_OURS.has(p));
}

/** Whether a named path exists; for `src/cli/*-args.ts` or `rules/<id>.yml`, whether its folder does. */
function exists(named: string): boolean {
  const wild = named.search(/[*<]/);
  const concrete = wild < 0 ? named : named.slice(0, named.lastIndexOf('/', wild) + 1);
  return existsSync(path.join(ROOT, concrete));
}

function missingIn(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    namedPaths(readFileSync(path.join(ROOT, file), 'utf8'))
      .filter((p) => !exists(p))
      .map((p) => `${file}: ${p}`),
  );
}

const docs = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);
const scripts = readdirSync(path.join(ROOT, 'scripts')).map((f) => `scripts/${f}`);

describe('paths named in the docs', () => {
  it('every src/ and tests/ path in the README and docs/*.md exists', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/contracts.md']));
    expect(missingIn(docs)).toEqual([]);
  });

  it("every src/ and tests/ path in the scripts' comments exists", () => {
    expect(missingIn(scripts)).toEqual([]);
  });

  it('finds the paths of a text, globs and placeholders by their folder, and names a stale one', () => {
    const text =
      'See `src/review/pipeline.ts`, `src/cli/*-args.ts` and `rules/x`. The audit moved out of ' +
      'src/review/exec/reflect.ts. Tests: tests/static/rule-tests/<id>.yml; user code: src/test/java.';
    const named = namedPaths(text);
    expect(named).toEqual([
      'src/review/pipeline.ts',
      'src/cli/*-args.ts',
      'src/review/exec/reflect.ts',
      'tests/static/rule-tests/<id>.yml',
    ]);
    expect(named.filter((p) => !exists(p))).toEqual(['src/review/exec/reflect.ts']);
  });

  it('reads enough of the docs to matter (the pattern matches the paths they name)', () => {
    const named = new Set(docs.flatMap((f) => namedPaths(readFileSync(path.join(ROOT, f), 'utf8'))));
    expect(named.size).toBeGreaterThan(60);
  });
});
