/** File-level headers: statuses, paths, modes, similarity, binary files. Diffs written as git prints them. */
import { describe, expect, it } from 'vitest';
import { FileDiff } from '../core/types.js';
import { DiffParseError, parseUnifiedDiff } from './parse.js';

const diff = (...lines: string[]) => lines.join('\n') + '\n';

function only(text: string): FileDiff {
  const files = parseUnifiedDiff(text);
  expect(files).toHaveLength(1);
  // Every field the contract asks for is filled with a valid value.
  return FileDiff.parse(files[0]);
}

describe('parseUnifiedDiff file headers', () => {
  it('reads a modified file with its unchanged mode from the index line', () => {
    const f = only(
      diff(
        'diff --git a/src/x.ts b/src/x.ts',
        'index 1a..2b 100644',
        '--- a/src/x.ts',
        '+++ b/src/x.ts',
        '@@ -1 +1 @@',
        '-a',
        '+b',
      ),
    );
    expect(f).toMatchObject({ path: 'src/x.ts', oldPath: 'src/x.ts', status: 'modified', binary: false });
    expect(f).toMatchObject({
      oldMode: '100644',
      newMode: '100644',
      similarity: null,
      additions: 1,
      deletions: 1,
    });
  });

  it('reads a pure rename (similarity 100%) with no hunks', () => {
    const f = only(
      diff(
        'diff --git a/sp ace.txt b/sp ace2.txt',
        'similarity index 100%',
        'rename from sp ace.txt',
        'rename to sp ace2.txt',
      ),
    );
    expect(f).toMatchObject({
      path: 'sp ace2.txt',
      oldPath: 'sp ace.txt',
      status: 'renamed',
      similarity: 100,
      hunks: [],
    });
  });

  it('reads a rename with edits and numbers its lines', () => {
    const f = only(
      diff(
        'diff --git a/orig.txt b/moved.txt',
        'similarity index 90%',
        'rename from orig.txt',
        'rename to moved.txt',
        'index 0ff3bbb..fb3ced1 100644',
        '--- a/orig.txt',
        '+++ b/moved.txt',
        '@@ -4,3 +4,3 @@',
        ' 4',
        '-5',
        '+five',
        ' 6',
      ),
    );
    expect(f).toMatchObject({
      path: 'moved.txt',
      oldPath: 'orig.txt',
      status: 'renamed',
      similarity: 90,
      oldMode: '100644',
    });
    expect(f.hunks[0]!.lines.map((l) => [l.kind, l.oldLine, l.newLine])).toEqual([
      ['context', 4, 4],
      ['del', 5, null],
      ['add', null, 5],
      ['context', 6, 6],
    ]);
  });

  it('takes rename paths from rename lines when the unquoted header is ambiguous', () => {
    const f = only(
      diff('diff --git a/p b/q b/r', 'similarity index 100%', 'rename from p b/q', 'rename to r'),
    );
    expect(f).toMatchObject({ oldPath: 'p b/q', path: 'r' });
  });

  it('reads copies with and without edits', () => {
    const files = parseUnifiedDiff(
      diff(
        'diff --git a/orig.txt b/copy.txt',
        'similarity index 89%',
        'copy from orig.txt',
        'copy to copy.txt',
        'index 0f..3c 100644',
        '--- a/orig.txt',
        '+++ b/copy.txt',
        '@@ -20 +20,2 @@',
        ' 20',
        '+',
        'diff --git a/a.txt b/b.txt',
        'similarity index 100%',
        'copy from a.txt',
        'copy to b.txt',
      ),
    );
    expect(files.map((f) => [f.status, f.oldPath, f.path, f.similarity, f.additions])).toEqual([
      ['copied', 'orig.txt', 'copy.txt', 89, 1],
      ['copied', 'a.txt', 'b.txt', 100, 0],
    ]);
  });

  it('reads a new empty file that has no hunks and no ---/+++ lines', () => {
    const f = only(
      diff('diff --git a/empty.txt b/empty.txt', 'new file mode 100644', 'index 0000000..e69de29'),
    );
    expect(f).toMatchObject({
      path: 'empty.txt',
      status: 'added',
      oldMode: null,
      newMode: '100644',
      hunks: [],
    });
  });

  it('reads added and deleted files with /dev/null sides', () => {
    const files = parseUnifiedDiff(
      diff(
        'diff --git a/n.txt b/n.txt',
        'new file mode 100755',
        'index 0000000..3c',
        '--- /dev/null',
        '+++ b/n.txt',
        '@@ -0,0 +1,2 @@',
        '+a',
        '+b',
        'diff --git "a/qu\\"ote.txt" "b/qu\\"ote.txt"',
        'deleted file mode 100644',
        'index bc..0000000',
        '--- "a/qu\\"ote.txt"',
        '+++ /dev/null',
        '@@ -1 +0,0 @@',
        '-q',
      ),
    );
    expect(files[0]).toMatchObject({
      path: 'n.txt',
      status: 'added',
      newMode: '100755',
      additions: 2,
      deletions: 0,
    });
    expect(files[0]!.hunks[0]!.lines.map((l) => l.newLine)).toEqual([1, 2]);
    expect(files[1]).toMatchObject({
      path: 'qu"ote.txt',
      oldPath: 'qu"ote.txt',
      status: 'deleted',
      oldMode: '100644',
      newMode: null,
    });
    expect(files[1]!.hunks[0]!.lines[0]).toEqual({ kind: 'del', text: 'q', oldLine: 1, newLine: null });
  });

  it('reads a mode change without content change', () => {
    const f = only(diff('diff --git a/run.sh b/run.sh', 'old mode 100644', 'new mode 100755'));
    expect(f).toMatchObject({
      path: 'run.sh',
      status: 'modified',
      oldMode: '100644',
      newMode: '100755',
      hunks: [],
    });
  });

  it('marks "Binary files ... differ" as binary', () => {
    const f = only(
      diff(
        'diff --git a/bin.dat b/bin.dat',
        'index bd..88 100644',
        'Binary files a/bin.dat and b/bin.dat differ',
      ),
    );
    expect(f).toMatchObject({ path: 'bin.dat', binary: true, hunks: [], additions: 0 });
  });

  it('skips a GIT binary patch and reads the file after it', () => {
    const files = parseUnifiedDiff(
      diff(
        'diff --git a/img.png b/img.png',
        'new file mode 100644',
        'index 0000000..88',
        'GIT binary patch',
        'literal 2',
        'JcmZQz0ssI600RI3',
        '',
        'literal 0',
        'HcmV?d00001',
        '',
        'diff --git a/t.txt b/t.txt',
        'index 1..2 100644',
        '--- a/t.txt',
        '+++ b/t.txt',
        '@@ -1 +1 @@',
        '-x',
        '+y',
      ),
    );
    expect(files.map((f) => [f.path, f.status, f.binary, f.additions])).toEqual([
      ['img.png', 'added', true, 0],
      ['t.txt', 'modified', false, 1],
    ]);
  });

  it('decodes C-quoted paths with octal UTF-8, tabs and quotes', () => {
    const files = parseUnifiedDiff(
      diff(
        'diff --git "a/caf\\303\\251.txt" "b/caf\\303\\251.txt"',
        'index 58..b7 100644',
        '--- "a/caf\\303\\251.txt"',
        '+++ "b/caf\\303\\251.txt"',
        '@@ -1 +1,2 @@',
        ' x',
        '+y',
        'diff --git "a/ta\\tb \\"c\\".txt" "b/ta\\tb \\"c\\".txt"',
        'new file mode 100644',
        'index 0000000..e69de29',
      ),
    );
    expect(files.map((f) => f.path)).toEqual(['café.txt', 'ta\tb "c".txt']);
  });

  it('reads unquoted paths with spaces and raw UTF-8 (core.quotepath=false)', () => {
    const f = only(
      diff(
        'diff --git a/my dir/café b.txt b/my dir/café b.txt',
        'index 1..2 100644',
        '--- a/my dir/café b.txt\t',
        '+++ b/my dir/café b.txt\t',
        '@@ -1 +1 @@',
        '-a',
        '+b',
      ),
    );
    expect(f).toMatchObject({ path: 'my dir/café b.txt', oldPath: 'my dir/café b.txt' });
  });

  it('reads a header-only file in a CRLF-terminated diff', () => {
    const f = only('diff --git a/x b/x\r\nold mode 100644\r\nnew mode 100755\r\n');
    expect(f).toMatchObject({ path: 'x', oldMode: '100644', newMode: '100755' });
  });

  it('skips the commit message and signature around a format-patch diff', () => {
    const files = parseUnifiedDiff(
      diff(
        'From 1234 Mon Sep 17 00:00:00 2001',
        'Subject: [PATCH] change',
        '',
        '--- ',
        ' x | 2 +-',
        '',
        'diff --git a/x b/x',
        'index 1..2 100644',
        '--- a/x',
        '+++ b/x',
        '@@ -1 +1 @@',
        '-a',
        '+b',
        '-- ',
        '2.39.5',
      ),
    );
    expect(files.map((f) => [f.path, f.additions, f.deletions])).toEqual([['x', 1, 1]]);
  });

  it('reads a plain diff -u without a diff --git line', () => {
    const files = parseUnifiedDiff(
      diff(
        '--- old/x.c\t2024-01-01 10:00:00 +0000',
        '+++ new/x.c\t2024-01-02 10:00:00 +0000',
        '@@ -1 +1 @@',
        '-a',
        '+b',
        '--- /dev/null',
        '+++ b/y.c',
        '@@ -0,0 +1 @@',
        '+c',
      ),
    );
    expect(files.map((f) => [f.oldPath, f.path, f.status])).toEqual([
      ['old/x.c', 'new/x.c', 'modified'],
      ['y.c', 'y.c', 'added'],
    ]);
  });

  it('reads a first-parent diff of a merge commit like any diff', () => {
    const files = parseUnifiedDiff(
      diff(
        'diff --git a/m.txt b/m.txt',
        'index 1..2 100644',
        '--- a/m.txt',
        '+++ b/m.txt',
        '@@ -1,2 +1,2 @@',
        ' base',
        '-ours',
        '+theirs',
      ),
    );
    expect(files[0]).toMatchObject({ path: 'm.txt', additions: 1, deletions: 1 });
  });

  it('keeps the two entries git prints for a type change (symlink to file) on one path', () => {
    const files = parseUnifiedDiff(
      diff(
        'diff --git a/link b/link',
        'deleted file mode 120000',
        'index 32..00',
        '--- a/link',
        '+++ /dev/null',
        '@@ -1 +0,0 @@',
        '-t',
        '\\ No newline at end of file',
        'diff --git a/link b/link',
        'new file mode 100644',
        'index 00..17',
        '--- /dev/null',
        '+++ b/link',
        '@@ -0,0 +1 @@',
        '+real',
      ),
    );
    expect(files.map((f) => [f.path, f.status, f.oldMode, f.newMode])).toEqual([
      ['link', 'deleted', '120000', null],
      ['link', 'added', null, '100644'],
    ]);
    expect(files[0]!.hunks[0]!.lines[0]).toMatchObject({ kind: 'del', text: 't', noNewline: true });
  });

  it('rejects a combined diff (diff --cc) instead of misreading it', () => {
    const text = diff(
      'diff --cc m.txt',
      'index 1,2..3',
      '--- a/m.txt',
      '+++ b/m.txt',
      '@@@ -1,1 -1,1 +1,1 @@@',
      '- ours',
      ' -theirs',
      '++merged',
    );
    expect(() => parseUnifiedDiff(text)).toThrow(DiffParseError);
    expect(() => parseUnifiedDiff(text)).toThrow(/combined diff.*first parent/);
  });

  it('rejects a hunk that has no file header', () => {
    expect(() => parseUnifiedDiff(diff('@@ -1 +1 @@', '-a', '+b'))).toThrow(/parsePatch/);
  });

  it('returns no files for empty input', () => {
    expect(parseUnifiedDiff('')).toEqual([]);
  });
});
