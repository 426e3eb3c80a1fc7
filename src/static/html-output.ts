/**
 * Template escaping turned off (`sink-context: html-output`, issue 45 point 5): escaping is a defence
 * of HTML output only. High where the file shows its output becoming a page (it serves requests,
 * renders a view, writes the DOM or names HTML); elsewhere medium, and no finding where the code
 * shows the text going somewhere that is never a page: Handlebars documents `noEscape` for output
 * that is not HTML (https://handlebarsjs.com/api-reference/compilation.html), Jinja2 for non-HTML
 * templates. Split from sink-context.ts, which holds the policy for every sink context.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Severity } from '../core/types.js';
import { servesRequests } from './flow/entry-points.js';
import { FLOW_SYNTAX, kindOf } from './flow/flow-syntax.js';
import { milder } from './flow/reach-policy.js';
import type { Language } from './languages.js';
import type { StaticRule } from './rule-file.js';

type Graded = { keep: true; severity: Severity; detail: string } | { keep: false };

// What makes a template's output a page: a view engine, a response, the DOM, an HTML name or type.
const HTML_OUTPUT: Record<'js' | 'python', RegExp> = {
  js: /\b(res|reply|response|ctx)\.(render|send|write|end|view|body)\b|\b(app|server)\.(engine|set)\(\s*['"](view engine|views|html)|\bexpress\b|\bkoa\b|\bfastify\b|\b(inner|outer)HTML\b|insertAdjacentHTML|document\.write|text\/html|\.(html?|hbs|handlebars|njk|swig|ejs)['"`]/,
  python:
    /\b(render_template\w*|render_to_string|render_to_response|HttpResponse|TemplateResponse|make_response)\b|text\/html|select_autoescape|\.(html?|jinja2?|j2)['"]|^\s*(from|import)\s+(flask|django|fastapi|starlette|aiohttp|tornado|bottle|pyramid)\b/m,
};

/**
 * The grade of a template rendered with escaping off (`sink-context: html-output`): undefined (the
 * rule's own) where the file shows its output becoming a page, no finding where the text stays in the
 * function that renders it and the file holds no markup, medium elsewhere.
 */
export function htmlOutput(rule: StaticRule, node: SgNode, language: Language): Graded | undefined {
  const file = node.getRoot().root().text();
  const html = language === 'python' ? HTML_OUTPUT.python : HTML_OUTPUT.js;
  if (servesRequests(file, language) || html.test(file)) return undefined;
  if (language !== 'python' && !rendersHere(node, file)) return undefined;
  // Output the function uses itself (a chat message, a device value, a formula), hands on to no
  // caller, and the file writes no markup in: the code shows where the text goes and it is never a
  // page, so escaping (a defence of HTML output only) is not missing: no finding (issue 45 point 3).
  // Returned, it may become a page: medium.
  if (language !== 'python' && !MARKUP.test(file) && consumedHere(node)) return { keep: false };
  const severity = milder(rule.severity, 'medium');
  return {
    keep: true,
    severity,
    detail:
      `Severity ${severity}: this file renders the template itself and nothing in it shows the output becoming ` +
      'a page (no request handler, view engine, response, DOM write or HTML template), and escaping guards HTML ' +
      'output only: text for a message, a mail subject, a log or LaTeX must not be HTML-escaped.' +
      ' It is high where the output is HTML.',
  };
}

// A call whose name says it takes markup: what is passed to it is a page (or an HTML mail).
const MARKUP_CALL = /html|markup|render|page|view/i;

// A tag in the file's text (`<p>`, `<a href`, `</div>`): a template or its surroundings writing markup.
const MARKUP = /<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?\/?>/;

/**
 * Whether the text a template renders in place stays in the function that renders it: every render
 * (`compile(text, opts)(scope)`, or `t(scope)` through the name `t` the compiled template is given)
 * is an argument of a call or the value of a variable, and neither the render nor that variable is
 * what the function returns (`return value` hands it to callers, who may put it in a page;
 * `return send(value)` does not). A render the shape of which this cannot follow is not.
 */
function consumedHere(node: SgNode): boolean {
  const compile = node.ancestors().find((a) => ['call_expression', 'new_expression'].includes(kindOf(a)));
  const parent = compile?.parent();
  if (!compile || !parent) return false;
  const fn = compile.ancestors().find((a) => FLOW_SYNTAX.javascript.functions.includes(kindOf(a)));
  if (!fn) return false;
  let renders: SgNode[];
  if (kindOf(parent) === 'call_expression' && parent.field('function')?.id() === compile.id())
    renders = [parent];
  else if (kindOf(parent) === 'variable_declarator') {
    const name = parent.field('name')?.text() ?? '';
    if (!/^[\w$]+$/.test(name)) return false;
    renders = fn.findAll({
      rule: { kind: 'call_expression', has: { field: 'function', regex: `^${name.replace(/\$/g, '\\$')}$` } },
    });
    // Used other than called (`return template`, `module.exports = template`), it is handed on.
    const uses = node
      .getRoot()
      .root()
      .findAll({ rule: { kind: 'identifier', regex: `^${name.replace(/\$/g, '\\$')}$` } });
    if (uses.length !== renders.length + 1) return false;
  } else return false;
  return renders.length > 0 && renders.every((r) => stays(r, fn));
}

