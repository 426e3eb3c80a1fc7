/**
 * What the calls in other files pass to an exported JavaScript or TypeScript function (issue 45
 * point 1 counts "an argument of an exported entry" as program input, point 5 grades by what reaches
 * it). The static lens searches the head for the function's name and reads every file that names it
 * (stages/static-lens/caller-reads.ts); here every use of the name in those files is classified. A
 * parameter holds what the calls pass only when every use is accounted for: a call by that name
 * (`name(…)`, `obj.name(…)`, `this.name(…)`), or a binding that keeps the name (an import, an export
 * or a destructuring without a rename, `module.exports = { name }`, `X.prototype.name = name`). A use
 * as a value (a callback, `.bind`, a rename, a dispatch table `{ up, down }`, `obj['name']`) could
 * call it under another name: then the callers cannot be listed and the argument stays input.
 * A call of a same-named method of another object is counted too: it only adds values.
 *
 * Not seen: a call through a computed key that never names the function (`api[action](…)`); the
 * search cannot find text that is not there (wg-easy, fresh16: `wg.up(wgInterface.name)`).
 */
import type { SgNode } from '@ast-grep/napi';
import type { Language } from '../languages.js';
import { argumentsAt, parameterPosition } from './caller-arguments.js';
import { isWithin, kindOf, named, sameSpan } from './flow-syntax.js';
import type { FlowScope } from './flow-scope.js';

/** A file that names an exported function: where it is, its grammar and its parsed tree. */
export interface CallerFile {
  path: string;
  language: Language;
  root: SgNode;
}

/**
 * The files of the head that name each function searched for (every one of them), null when they
 * could not all be read; a name not asked for yet is absent, and the grader adds it to `wanted`.
 */
export interface ExportedCallers {
  readonly known: ReadonlyMap<string, readonly CallerFile[] | null>;
  readonly wanted: Set<string>;
}

/** One value a call passes, and the file of that call. */
export interface PassedValue {
  value: SgNode;
  file: CallerFile | undefined;
}

// Functions whose definition is a value of these: a pair's key, a variable, an assignment's target.
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function']);

/**
 * The name callers in other files call `fn` by, or undefined when they may use any name: a declared
 * function, a method (not `#private`, a getter or the constructor), or a function held by a
 * variable, an object's key or an assigned property. A default export (`export default function`,
 * `module.exports = function`) is imported under any name.
 */
export function callName(fn: SgNode): string | undefined {
  const kind = kindOf(fn);
  if (kind === 'function_declaration' || kind === 'generator_function_declaration')
    return plainName(fn, fn.field('name'));
  if (kind === 'method_definition') {
    const name = fn.field('name');
    const accessor = fn.children().some((c) => c.text() === 'get' || c.text() === 'set');
    if (!name || kindOf(name) !== 'property_identifier' || accessor || name.text() === 'constructor')
      return undefined;
    return name.text();
  }
  if (!FUNCTION_VALUES.has(kind)) return undefined;
  const parent = fn.parent();
  if (!parent) return undefined;
  if (kindOf(parent) === 'pair') return propertyName(parent.field('key'));
  if (kindOf(parent) === 'variable_declarator') return plainName(parent, parent.field('name'));
  if (kindOf(parent) === 'assignment_expression') {
    const left = parent.field('left');
    if (!left || kindOf(left) !== 'member_expression' || /^(module\.)?exports$/.test(left.text()))
      return undefined;
    return propertyName(left.field('property'));
  }
  return undefined;
}

function propertyName(key: SgNode | null): string | undefined {
  return key && kindOf(key) === 'property_identifier' ? key.text() : undefined;
}

/** A declaration's identifier, unless the declaration is the module's default export. */
function plainName(declaration: SgNode, name: SgNode | null): string | undefined {
  if (!name || kindOf(name) !== 'identifier') return undefined;
  const statement = declaration.ancestors().find((a) => kindOf(a) === 'export_statement');
  if (statement?.children().some((c) => c.text() === 'default')) return undefined;
  return name.text();
}

