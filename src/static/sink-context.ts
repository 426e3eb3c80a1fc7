/**
 * One policy for the rules that name a dangerous sink or setting (issue 45 point 5: "critical/high
 * only when the value traces to untrusted input; otherwise at most medium with the reason in the
 * body"), for the cases where the setting itself carries no value to trace. A rule opts in with
 * `metadata.sink-context`:
 *
 * - `code` (eval, `new Function`, with `flow`): the flow grader decides, except that code decoded or
 *   downloaded at run time keeps the rule's grade whatever its origin: `eval(atob(…))` is the shape
 *   of a hidden payload (CWE-506) and running fetched code that of CWE-494, and the minified-line
 *   guard (review/stages/lookalike-files) makes a run incomplete only for a hidden high match.
 *   Code that only loads a fixed module file of the program (module-load-code.ts) is no finding
 *   unless its root traces to input.
 * - `html-output` (template escaping off): escaping is a defence of HTML output only. High where the
 *   file shows its output becoming a page (it serves requests, renders a view, writes the DOM or
 *   names HTML); elsewhere medium: Handlebars documents `noEscape` for output that is not HTML
 *   (https://handlebarsjs.com/api-reference/compilation.html), Jinja2 for non-HTML templates.
 * - `own-store` (unpickling, with `flow`): bytes read back from the class's own private dict of values
 *   it pickled itself (flow/pickle-store.ts) are no finding; anything else is left to the flow grader.
 * - `tls-peer` (certificate verification off): high unless every host the file names is this
 *   machine's own (a container health check, a dev proxy to a local server) and it serves no
 *   request: on loopback there is no network path for anyone to impersonate the server from; medium
 *   too for a Go config whose code still decides who the peer is (tls-peer-checked.ts). A
 *   connection opened only to read the peer's certificate (tls-inspector.ts) is no finding.
 * - `cors-origins` (flask-cors with credentials): a call naming no origins takes the app's
 *   `CORS_ORIGINS` setting; medium unless the file shows it (cors-origins.ts).
 * - `digest-sent` (a password's MD5 or SHA-1): no finding when the digest only goes to a remote API
 *   in a request, the far side's login protocol, not storage (password-digest-sent.ts).
 * - `explicit-discard` (Go's `_ =` of a write): low, the author said the error is ignored; a
 *   read-modify-write keeps the rule's grade (explicit-discard.ts).
 * - `settings-default` (a literal secret key): no finding in a split settings package's shared
 *   defaults (`settings/base.py`) or a test config class, which a deployment's settings replace
 *   (settings-default.ts).
 */
import type { SgNode } from '@ast-grep/napi';
import type { Severity } from '../core/types.js';
import { servesRequests } from './flow/entry-points.js';
import { inspectsCertificateOnly } from './tls-inspector.js';
import { goPeerChecked } from './tls-peer-checked.js';
import { FLOW_SYNTAX, kindOf, named } from './flow/flow-syntax.js';
import { gradeFlow } from './flow/grade-flow.js';
import { gradeByReach, milder, sourceOf } from './flow/reach-policy.js';
import { unpicklesOwnStore } from './flow/pickle-store.js';
import { isFixedModuleFile, loadedModulePath } from './module-load-code.js';
import { isCodeLanguage, type Language, type RuleLanguage } from './languages.js';
import { corsOriginsGrade } from './cors-origins.js';
import { digestSentToApi } from './password-digest-sent.js';
import { explicitDiscardGrade } from './explicit-discard.js';
import { settingsDefault } from './settings-default.js';
import { htmlOutput } from './html-output.js';
import type { StaticRule } from './rule-file.js';

// `backed`: the grade rests on what the code shows (grade-match.ts), not on the pattern alone.
type Kept = { keep: true; severity: Severity; detail: string; backed?: boolean };
type Graded = Kept | { keep: false };

