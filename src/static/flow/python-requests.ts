/**
 * What a Python web request carries, in one place for the flow grader (flow-syntax.ts `tainted`) and
 * for the test of whether a file serves requests (entry-points.ts). Two kinds of read:
 *
 * - an attribute of the framework's request object: Flask/werkzeug (`request.args`, `.get_json()`,
 *   `.url`), Django (`request.GET`, `.COOKIES`, `.META`, `.FILES`, `.body`), Django REST framework
 *   (`request.data`, `.query_params`), Starlette/FastAPI (`request.path_params`, `.query_params`);
 * - inside a class that subclasses a request handler (http.server's `BaseHTTPRequestHandler`,
 *   socketserver's, Tornado's `RequestHandler`), the handler's own reads of the request:
 *   `self.path`, `self.headers`, `self.rfile`, `self.get_argument(…)`. Only there: `self.path` of any
 *   other class is its own state.
 *
 * `request.path` is left out: pytest's `request` fixture has one too (the test module's path), and a
 * Django redirect to `request.path` goes back to this site. `request.url` (the whole URL, host and
 * query) stays a source for the sinks that need one, but the open-redirect rule does not take it:
 * `redirect(request.url)` sends the client back to the page it asked for.
 * The rules' YAML copies of the list (rules/py-*.yml `request-value`) are held equal to
 * `PYTHON_REQUEST_FIELDS` by tests/static/python-requests.test.ts.
 */
import type { SgNode } from '@ast-grep/napi';

/** The attributes of a framework's request object that hold what the client sent. */
export const PYTHON_REQUEST_FIELDS = [
  'args',
  'form',
  'values',
  'json',
  'data',
  'files',
  'cookies',
  'headers',
  'get_json',
  'get_data',
  'stream',
  'environ',
  'view_args',
  'url',
  'full_path',
  'query_string',
  'GET',
  'POST',
  'COOKIES',
  'META',
  'FILES',
  'body',
  'path_info',
  'query_params',
  'path_params',
] as const;

/** `request.<field>` as a regular-expression alternative (unanchored, no word boundary around it). */
export const PYTHON_REQUEST_READ = String.raw`request\.(?:${PYTHON_REQUEST_FIELDS.join('|')})`;

// What a request handler class reads of its own request: http.server's request line, headers and
// body stream; Tornado's argument and cookie getters.
const HANDLER_READ =
  /^self\.(?:(?:path|headers|rfile|requestline)\b|get_(?:query_|body_)?arguments?\(|get_(?:secure_)?cookie\()/;
// `class Api(BaseHTTPRequestHandler)`, `(http.server.SimpleHTTPRequestHandler)`, `(tornado.web.RequestHandler)`.
const HANDLER_BASE = /\w*RequestHandler$/;

/** A class declaration that subclasses a request handler, as a file-wide text test (entry-points.ts). */
export const PYTHON_HANDLER_CLASS = String.raw`^\s*class\s+\w+\([^)]*RequestHandler\b`;

/**
 * Whether `node` (a Python expression) is a request handler's read of its own request: `self.path`,
 * `self.headers[…]`, `self.rfile.read(n)`, `self.get_argument("q")`, in a method of a class whose
 * bases include a `…RequestHandler`.
 */
export function readsHandlerRequest(node: SgNode): boolean {
  if (!HANDLER_READ.test(node.text())) return false;
  const owner = node.ancestors().find((a) => a.kind() === 'class_definition');
  const bases = owner?.field('superclasses');
  if (!bases) return false;
  return bases
    .children()
    .filter((b) => b.isNamed())
    .some((b) => HANDLER_BASE.test(b.text()));
}
