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
 * The values `calls` give parameter `position` of `fn`, or undefined when a call hides them: a spread
 * at or before the position can put anything there. A call that leaves the parameter out gives it its
 * default value (`name = process.argv[2]`), and a rest parameter (`...names`) takes every argument from
 * its position on. Undefined too when no call outside `fn` gives a value (its callers are elsewhere):
 * a recursive call inside `fn` passes on what the outer callers gave, so it adds nothing. With
 * `sameTree` false the calls come from several files and the caller left the recursive ones out.
 */
export function argumentsAt(
  calls: readonly SgNode[],
  fn: SgNode,
  position: number,
  sameTree = true,
): SgNode[] | undefined {
  const parameter = named(fn.field('parameters'))[position];
  if (!parameter) return undefined;
  const pattern = parameter.field('pattern');
  const rest =
    kindOf(parameter) === 'rest_pattern' || (pattern !== null && kindOf(pattern) === 'rest_pattern');
  const fallback = parameter.field('right') ?? parameter.field('value');
  const passed: SgNode[] = [];
  for (const call of calls) {
    // Spans compare only within one tree: calls from other files (`sameTree` false) were sorted already.
    if (sameTree && isWithin(call, fn)) continue;
    const args = named(call.field('arguments'));
    if (args.slice(0, position + 1).some((arg) => kindOf(arg) === 'spread_element')) return undefined;
    const given = rest ? args.slice(position) : args.slice(position, position + 1);
    if (rest && given.some((arg) => kindOf(arg) === 'spread_element')) return undefined;
    if (given.length === 0 && fallback) given.push(fallback);
    passed.push(...given);
  }
  return passed.length === 0 ? undefined : passed;
}