// Text decoded at run time: base64, char codes, URI decoding, `Buffer.from(x, 'base64')`, or a run
// of escapes spelling text out (one `\u00A0` in a library's regex is no payload; eight in a row are).
const DECODED =
  /\b(atob|unescape|decodeURIComponent|decodeURI|fromCharCode|fromCodePoint|b64decode|base64\.\w*decode\w*|codecs\.decode|bytes\.fromhex|zlib\.\w*(inflate|decompress|gunzip)\w*)\s*\(|Buffer\.from\([^)]*['"](base64|hex|base64url)['"]|(\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}){8}/;
// Code read back from the network: fetch, XHR, an HTTP client, or a call named for a download.
const FETCHED =
  /\b(fetch|XMLHttpRequest|axios|got|superagent|urlopen|requests\.(get|post)|https?\.(get|request)|\$\.(get|ajax|getScript))\s*[.(]|\b\w*(fetch|download|remote)\w*\s*\(/i;

/**
 * The grade a rule's `sink-context` gives the match (in the file at `path`), or undefined when the
 * context leaves the grade to the rule (its severity, or its `flow`).
 */
export function sinkContextGrade(
  rule: StaticRule,
  node: SgNode,
  language: RuleLanguage,
  path = '',
): Graded | undefined {
  if (!rule.sinkContext || !isCodeLanguage(language)) return undefined;
  switch (rule.sinkContext) {
    case 'code':
      return runtimeCode(rule, node, language);
    case 'html-output':
      return htmlOutput(rule, node, language);
    case 'tls-peer':
      if (inspectsCertificateOnly(node, language)) return { keep: false };
      return checkedPeer(rule, node, language) ?? loopbackPeer(rule, node, language);
    case 'own-store': {
      const value = rule.flow ? node.getMatch(rule.flow) : null;
      return value && unpicklesOwnStore(value) ? { keep: false } : undefined;
    }
    case 'cors-origins':
      return corsOriginsGrade(rule.severity, node);
    case 'digest-sent':
      return digestSentToApi(node) ? { keep: false } : undefined;
    case 'explicit-discard':
      return explicitDiscardGrade(node);
    case 'settings-default':
      return settingsDefault(node, path) ? { keep: false } : undefined;
  }
}

/**
 * The length of the match's line when it is minified, else 0. The same bound as select's
 * MINIFIED_LINE_LENGTH (tests/static/sink-context.test.ts keeps them equal): the lookalike-files stage
 * hides a match on such a line of a file that looks vendored and makes the run incomplete only when
 * it is high, so the code on it keeps the rule's grade, as a payload on one long line must not pass.
 */
export const MINIFIED_LINE = 1000;
function minifiedLine(node: SgNode): number {
  const file = node.getRoot().root().text();
  const start = node.range().start.index;
  const from = file.lastIndexOf('\n', start - 1) + 1;
  const end = file.indexOf('\n', start);
  const length = (end < 0 ? file.length : end) - from;
  return length > MINIFIED_LINE ? length : 0;
}

/**
 * Where the code comes from, as text: the innermost function around it (the node alone at a module's
 * top level) and the part the flow grader traced it to (a module-level `const c = atob(…)`). The
 * outermost function would be a whole bundled library, whose every decoder would count.
 */
function sourceText(value: SgNode, language: Language): string {
  const fn = value.ancestors().find((a) => FLOW_SYNTAX[language].functions.includes(kindOf(a)));
  return `${(fn ?? value).text()}\n${gradeFlow(value, language).because}`;
}

function runtimeCode(rule: StaticRule, node: SgNode, language: Language): Graded | undefined {
  const minified = minifiedLine(node);
  if (minified)
    return {
      keep: true,
      severity: rule.severity,
      backed: true,
      detail: `Severity ${rule.severity}: it sits on a minified line (${minified} characters) no reviewer can read, so what it runs cannot be checked by eye.`,
    };
  const value = rule.flow ? node.getMatch(rule.flow) : null;
  // A request read in the code's own text (`this.req.body.code`, a controller's request) is input
  // even where the flow grader's sources, anchored at the start of a name, do not see it.
  if (value && servesRequests(value.text(), language))
    return {
      keep: true,
      severity: rule.severity,
      backed: true,
      detail: `Severity ${rule.severity}: the code it runs reads a request (\`${value.text().slice(0, 60)}\`).`,
    };
  const scope = sourceText(value ?? node, language);
  const decoded = DECODED.exec(scope);
  const fetched = decoded ? null : FETCHED.exec(scope);
  const why = decoded ?? fetched;
  if (!why) return value ? (ownModuleLoad(value, language) ?? pageScript(rule, value, language)) : undefined;
  const what = decoded
    ? 'decoded at run time, the shape of a hidden payload'
    : 'read from the network, code downloaded and run';
  return {
    keep: true,
    severity: rule.severity,
    backed: true,
    detail: `Severity ${rule.severity}: the code it runs is ${what} (\`${why[0].trim()}\` in the same function), whatever its origin.`,
  };
}

/**
 * No finding for code that only loads a fixed module file of the program (module-load-code.ts) from a
 * root not traced to input: the risk is which module runs, and the path rules report only input too.
 */
function ownModuleLoad(value: SgNode, language: Language): Graded | undefined {
  const path = loadedModulePath(value);
  if (!path || !isFixedModuleFile(path, language)) return undefined;
  return gradeFlow(path, language).origin === 'input' ? undefined : { keep: false };
}

// Browser automation that runs a function in the page with the arguments after it (Puppeteer's and
// Playwright's `page.evaluate(fn, ...args)`, `evaluateHandle`): the function's parameters hold them.
const IN_PAGE = /\.(evaluate|evaluateHandle|evaluateOnNewDocument)$/;

/**
 * The code of a function run in a browser page, when it is that function's parameter: graded by the
 * argument the automation call passes for it (maxun's `page.evaluate((script) => eval(script),
 * scriptContent)` with the app's own script file read from `__dirname`, fresh10), by the reach
 * policy every flow rule follows: constants no finding, the app's own paths low, untraced medium.
 */
function pageScript(rule: StaticRule, value: SgNode, language: Language): Graded | undefined {
  if (kindOf(value) !== 'identifier') return undefined;
  const fn = value.ancestors().find((a) => FLOW_SYNTAX[language].functions.includes(kindOf(a)));
  const args = fn?.parent();
  const call = args?.parent();
  if (!fn || !args || !call || kindOf(call) !== 'call_expression' || named(args)[0]?.id() !== fn.id())
    return undefined;
  if (!IN_PAGE.test(call.field('function')?.text() ?? '')) return undefined;
  const params = named(fn.field('parameters') ?? fn.field('parameter'));
  const position = params.findIndex(
    (p) => (kindOf(p) === 'identifier' ? p : named(p)[0])?.text() === value.text(),
  );
  const passed = position < 0 ? undefined : named(args)[position + 1];
  if (!passed) return undefined;
  const graded = gradeFlow(passed, language);
  // The same table as every flow rule's (flow/reach-policy.ts), in the app's own code.
  // The program's own state is no exit for code run in a page (grade-match.ts keeps it for commands).
  const source = sourceOf(graded, value.getRoot().root().text(), language);
  const grade = gradeByReach(rule.severity, source === 'own-state' ? 'untraced' : source, 'app');
  if (!grade) return { keep: false };
  return {
    keep: true,
    severity: grade.severity,
    detail: `Severity ${grade.severity}: the page runs what the automation call passes it, which includes ${graded.because}${grade.why}.`,
  };
}

// String literal nodes per grammar (no comment text: a comment naming `localhost` proves nothing).
const JS_STRINGS = ['string', 'template_string'];
const STRINGS: Record<Language, readonly string[]> = {
  javascript: JS_STRINGS,
  typescript: JS_STRINGS,
  tsx: JS_STRINGS,
  python: ['string'],
  go: ['interpreted_string_literal', 'raw_string_literal'],
  java: ['string_literal'],
  rust: ['string_literal', 'raw_string_literal'],
};
// Loopback, or the any-address a server binds (a dev proxy's listen address is this machine too).
const LOOPBACK =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|::1)(?::[^/?#\s@]*)?(?:[/?#].*)?$/i;
const IMPORTS = ['import_spec', 'import_statement', 'import_declaration'];
// A literal that names a host or a URL: a scheme, or a dotted name or address (with a port).
const HOST =
  /^(?:[a-z][a-z0-9+.-]*:\/\/\S+|(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:\/\S*)?|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?)$/i;

/** Medium for a Go TLS config whose code still decides who the peer is (tls-peer-checked.ts). */
function checkedPeer(rule: StaticRule, node: SgNode, language: Language): Kept | undefined {
  const why = language === 'go' ? goPeerChecked(node) : undefined;
  if (why === undefined) return undefined;
  const severity = milder(rule.severity, 'medium');
  return { keep: true, severity, detail: `Severity ${severity}: ${why}.` };
}

function loopbackPeer(rule: StaticRule, node: SgNode, language: Language): Kept | undefined {
  const root = node.getRoot().root();
  if (servesRequests(root.text(), language)) return undefined;
  const literals = root
    .findAll({ rule: { any: STRINGS[language].map((kind) => ({ kind })) } })
    // An import path (`"github.com/x/y"`) names a package, not a host.
    .filter((s) => !s.ancestors().some((a) => IMPORTS.includes(kindOf(a))))
    .map((s) =>
      s
        .text()
        .replace(/^[`'"]+|[`'"]+$/g, '')
        .trim(),
    );
  const loopback = literals.filter((s) => LOOPBACK.test(s));
  if (loopback.length === 0 || literals.some((s) => HOST.test(s) && !LOOPBACK.test(s))) return undefined;
  if (configuredHost(root, language)) return undefined;
  const severity = milder(rule.severity, 'medium');
  return {
    keep: true,
    severity,
    detail:
      `Severity ${severity}: every host this file names or sets is this machine's own (\`${loopback[0]}\`) and ` +
      'it serves no request: a loopback connection has no network path to impersonate the server on.',
  };
}

// A setting of the peer: a key, variable or keyword named for a host, address or URL, and its value.
const HOST_SETTING =
  /^\s*(?:(?:const|let|var)\s+)?["']?(?:host|hostname|url|uri|endpoint|addr|address|base_?url|target|dst_?addr)["']?\s*(?::=|=|:)\s*([^]+)$/i;
const JS_SETTINGS = ['pair', 'variable_declarator', 'assignment_expression'];
const SETTINGS: Record<Language, readonly string[]> = {
  javascript: JS_SETTINGS,
  typescript: JS_SETTINGS,
  tsx: JS_SETTINGS,
  python: ['assignment', 'keyword_argument', 'pair'],
  go: ['keyed_element', 'short_var_declaration', 'assignment_statement', 'var_spec'],
  java: ['variable_declarator', 'assignment_expression'],
  rust: ['let_declaration', 'assignment_expression', 'field_initializer'],
};

/**
 * Whether the file sets its peer from anything but a loopback literal (`host: cfg.host`, `host =
 * connection.host || "localhost"`, `os.Getenv("HOST")`): a configurable host may be another machine,
 * so a loopback default proves nothing. `"localhost:" + port` keeps its host fixed.
 */
function configuredHost(root: SgNode, language: Language): boolean {
  return root.findAll({ rule: { any: SETTINGS[language].map((kind) => ({ kind })) } }).some((setting) => {
    const value = HOST_SETTING.exec(setting.text())?.[1]?.trim();
    if (value === undefined) return false;
    const first = /^[`'"]([^`'"]*)[`'"]?/.exec(value)?.[1];
    return first === undefined || !LOOPBACK.test(first.trim()) || /\|\||\?\?|\bor\b/.test(value);
  });
}