/**
 * The values the calls in `files` (and in `fn`'s own file) pass for parameter `name` of `fn`, called
 * `key`, or undefined when the calls cannot all be seen (see the file comment) or none is found.
 */
export function exportedCallerArguments(
  fn: SgNode,
  name: string,
  key: string,
  files: readonly CallerFile[],
  scope: FlowScope,
): PassedValue[] | undefined {
  const position = parameterPosition(fn, name, scope);
  if (position < 0) return undefined;
  const own = fn.getRoot().root();
  // The head's copy of `fn`'s own file is the tree graded: its calls are read there.
  const roots = [
    { root: own, file: undefined },
    ...files.filter((f) => f.root.text() !== own.text()).map((f) => ({ root: f.root, file: f })),
  ];
  const passed: PassedValue[] = [];
  for (const { root, file } of roots) {
    const calls = callsNaming(root, key, fn);
    if (!calls) return undefined;
    // A recursive call passes on what the outer callers gave: only the graded tree holds `fn`.
    const outside = file ? calls : calls.filter((c) => !isWithin(c, fn));
    if (outside.length === 0) continue;
    const values = argumentsAt(outside, fn, position, false);
    if (!values) return undefined;
    passed.push(...values.map((value) => ({ value, file })));
  }
  return passed.length > 0 ? passed : undefined;
}

const NAME_KINDS = ['identifier', 'property_identifier', 'shorthand_property_identifier'];
// Declarations and types that name something else of the same name, or bind the name unchanged.
const KEEPS_NAME = new Set([
  'shorthand_property_identifier_pattern',
  'method_signature',
  'property_signature',
  'abstract_method_signature',
  'public_field_definition',
  'function_declaration',
  'generator_function_declaration',
  'class_declaration',
]);

/**
 * The calls in `root` that call something named `key`, or undefined when `key` is used there in a
 * way that may call it under another name. `fn`'s own name is its declaration, not a use.
 */
function callsNaming(root: SgNode, key: string, fn: SgNode): SgNode[] | undefined {
  const exactly = `^${key.replace(/\$/g, '\\$')}$`;
  const computed = root.find({
    rule: {
      kind: 'string_fragment',
      regex: exactly,
      inside: { kind: 'subscript_expression', stopBy: 'end' },
    },
  });
  if (computed) return undefined;
  const declared = fn.getRoot() === root.getRoot() ? declaredName(fn) : undefined;
  const calls: SgNode[] = [];
  for (const use of root.findAll({ rule: { any: NAME_KINDS.map((kind) => ({ kind, regex: exactly })) } })) {
    if ((declared && sameSpan(use, declared)) || boundToOther(use)) continue;
    const call = callOf(use);
    if (call === 'value') return undefined;
    if (call) calls.push(call);
  }
  return calls;
}

// Values a variable may hold that are not a function defined elsewhere: a call's result, a literal.
const NOT_A_FUNCTION = new Set([
  'call_expression',
  'await_expression',
  'new_expression',
  'string',
  'template_string',
  'number',
  'array',
  'object',
  'binary_expression',
]);

/**
 * Whether an identifier names a binding of its own scope, not the exported function: a parameter of
 * an enclosing function, or a variable of an enclosing block given a call's result or a literal
 * (WireGuard.ts's `const dump = await wg.dump(…)`, then `merge(clients, dump)`).
 */
function boundToOther(use: SgNode): boolean {
  if (kindOf(use) !== 'identifier') return false;
  const name = use.text();
  for (const scope of use.ancestors()) {
    const params = scope.field('parameters');
    const exactly = `^${name.replace(/\$/g, '\\$')}$`;
    // A default value that names it (`(run = dump) => …`) is a use, not a binding.
    if (params?.findAll({ rule: { kind: 'identifier', regex: exactly } }).some((p) => !sameSpan(p, use)))
      return true;
    if (!['statement_block', 'program'].includes(kindOf(scope))) continue;
    for (const statement of scope.children())
      if (['lexical_declaration', 'variable_declaration'].includes(kindOf(statement)))
        for (const declarator of named(statement)) {
          const value = declarator.field('value');
          if (declarator.field('name')?.text() === name && value && NOT_A_FUNCTION.has(kindOf(value)))
            return true;
        }
  }
  return false;
}

