/**
 * Globs come from the base branch's config, instruction files and .gitattributes. picomatch's
 * RegExp on V8's backtracking engine took minutes for `*-*-*-*-*-*.log` against a file name of 200
 * dashes (issue 42 point 7). Matching now runs on RE2, linear in the path. These tests count the
 * times V8's engine is handed an attacker's path (a spy on `RegExp.prototype.exec`, which `test`,
 * `match` and `replace` all call, refuses to run it), and check on a corpus that the meaning of
 * every glob is picomatch's.
 */
import picomatch from 'picomatch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { layerFromYaml } from '../../src/config/load.js';
import { compileGlob, globMatcher } from '../../src/config/path-match.js';
import type { FileDiff } from '../../src/core/types.js';
import { parseGitAttributes, linguistFlag } from '../../src/review/select/git-attributes.js';
import { selectFiles } from '../../src/review/select/select.js';

const DASHES = '-'.repeat(200);
const HOSTILE = '*-*-*-*-*-*.log';

/**
 * Counts V8 regex runs of the hostile glob's own expression (picomatch writes each `*` as
 * `[^/]*?`) on a path, and refuses to run them; every other expression runs as usual.
 */
let backtrackingRuns = 0;
function countBacktracking(): void {
  backtrackingRuns = 0;
  const exec = Object.getOwnPropertyDescriptor(RegExp.prototype, 'exec')?.value as (
    this: RegExp,
    text: string,
  ) => RegExpExecArray | null;
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, text: string) {
    if (this.source.includes('-[^/]*?-')) {
      backtrackingRuns++;
      return null;
    }
    return exec.call(this, text);
  });
}

function changed(path: string): FileDiff {
  return {
    path,
    oldPath: path,
    status: 'modified',
    binary: false,
    oldMode: null,
    newMode: null,
    similarity: null,
    additions: 1,
    deletions: 0,
    hunks: [
      {
        oldStart: 1,
        oldLines: 0,
        newStart: 1,
        newLines: 1,
        header: '',
        lines: [{ kind: 'add', text: 'x', oldLine: null, newLine: 1 }],
      },
    ],
  };
}

describe('linear glob matching', () => {
  beforeEach(countBacktracking);
  afterEach(() => vi.restoreAllMocks());

  it('a base-config glob *-*-*-*-*-*.log against a 200-dash file name never runs on the backtracking engine', () => {
    const matches = globMatcher(HOSTILE);
    expect(matches(`logs/${DASHES}`)).toBe(false);
    expect(matches(`logs/${DASHES}.log`)).toBe(true);
    expect(backtrackingRuns).toBe(0);
  });

  it('an exclude glob *-*-*-*-*-*.log in selectFiles → the 200-dash file is still decided, on RE2', () => {
    const files = [changed(`src/${DASHES}.ts`), changed(`logs/${DASHES}.log`)];
    const selection = selectFiles(files, { exclude: [HOSTILE], include: [`src/${HOSTILE}`] });
    expect(selection.kept.map((f) => f.path)).toEqual([`src/${DASHES}.ts`]);
    expect(selection.excluded).toEqual([
      { path: `logs/${DASHES}.log`, reason: `excluded by config (${HOSTILE})` },
    ]);
    expect(backtrackingRuns).toBe(0);
  });

  it('a base .gitattributes pattern *-*-*-*-*-*.log linguist-generated → matched on RE2', () => {
    const attrs = parseGitAttributes(`${HOSTILE} linguist-generated\n`);
    expect(linguistFlag(attrs, `a/${DASHES}.log`, 'linguist-generated')).toBe(true);
    expect(linguistFlag(attrs, `a/${DASHES}`, 'linguist-generated')).toBeUndefined();
    expect(backtrackingRuns).toBe(0);
  });
});

