/**
 * What a call of one of the file's own functions can return (JavaScript and TypeScript): the
 * expressions of its `return` statements, or an arrow's expression body. wg-easy picks its
 * executable with a helper that returns `'awg'` or `'wg'` (fresh16): a command built from such a
 * call holds one of those literals, not a value anyone sends. The grader (grade-flow.ts) takes the
 * returns' grade only when every one is the program's own; any other call stays untraced, as before
 * (taking a return that reads input as the call's input was not kept, s19).
 */
import type { SgNode } from '@ast-grep/napi';
import { kindOf, named, sameSpan, type FlowSyntax } from './flow-syntax.js';
import { onTree } from './tree-memo.js';

const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function']);

/**
 * The expressions `callee` (a bare name) can return, when it names exactly one function of the file
 * (a declaration, or a variable holding a function) that nothing reassigns and that returns a value
 * on every `return`; undefined otherwise (an import, a global, a function declared twice, one that
 * ends without a value).
 */
export function ownReturns(callee: SgNode | null, syntax: FlowSyntax): SgNode[] | undefined {
  if (!callee || kindOf(callee) !== 'identifier') return undefined;
  const fn = onlyFunctionNamed(callee, syntax);
  if (!fn) return undefined;
  const body = fn.field('body');
  if (!body) return undefined;
  if (kindOf(body) !== 'statement_block') return [body];
  // The function's own returns: a nested function's `return` answers that function's calls.
  const returns = body
    .findAll({ rule: { kind: 'return_statement' } })
    .filter((r) => sameSpan(fn, r.ancestors().find((a) => syntax.functions.includes(kindOf(a))) ?? null));
  const values = returns.map((r) => named(r)[0]);
  if (values.length === 0 || values.some((v) => v === undefined)) return undefined;
  return values as SgNode[];
}

/**
 * The one function of the file named like `callee`: a declaration, or a variable holding a function,
 * whose name is used nowhere else but as the callee of calls. Any other use (a parameter or a
 * variable that shadows it, an assignment, an import, a destructured binding) may bind the name to
 * something else, and answers undefined.
 */
function onlyFunctionNamed(callee: SgNode, syntax: FlowSyntax): SgNode | undefined {
  const root = callee.getRoot().root();
  // Two searches of the whole file per call graded; a minified file calls the same few names
  // thousands of times (DVGA's jQuery: 12 of a tree's 18 s). The answer is the tree's: once per tree.
  return onTree('only function named', root, callee.text(), () =>
    searchOnlyFunction(root, callee.text(), syntax),
  );
}

function searchOnlyFunction(root: SgNode, name: string, syntax: FlowSyntax): SgNode | undefined {
  const exactly = `^${name.replace(/\$/g, '\\$')}$`;
  const declarations = root.findAll({
    rule: {
      any: [
        { kind: 'function_declaration', has: { field: 'name', regex: exactly } },
        { kind: 'variable_declarator', has: { field: 'name', regex: exactly } },
      ],
    },
  });
  const [only] = declarations;
  if (declarations.length !== 1 || !only) return undefined;
  const declared = only.field('name');
  const uses = root.findAll({
    rule: {
      any: syntax.names
        .map((kind) => ({ kind, regex: exactly }))
        .concat([{ kind: 'shorthand_property_identifier', regex: exactly }]),
    },
  });
  const calledOnly = uses.every((use) => {
    if (sameSpan(use, declared)) return true;
    const call = use.parent();
    return call !== null && kindOf(call) === 'call_expression' && sameSpan(use, call.field('function'));
  });
  if (!calledOnly) return undefined;
  if (kindOf(only) === 'function_declaration') return only;
  const value = only.field('value');
  return value && FUNCTION_VALUES.has(kindOf(value)) ? value : undefined;
}
