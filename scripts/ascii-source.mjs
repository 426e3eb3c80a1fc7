// Rewrites the bundle's JavaScript files as ASCII, for start-up memory and time (issue 48).
//
// V8 keeps the source of every script it loads in the heap, one byte a character when the text is
// Latin-1 and two bytes otherwise: one arrow or em dash in a comment doubles a chunk. ncc copies
// sources as they are, comments included, so nearly every chunk of a static review was two-byte.
// esbuild reprints each file with the non-ASCII characters of strings, templates and identifiers
// escaped (`charset: 'ascii'`, https://esbuild.github.io/api/#charset) and without most comments.
// It leaves regular expression literals and the comments it keeps (licence headers, comments
// inside expressions) as they were; their non-ASCII characters are written here as `\uXXXX`, one
// per UTF-16 unit, which a regular expression reads as the same characters with or without the
// `u` flag. A file that cannot be made ASCII so (a tagged template holding non-ASCII text), or whose
// escaped form would take more memory than its two-byte form (a tokenizer's table of non-ASCII
// strings), is kept as it is: slower to load, never wrong. tests/e2e/bundle-lazy.test.ts checks
// that the files a static review loads are ASCII.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';

/** Bytes V8 holds for `text` as a source string: one a character when it is Latin-1, else two. */
export function sourceBytes(text) {
  return /[^\x00-\xff]/u.test(text) ? 2 * text.length : text.length;
}

/** The [start, end) spans of `code`'s comments and regular expression literals. */
function commentAndRegexSpans(code) {
  const spans = [];
  parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowHashBang: true,
    onComment: (_block, _text, start, end) => spans.push([start, end]),
    onToken: (token) => {
      if (token.type.label === 'regexp') spans.push([token.start, token.end]);
    },
  });
  return spans.sort((a, b) => a[0] - b[0]);
}

/**
 * `code` with each non-ASCII UTF-16 unit of its comments and regular expressions written as
 * `\uXXXX`, or null when one cannot be: it is elsewhere (a tagged template, whose raw text the
 * tag reads, which esbuild leaves too) or escaped by a backslash (`\é` would become `\\u00e9`).
 */
export function escapeRest(code) {
  if (!/[^\x00-\x7f]/.test(code)) return code;
  const spans = commentAndRegexSpans(code);
  let out = '';
  let span = 0;
  for (let i = 0; i < code.length; i++) {
    const unit = code.charCodeAt(i);
    if (unit < 0x80) {
      out += code[i];
      continue;
    }
    while (span < spans.length && spans[span][1] <= i) span++;
    if (span === spans.length || spans[span][0] > i) return null;
    const backslashes = /\\*$/.exec(code.slice(Math.max(0, i - 64), i))[0].length;
    if (backslashes % 2 === 1) return null;
    out += `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return out;
}

/**
 * The ASCII form of one JavaScript file's text, or null to keep the text: when it cannot be
 * escaped everywhere, or would take more memory so.
 */
export function asciiSource(text, file) {
  const printed = transformSync(text, { charset: 'ascii', legalComments: 'inline', sourcefile: file }).code;
  const ascii = escapeRest(printed);
  return ascii !== null && ascii.length < sourceBytes(text) ? ascii : null;
}

/** Rewrites every `.js` file directly in `dir` as ASCII where that takes less memory; returns how many. */
export function asciiOnly(dir) {
  let rewritten = 0;
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    const file = path.join(dir, name);
    const ascii = asciiSource(readFileSync(file, 'utf8'), name);
    if (ascii === null) continue;
    writeFileSync(file, ascii);
    rewritten++;
  }
  return rewritten;
}
