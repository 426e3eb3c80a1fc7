/**
 * What a Go package's calls pass to one of its unexported functions. Go scopes a lower-case name to
 * its package, and a package is one directory: only the package's own files can call it
 * (https://go.dev/ref/spec#Exported_identifiers). With every file of the directory at hand, a
 * helper's parameter holds what those calls pass (vikunja's `renameColumn(x, "tasks", …)` in its
 * migrations, fresh14: literal table names, not input). With a file of the package missing, any call
 * may be in it: the parameter stays input. So does a function that a directive in the package hands
 * outside it: cgo's `//export name` makes it callable from C (https://pkg.go.dev/cmd/cgo), and a
 * `//go:linkname` naming it lets another package's code call it by its symbol
 * (https://pkg.go.dev/cmd/compile#hdr-Compiler_Directives).
 */
import type { SgNode } from '@ast-grep/napi';
import { isWithin, kindOf, named, sameSpan } from './flow-syntax.js';

/** Whether a Go name is unexported: it starts with a lower-case letter or `_` (the spec's rule). */
const unexported = (name: string): boolean => /^[\p{Ll}_]/u.test(name);

/**
 * The values the calls in `fn`'s file and in `others` (every other file of its package) pass for
 * parameter `name` of `fn`, or undefined when they cannot all be seen: `fn` is exported (a lower-case
 * method is its package's like a function), the parameter is variadic, its name is used other than
 * as a call's callee (a callback, a method value, a field), a call passes another call's several
 * results (`f(g())`), or no call outside `fn` is found.
 */
export function packageCallerArguments(
  fn: SgNode,
  name: string,
  others: readonly SgNode[],
): SgNode[] | undefined {
  const kind = kindOf(fn);
  const method = kind === 'method_declaration';
  if ((kind !== 'function_declaration' && !method) || kindOf(fn.parent() ?? fn) !== 'source_file')
    return undefined;
  const declared = fn.field('name');
  if (!declared || !unexported(declared.text())) return undefined;
  const roots = [fn.getRoot().root(), ...others];
  if (roots.some((root) => namedByGoDirective(root.text(), declared.text()))) return undefined;
  const position = parameterPosition(fn, name);
  if (position === undefined) return undefined;
  const count = parameterCount(fn);
  const exactly = `^${declared.text()}$`;
  // A function is named by an identifier; a method by the field of a selector (`c.delete(…)`), which
  // may be another type's method of the same name: its calls are counted too, which only adds values.
  const uses = { kind: method ? 'field_identifier' : 'identifier', regex: exactly };
  const passed: SgNode[] = [];
  for (const [index, root] of roots.entries()) {
    const own = index === 0;
    for (const use of root.findAll({ rule: uses })) {
      if (own && sameSpan(use, declared)) continue;
      const callee = method ? use.parent() : use;
      const call = callee?.parent();
      // A method's name also appears in an interface's method list, a struct's field: no call there.
      if (method && callee && kindOf(callee) !== 'selector_expression') {
        if (kindOf(callee) === 'method_elem' || kindOf(callee) === 'method_spec') continue;
        return undefined;
      }
      if (!callee || !call || kindOf(call) !== 'call_expression' || !sameSpan(callee, call.field('function')))
        return undefined;
      // A recursive call passes on what the outer callers gave.
      if (own && isWithin(call, fn)) continue;
      const args = named(call.field('arguments'));
      if (args.length !== count) return undefined;
      const arg = args[position];
      if (!arg) return undefined;
      passed.push(arg);
    }
  }
  return passed.length > 0 ? passed : undefined;
}

/**
 * Whether a file's directives name `name` as reachable from outside its package: `//export name`
 * (cgo), or a `//go:linkname` whose local name or target symbol (`pkg.name`, `pkg.(*T).name`) is it.
 * Directives are line comments that start the line, with no space after `//`.
 */
export function namedByGoDirective(text: string, name: string): boolean {
  for (const line of text.matchAll(/^[ \t]*\/\/(export|go:linkname)[ \t]+([^\n]*)/gm)) {
    const words = (line[2] ?? '').trim().split(/[ \t]+/);
    if (line[1] === 'export' ? words[0] === name : words.some((w) => w === name || w.endsWith(`.${name}`)))
      return true;
  }
  return false;
}

/** The parameters' names in order (`a, b string` binds two); undefined past a variadic one. */
function parameterNames(fn: SgNode): string[] | undefined {
  const names: string[] = [];
  for (const declaration of named(fn.field('parameters'))) {
    if (kindOf(declaration) !== 'parameter_declaration') return undefined;
    const bound = named(declaration).filter((c) => kindOf(c) === 'identifier');
    // An unnamed parameter (`func f(int, string)`) still takes a position.
    names.push(...(bound.length > 0 ? bound.map((b) => b.text()) : ['_']));
  }
  return names;
}

function parameterPosition(fn: SgNode, name: string): number | undefined {
  const at = parameterNames(fn)?.indexOf(name);
  return at === undefined || at < 0 ? undefined : at;
}

function parameterCount(fn: SgNode): number {
  return parameterNames(fn)?.length ?? -1;
}