describe('glob meaning', () => {
  const GLOBS = [
    '*.ts',
    '**/*.ts',
    'src/**',
    'src/**/*.test.ts',
    'docs/**/*.md',
    '*.{js,ts}',
    '*.{js,ts,tsx}',
    'a?c.js',
    '[abc].md',
    '[a-c]*.md',
    '[^a]*.js',
    '**',
    'a/**/b/*.js',
    '{src,lib}/*.js',
    '{a,b/c}/*.md',
    '*.min.js',
    '@(a|b).js',
    '+(a|b).js',
    '*(a|b).js',
    '?(a).js',
    'a**b.js',
    '.github/**',
    '**/.env*',
    '*.[jt]s',
    '{1..3}.txt',
    'src/*',
    'file\\[1\\].txt',
    '**/node_modules/**',
    'vendor/**/*',
    '**/*.generated.*',
    'src/**/test/*.js',
    '!*.md',
    '!src/**',
    '*-*-*.log',
    '**/__snapshots__/**',
    '*.d.ts',
    'a/*/c/**/*.go',
    '[[:alpha:]]*.md',
    '*.{min,bundle}.{js,css}',
    'données/*.md',
    '日本語/**',
    '*.é',
    'a\\zb.js',
    'a\\ab.js',
    '[é-ü]*.md',
    '**/😀*',
  ];
  const PATHS = [
    'a.ts',
    'src/a.ts',
    'src/deep/x/b.ts',
    'src/a.test.ts',
    'src/x/a.test.ts',
    'docs/a.md',
    'docs/x/y/z.md',
    'a.js',
    'abc.js',
    'b.js',
    'aac.js',
    'a.md',
    'b.md',
    'd.md',
    'cat.md',
    'x/y.md',
    'a/b/c.js',
    'a/x/b/c.js',
    'a/b/x.js',
    'src/x.js',
    'lib/x.js',
    'b/c/x.md',
    'x.min.js',
    'dist/x.min.js',
    'aa.js',
    'ab.js',
    '.js',
    'ab.js',
    'axxb.js',
    'a/xb.js',
    '.github/workflows/ci.yml',
    '.github',
    'x/.env.local',
    '.env',
    'x.ts',
    'x.js',
    'x.jsx',
    '1.txt',
    '4.txt',
    'src',
    'src/x',
    'file[1].txt',
    'file1.txt',
    'node_modules/a/b.js',
    'a/node_modules/b.js',
    'vendor/a.go',
    'vendor/x/y.go',
    'src/x.generated.ts',
    'src/test/a.js',
    'src/x/test/a.js',
    'README.md',
    'x-y-z.log',
    'x-y.log',
    `${DASHES}.log`,
    'src/__snapshots__/a.snap',
    'types/x.d.ts',
    'a/b/c/d/e.go',
    'a/b/c/e.go',
    'Zeta.md',
    '9.md',
    'x.bundle.css',
    'x.min.ts',
    'a.b.c.js',
    'dir with space/a.ts',
    'ünï/cödé.ts',
    'a/b/c/d/e/f/g/h/i.ts',
    'données/lisez-moi.md',
    '日本語/文書.md',
    'x.é',
    'azb.js',
    'aab.js',
    'a\x07b.js',
    'a/😀.png',
    'été.md',
  ];

  it('matches every path of the corpus exactly as picomatch does', () => {
    const differ: string[] = [];
    for (const glob of GLOBS) {
      const ours = globMatcher(glob);
      const re = picomatch.makeRe(glob, { dot: true });
      for (const path of PATHS) {
        const subject = glob.includes('/') ? path : path.slice(path.lastIndexOf('/') + 1);
        if (ours(path) !== re.test(subject)) differ.push(`${glob} ${path}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('matches as picomatch does on 12,000 seeded random glob and path pairs, non-ASCII and escapes included', () => {
    let seed = 2026;
    const pick = <T>(list: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return list[seed % list.length]!;
    };
    const pieces = [
      'a',
      '/',
      '.',
      '*',
      '**',
      '?',
      '[ab]',
      '{a,b}',
      'é',
      '日',
      '😀',
      ' ',
      '\\a',
      '\\z',
      '\\é',
    ];
    const more = [
      '\\b',
      '(a|b)',
      '$',
      '^',
      '+',
      '[[:alpha:]]',
      ']',
      '[',
      ',',
      '[é-ü]',
      'A',
      '\\\\',
      '\\*',
      '-',
    ];
    const glyphs = [
      'a',
      'b',
      '/',
      '.',
      'é',
      '日',
      '😀',
      ' ',
      '$',
      '^',
      '+',
      '(',
      '[',
      ']',
      ',',
      'A',
      'z',
      '\x07',
      '\\',
      '\r',
      '\u2028',
    ];
    const differ: string[] = [];
    let compared = 0;
    for (let i = 0; i < 600; i++) {
      const glob = Array.from({ length: 1 + (i % 5) }, () => pick([...pieces, ...more])).join('');
      const re = picomatch.makeRe(glob, { dot: true });
      const ours = compileGlob(glob);
      for (let k = 0; k < 20; k++) {
        const path = Array.from({ length: 1 + (k % 6) }, () => pick(glyphs)).join('');
        // A repository path: no empty, `.` or `..` segment (git stores none).
        if (path.split('/').some((s) => s === '' || s === '.' || s === '..')) continue;
        // The one difference, on purpose: `?` and a class match one character, where picomatch's
        // RegExp (no `u` flag) matches one UTF-16 unit, half an emoji (asserted below).
        if (path.includes('😀') && /[?[]/.test(glob)) continue;
        // picomatch's `(?=.)` (no empty name) also refuses a name that starts with a line terminator;
        // RE2 has no look-ahead, so such a name (which no one commits) is matched by `*` here.
        if (path.split('/').some((s) => /^[\r\u2028]/.test(s))) continue;
        compared++;
        if (ours(path) !== re.test(path)) differ.push(`${JSON.stringify(glob)} ${JSON.stringify(path)}`);
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(6_000);
    expect(compileGlob('?.png')('😀.png')).toBe(true);
    expect(picomatch.makeRe('?.png', { dot: true }).test('😀.png')).toBe(false);
  });

  it('a negated extglob !(…) is refused with what to write instead, in config and in code', () => {
    expect(() => compileGlob('!(a).js')).toThrow(
      'glob "!(a).js": a negated extglob !(…) needs look-ahead, which linear-time matching does not have: list what to leave out in `exclude`, or name what to match, e.g. "*.{js,ts}"',
    );
    expect(() => layerFromYaml('exclude:\n  - "!(a).js"\n', 'prlens.yml')).toThrow(ConfigError);
    expect(() => layerFromYaml('exclude:\n  - "!(a).js"\n', 'prlens.yml')).toThrow(/negated extglob/);
    expect(() =>
      layerFromYaml('instructions:\n  - path: "src/!(x).ts"\n    text: hi\n', 'prlens.yml'),
    ).toThrow(/negated extglob/);
  });
});
