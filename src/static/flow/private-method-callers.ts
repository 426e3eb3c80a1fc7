/**
 * What a class's calls pass to one of its private methods, in JavaScript and TypeScript: a method
 * named `#name` (callable only inside its class, https://developer.mozilla.org/docs/Web/JavaScript/Reference/Classes/Private_properties)
 * or marked `private` (TypeScript refuses a call from outside the class,
 * https://www.typescriptlang.org/docs/handbook/2/classes.html#private). When its name appears in the
 * file only as the callee of `this.name(…)`, a parameter holds what those calls pass: a TypeORM
 * migration's `this.convertPks(queryRunner, "int8")` hands its helper a literal column type, not
 * input (spacebarchat, fresh20). A static method, a name used any other way (a callback, a property
 * read, a call on another object, `this[…]` or a string of its name) or a spread argument leaves the
 * parameter input.
 */
import type { SgNode } from '@ast-grep/napi';
import { argumentsAt, parameterPosition } from './caller-arguments.js';
import { kindOf } from './flow-syntax.js';
import type { FlowScope } from './flow-scope.js';

const NAME_KINDS = ['property_identifier', 'private_property_identifier'];

/** Whether `method` is private to its class and called on the instance (not `static`). */
function isPrivateInstanceMethod(method: SgNode): boolean {
  const name = method.field('name');
  if (!name || !NAME_KINDS.includes(kindOf(name))) return false;
  const modifiers = method.children().filter((c) => c.range().start.index < name.range().start.index);
  if (modifiers.some((c) => c.text() === 'static')) return false;
  return (
    kindOf(name) === 'private_property_identifier' ||
    modifiers.some((c) => kindOf(c) === 'accessibility_modifier' && c.text() === 'private')
  );
}

/**
 * The values the class's `this.method(…)` calls pass for parameter `name` of `method`, or undefined
 * when they cannot all be seen (see the file comment), or no call outside `method` itself is found.
 */
export function privateMethodCallerArguments(
  method: SgNode,
  name: string,
  scope: FlowScope,
): SgNode[] | undefined {
  if (kindOf(method) !== 'method_definition' || !isPrivateInstanceMethod(method)) return undefined;
  const declared = method.field('name')!;
  const position = parameterPosition(method, name, scope);
  if (position < 0) return undefined;
  const program = method.ancestors().at(-1) ?? method;
  const exactly = `^${declared.text().replace(/[$#]/g, '\\$&')}$`;
  const uses = program
    .findAll({ rule: { any: NAME_KINDS.map((kind) => ({ kind, regex: exactly })) } })
    .filter((u) => u.range().start.index !== declared.range().start.index);
  // `this['m'](…)` or `this[key](…)` calls it without naming it: TypeScript allows the bracket on a
  // private member, so any computed access or a string of its name leaves the callers unseen.
  const bare = declared.text().replace(/^#/, '');
  const computed = program.find({
    rule: {
      any: [
        { kind: 'subscript_expression', has: { field: 'object', kind: 'this' } },
        { kind: 'string_fragment', regex: `^${bare.replace(/\$/g, '\\$')}$` },
      ],
    },
  });
  if (computed) return undefined;
  const calls: SgNode[] = [];
  for (const use of uses) {
    const member = use.parent();
    const call = member?.parent();
    if (!member || kindOf(member) !== 'member_expression' || member.field('object')?.text() !== 'this')
      return undefined;
    if (!call || kindOf(call) !== 'call_expression' || call.field('function')?.id() !== member.id())
      return undefined;
    calls.push(call);
  }
  return argumentsAt(calls, method, position);
}
