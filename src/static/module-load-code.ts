/**
 * Code that only loads a module: `eval(\`import("${modPath}")\`)`, the usual workaround for TypeScript
 * compiling `import()` into `require()` under CommonJS (code-server's loader of the bundled VS Code
 * server, fresh19). What such code does is decided by the one path spliced into it, so the question is
 * the module-load one (which file runs), not code injection. When every value that path is given is a
 * fixed module file of the program joined to a root (`path.join(root, "out/server-main.js")`, then
 * at most rewritten from itself, `"file:///" + modPath.replace(/\\/g, "/")`), an attacker can at most
 * choose the root, and only where the root traces to input, which the flow grader still reports.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Language } from './languages.js';
import { FLOW_SYNTAX, kindOf, named } from './flow/flow-syntax.js';
import { FlowScope } from './flow/flow-scope.js';

const HOLE = '\u0000';
// The whole code string: one module load of one quoted spliced path, nothing before or after it.
const LOAD_ONLY = new RegExp(
  `^\\s*(?:await\\s+)?(?:import|require)\\(\\s*(["'\`])${HOLE}\\1\\s*\\)\\s*;?\\s*$`,
);
// A path-module call: `path.join`, `path.resolve`, `path.posix.join`, or the bare imported names.
const PATH_CALL = /^(path(\.posix|\.win32)?\.)?(join|resolve)$/;
// Its last argument, a literal naming a JavaScript module file of the program.
const MODULE_FILE = /^(['"])[^'"$`]*\.[cm]?js\1$/;

/**
 * The path `code` (the evaluated code's node) splices into a code string that only loads a module,
 * or undefined when the code does anything else or is not built of one template or `+` chain.
 */
export function loadedModulePath(code: SgNode): SgNode | undefined {
  let parts: SgNode[];
  if (kindOf(code) === 'template_string') parts = named(code);
  else if (kindOf(code) === 'binary_expression') parts = concatenated(code);
  else return undefined;
  const holes = parts.filter((p) => !['string_fragment', 'string', 'escape_sequence'].includes(kindOf(p)));
  if (holes.length !== 1) return undefined;
  const text = parts
    .map((p) => (p === holes[0] ? HOLE : kindOf(p) === 'string' ? p.text().slice(1, -1) : p.text()))
    .join('');
  if (!LOAD_ONLY.test(text)) return undefined;
  const hole = holes[0]!;
  return kindOf(hole) === 'template_substitution' ? named(hole)[0] : hole;
}

// The operands of a `+` chain, left to right.
function concatenated(node: SgNode): SgNode[] {
  if (kindOf(node) !== 'binary_expression' || node.field('operator')?.text() !== '+') return [node];
  const left = node.field('left');
  const right = node.field('right');
  return left && right ? [...concatenated(left), ...concatenated(right)] : [node];
}

/**
 * Whether `path` (the spliced node) is a fixed module file of the program: a path-module call whose
 * last argument is a literal `.js` file, or a name every definition of which, in its function (or the
 * module), is such a call or a rewrite of the name itself.
 */
export function isFixedModuleFile(path: SgNode, language: Language): boolean {
  if (kindOf(path) !== 'identifier') return isModuleFileCall(path);
  const scope = new FlowScope(FLOW_SYNTAX[language]);
  const fn =
    path.ancestors().find((a) => FLOW_SYNTAX[language].functions.includes(kindOf(a))) ??
    path.getRoot().root();
  const name = path.text();
  const defs = scope.definitions(fn, name);
  const fixed = defs.filter((d) => isModuleFileCall(d.value));
  return fixed.length > 0 && defs.every((d) => fixed.includes(d) || rewritesItself(d.value, name));
}

function isModuleFileCall(node: SgNode): boolean {
  if (kindOf(node) !== 'call_expression') return false;
  const args = named(node.field('arguments'));
  const last = args[args.length - 1];
  return (
    PATH_CALL.test(node.field('function')?.text() ?? '') &&
    args.length >= 2 &&
    last !== undefined &&
    kindOf(last) === 'string' &&
    MODULE_FILE.test(last.text())
  );
}

// Text a rewrite may add to the path: a URL scheme, separators, a file name; never a quote, a
// bracket or a semicolon, which would end the `import("…")` and run code after it.
const PATH_TEXT = /^(['"])[\w:/\\.@-]*\1$/;

// `"file:///" + modPath.replace(/\\/g, "/")`: path-like literals, method names and the name itself only.
function rewritesItself(value: SgNode, name: string): boolean {
  const names = value.findAll({ rule: { kind: 'identifier' } });
  if (kindOf(value) === 'identifier') names.push(value);
  const texts = value.findAll({ rule: { any: [{ kind: 'string' }, { kind: 'template_string' }] } });
  return (
    names.length > 0 && names.every((n) => n.text() === name) && texts.every((t) => PATH_TEXT.test(t.text()))
  );
}
