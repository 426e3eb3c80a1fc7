/** Hunk bodies: numbering, tricky content lines, line endings, and GitHub's header-less patches. */
import { describe, expect, it } from 'vitest';
import { FileDiff } from '../core/types.js';
import { DiffParseError, parsePatch, parseUnifiedDiff } from './parse.js';

const diff = (...lines: string[]) => lines.join('\n') + '\n';
const head = (path = 'f.txt') => [
  `diff --git a/${path} b/${path}`,
  'index 1..2 100644',
  `--- a/${path}`,
  `+++ b/${path}`,
];
const rows = (f: FileDiff) =>
  f.hunks.flatMap((h) => h.lines.map((l) => [l.kind, l.text, l.oldLine, l.newLine]));

describe('parseUnifiedDiff hunks', () => {
  it('numbers lines exactly as git across several hunks', () => {
    const [f] = parseUnifiedDiff(
      diff(
        ...head(),
        '@@ -1,3 +1,4 @@ fn top()',
        ' a',
        '-b',
        '+B',
        '+B2',
        ' c',
        '@@ -10,2 +11,1 @@',
        '-x',
        ' y',
      ),
    );
    expect(f!.hunks.map((h) => [h.oldStart, h.oldLines, h.newStart, h.newLines, h.header])).toEqual([
      [1, 3, 1, 4, 'fn top()'],
      [10, 2, 11, 1, ''],
    ]);
    expect(rows(f!)).toEqual([
      ['context', 'a', 1, 1],
      ['del', 'b', 2, null],
      ['add', 'B', null, 2],
      ['add', 'B2', null, 3],
      ['context', 'c', 3, 4],
      ['del', 'x', 10, null],
      ['context', 'y', 11, 11],
    ]);
    expect([f!.additions, f!.deletions]).toEqual([2, 2]);
  });

  it('keeps content lines that look like file headers inside the hunk', () => {
    const files = parseUnifiedDiff(
      diff(
        ...head('notes.md'),
        '@@ -1,3 +1,4 @@',
        '--- a/old',
        '+++ b/new',
        '--- ',
        '++ plus',
        ' -- ',
        '+-- sig',
        ...head('next.txt'),
        '@@ -1 +1 @@',
        '-1',
        '+2',
      ),
    );
    expect(files.map((f) => f.path)).toEqual(['notes.md', 'next.txt']);
    expect(rows(files[0]!)).toEqual([
      ['del', '-- a/old', 1, null],
      ['add', '++ b/new', null, 1],
      ['del', '-- ', 2, null],
      ['add', '+ plus', null, 2],
      ['context', '-- ', 3, 3],
      ['add', '-- sig', null, 4],
    ]);
    expect(files[0]).toMatchObject({ additions: 3, deletions: 2 });
  });

  it('keeps a content line that reads "diff --git" inside the hunk', () => {
    const [f] = parseUnifiedDiff(diff(...head(), '@@ -1 +1,2 @@', ' x', '+diff --git a/y b/y'));
    expect(rows(f!)).toEqual([
      ['context', 'x', 1, 1],
      ['add', 'diff --git a/y b/y', null, 2],
    ]);
  });

  it('sets noNewline on the preceding line and does not count the marker', () => {
    const [f] = parseUnifiedDiff(
      diff(
        ...head(),
        '@@ -1,2 +1,2 @@',
        ' a',
        '-b',
        '\\ No newline at end of file',
        '+b',
        '\\ No newline at end of file',
      ),
    );
    const lines = f!.hunks[0]!.lines;
    expect(lines.map((l) => [l.kind, l.text, l.noNewline ?? false])).toEqual([
      ['context', 'a', false],
      ['del', 'b', true],
      ['add', 'b', true],
    ]);
    expect([f!.additions, f!.deletions]).toEqual([1, 1]);
  });

  it('accepts a localised no-newline marker', () => {
    const [f] = parseUnifiedDiff(
      diff(...head(), '@@ -1 +1 @@', '-a', '+a', '\\ Kein Zeilenumbruch am Dateiende.'),
    );
    expect(f!.hunks[0]!.lines[1]!.noNewline).toBe(true);
  });

  it('drops the \\r of CRLF content but keeps every line', () => {
    const text = [
      'diff --git a/w.txt b/w.txt',
      '--- a/w.txt',
      '+++ b/w.txt',
      '@@ -1,3 +1,4 @@',
      ' one\r',
      '-two\r',
      '+2\r',
      '+\r',
      ' three',
    ].join('\n');
    // The last line has no newline at all: it must still be read.
    const [f] = parseUnifiedDiff(text);
    expect(rows(f!)).toEqual([
      ['context', 'one', 1, 1],
      ['del', 'two', 2, null],
      ['add', '2', null, 2],
      ['add', '', null, 3],
      ['context', 'three', 3, 4],
    ]);
  });

  it('splits on \\n only: form feed, U+2028 and a lone \\r stay inside the line', () => {
    const [f] = parseUnifiedDiff(diff(...head(), '@@ -1 +1,2 @@', ' a\fb', '+c\u2028d\re\u2029'));
    expect(rows(f!)).toEqual([
      ['context', 'a\fb', 1, 1],
      ['add', 'c\u2028d\re\u2029', null, 2],
    ]);
  });

  it('reads hunk headers without counts as one line', () => {
    const files = parseUnifiedDiff(
      diff(
        'diff --git a/n b/n',
        'new file mode 100644',
        '--- /dev/null',
        '+++ b/n',
        '@@ -0,0 +1 @@',
        '+only',
        ...head('m'),
        '@@ -1 +1 @@',
        '-x',
        '+y',
      ),
    );
    expect(files[0]!.hunks[0]).toMatchObject({ oldStart: 0, oldLines: 0, newStart: 1, newLines: 1 });
    expect(rows(files[1]!)).toEqual([
      ['del', 'x', 1, null],
      ['add', 'y', null, 1],
    ]);
  });

  it('numbers a pure insertion hunk (old count 0) after the line it follows', () => {
    const [f] = parseUnifiedDiff(diff(...head(), '@@ -5,0 +6,2 @@ ctx', '+x', '+y'));
    expect(f!.hunks[0]).toMatchObject({ oldStart: 5, oldLines: 0, newStart: 6, newLines: 2, header: 'ctx' });
    expect(rows(f!)).toEqual([
      ['add', 'x', null, 6],
      ['add', 'y', null, 7],
    ]);
  });

  it('treats an empty line in a hunk as a context line whose space was stripped', () => {
    const [f] = parseUnifiedDiff(diff(...head(), '@@ -1,3 +1,3 @@', ' a', '', '-b', '+c'));
    expect(rows(f!)).toEqual([
      ['context', 'a', 1, 1],
      ['context', '', 2, 2],
      ['del', 'b', 3, null],
      ['add', 'c', null, 3],
    ]);
  });

  it('rejects a hunk that ends before its counts are met', () => {
    const text = diff(...head(), '@@ -1,3 +1,3 @@', ' a', '-b');
    expect(() => parseUnifiedDiff(text)).toThrow(DiffParseError);
    expect(() => parseUnifiedDiff(text)).toThrow(/ends early: 1 old and 2 new lines missing/);
  });

  it('rejects a hunk that is longer than its header says', () => {
    expect(() => parseUnifiedDiff(diff(...head(), '@@ -1 +1 @@', '-a', '+b', '+c'))).toThrow(
      /longer than its @@ header/,
    );
  });

  it('rejects more added lines than the header allows, naming the line', () => {
    const text = diff(...head(), '@@ -1,2 +1 @@', '+a', '+b', ' c');
    expect(() => parseUnifiedDiff(text)).toThrow(/diff line 7: .*expects 2 more old and 0 more new lines/);
  });

  it('rejects a malformed hunk header', () => {
    expect(() => parseUnifiedDiff(diff(...head(), '@@ -x +1 @@', '+a'))).toThrow(/malformed hunk header/);
  });
});

