import { describe, expect, it } from 'vitest';
import { anchorClaim, type AnchorResult } from './anchor.js';
import { buildLineIndex, type LineIndex } from './line-index.js';
import { parsePatch } from '../diff/parse.js';

/** The line index of a hand-written, header-less patch (as GitHub's `pulls/{n}/files` sends it). */
function indexOf(patch: string, path = 'file.ts'): LineIndex {
  return buildLineIndex(parsePatch({ path, status: 'modified', patch }));
}

// Old lines 10..16, new lines 10..17; hunk 2 starts at old 40 / new 41.
const index = indexOf(
  [
    '@@ -10,5 +10,7 @@ export function load(path) {',
    '   const text = read(path);',
    '-  if (text) return null;',
    '+  if (!text) return null;',
    '+  const parsed = JSON.parse(text);',
    '   log.debug("loaded");',
    '-  return text;',
    '+  cache.set(path, parsed);',
    '+  return parsed;',
    ' }',
    '@@ -40,4 +41,5 @@ export function save(path, value) {',
    '   const body = JSON.stringify(value);',
    '+  log.debug("loaded");',
    '   write(path, body);',
    '-  return parsed;',
    '+  return true;',
    ' }',
  ].join('\n'),
  'src/load.ts',
);

function at(result: AnchorResult) {
  if (!result.anchored) throw new Error(`expected an anchor, got: ${result.reason}`);
  return { side: result.side, line: result.line, start_line: result.start_line, method: result.method };
}

describe('anchorClaim: text tiers', () => {
  it('pins an exact quote of an added line to its new-file number, whatever line was claimed', () => {
    const r = anchorClaim({ anchor: '  const parsed = JSON.parse(text);', line: 3 }, index);
    expect(r).toEqual({
      anchored: true,
      side: 'RIGHT',
      line: 12,
      start_line: null,
      anchor: '  const parsed = JSON.parse(text);',
      method: 'exact',
    });
  });

  it('puts a deleted line on LEFT with its old-file number even when RIGHT was claimed', () => {
    expect(at(anchorClaim({ anchor: '  if (text) return null;', line: 11, side: 'RIGHT' }, index))).toEqual({
      side: 'LEFT',
      line: 11,
      start_line: null,
      method: 'exact',
    });
  });

  it('matches a re-indented quote whitespace-insensitively', () => {
    expect(at(anchorClaim({ anchor: 'if (!text)   return null;' }, index))).toMatchObject({
      line: 11,
      method: 'whitespace',
    });
  });

  it('matches a unique part of a line as a substring', () => {
    expect(at(anchorClaim({ anchor: 'cache.set(path' }, index))).toMatchObject({
      line: 14,
      method: 'substring',
    });
  });

  it('does not trust substrings shorter than four characters', () => {
    // `set` and `set(` are whole-word parts of one line only: nothing but the length tells them apart.
    expect(anchorClaim({ anchor: 'set', line: 14 }, index)).toMatchObject({ anchored: false });
    expect(anchorClaim({ anchor: 'set' }, index)).toMatchObject({ anchored: false });
    expect(at(anchorClaim({ anchor: 'set(' }, index))).toMatchObject({ line: 14, method: 'substring' });
    expect(at(anchorClaim({ anchor: 'JSON' }, index))).toMatchObject({ line: 12, method: 'substring' });
  });

  it('does not trust a multi-line quote of three characters, and trusts one of four', () => {
    // `e;` + `}` and `ue;` + `}` are both only in the block at new 44-45; their length decides.
    expect(anchorClaim({ anchor: 'e;\n}' }, index)).toMatchObject({ anchored: false });
    expect(at(anchorClaim({ anchor: 'ue;\n}' }, index))).toMatchObject({
      start_line: 44,
      line: 45,
      method: 'substring',
    });
  });

  it('near the claimed line, takes a quote cut mid-word of four characters, not of three', () => {
    // `.par` is cut out of `JSON.parse` on new line 12, one line from the claim.
    expect(at(anchorClaim({ anchor: '.par', line: 13 }, index))).toMatchObject({
      line: 12,
      method: 'nearest',
    });
    expect(anchorClaim({ anchor: '.pa', line: 13 }, index)).toMatchObject({ anchored: false });
  });

  it('anchors a context line on RIGHT', () => {
    expect(at(anchorClaim({ anchor: '  write(path, body);', side: 'LEFT' }, index))).toMatchObject({
      side: 'RIGHT',
      line: 43,
    });
  });

  it('returns the verbatim diff text, not the quote', () => {
    const r = anchorClaim({ anchor: '+cache.set(path,parsed);' }, index);
    expect(r).toMatchObject({ anchored: true, anchor: '  cache.set(path, parsed);' });
  });
});

