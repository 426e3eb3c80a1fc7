// Rewrites the bundle's JavaScript files as ASCII, for start-up memory and time (issue 48).
//
// V8 keeps the source of every script it loads in the heap, one byte a character when the text is
// Latin-1 and two bytes otherwise: one arrow or em dash in a comment doubles a chunk. ncc copies
// sources as they are, comments included, so nearly every chunk of a static review was two-byte.
// Each non-ASCII character is written as an escape where it stands, and nothing else changes (names,
// comments and layout stay, so dist/ reads and diffs as before):
// - in a string literal, an untagged template, a regular expression literal or a comment, as
//   `\uXXXX`, one per UTF-16 unit: the same characters, in a regular expression with or without
//   the `u` flag too;
// - in an identifier, as `\u{X}`, the same name
//   (https://tc39.es/ecma262/#sec-identifier-names-static-semantics-early-errors).
// A file with one elsewhere (a tagged template, whose tag reads the raw text), or escaped by a
// backslash outside a comment (`\é` would become `\\u00e9`), or whose escaped form would take more memory than its
// two-byte form (a tokenizer's table of non-ASCII strings), is kept as it is: slower to load, never
// wrong. tests/e2e/bundle-lazy.test.ts checks that the files a static review loads are ASCII.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';

/** Bytes V8 holds for `text` as a source string: one a character when it is Latin-1, else two. */
export function sourceBytes(text) {
  return /[^\x00-\xff]/u.test(text) ? 2 * text.length : text.length;
}

/** Where a non-ASCII character may be escaped, and how: [start, end, 'comment' | 'unit' | 'codepoint']. */
function escapableSpans(code) {
  const spans = [];
  const ast = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowHashBang: true,
    onComment: (_block, _text, start, end) => spans.push([start, end, 'comment']),
  });
  const stack = [ast];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.type === 'TaggedTemplateExpression') {
      // Its quasis are the tag's raw text, not spans: a non-ASCII character there keeps the file.
      stack.push(node.tag, ...node.quasi.expressions);
      continue;
    }
    if (node.type === 'Literal' && (typeof node.value === 'string' || node.regex))
      spans.push([node.start, node.end, 'unit']);
    else if (node.type === 'TemplateElement') spans.push([node.start, node.end, 'unit']);
    else if (node.type === 'Identifier' || node.type === 'PrivateIdentifier')
      spans.push([node.start, node.end, 'codepoint']);
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child.type === 'string') stack.push(child);
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/**
 * `code` with each non-ASCII character written as an escape (see above), or null when one of
 * them cannot be.
 */
export function escapeNonAscii(code) {
  if (!/[^\x00-\x7f]/.test(code)) return code;
  const spans = escapableSpans(code);
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
    const kind = spans[span][2];
    // A comment has no escapes: there, a backslash before the character is just text.
    const backslashes = /\\*$/.exec(code.slice(Math.max(0, i - 64), i))[0].length;
    if (kind !== 'comment' && backslashes % 2 === 1) return null;
    if (kind !== 'codepoint') out += `\\u${unit.toString(16).padStart(4, '0')}`;
    else {
      const point = code.codePointAt(i);
      out += `\\u{${point.toString(16)}}`;
      if (point > 0xffff) i++;
    }
  }
  return out;
}

/** The ASCII form of one JavaScript file's text, or null to keep the text (see above). */
export function asciiSource(text) {
  const ascii = escapeNonAscii(text);
  return ascii !== null && ascii !== text && ascii.length < sourceBytes(text) ? ascii : null;
}

/** Rewrites every `.js` and `.cjs` file directly in `dir` as ASCII where that takes less memory; returns how many. */
export function asciiOnly(dir) {
  let rewritten = 0;
  for (const name of readdirSync(dir)
    .filter((f) => /\.c?js$/.test(f))
    .sort()) {
    const file = path.join(dir, name);
    const ascii = asciiSource(readFileSync(file, 'utf8'));
    if (ascii === null) continue;
    writeFileSync(file, ascii);
    rewritten++;
  }
  return rewritten;
}