/**
 * Whether one render's text is a call's argument or a variable's value (or an entry of a local
 * object, `headers[key] = …`) that the function does not return; a branch of a conditional
 * (`body ? render(…) : undefined`) is looked through. Not an argument of a call named for markup
 * (`sendHtml(…)`, `renderPage(…)`): that output is a page.
 */
function stays(render: SgNode, fn: SgNode): boolean {
  // `compile(…)(scope).replace(/\s/g, '')`: a method of the text, whose result is looked at instead.
  let value = render;
  for (let up = value.parent(); up && kindOf(up) === 'member_expression'; up = value.parent()) {
    const call = up.parent();
    if (!call || kindOf(call) !== 'call_expression') return false;
    value = call;
  }
  let holder = value.parent();
  while (holder && ['ternary_expression', 'parenthesized_expression'].includes(kindOf(holder))) {
    if (kindOf(holder) === 'ternary_expression' && holder.field('condition')?.id() === value.id())
      return false;
    value = holder;
    holder = value.parent();
  }
  if (!holder) return false;
  if (kindOf(holder) === 'arguments')
    return !MARKUP_CALL.test(holder.parent()?.field('function')?.text() ?? '');
  const left = (kindOf(holder) === 'assignment_expression' ? holder.field('left') : null) ?? undefined;
  const entry = left !== undefined && ['subscript_expression', 'member_expression'].includes(kindOf(left));
  const name =
    kindOf(holder) === 'variable_declarator'
      ? holder.field('name')?.text()
      : left && holder.field('right')?.id() === value.id()
        ? entry
          ? left.field('object')?.text()
          : left.text()
        : undefined;
  if (name === undefined || !/^[\w$]+$/.test(name)) return false;
  // An entry of an object the function declares itself, or a function around it does (a callback
  // filling the outer function's `headers` in a `forEach`: Gladys's scene HTTP action, fresh9); a
  // parameter's or `this`'s reaches others. The declaring function must not return it either.
  const owner = entry ? declaringFunction(fn, name) : fn;
  if (!owner) return false;
  return !owner.findAll({ rule: { kind: 'return_statement' } }).some((r) => returnsName(r, name));
}

/**
 * The function that declares `name` as a variable of its own (`const headers = {}`): `fn` or one of
 * the functions it is nested in, the nearest first; undefined when none does.
 */
function declaringFunction(fn: SgNode, name: string): SgNode | undefined {
  const exactly = `^${name.replace(/\$/g, '\\$')}$`;
  const functions = [fn, ...fn.ancestors()].filter((a) =>
    FLOW_SYNTAX.javascript.functions.includes(kindOf(a)),
  );
  return functions.find(
    (f) => f.find({ rule: { kind: 'variable_declarator', has: { field: 'name', regex: exactly } } }) !== null,
  );
}

/** Whether a return statement hands on the variable's text: itself, or in a template, not as a call's argument. */
function returnsName(ret: SgNode, name: string): boolean {
  return ret
    .findAll({ rule: { kind: 'identifier', regex: `^${name.replace(/\$/g, '\\$')}$` } })
    .some(
      (id) =>
        !id
          .ancestors()
          .some((a) => kindOf(a) === 'arguments' && a.range().start.index > ret.range().start.index),
    );
}

/**
 * Whether a JavaScript file renders the template whose options hold `node` itself: the compiled
 * template called in place (`Handlebars.compile(text, opts)(scope)`, Gladys), or through the name
 * it is given, or an environment's `render`/`renderString` called in the file. Otherwise the setting
 * is an engine's default for the app's views (`swig.setDefaults`) or a template handed to callers,
 * whose output the file does not show: a view engine's output is a page, so it stays high.
 */
function rendersHere(node: SgNode, file: string): boolean {
  if (/\.render(String)?\s*\(/.test(file)) return true;
  const call = node.ancestors().find((a) => ['call_expression', 'new_expression'].includes(kindOf(a)));
  const parent = call?.parent();
  if (!call || !parent) return false;
  if (kindOf(parent) === 'call_expression' && parent.field('function')?.id() === call.id()) return true;
  const name = kindOf(parent) === 'variable_declarator' ? parent.field('name')?.text() : undefined;
  return (
    name !== undefined &&
    /^[\w$]+$/.test(name) &&
    new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\s*\\(`).test(file)
  );
}