describe('anchorClaim: decorations models add to quotes', () => {
  it.each([
    ['+  const parsed = JSON.parse(text);', 'exact'],
    ['-  if (text) return null;', 'exact'],
    ['12: const parsed = JSON.parse(text);', 'whitespace'],
    ['12 |   const parsed = JSON.parse(text);', 'exact'],
    ['L12   const parsed = JSON.parse(text);', 'whitespace'],
    ['L12: +  const parsed = JSON.parse(text);', 'exact'],
    ['  12  +  const parsed = JSON.parse(text);', 'exact'],
    ['`const parsed = JSON.parse(text);`', 'whitespace'],
    ['```ts\n+  const parsed = JSON.parse(text);\n```', 'exact'],
    ['const parsed = JSON.parse(...', 'substring'],
  ])('understands %j', (anchor, method) => {
    const r = at(anchorClaim({ anchor }, index));
    expect(r.method).toBe(method);
    expect(r.line).toBe(anchor.startsWith('-') ? 11 : 12);
  });

  it('understands a deleted line quoted with its old number as the review prompt shows it', () => {
    const r = anchorClaim({ anchor: '  (11) -  if (text) return null;' }, index);
    expect(at(r)).toMatchObject({ side: 'LEFT', line: 11, method: 'exact' });
  });

  it('prefers the literal reading when the line itself starts with a marker character', () => {
    const md = indexOf('@@ -0,0 +1,2 @@\n+-item\n+item');
    expect(at(anchorClaim({ anchor: '-item' }, md))).toMatchObject({ line: 1, method: 'exact' });
    expect(at(anchorClaim({ anchor: '+-item' }, md))).toMatchObject({ line: 1, method: 'exact' });
    expect(at(anchorClaim({ anchor: '+item' }, md))).toMatchObject({ line: 2, method: 'exact' });
  });
});

describe('anchorClaim: several matching lines', () => {
  it('picks the copy closest to the claimed line', () => {
    expect(at(anchorClaim({ anchor: 'log.debug("loaded");', line: 40 }, index))).toMatchObject({
      line: 42,
      method: 'whitespace',
    });
  });

  it('prefers the one changed line over context copies when no line is claimed', () => {
    expect(at(anchorClaim({ anchor: '  log.debug("loaded");' }, index))).toMatchObject({ line: 42 });
  });

  it('prefers a changed line over a closer context line with the same text', () => {
    expect(at(anchorClaim({ anchor: '  log.debug("loaded");', line: 13 }, index))).toMatchObject({
      line: 42,
    });
  });

  it('leaves a quote unanchored when two changed lines match and no line is claimed', () => {
    const r = anchorClaim({ anchor: 'return parsed;' }, index);
    expect(r.anchored).toBe(false);
    expect(!r.anchored && r.reason).toMatch(/matches 2 lines .*src\/load\.ts/);
  });

  it('settles that ambiguity with the claimed side', () => {
    expect(at(anchorClaim({ anchor: 'return parsed;', side: 'LEFT' }, index))).toMatchObject({
      side: 'LEFT',
      line: 42,
    });
  });

  it('goes to the named side before the nearer line; without a side the nearest copy wins, ties RIGHT', () => {
    // RIGHT 15 and LEFT 42 both hold `return parsed;`.
    for (const line of [16, 28, 29, 41])
      expect(at(anchorClaim({ anchor: 'return parsed;', line, side: 'LEFT' }, index)).line).toBe(42);
    expect(at(anchorClaim({ anchor: 'return parsed;', line: 28 }, index)).side).toBe('RIGHT');
    expect(at(anchorClaim({ anchor: 'return parsed;', line: 29 }, index)).side).toBe('LEFT');
    const tie = indexOf('@@ -5,1 +5,1 @@\n-x = 1;\n+x = 1;');
    expect(at(anchorClaim({ anchor: 'x = 1;', line: 5 }, tie)).side).toBe('RIGHT');
    expect(at(anchorClaim({ anchor: 'x = 1;', line: 5, side: 'LEFT' }, tie)).side).toBe('LEFT');
  });

  it('reports a non-unique substring decided by the claimed line as nearest, by the side as substring', () => {
    expect(at(anchorClaim({ anchor: 'return null', line: 9 }, index))).toMatchObject({
      side: 'RIGHT',
      line: 11,
      method: 'nearest',
    });
    expect(at(anchorClaim({ anchor: 'return null', line: 9, side: 'LEFT' }, index))).toMatchObject({
      side: 'LEFT',
      line: 11,
      method: 'substring',
    });
  });
});

