/**
 * Syntax errors in a file as tree-sitter sees them. tree-sitter never fails a parse: what it cannot
 * read becomes an ERROR node, and a token it had to invent (the `}` of an unbalanced block) a MISSING
 * leaf of zero width. Counting both before and after a suggestion tells whether the suggestion broke
 * the file, without blaming it for errors the file already had.
 */
import type { NapiConfig, SgNode } from '@ast-grep/napi';
import { napiLang } from '../../../static/languages.js';
import type { RuleLanguage } from '../../../static/languages.js';
import { napi } from '../../../static/napi.js';

// Both searches run inside ast-grep: walking the tree from JavaScript crosses into native code once
// per node, which cost ~65 ms on a 500-line file against ~3 ms here.
const ERROR_NODE: NapiConfig = { rule: { kind: 'ERROR' } };
// A node of zero width covers no character of the source: the parser inserted it. Only leaves count,
// so an empty node around an inserted token is not counted twice.
const ZERO_WIDTH_LEAF: NapiConfig = {
  rule: { regex: '^$', not: { has: { regex: '[\\s\\S]*', stopBy: 'neighbor' } } },
};

/** The parsed tree of `content` as `language`. */
export function parseFile(content: string, language: RuleLanguage): SgNode {
  return napi().parse(napiLang(language), content).root();
}

/** ERROR nodes plus MISSING tokens in a parsed file (`content` is the text it was parsed from). */
export function syntaxErrorsOf(root: SgNode, content: string): number {
  const errors = root.findAll(ERROR_NODE).length;
  // The root of an empty file is the one zero-width leaf that is not an error.
  return errors + (content.length > 0 ? root.findAll(ZERO_WIDTH_LEAF).length : 0);
}

/** ERROR nodes plus MISSING tokens in `content` parsed as `language`. */
export function countSyntaxErrors(content: string, language: RuleLanguage): number {
  return syntaxErrorsOf(parseFile(content, language), content);
}
