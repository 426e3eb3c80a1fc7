/**
 * Whether a file serves requests (it reads a request or declares a request handler: a route callback,
 * an annotated controller method, a handler taking `*http.Request`), and whether it reads what its
 * operator hands it (argv, the environment, stdin). Issue 45 point 5, severity follows reachability
 * (reach-policy.ts): an internal function's argument keeps a sink's high or critical grade only in a
 * file that serves requests; reading argv or the environment is the operator's input, not a way in
 * for an attacker, so elsewhere the argument is graded at most medium, with that reason.
 *
 * A text test over the whole file, not a taint engine: one request read anywhere in the file keeps
 * every helper in it at the rule's grade (a controller's private helper serves its handlers).
 */
import type { SgNode } from '@ast-grep/napi';
import type { Language } from '../languages.js';
import { namedByGoDirective } from './package-callers.js';
import { PYTHON_HANDLER_CLASS, PYTHON_REQUEST_READ } from './python-requests.js';

// Sources that the flow grader reads as program input (flow-syntax.ts `tainted`), unanchored, plus the
// shapes that declare a handler whose parameters carry the request. Each language's list is split in
// two: what the operator hands the program (argv, environment, stdin) and what a request carries, so
// a CLI (cli-program.ts) can be told from a server that also reads its environment.
// The environment is read by name (`process.env.HOME`, `process.env[key]`, `const { HOME } =
// process.env`); handing all of it to a child process (`env: process.env`, `{ ...process.env }`) reads
// no value (pm2's `lib/API/Version.js`, whose only mention of the environment is that, fresh4).
const JS_OPERATOR = [
  String.raw`\bprocess\.(argv|stdin)\b`,
  String.raw`\bprocess\.env\s*(\?\.|\.|\[)`,
  String.raw`=\s*process\.env\b`,
];
const JS_REQUEST = [
  String.raw`\b(req|request)\.(body|query|params|headers|cookies|url|path|files?)\b`,
  String.raw`\bctx\.(request|params|query|body)\b`,
  String.raw`\b(location\.(search|hash|href)|window\.name)\b`,
  // Express, Koa-router, Fastify: `app.get('/path', (req, res) => ...)`.
  String.raw`\.(get|post|put|patch|delete|all|route)\(\s*['"\`]/`,
];

const PYTHON_OPERATOR = [
  String.raw`\b(os\.environ|os\.getenv|sys\.argv|sys\.stdin)\b`,
  String.raw`\b(argparse|click\.(argument|option))\b`,
];
const PYTHON_REQUEST = [
  String.raw`\b${PYTHON_REQUEST_READ}\b`,
  String.raw`\bself\.request\.`,
  // Flask, FastAPI and other routers: `@app.route(...)`, `@bp.get(...)`, `@app.errorhandler(404)`;
  // a view registered by call: `app.add_url_rule("/", view_func=index)`.
  String.raw`^\s*@[\w.]*\.(route|get|post|put|patch|delete|api_route|websocket|errorhandler|app_errorhandler)\(`,
  String.raw`\.add_url_rule\(`,
  // Django REST framework's function views and viewset actions: `@api_view(["GET"])`, `@action(...)`.
  String.raw`^\s*@(api_view|action)\(`,
  // A Django view or a class-based view's method: `def show(request, slug)`, `def get(self, request)`.
  String.raw`\bdef \w+\(\s*(self,\s*)?request\b`,
  // GraphQL: graphene's resolvers and mutations take `info` after the parent (`def resolve_user(root,
  // info, id)`, `def mutate(self, info, **kwargs)`); strawberry's fields and mutations are decorated.
  String.raw`\bdef (resolve_\w+|mutate)\(\s*\w+\s*,\s*info\b`,
  String.raw`^\s*@strawberry\.(field|mutation)\b`,
  // A plain http.server, socketserver or Tornado handler class (python-requests.ts), and a WSGI app.
  PYTHON_HANDLER_CLASS,
  String.raw`\bdef \w+\(\s*(self,\s*)?environ\s*,\s*start_response\b`,
];

