/**
 * What the calls in a JavaScript or TypeScript file pass to one of the module's own helpers: a
 * declared function, not exported, whose name is used only as the callee of calls in the file. An
 * export, a callback or an assignment lets callers elsewhere pass anything.
 */
import type { SgNode } from '@ast-grep/napi';
import { argumentsAt, parameterPosition } from './caller-arguments.js';
import { isWithin, kindOf } from './flow-syntax.js';
import type { FlowScope } from './flow-scope.js';
import { onTree } from './tree-memo.js';

/**
 * The values the file's calls of `fn` pass for its parameter `name`, or undefined when they cannot
 * all be seen: `fn` is not a declared, unexported function, its name is used other than as a
 * callee, a call spreads its arguments, or no call outside `fn` itself is found (its callers are
 * elsewhere).
 */
export function helperCallerArguments(fn: SgNode, name: string, scope: FlowScope): SgNode[] | undefined {
  if (kindOf(fn) !== 'function_declaration') return undefined;
  const declared = fn.field('name');
  const parent = fn.parent();
  if (!declared || !parent || kindOf(parent) === 'export_statement') return undefined;
  const position = parameterPosition(fn, name, scope);
  if (position < 0) return undefined;
  // Every parameter of the helper, read anywhere in it, asks for the same calls: once per tree.
  const calls = onTree('helper calls', fn, '', () => callsOf(fn, declared));
  return calls && argumentsAt(calls, fn, position);
}

/** The file's calls of helper `fn` (named `declared`), or undefined when its name is used otherwise. */
function callsOf(fn: SgNode, declared: SgNode): SgNode[] | undefined {
  const program = fn.ancestors().at(-1) ?? fn;
  // The name is matched in the native search: only its uses cross into JS, not every identifier.
  const exactly = `^${declared.text().replace(/\$/g, '\\$')}$`;
  const uses = program
    .findAll({
      rule: {
        any: [
          { kind: 'identifier', regex: exactly },
          { kind: 'shorthand_property_identifier', regex: exactly },
        ],
      },
    })
    .filter((u) => !isWithin(u, declared));
  const calls: SgNode[] = [];
  for (const use of uses) {
    const call = use.parent();
    const callee = call?.field('function');
    if (!call || kindOf(call) !== 'call_expression' || !callee || !isWithin(use, callee)) return undefined;
    if (callee.range().start.index !== use.range().start.index) return undefined;
    calls.push(call);
  }
  return calls;
}
