/**
 * How grade-flow.ts grades a name: its definitions before the use in the enclosing functions
 * (innermost first), else a parameter of one of them (what its callers pass, where the file or the
 * package shows them all), else a module-level definition. Separate from grade-flow.ts, which grades
 * expressions, because finding what a name holds is its own question (scopes, validators, callers).
 */
import type { SgNode } from '@ast-grep/napi';
import { isWithin, kindOf, sameSpan } from './flow-syntax.js';
import { isExportedEntry } from './entry-points.js';
import { passedValidator } from './validated.js';
import { helperCallerArguments } from './helper-callers.js';
import { privateMethodCallerArguments } from './private-method-callers.js';
import { moduleCallerArguments } from './module-callers.js';
import { packageCallerArguments } from './package-callers.js';
import { closedRouteConverter } from './route-converters.js';
import { JS_FAMILY, RANK, short, strongest, type Graded, type Grader } from './graded.js';
import { settledByCallers } from './settled-callers.js';

// Statements of a function's body that always run what they hold.
const UNCONDITIONAL = new Set(['expression_statement', 'lexical_declaration', 'variable_declaration']);

/**
 * The origin of the variable `name` as seen at `at`: its definitions before `at` in the enclosing
 * functions (innermost first), else a parameter of one of them (input), else a module-level
 * definition, else unknown. A name a guard checked to be one of a list's values holds what the list
 * holds, or what its own definition holds, whichever is milder (both are true of it): a constant
 * checked against a request's list is still the constant.
 */
export function resolveName(g: Grader, name: string, at: SgNode, depth: number): Graded {
  const member: { grade?: Graded } = {};
  const own = resolveOwn(g, name, at, depth, member);
  return member.grade && RANK[member.grade.origin] < RANK[own.origin] ? member.grade : own;
}

/** `resolveName` but for the membership guard, whose list's grade it leaves in `member`. */
function resolveOwn(g: Grader, name: string, at: SgNode, depth: number, member: { grade?: Graded }): Graded {
  if (g.syntax.local.test(name)) return { origin: 'local', because: `\`${name}\`, a local path` };
  const functions = at.ancestors().filter((a) => g.syntax.functions.includes(kindOf(a)));
  for (const fn of functions) {
    const validated = passedValidator(fn, name, at, g.language);
    if (typeof validated === 'object' && validated !== null)
      member.grade ??= listGrade(g, name, validated.member, depth);
    else if (validated) return validatedGrade(name, validated);
    const before = g.scope
      .definitions(fn, name)
      .filter((d) => d.at.range().end.index <= at.range().start.index && !reencodes(d.value, name));
    const parameter = g.scope.parameters(fn).includes(name);
    if (before.length > 0) {
      const grades = before.map((d) => g.grade(d.value, depth + 1));
      // `if (typeof p !== 'string') p = path.join(tmpdir(), …)`: a parameter reassigned only in a
      // branch still holds what the caller passed on the other path (marktext's picgo upload).
      if (parameter && onlyInBranches(g, fn, before, at)) grades.push(parameterGrade(g, fn, name, depth, at));
      return strongest(grades, g.language);
    }
    if (!parameter) continue;
    return parameterGrade(g, fn, name, depth, at);
  }
  const root = functions.at(-1) ?? at;
  const top = root.ancestors().at(-1) ?? root;
  // A script's top level is its body: a guard there validates what follows it.
  const validated = functions.length === 0 ? passedValidator(top, name, at, g.language) : null;
  if (typeof validated === 'object' && validated !== null)
    member.grade ??= listGrade(g, name, validated.member, depth);
  else if (validated) return validatedGrade(name, validated);
  const module = g.scope
    .definitions(top, name)
    .filter((d) => !d.at.ancestors().some((a) => g.syntax.functions.includes(kindOf(a))));
  if (module.length > 0)
    return g.gradeAll(
      module.map((d) => d.value),
      depth + 1,
    );
  // An import or a global may hold anything, a request's value included: not closed.
  return { origin: 'unknown', because: `\`${name}\`, defined where the rules cannot see` };
}

/** The origin of parameter `name` of `fn`: what its callers pass, as far as the file shows them. */
function parameterGrade(g: Grader, fn: SgNode, name: string, depth: number, at: SgNode): Graded {
  // The receiver (`self`, Go's `s *Store`) is the object's own state, not a value a caller passes.
  if (g.scope.isReceiver(fn, name))
    return { origin: 'unknown', because: `\`${name}\`, the object's own state` };
  const scalar = g.scope.scalarType(fn, name);
  if (scalar) return { origin: 'constant', because: `\`${name}\`, a \`${scalar}\`` };
  const converter = g.language === 'python' ? closedRouteConverter(fn, name) : undefined;
  if (converter)
    return {
      origin: 'constant',
      because: `\`${name}\`, which the route's \`${converter}\` converter limits`,
    };
  if (g.facts.handlersOnly && !g.scope.isHandler(fn))
    return {
      origin: 'unknown',
      because: `\`${name}\`, an argument of the helper ${g.scope.nameOf(fn)}`,
    };
  const passed = passedByCallers(g, fn, name, depth);
  if (passed) return passed;
  const exported = isExportedEntry(fn, g.language);
  const callers = exported ? settledByCallers(g, fn, name) : undefined;
  return {
    origin: 'input',
    because: `\`${name}\`, an argument of ${g.scope.nameOf(fn)}`,
    via: 'argument',
    exported,
    // The graded value itself, not a hole of a template built around it.
    whole: sameSpan(at, g.graded ?? null),
    ...(callers !== undefined && { callers }),
  };
}