describe('anchorClaim: moved and re-indented code', () => {
  // `results[k] = n;` moves into a closure: deleted at old 22, added one tab deeper at new 27.
  const moved = indexOf(
    [
      '@@ -20,6 +20,12 @@ export function tally(items) {',
      ' \tconst results = {};',
      ' \tfor (const k of keys) {',
      '-\t\tresults[k] = n;',
      '+\t\tqueue.push(() => {',
      '+\t\t\tconst n = count(k);',
      '+\t\t\tlog(k, n);',
      '+\t\t\tcheck(n);',
      '+\t\t\tseen.add(k);',
      '+\t\t\tresults[k] = n;',
      '+\t\t});',
      ' \t}',
      ' \treturn results;',
      ' }',
    ].join('\n'),
  );
  const added = { side: 'RIGHT', line: 27, start_line: null };
  const deleted = { side: 'LEFT', line: 22, start_line: null };

  it('lands the quoted added line on RIGHT 27, not on the deleted copy three lines closer', () => {
    const claim = { anchor: '+\t\t\tresults[k] = n;', line: 24, side: 'RIGHT' as const };
    expect(at(anchorClaim(claim, moved))).toEqual({ ...added, method: 'exact' });
  });

  it.each([
    [
      'its indentation, whatever the claimed side',
      { anchor: '\t\t\tresults[k] = n;', line: 23, side: 'LEFT' },
    ],
    ['the claimed side of a trimmed quote', { anchor: 'results[k] = n;', line: 23, side: 'RIGHT' }],
    ['the marker of a trimmed quote', { anchor: '+ results[k] = n;', line: 23 }],
    ['the marker in a numbered quote', { anchor: '  27  +results[k] = n;', line: 22 }],
  ] as const)('lets %s decide', (_, claim) => {
    expect(at(anchorClaim(claim, moved))).toMatchObject(added);
  });

  it('finds the deleted copy when that is the one quoted or named', () => {
    expect(at(anchorClaim({ anchor: '-\t\tresults[k] = n;', line: 27 }, moved))).toMatchObject(deleted);
    expect(at(anchorClaim({ anchor: 'results[k] = n;', line: 27, side: 'LEFT' }, moved))).toMatchObject(
      deleted,
    );
    expect(at(anchorClaim({ anchor: '(22) -\t\tresults[k] = n;' }, moved))).toMatchObject(deleted);
  });

  it('leaves a trimmed quote with neither side, marker nor line unanchored', () => {
    expect(anchorClaim({ anchor: 'results[k] = n;' }, moved)).toMatchObject({ anchored: false });
  });

  it('measures distance in the side it compares: an old-file claim is translated to new numbers', () => {
    // Ten lines added at the top: old 12 (between the hunks) is new 22, nearer RIGHT 31 than RIGHT 5.
    const shifted = indexOf(
      [
        '@@ -1,2 +1,12 @@',
        ' a',
        ...Array.from({ length: 10 }, (_, i) => (i === 3 ? '+x();' : `+y${i}();`)),
        ' b',
        '@@ -20,3 +30,4 @@',
        ' c',
        '+x();',
        ' d',
        ' e',
      ].join('\n'),
    );
    expect(at(anchorClaim({ anchor: 'x();', line: 12, side: 'LEFT' }, shifted)).line).toBe(31);
    expect(at(anchorClaim({ anchor: 'x();', line: 12 }, shifted)).line).toBe(5);
    expect(at(anchorClaim({ anchor: 'x();', line: 12, side: 'RIGHT' }, shifted)).line).toBe(5);
  });
});

describe('anchorClaim: paraphrases and misses', () => {
  it('anchors a close paraphrase only near the claimed line', () => {
    const siblings = indexOf(
      [
        '@@ -1,0 +1,30 @@',
        '+export function formatRange(startDate: Date, endDate: Date, locale: string, options: Options): string;',
        ...Array.from({ length: 28 }, (_, i) => `+// filler ${i}`),
        '+export function formatRange(startDate: Date, endDate: Date, locale: string, zone: Zone): string;',
      ].join('\n'),
    );
    const quote =
      'export function formatRange(startDate: Date, endDate: Date, locales: string, options: Options): string;';
    expect(at(anchorClaim({ anchor: quote, line: 3 }, siblings))).toMatchObject({
      line: 1,
      method: 'nearest',
    });
    // The only resembling line within reach of the claim is the sibling, which is not similar enough.
    expect(anchorClaim({ anchor: quote, line: 28 }, siblings)).toMatchObject({ anchored: false });
  });

  it('anchors a quote cut off mid-word', () => {
    expect(at(anchorClaim({ anchor: 'cache.set(pa...', line: 14 }, index))).toMatchObject({ line: 14 });
  });

  it('does not match a quote that starts in the middle of a word', () => {
    const r = anchorClaim({ anchor: 'turn true;', line: 44 }, index);
    expect(r).toMatchObject({ anchored: false });
  });

  it('anchors a quote that runs past a whole line (a trailing comment added)', () => {
    expect(at(anchorClaim({ anchor: 'cache.set(path, parsed); // never evicted' }, index))).toMatchObject({
      line: 14,
      method: 'nearest',
    });
  });

  it('anchors a quote that runs past a line of exactly twice the substring minimum (8 characters)', () => {
    // `done(x);` is 8 non-space characters: the shortest line a longer quote may swallow whole.
    const short = indexOf(['@@ -1,2 +1,3 @@', ' start();', '+  done(x);', ' end();'].join('\n'));
    expect(at(anchorClaim({ anchor: 'done(x); // and then it exits early' }, short))).toMatchObject({
      line: 2,
      method: 'nearest',
    });
  });

  it('never falls back to the claimed line when the quote is not in the diff', () => {
    const r = anchorClaim({ anchor: 'fs.unlinkSync(tmp);', line: 12, side: 'RIGHT' }, index);
    expect(r).toEqual({
      anchored: false,
      reason: 'quote not found in the diff in src/load.ts: "fs.unlinkSync(tmp);"',
    });
  });

  it('refuses an empty or blank quote', () => {
    expect(anchorClaim({ anchor: '   \n ', line: 12 }, index)).toMatchObject({ anchored: false });
    expect(anchorClaim({ anchor: '```\n```', line: 12 }, index)).toMatchObject({ anchored: false });
  });
});

