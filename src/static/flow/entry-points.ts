/**
 * Whether a file shows a way in for untrusted input: it reads a request, argv, the environment or
 * stdin, or declares a request handler (a route callback, an annotated controller method, a handler
 * taking `*http.Request`). Issue 45 point 5, severity follows reachability: a function's argument
 * keeps a sink's high or critical grade only in such a file; elsewhere nothing the file shows says an
 * attacker reaches the function, so its argument is graded at most medium, with that reason.
 *
 * A text test over the whole file, not a taint engine: one request read anywhere in the file keeps
 * every helper in it at the rule's grade (a controller's private helper serves its handlers).
 */
import type { Language } from '../languages.js';

// Sources that the flow grader reads as program input (flow-syntax.ts `tainted`), unanchored, plus the
// shapes that declare a handler whose parameters carry the request.
const JS_ENTRY = new RegExp(
  [
    String.raw`\bprocess\.(env|argv|stdin)\b`,
    String.raw`\b(req|request)\.(body|query|params|headers|cookies|url|path|files?)\b`,
    String.raw`\bctx\.(request|params|query|body)\b`,
    String.raw`\b(location\.(search|hash|href)|window\.name)\b`,
    // Express, Koa-router, Fastify: `app.get('/path', (req, res) => ...)`.
    String.raw`\.(get|post|put|patch|delete|all|route)\(\s*['"\`]/`,
  ].join('|'),
);

const PYTHON_ENTRY = new RegExp(
  [
    String.raw`\b(os\.environ|os\.getenv|sys\.argv|sys\.stdin)\b`,
    String.raw`\brequest\.(args|form|values|json|data|files|cookies|headers|GET|POST|query_params|path_params|body)\b`,
    String.raw`\bself\.request\.`,
    // Flask, FastAPI and other routers: `@app.route(...)`, `@router.get(...)`.
    String.raw`^\s*@[\w.]*\.(route|get|post|put|patch|delete|api_route|websocket)\(`,
    // A Django view: `def show(request, slug)`.
    String.raw`\bdef \w+\(\s*(self,\s*)?request\b`,
    String.raw`\b(argparse|click\.(argument|option))\b`,
  ].join('|'),
  'm',
);

const GO_ENTRY = new RegExp(
  [
    String.raw`\bos\.(Getenv|LookupEnv|Args|Stdin)\b`,
    String.raw`\bflag\.(Arg|Args|String|Parse)\b`,
    String.raw`\*http\.Request\b`,
    String.raw`\*(gin\.Context|fiber\.Ctx)\b`,
    String.raw`\becho\.Context\b`,
    String.raw`\.(FormValue|PostFormValue)\(`,
  ].join('|'),
);

const JAVA_ENTRY = new RegExp(
  [
    String.raw`\bSystem\.(getenv|getProperty|in)\b`,
    String.raw`\b(HttpServletRequest|ServerHttpRequest)\b`,
    String.raw`\.(getParameter|getHeader|getQueryString|getInputStream|getReader|getCookies)\(`,
    // Spring MVC and JAX-RS handlers: their parameters are bound from the request.
    String.raw`@(RequestParam|PathVariable|RequestBody|RequestHeader|CookieValue|ModelAttribute|QueryParam|PathParam|FormParam|HeaderParam)\b`,
    String.raw`@(Get|Post|Put|Delete|Patch|Request)Mapping\b`,
    String.raw`@(GET|POST|PUT|DELETE|PATCH|Path)\b`,
    String.raw`\bstatic\s+void\s+main\s*\(`,
  ].join('|'),
);

const RUST_ENTRY = new RegExp(
  [
    String.raw`\benv::(var|var_os|args|args_os|vars)\b`,
    String.raw`\bio::stdin\b`,
    // actix-web, axum, rocket extractors.
    String.raw`\b(web|extract)::(Query|Path|Json|Form)\b`,
    String.raw`#\[(get|post|put|delete|patch)\(`,
  ].join('|'),
);

const ENTRY: Record<Language, RegExp> = {
  javascript: JS_ENTRY,
  typescript: JS_ENTRY,
  tsx: JS_ENTRY,
  python: PYTHON_ENTRY,
  go: GO_ENTRY,
  java: JAVA_ENTRY,
  rust: RUST_ENTRY,
};

/** Whether `source`, a whole file in `language`, reads untrusted input or declares a request handler. */
export function hasEntryPoint(source: string, language: Language): boolean {
  return ENTRY[language].test(source);
}