/**
 * Whether every definition of a name in `fn` sits in a nested block (an `if`, a loop, a `try`), so
 * a path through `fn` to `at` may skip them all: JavaScript and TypeScript. Not when one of them is
 * a plain statement of a block that also holds `at`: every path to `at` runs it, so the caller's
 * value is gone (uptime-kuma's `executablePath = "/usr/bin/chromium"` just before the call, inside
 * the branch that needs it).
 */
function onlyInBranches(g: Grader, fn: SgNode, definitions: { at: SgNode }[], at: SgNode): boolean {
  if (!JS_FAMILY.includes(g.language)) return false;
  const body = fn.field('body');
  if (!body || kindOf(body) !== 'statement_block') return false;
  if (definitions.some((d) => runsBefore(d.at, at))) return false;
  const start = body.range().start.index;
  return definitions.every((d) => {
    // The statement of the body that holds the definition: a plain one always runs, an `if`, a
    // loop or a `try` may not.
    const top = d.at.ancestors().find((a) => a.parent()?.range().start.index === start);
    return top !== undefined && !UNCONDITIONAL.has(kindOf(top));
  });
}

/** Whether `definition` is a plain statement of the innermost block holding it, and that block holds `at`. */
function runsBefore(definition: SgNode, at: SgNode): boolean {
  const block = definition.ancestors().find((a) => kindOf(a) === 'statement_block');
  if (!block || !isWithin(at, block)) return false;
  const statement = definition.ancestors().find((a) => {
    const parent = a.parent();
    return parent !== null && sameSpan(parent, block);
  });
  return statement !== undefined && UNCONDITIONAL.has(kindOf(statement));
}

/**
 * What the calls pass for parameter `name` of `fn`, when they can all be seen: a JavaScript
 * module's own helper (helper-callers.ts) or a class's private method (private-method-callers.ts), a Python module nothing imports (module-callers.ts), a
 * Go package's unexported function (package-callers.ts). Undefined otherwise: the argument stays input.
 */
function passedByCallers(g: Grader, fn: SgNode, name: string, depth: number): Graded | undefined {
  const args = callerArguments(g, fn, name);
  return args && g.gradeAll(args, depth + 1);
}

function callerArguments(g: Grader, fn: SgNode, name: string): SgNode[] | undefined {
  if (g.language === 'go')
    return g.facts.goPackage && packageCallerArguments(fn, name, packageBeside(g, fn, g.facts.goPackage));
  if (g.language === 'python') return g.facts.closedModule ? moduleCallerArguments(fn, name) : undefined;
  if (!g.syntax.moduleHelpers) return undefined;
  return kindOf(fn) === 'method_definition'
    ? privateMethodCallerArguments(fn, name, g.scope)
    : helperCallerArguments(fn, name, g.scope);
}

/**
 * The package's files other than `fn`'s: a helper's callers may be in the graded file or in any
 * other (a second hop starts in a file of `goPackage`). Files are told apart by their text: two
 * files of one package cannot both declare the same names.
 */
function packageBeside(g: Grader, fn: SgNode, others: readonly SgNode[]): SgNode[] {
  const own = fn.getRoot().root().text();
  const files = g.graded ? [g.graded.getRoot().root(), ...others] : others;
  return files.filter((root) => root.text() !== own);
}

/**
 * Whether `value` gives `name` its own text back, re-encoded or trimmed (`expanded =
 * expanded.encode('utf-8')` under a Python 2 branch, thefuck): the name still holds what it held.
 */
function reencodes(value: SgNode, name: string): boolean {
  const match =
    /^([\w$]+)\.(encode|decode|strip|lstrip|rstrip|trim|trimStart|trimEnd)\(\s*(['"][\w-]*['"])?\s*\)$/.exec(
      value.text(),
    );
  return match?.[1] === name;
}

/** A name a guard checked: a constant, with what the guard showed it to be. */
function validatedGrade(name: string, validated: 'version' | 'word' | 'number'): Graded {
  const what = { version: 'a version', word: 'a name of letters, digits and `_`', number: 'a number' }[
    validated
  ];
  return { origin: 'constant', because: `\`${name}\`, ${what} that passed a validator` };
}

/** What a name checked to be one of `list`'s values holds (`if (!refs.includes(ref)) process.exit(1)`). */
function listGrade(g: Grader, name: string, list: SgNode, depth: number): Graded {
  const grade = g.grade(list, depth + 1);
  return { ...grade, because: `\`${name}\`, checked to be one of ${short(list.text())}: ${grade.because}` };
}
