/**
 * Answers about one parsed tree, kept as long as the tree lives. The grader asks the same questions
 * of the same scope for every name and every matched value of a file: which guards a function holds,
 * whether a name is a table of literals, where a name is defined. Each answer is a search of the
 * scope; on a vendored jQuery, whose one IIFE is the scope of every name, 700 of them for four values
 * cost seconds. A tree never changes once parsed, so an answer for (scope, name) holds for the tree.
 *
 * Keyed by the tree's root object (`getRoot()` hands back the same `SgRoot` for every node of a
 * parse), held weakly: a file's answers go with its tree. Were a root ever handed back anew, an
 * answer would only be searched again, never wrong.
 */
import type { SgNode, SgRoot } from '@ast-grep/napi';

const trees = new WeakMap<SgRoot, Map<string, unknown>>();

/**
 * The answer to question `question` about `name` in `scope`, computed once per tree. `compute` must
 * depend only on the tree, the scope and the name (never on the node asking).
 */
export function onTree<T>(question: string, scope: SgNode, name: string, compute: () => T): T {
  const root = scope.getRoot();
  let answers = trees.get(root);
  if (!answers) {
    answers = new Map();
    trees.set(root, answers);
  }
  // A node's id is its place in its tree; the range tells apart nodes of the same id.
  const { start, end } = scope.range();
  const key = `${question}\u0000${scope.id()}:${start.index}:${end.index}\u0000${name}`;
  if (answers.has(key)) return answers.get(key) as T;
  const answer = compute();
  answers.set(key, answer);
  return answer;
}