/** The node naming `fn` in its declaration (a function's name, a method's, a pair's key, a variable). */
function declaredName(fn: SgNode): SgNode | null {
  const own = fn.field('name');
  if (own) return own;
  const parent = fn.parent();
  if (!parent) return null;
  if (kindOf(parent) === 'pair') return parent.field('key');
  if (kindOf(parent) === 'variable_declarator') return parent.field('name');
  return parent.field('left')?.field('property') ?? null;
}

/**
 * What one use of the name is: the call it is the callee of, null for a use that keeps the name or
 * names something else (a declaration, an import, a type's member), 'value' for a use that may hand
 * the function on under another name.
 */
function callOf(use: SgNode): SgNode | null | 'value' {
  const parent = use.parent();
  if (!parent) return 'value';
  const kind = kindOf(parent);
  if (KEEPS_NAME.has(kindOf(use)) || KEEPS_NAME.has(kind)) return null;
  if (kind === 'call_expression' && sameSpan(use, parent.field('function'))) return parent;
  if (kind === 'member_expression' && sameSpan(use, parent.field('property'))) return memberUse(parent);
  if (kind === 'import_specifier' || kind === 'export_specifier')
    return parent.field('alias') ? 'value' : null;
  if (kind === 'method_definition' || kind === 'variable_declarator')
    return sameSpan(use, parent.field('name')) ? null : 'value';
  if (kind === 'pair') return pairUse(use, parent);
  if (kind === 'pair_pattern') return parent.field('value')?.text() === use.text() ? null : 'value';
  if (kindOf(use) === 'shorthand_property_identifier') return exportsObject(parent) ? null : 'value';
  // `X.prototype.name = name`: the property keeps the name, and its calls name it.
  if (kind === 'assignment_expression' && sameSpan(use, parent.field('right')))
    return parent.field('left')?.field('property')?.text() === use.text() ? null : 'value';
  return 'value';
}

/** `obj.name`: the call it is the callee of, null when assigned to, 'value' when read as a value. */
function memberUse(member: SgNode): SgNode | null | 'value' {
  const outer = member.parent();
  if (!outer) return 'value';
  if (kindOf(outer) === 'call_expression' && sameSpan(member, outer.field('function'))) return outer;
  // `exports.name = …`, `X.prototype.name = …`: a definition of a property of that name.
  if (kindOf(outer) === 'assignment_expression' && sameSpan(member, outer.field('left'))) return null;
  return 'value';
}

/** `{ name: value }`: a key names the object's own property; the name as a value keeps it only unrenamed. */
function pairUse(use: SgNode, pair: SgNode): null | 'value' {
  if (sameSpan(use, pair.field('key'))) return null;
  const key = pair.field('key')?.text();
  return key === use.text() && exportsObject(pair.parent()) ? null : 'value';
}

/**
 * Whether an object literal is what the module exports (`module.exports = {…}`, `export default
 * {…}`, `export const api = {…}`): its properties are called by their names. Elsewhere an object of
 * functions is often a table dispatched by a computed key (`handlers[action](…)`).
 */
function exportsObject(object: SgNode | null): boolean {
  if (!object || kindOf(object) !== 'object') return false;
  const parent = object.parent();
  if (!parent) return false;
  if (kindOf(parent) === 'assignment_expression')
    return /^(module\.)?exports$/.test(parent.field('left')?.text() ?? '');
  if (kindOf(parent) === 'export_statement') return true;
  return (
    kindOf(parent) === 'variable_declarator' &&
    kindOf(parent.parent()?.parent() ?? parent) === 'export_statement'
  );
}
