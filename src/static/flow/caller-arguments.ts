/**
 * What a file's own calls pass to a function it declares, once the caller-finding code
 * (`helper-callers.ts` for module helpers, `private-method-callers.ts` for a class's private methods)
 * has shown every call of it: the parameter's position, then the argument each call passes there.
 */
import type { SgNode } from '@ast-grep/napi';
import { isWithin, kindOf, named } from './flow-syntax.js';
import type { FlowScope } from './flow-scope.js';

/** The position of parameter `name` in `fn`'s parameter list, or -1 when `fn` declares no such parameter. */
export function parameterPosition(fn: SgNode, name: string, scope: FlowScope): number {
  return named(fn.field('parameters')).findIndex((p) =>
    scope.identifiers(p).some((id) => id.text() === name),
  );
}

/**
 * The arguments `calls` pass at `position` to `fn`, or undefined when a call spreads its arguments there
 * (any value can land in the parameter) or no call outside `fn` passes one (its callers are elsewhere).
 * A recursive call inside `fn` passes on what the outer callers gave, so it adds nothing.
 */
export function argumentsAt(calls: readonly SgNode[], fn: SgNode, position: number): SgNode[] | undefined {
  const passed: SgNode[] = [];
  for (const call of calls) {
    if (isWithin(call, fn)) continue;
    const arg = named(call.field('arguments'))[position];
    if (arg && kindOf(arg) === 'spread_element') return undefined;
    if (arg) passed.push(arg);
  }
  return passed.length === 0 ? undefined : passed;
}