describe('parsePatch (GitHub pulls/{n}/files)', () => {
  it('reads the hunks of a header-less patch', () => {
    const f = parsePatch({
      path: 'b.ts',
      previousPath: 'a.ts',
      status: 'renamed',
      patch: '@@ -2,2 +2,2 @@ x\n a\n-b\n+c',
    });
    expect(FileDiff.parse(f)).toMatchObject({
      path: 'b.ts',
      oldPath: 'a.ts',
      status: 'renamed',
      additions: 1,
      deletions: 1,
    });
    expect(rows(f)).toEqual([
      ['context', 'a', 2, 2],
      ['del', 'b', 3, null],
      ['add', 'c', null, 3],
    ]);
  });

  it('gives a binary file with no hunks when GitHub sent no patch', () => {
    const f = parsePatch({ path: 'logo.png', status: 'added', patch: null });
    expect(f).toMatchObject({ path: 'logo.png', oldPath: 'logo.png', binary: true, hunks: [], additions: 0 });
  });

  it('reads an empty patch as a text file without hunks', () => {
    expect(parsePatch({ path: 'e', previousPath: null, status: 'added', patch: '' })).toMatchObject({
      binary: false,
      hunks: [],
    });
  });

  it('keeps a patch line that starts with "+++ " as content', () => {
    const f = parsePatch({
      path: 'd.md',
      status: 'modified',
      patch: '@@ -1 +1 @@\n--- x\n+++ y\n\\ No newline at end of file',
    });
    expect(rows(f)).toEqual([
      ['del', '-- x', 1, null],
      ['add', '++ y', null, 1],
    ]);
    expect(f.hunks[0]!.lines[1]!.noNewline).toBe(true);
  });

  it('rejects text outside a hunk', () => {
    expect(() =>
      parsePatch({ path: 'z', status: 'modified', patch: 'diff --git a/z b/z\n@@ -1 +1 @@\n-a\n+b' }),
    ).toThrow(/outside a hunk/);
  });
});