const GO_OPERATOR = [
  String.raw`\bos\.(Getenv|LookupEnv|Args|Stdin)\b`,
  String.raw`\bflag\.(Arg|Args|String|Parse)\b`,
];
const GO_REQUEST = [
  String.raw`\*http\.Request\b`,
  String.raw`\*(gin\.Context|fiber\.Ctx)\b`,
  String.raw`\becho\.Context\b`,
  String.raw`\.(FormValue|PostFormValue)\(`,
];

const JAVA_OPERATOR = [
  String.raw`\bSystem\.(getenv|getProperty|in)\b`,
  String.raw`\bstatic\s+void\s+main\s*\(`,
];
const JAVA_REQUEST = [
  String.raw`\b(HttpServletRequest|ServerHttpRequest)\b`,
  String.raw`\.(getParameter|getHeader|getQueryString|getInputStream|getReader|getCookies)\(`,
  // Spring MVC and JAX-RS handlers: their parameters are bound from the request.
  String.raw`@(RequestParam|PathVariable|RequestBody|RequestHeader|CookieValue|ModelAttribute|QueryParam|PathParam|FormParam|HeaderParam)\b`,
  String.raw`@(Get|Post|Put|Delete|Patch|Request)Mapping\b`,
  String.raw`@(GET|POST|PUT|DELETE|PATCH|Path)\b`,
];

const RUST_OPERATOR = [String.raw`\benv::(var|var_os|args|args_os|vars)\b`, String.raw`\bio::stdin\b`];
const RUST_REQUEST = [
  // actix-web, axum, rocket extractors.
  String.raw`\b(web|extract)::(Query|Path|Json|Form)\b`,
  String.raw`#\[(get|post|put|delete|patch)\(`,
];

const either = (parts: string[], flags = ''): RegExp => new RegExp(parts.join('|'), flags);
const byLanguage = (
  js: string[],
  python: string[],
  go: string[],
  java: string[],
  rust: string[],
): Record<Language, RegExp> => ({
  javascript: either(js),
  typescript: either(js),
  tsx: either(js),
  python: either(python, 'm'),
  go: either(go),
  java: either(java),
  rust: either(rust),
});

const REQUEST = byLanguage(JS_REQUEST, PYTHON_REQUEST, GO_REQUEST, JAVA_REQUEST, RUST_REQUEST);
const OPERATOR = byLanguage(JS_OPERATOR, PYTHON_OPERATOR, GO_OPERATOR, JAVA_OPERATOR, RUST_OPERATOR);

/** Whether `source`, a whole file in `language`, reads what an operator hands it: argv, env, stdin. */
export function readsOperatorInput(source: string, language: Language): boolean {
  return OPERATOR[language].test(source);
}

/** Whether `source`, a whole file in `language`, reads a request or declares a request handler. */
export function servesRequests(source: string, language: Language): boolean {
  return REQUEST[language].test(source);
}

