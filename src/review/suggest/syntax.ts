/**
 * Syntax errors in a file as tree-sitter sees them. tree-sitter never fails a parse: what it cannot
 * read becomes an ERROR node, and a token it had to invent (the `}` of an unbalanced block) a MISSING
 * leaf of zero width. Counting both before and after a suggestion tells whether the suggestion broke
 * the file, without blaming it for errors the file already had.
 */
import { parse } from '@ast-grep/napi';
import type { SgNode } from '@ast-grep/napi';
import { napiLang } from '../../static/languages.js';
import type { RuleLanguage } from '../../static/languages.js';

/** ERROR nodes plus MISSING tokens in `content` parsed as `language`. */
export function countSyntaxErrors(content: string, language: RuleLanguage): number {
  const root = parse(napiLang(language), content).root();
  let count = 0;
  // Iterative: a deep tree (a long chain of calls) would overflow a recursive walk.
  const stack: SgNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.kind() === 'ERROR') count++;
    const children = node.children();
    if (children.length === 0 && content.length > 0 && isMissing(node)) count++;
    stack.push(...children);
  }
  return count;
}

// A leaf of zero width covers no character of the source: the parser inserted it. (The root of an
// empty file is the one zero-width node that is not an error, hence the length check above.)
function isMissing(node: SgNode): boolean {
  const { start, end } = node.range();
  return start.index === end.index;
}
