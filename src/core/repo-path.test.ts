import { describe, expect, it } from 'vitest';
import { repositoryPath, safeRelativePath, UnreadablePathError } from './repo-path.js';

describe('repositoryPath (paths from git or GitHub)', () => {
  it.each(['C:notes.md', 'docs/..\\..\\notes.md', 'a:b/c\\d.ts', 'naïve notes.md'])(
    'keeps %j as it is',
    (p) => {
      expect(repositoryPath(p)).toBe(p);
    },
  );

  it.each(['', 'a\0b', '/etc/passwd', '../x', 'a/../../x', './a', 'a//b', 'a/', '.git/config', 'x/.Git/y'])(
    'refuses %j, which git cannot store, with an UnreadablePathError',
    (p) => {
      expect(() => repositoryPath(p)).toThrow(UnreadablePathError);
    },
  );
});

describe('safeRelativePath (paths from a model or a commenter)', () => {
  it.each([
    ['C:notes.md', /relative to the repository root/],
    ['C:\\Windows\\win.ini', /relative to the repository root/],
    ['..\\..\\etc\\passwd', /outside the repository/],
    ['docs/..\\..\\..\\notes.md', /outside the repository/],
    ['.git/config', /inside \.git/],
  ])('refuses %j', (p, message) => {
    expect(() => safeRelativePath(p)).toThrow(message);
  });

  it('normalises a path that stays inside the repository', () => {
    expect(safeRelativePath('./src/../src/a.ts')).toBe('src/a.ts');
    expect(safeRelativePath('src\\a.ts')).toBe('src/a.ts');
  });
});
