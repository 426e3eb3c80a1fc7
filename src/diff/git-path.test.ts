import { describe, expect, it } from 'vitest';
import { decodePath, parseMarkerPath, readQuotedPath, splitGitHeaderPaths } from './git-path.js';

describe('readQuotedPath', () => {
  it('decodes octal escapes as UTF-8 bytes', () => {
    expect(readQuotedPath('"a/caf\\303\\251.txt"')).toEqual({ path: 'a/café.txt', end: 19 });
  });

  it('decodes C escapes for tab, newline, quote and backslash', () => {
    expect(readQuotedPath('"a\\tb\\nc\\"d\\\\e"')?.path).toBe('a\tb\nc"d\\e');
  });

  it('keeps raw non-ASCII characters that core.quotepath=false leaves unescaped', () => {
    expect(readQuotedPath('"naïve \\"q\\" 日本.txt"')?.path).toBe('naïve "q" 日本.txt');
  });

  it('decodes a four-byte character given as octal escapes', () => {
    // U+1F600 is F0 9F 98 80 in UTF-8.
    expect(readQuotedPath('"\\360\\237\\230\\200"')?.path).toBe('😀');
  });

  it('reports the end of the quoted part so a second path can follow', () => {
    const text = '"a/x y" "b/x y"';
    const first = readQuotedPath(text);
    expect(first).toEqual({ path: 'a/x y', end: 7 });
    expect(readQuotedPath(text, 8)?.path).toBe('b/x y');
  });

  it('rejects an unterminated quote and an unknown escape', () => {
    expect(readQuotedPath('"a/open')).toBeUndefined();
    expect(readQuotedPath('"a\\qb"')).toBeUndefined();
    expect(readQuotedPath('"a\\9"')).toBeUndefined();
    expect(readQuotedPath('no quote')).toBeUndefined();
  });
});

describe('decodePath', () => {
  it('returns an unquoted path unchanged, spaces included', () => {
    expect(decodePath('dir/with space.txt')).toBe('dir/with space.txt');
  });

  it('leaves a path alone when its quotes do not enclose all of it', () => {
    expect(decodePath('"a" b')).toBe('"a" b');
  });
});

describe('parseMarkerPath', () => {
  it('treats /dev/null as no file', () => {
    expect(parseMarkerPath('/dev/null', 'a/')).toBeNull();
  });

  it("drops the tab git appends after a path with spaces and diff -u's timestamp", () => {
    expect(parseMarkerPath('a/my file.txt\t', 'a/')).toBe('my file.txt');
    expect(parseMarkerPath('b/x.c\t2024-01-01 10:00:00.000000000 +0000', 'b/')).toBe('x.c');
  });

  it('decodes a quoted path and strips its prefix', () => {
    expect(parseMarkerPath('"b/tab\\there"', 'b/')).toBe('tab\there');
  });
});

describe('splitGitHeaderPaths', () => {
  it('splits an unquoted header whose paths contain " b/"', () => {
    expect(splitGitHeaderPaths('a/x b/y b/x b/y')).toEqual({ oldPath: 'x b/y', newPath: 'x b/y' });
  });

  it('splits quoted paths', () => {
    expect(splitGitHeaderPaths('"a/caf\\303\\251 x" "b/caf\\303\\251 x"')).toEqual({
      oldPath: 'café x',
      newPath: 'café x',
    });
  });

  it('splits a rename header with plain names', () => {
    expect(splitGitHeaderPaths('a/old.txt b/new.txt')).toEqual({ oldPath: 'old.txt', newPath: 'new.txt' });
  });

  it('gives up on a rename header it cannot split unambiguously', () => {
    expect(splitGitHeaderPaths('a/p b/q b/r')).toBeUndefined();
  });
});
