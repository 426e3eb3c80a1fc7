/**
 * Whether the code a JavaScript `new Function` compiles is the app's own stored setting (issue 45,
 * fresh7's kener and the tuning half's CTFd): a field of the object's own state (`this.monitor.
 * type_data.eval`, a monitor's configured check) or of a configuration object (`CTFd.config.
 * themeSettings.challenge_order`, an admin's theme setting), read straight or through a local name,
 * with literal or constant defaults. Such code is written by whoever may edit that setting: a
 * documented feature whose risk is who holds that right, not a request's value. CodeQL's
 * js/code-injection (default threat model) reports only remote sources; a stored value is not one.
 *
 * A request's field (`this.req.body.code`), a call's result (`atob(…)`, `fetch`), a function's
 * argument or any name the rules cannot follow is not a stored setting.
 */
import type { SgNode } from '@ast-grep/napi';
import { FLOW_SYNTAX, kindOf, named } from './flow-syntax.js';

// A segment naming a configuration object: `config`, `settings`, `themeSettings`, `appConfig`, `options`.
const CONFIG_SEGMENT = /^(?:\w*(?:[cC]onfig|[sS]ettings|[oO]ptions|[pP]references)|conf|prefs)$/;
// A segment naming what a request, message or event carries: never the app's own setting.
const REQUEST_SEGMENT =
  /^(?:req|request|res|response|body|query|params|headers|cookies|ctx|event|message|payload|input|location|search|hash)$/i;
// A constant's name: `DefaultAPIEval`, `DEFAULT_EVAL` (a module's own default).
const CONSTANT_NAME = /^(?:[A-Z][A-Z0-9_]*|Default\w*)$/;
const LITERALS = new Set(['string', 'number', 'true', 'false', 'null', 'undefined']);
const MAX_DEPTH = 4;

/**
 * The stored setting `value` is built from (the spliced parts, e.g. "`pingEval`"), when every part
 * is a stored setting or a literal or constant default and one is a setting; undefined otherwise.
 */
export function storedSettingIn(value: SgNode): string | undefined {
  const parts = spliced(value);
  const kinds = parts.map((p) => partKind(p, 0));
  if (kinds.some((k) => k === 'other') || !kinds.includes('setting')) return undefined;
  return parts
    .filter((_, i) => kinds[i] === 'setting')
    .map((p) => `\`${p.text().replace(/\s+/g, ' ').slice(0, 60)}\``)
    .join(', ');
}

type Part = 'setting' | 'default' | 'other';

/** The parts a body is built of: a template's substitutions, else the body itself. */
function spliced(value: SgNode): SgNode[] {
  if (kindOf(value) !== 'template_string') return [value];
  return value
    .children()
    .filter((c) => kindOf(c) === 'template_substitution')
    .flatMap((c) => named(c));
}

function partKind(node: SgNode, depth: number): Part {
  if (depth > MAX_DEPTH) return 'other';
  const kind = kindOf(node);
  if (LITERALS.has(kind) || (kind === 'template_string' && spliced(node).length === 0)) return 'default';
  if (kind === 'parenthesized_expression' || kind === 'unary_expression' || kind === 'non_null_expression')
    return combine(named(node).map((n) => partKind(n, depth + 1)));
  if (kind === 'ternary_expression') {
    const branches = [node.field('consequence'), node.field('alternative')];
    return combine(branches.map((b) => (b ? partKind(b, depth + 1) : 'other')));
  }
  if (kind === 'binary_expression') {
    if (!/^(\|\||\?\?)$/.test(node.field('operator')?.text() ?? '')) return 'other';
    return combine(
      [node.field('left'), node.field('right')].map((b) => (b ? partKind(b, depth + 1) : 'other')),
    );
  }
  if (kind === 'member_expression') return settingPath(node) ? 'setting' : 'other';
  if (kind === 'identifier') return CONSTANT_NAME.test(node.text()) ? 'default' : local(node, depth);
  return 'other';
}

// Every branch must be a setting or a default; a setting among them makes the whole a setting.
function combine(parts: Part[]): Part {
  if (parts.some((p) => p === 'other')) return 'other';
  return parts.includes('setting') ? 'setting' : 'default';
}

/** A chain of plain fields (no call, no index) rooted at `this` or passing a configuration object. */
function settingPath(node: SgNode): boolean {
  const segments: string[] = [];
  let at: SgNode | null = node;
  while (at && kindOf(at) === 'member_expression') {
    segments.unshift(at.field('property')?.text() ?? '');
    at = at.field('object');
  }
  if (!at || !['this', 'identifier'].includes(kindOf(at))) return false;
  segments.unshift(at.text());
  if (segments.some((s) => REQUEST_SEGMENT.test(s))) return false;
  if (kindOf(at) !== 'this' && !segments.some((s) => CONFIG_SEGMENT.test(s))) return false;
  return !writtenInFile(node, segments);
}

/**
 * Whether the file itself writes the setting (or an object on its path) with anything but a name:
 * `this.monitor = monitor` hands in what the object was built with, while `this.code = atob(…)` or
 * a literal puts the change's own text there (a payload in a minified file reads like a setting).
 */
function writtenInFile(node: SgNode, segments: string[]): boolean {
  const prefixes = new Set(segments.slice(1).map((_, i) => segments.slice(0, i + 2).join('.')));
  const root = node.getRoot().root();
  return root
    .findAll({ rule: { kind: 'assignment_expression', has: { field: 'left', kind: 'member_expression' } } })
    .some((a) => {
      const left = a.field('left')?.text().replace(/\s+/g, '');
      return left !== undefined && prefixes.has(left) && kindOf(a.field('right') ?? a) !== 'identifier';
    });
}

/** A local name: what its declarations in the enclosing function give it (each one must qualify). */
function local(name: SgNode, depth: number): Part {
  const fn = name.ancestors().find((a) => FLOW_SYNTAX.javascript.functions.includes(kindOf(a)));
  if (!fn) return 'other';
  const exactly = `^${name.text().replace(/\$/g, '\\$')}$`;
  // Assigned again anywhere in the function: the rules do not follow which value reaches the body.
  if (fn.find({ rule: { kind: 'assignment_expression', has: { field: 'left', regex: exactly } } }))
    return 'other';
  const values = fn
    .findAll({ rule: { kind: 'variable_declarator', has: { field: 'name', regex: exactly } } })
    .map((d) => d.field('value'));
  if (values.length === 0 || values.some((v) => !v)) return 'other';
  return combine(values.map((v) => partKind(v!, depth + 1)));
}
