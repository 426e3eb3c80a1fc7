/**
 * A binary operation whose result carries nothing of its operands' text, so nothing of them flows on
 * (grade-flow.ts asks before matching a source by the text's start: `req.query.n * 2` is a number).
 */
import type { SgNode } from '@ast-grep/napi';
import { CONSTANT, short, type Graded } from './graded.js';
import type { FlowSyntax } from './flow-syntax.js';

// Operators whose result is a truth value. Others carry their operands where the language overloads
// them (`+` concatenates, Python's `%` formats and `/` joins paths, `||`/`or` pick an operand).
const TRUTH_OPERATORS = new Set([
  '==',
  '!=',
  '===',
  '!==',
  '<',
  '>',
  '<=',
  '>=',
  'in',
  'not in',
  'is',
  'is not',
  'instanceof',
]);

/**
 * A binary operation whose result carries nothing of its operands' text: a truth value (`==`, `<`,
 * `in`) or, where the language has no other meaning for the operator, a number (`days - 1`).
 */
export function scalarOperation(node: SgNode, syntax: FlowSyntax): Graded | undefined {
  const operator = node.field('operator')?.text() ?? '';
  if (TRUTH_OPERATORS.has(operator)) return CONSTANT;
  if (syntax.numericOperators?.has(operator))
    return { origin: 'constant', because: `${short(node.text())}, a number` };
  return undefined;
}
