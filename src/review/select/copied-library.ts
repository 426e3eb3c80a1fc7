/**
 * A third-party library copied into the app's own folders, told from the file's content: apps copy
 * small npm modules and browser libraries next to their code (`server/libs/<module>/index.js`,
 * `public/js/<plugin>.js`) with no `vendor` folder to name them (issue 45). Style notes on such a file
 * (a deprecated `substr`) are not the team's to fix. A folder name alone is not enough, since a PR can
 * put anything under `libs/`; the content must say the file is someone else's.
 *
 * Security first: this only turns off the rules that declare `in-copies: skip`, which rule-file.ts
 * allows only on low-severity deprecation and maintainability rules. A security rule still runs on a
 * copy at full severity, so a banner pasted above an attack hides nothing that matters.
 */
import { libraryBanner } from './file-class.js';

/** How far down the signs of a copy may sit: a banner, then a UMD wrapper under it. */
const HEAD_LINES = 60;
/** The leading comment block that may say where the file came from (a licence block can come first). */
const ORIGIN_COMMENT_LINES = 30;
const COMMENT_LED = /^\s*(?:\/\/|\/\*|\*)/;
/**
 * "Adapted from https://github.com/…", "Source: https://…", "Forked from …": where the file came from,
 * said in its leading comment together with an address. The address is required: "based on the user's
 * settings" is everyday prose.
 */
const ORIGIN_NOTE =
  /\b(?:copied|taken|adapted|modified|forked|ported|borrowed|extracted|vendored)\s+from\b|\bbased\s+on\b|^\W*(?:source|origin(?:al)?|upstream)\s*:/im;
const ADDRESS = /\bhttps?:\/\/[^\s)'"]+/i;
/**
 * A library's own header with no licence: a version (`@version: 1.2.0`, `v1.2.0`) and the address of
 * the repository it is published from (uBlock's copy of foo123/RegexAnalyzer, fresh30).
 */
const RELEASE_VERSION = /@version\b|\bv\d+\.\d+(?:\.\d+)?\b/i;
const REPOSITORY = /\bhttps?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)\/[\w.-]+\/[\w.-]+/i;
/**
 * The universal module definition (`typeof define === 'function' && define.amd`): a library's
 * packaging so one file loads under AMD, CommonJS and a plain `<script>`. An app's own code is
 * loaded one way only and never writes it. Minifiers turn the test round (`"function"==typeof define&&define.amd`).
 */
const UMD_WRAPPER =
  /(?:typeof\s+define\s*===?\s*['"]function['"]|['"]function['"]\s*===?\s*typeof\s+define)\s*&&\s*define\.amd\b/;

/** Whether a JavaScript file's content shows it is a copied third-party library. */
export function looksCopied(path: string, content: string): boolean {
  if (!/\.(?:js|mjs|cjs)$/i.test(path)) return false;
  const head = content.split('\n', HEAD_LINES);
  if (libraryBanner(path, head) !== null) return true;
  if (hasOriginNote(head)) return true;
  // A minified copy can hold its wrapper on one long first line: only the head's text is read.
  return UMD_WRAPPER.test(head.join('\n'));
}

/**
 * The file's leading comment names where it was copied from, with an address, or is a published
 * library's header: a release version and its repository's address.
 */
function hasOriginNote(head: readonly string[]): boolean {
  const comment = leadingComment(head);
  return (
    (ORIGIN_NOTE.test(comment) && ADDRESS.test(comment)) ||
    (RELEASE_VERSION.test(comment) && REPOSITORY.test(comment))
  );
}

/** The comment lines at the top of the file, before its first code (inside a block comment too). */
function leadingComment(head: readonly string[]): string {
  const comment: string[] = [];
  let inBlock = false;
  for (const line of head.slice(0, ORIGIN_COMMENT_LINES)) {
    const blank = line.trim() === '';
    if (!inBlock && !blank && !COMMENT_LED.test(line)) break;
    if (!inBlock && blank && comment.length === 0) continue;
    comment.push(line);
    if (inBlock) inBlock = !line.includes('*/');
    else if (/^\s*\/\*/.test(line)) inBlock = !line.includes('*/', line.indexOf('/*') + 2);
  }
  return comment.join('\n');
}
