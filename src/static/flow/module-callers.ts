/**
 * What the calls in a Python module pass to one of its own functions, for a module no other module
 * imports: a schema migration (Django's `migrations/0011_auto_….py`, Alembic's `versions/…`), which
 * the framework loads by file and whose name, starting with a digit, no `import` statement can name.
 * Its top-level helpers are called only from within it, so a parameter holds what those calls pass
 * (taiga-back's `get_constraints_def_sql("history_historyentry")`, fresh13: a literal table name, not
 * input). Elsewhere any module may import the function and pass it anything: its parameter stays input.
 */
import type { SgNode } from '@ast-grep/napi';
import { isWithin, kindOf, named, sameSpan } from './flow-syntax.js';

const SPLATS = new Set(['list_splat', 'dictionary_splat']);
// Parameters after one of these can only be passed by keyword.
const KEYWORD_ONLY_AFTER = new Set(['list_splat_pattern', 'dictionary_splat_pattern', 'keyword_separator']);

/** A parameter's bound name (`a`, `a=1`, `a: int`, `a: int = 1`), or undefined for a splat or separator. */
function parameterName(param: SgNode): string | undefined {
  const kind = kindOf(param);
  if (kind === 'identifier') return param.text();
  if (kind === 'default_parameter' || kind === 'typed_default_parameter') return param.field('name')?.text();
  if (kind === 'typed_parameter')
    return named(param)
      .find((c) => kindOf(c) === 'identifier')
      ?.text();
  return undefined;
}

/**
 * The values the module's calls of `fn` pass for its parameter `name` (the parameter's default where
 * a call leaves it out), or undefined when they cannot all be seen: `fn` is not a plain top-level
 * function (a method, a decorated one that something registers), its name is used other than as the
 * callee of a call (passed as a callback, stored, exported in `__all__`), a call unpacks `*args` or
 * `**kwargs`, or no call outside `fn` itself is found.
 */
export function moduleCallerArguments(fn: SgNode, name: string): SgNode[] | undefined {
  if (kindOf(fn) !== 'function_definition' || kindOf(fn.parent() ?? fn) !== 'module') return undefined;
  const declared = fn.field('name');
  if (!declared) return undefined;
  let position = -1;
  let byPosition = true;
  let fallback: SgNode | undefined;
  let seen = false;
  for (const [i, param] of named(fn.field('parameters')).entries()) {
    if (KEYWORD_ONLY_AFTER.has(kindOf(param))) byPosition = false;
    if (parameterName(param) !== name) continue;
    position = byPosition ? i : -1;
    fallback = param.field('value') ?? undefined;
    seen = true;
  }
  if (!seen) return undefined;
  const program = fn.ancestors().at(-1) ?? fn;
  const exactly = `^${declared.text()}$`;
  const passed: SgNode[] = [];
  for (const use of program.findAll({ rule: { kind: 'identifier', regex: exactly } })) {
    if (sameSpan(use, declared)) continue;
    const call = use.parent();
    if (!call || kindOf(call) !== 'call' || !sameSpan(use, call.field('function'))) return undefined;
    // A recursive call passes on what the outer callers gave.
    if (isWithin(call, fn)) continue;
    const args = call.field('arguments');
    if (!args || kindOf(args) !== 'argument_list') return undefined;
    const parts = named(args);
    if (parts.some((p) => SPLATS.has(kindOf(p)))) return undefined;
    const keyword = parts.find((p) => kindOf(p) === 'keyword_argument' && p.field('name')?.text() === name);
    const positional = parts.filter((p) => kindOf(p) !== 'keyword_argument');
    const value = keyword?.field('value') ?? (position >= 0 ? positional[position] : undefined) ?? fallback;
    if (value) passed.push(value);
  }
  return passed.length > 0 ? passed : undefined;
}