// Handlers of frameworks whose request the text test above does not name: Nitro/h3 (`defineEventHandler`,
// `readBody(event)`), Next.js route handlers and server actions, tRPC procedures, Hono's `c.req`, NestJS
// parameter decorators, Remix/web `request.formData()`, Electron IPC and socket messages.
const JS_HANDLERS = new RegExp(
  [
    String.raw`\b(defineEventHandler|eventHandler|defineWebSocketHandler|readBody|readValidatedBody|readMultipartFormData|readFormData|getQuery|getValidatedQuery|getRouterParams?|getValidatedRouterParams|getHeaders?|getCookie|parseCookies)\(`,
    String.raw`\b(NextRequest|NextApiRequest|createTRPCRouter|\w*[pP]rocedure)\b|['"]use server['"]`,
    String.raw`\bexport\s+(async\s+)?function\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b`,
    String.raw`\bc\.req\.|@(Body|Param|Query|Headers|Req|Request|Args)\(|\brequest\.(formData|json|text)\(`,
    String.raw`\bipcMain\.(on|handle)\b`,
  ].join('|'),
);
// Socket and IPC messages: a handler's input in app code, but also how any script reads a child
// process's output (`child.stdout.on('data', …)`), so they do not make a script a server.
const JS_EVENTS = /\.on\(\s*['"](message|data|connection)['"]/;
// Folders whose files are a web framework's handlers by their place (file-based routing).
const HANDLER_FOLDERS =
  /(^|\/)(api|routes?|controllers?|handlers?|pages\/api|resolvers?|middlewares?)\/|(^|\/)route\.[cm]?[jt]sx?$/;

/**
 * Whether code handles requests: `servesRequests`, or (JavaScript and TypeScript) a handler of a
 * framework that shape does not name, or a file in a routing folder. Where a caller of an exported
 * function sits in such code, a value the rules cannot trace may be the request's (settled-callers.ts).
 */
export function handlesRequests(source: string, language: Language, path = ''): boolean {
  return declaresHandlers(source, language, path) || (isJs(language) && JS_EVENTS.test(source));
}

/**
 * Whether `source` reads a request or declares a web framework's handler (`handlesRequests` without
 * socket and IPC events, which scripts use to read a child process): what makes a file under
 * `scripts/`, a release script or a build file a server's code (issue 45 point 2).
 */
export function declaresHandlers(source: string, language: Language, path = ''): boolean {
  if (servesRequests(source, language)) return true;
  return isJs(language) && (JS_HANDLERS.test(source) || HANDLER_FOLDERS.test(path));
}

const isJs = (language: Language): boolean => ['javascript', 'typescript', 'tsx'].includes(language);

// Declarations that name a function, a method or a class, whose names say what others may call.
const NAMED = new Set([
  'function_declaration',
  'generator_function_declaration',
  'method_declaration',
  'method_definition',
  'class_declaration',
  'function_definition',
  'class_definition',
  'function_item',
  // `const AllocationsDAO = function (db) { ... }`: a JS function named by its variable.
  'variable_declarator',
]);

/**
 * Whether `fn`, a function holding a parameter, is an exported entry others call (issue 45 point 1
 * counts "a function argument of an exported entry" as program input): JS/TS under an `export` or
 * named in `module.exports`/`exports`, a Go name starting upper-case or named by a directive, a Python function or method
 * whose name (and its class's) has no leading underscore and that is not nested in another function,
 * a `public` Java method, a `pub` Rust function. Its callers are elsewhere, so its arguments stay input.
 */
export function isExportedEntry(fn: SgNode, language: Language): boolean {
  const chain = [fn, ...fn.ancestors()];
  const names = chain.filter((n) => NAMED.has(String(n.kind()))).map((n) => n.field('name')?.text() ?? '');
  const own = NAMED.has(String(fn.kind())) ? fn.field('name')?.text() : undefined;
  switch (language) {
    case 'javascript':
    case 'typescript':
    case 'tsx': {
      if (chain.some((n) => n.kind() === 'export_statement')) return true;
      const file = chain.at(-1)?.text() ?? '';
      return names.some((name) => name !== '' && exportedByName(file, name));
    }
    case 'go':
      // cgo's `//export name` makes a lower-case function C's to call too (package-callers.ts).
      return (
        /^[A-Z]/.test(own ?? '') || (own !== undefined && namedByGoDirective(chain.at(-1)?.text() ?? '', own))
      );
    case 'python': {
      const nested = fn.ancestors().some((a) => a.kind() === 'function_definition');
      return !nested && names.every((name) => !name.startsWith('_'));
    }
    case 'java':
      return /\bpublic\b/.test(
        fn
          .children()
          .find((c) => c.kind() === 'modifiers')
          ?.text() ?? '',
      );
    case 'rust':
      return fn.children().some((c) => c.kind() === 'visibility_modifier');
  }
}

// `module.exports = { name }`, `module.exports.name = name`, `exports.name = ...`: CommonJS exports.
function exportedByName(file: string, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(String.raw`\bexports\b[^;]*\b${escaped}\b`).test(file);
}