describe('anchorClaim: ranges', () => {
  it('anchors a two-line quote to the range of those lines', () => {
    const r = anchorClaim(
      { anchor: '+  if (!text) return null;\n+  const parsed = JSON.parse(text);', line: 1 },
      index,
    );
    expect(at(r)).toEqual({ side: 'RIGHT', line: 12, start_line: 11, method: 'exact' });
    expect(r).toMatchObject({ anchor: '  const parsed = JSON.parse(text);' });
  });

  it('anchors a quote of deleted and context lines to a LEFT range', () => {
    const r = anchorClaim({ anchor: 'log.debug("loaded");\nreturn text;' }, index);
    expect(at(r)).toEqual({ side: 'LEFT', line: 13, start_line: 12, method: 'whitespace' });
  });

  it('takes the added line of a quoted replacement, which is no block on one side', () => {
    const r = anchorClaim({ anchor: '-  return text;\n+  cache.set(path, parsed);' }, index);
    expect(at(r)).toEqual({ side: 'RIGHT', line: 14, start_line: null, method: 'exact' });
  });

  it('does not build a range across two hunks', () => {
    const r = anchorClaim({ anchor: '}\n  const body = JSON.stringify(value);' }, index);
    expect(at(r)).toMatchObject({ line: 41, start_line: null });
  });

  it('keeps the length of a claimed range around the quoted last line', () => {
    const r = anchorClaim({ anchor: 'return parsed;', start_line: 20, line: 22, side: 'RIGHT' }, index);
    expect(at(r)).toMatchObject({ line: 15, start_line: 13 });
  });

  it('extends forward when the quote is exactly the claimed first line of the range', () => {
    const r = anchorClaim({ anchor: 'if (!text) return null;', start_line: 11, line: 13 }, index);
    expect(at(r)).toMatchObject({ line: 13, start_line: 11 });
  });

  it("keeps the claimed range when the quote is a line inside it (the defect's line of a suggestion)", () => {
    // The suggestion replaces 11..14; the defect is on 12. Moving the range to end at 12 would
    // put the replacement over the wrong lines.
    const r = anchorClaim({ anchor: 'const parsed = JSON.parse(text);', start_line: 11, line: 14 }, index);
    expect(at(r)).toMatchObject({ line: 14, start_line: 11 });
  });

  it('clamps a kept range to the hunk of the anchored line', () => {
    const r = anchorClaim({ anchor: 'log.debug("loaded");', start_line: 30, line: 42 }, index);
    expect(at(r)).toMatchObject({ line: 42, start_line: 41 });
  });

  it('ignores a claimed range that is backwards', () => {
    const r = anchorClaim({ anchor: 'return true;', start_line: 50, line: 44 }, index);
    expect(at(r)).toMatchObject({ line: 44, start_line: null });
  });

  it('only ever returns locations GitHub accepts', () => {
    const claims = [
      { anchor: '}', line: 1 },
      { anchor: 'return parsed;', start_line: 1, line: 99 },
      { anchor: 'log.debug("loaded");', start_line: 12, line: 16, side: 'LEFT' as const },
      { anchor: '  const text = read(path);\n-  if (text) return null;' },
    ];
    for (const claim of claims) {
      const r = anchorClaim(claim, index);
      if (!r.anchored) throw new Error(r.reason);
      expect(index.check(r)).toEqual({ ok: true });
    }
  });
});
