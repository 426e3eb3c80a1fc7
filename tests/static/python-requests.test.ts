/**
 * The request sources every Python web framework has (src/static/flow/python-requests.ts): each
 * source and each handler shape with a sample that is reported and a look-alike that is not, and
 * the rules' YAML copies of the list held equal to it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { servesRequests } from '../../src/static/flow/entry-points.js';
import { PYTHON_REQUEST_FIELDS } from '../../src/static/flow/python-requests.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

const RULES = path.resolve(import.meta.dirname, '../../rules');

/** The findings of one added Python file: `[ruleId, line, severity]`. */
async function scan(lines: string[], file = 'app/views.py') {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings, skipped } = await runStaticRules([{ path: file, content, changedLines }]);
  expect(skipped).toEqual([]);
  return findings.map((f) => [f.ruleId, f.line, f.severity]);
}

/** The fields of a rule's `request-value` regex. */
function yamlFields(rule: string): string[] {
  const text = readFileSync(path.join(RULES, `${rule}.yml`), 'utf8');
  const match = /regex: '\^\(request\|self\\\.request\)\\\.\(([^)]*)\)\\b'/.exec(text);
  return (match?.[1] ?? '').split('|').sort();
}

describe('Python request sources', () => {
  it('the rules read the same request fields as the flow grader (open redirect without the URL and the Referer)', () => {
    const all = [...PYTHON_REQUEST_FIELDS].sort();
    for (const rule of ['py-path-traversal', 'py-ssrf-request-url', 'py-regex-from-request'])
      expect(yamlFields(rule)).toEqual(all);
    const back = new Set(['url', 'full_path', 'META', 'environ']);
    expect(yamlFields('py-open-redirect')).toEqual(all.filter((f) => !back.has(f)));
  });

  it('Django COOKIES, META and FILES, Flask get_json() and url reach SQL as a request (critical)', async () => {
    const seen = await scan([
      'def _lookup(cur):',
      '    cur.execute("SELECT * FROM t WHERE a = \'%s\'" % request.COOKIES["a"])',
      '    cur.execute("SELECT * FROM t WHERE a = \'%s\'" % request.META["HTTP_X_USER"])',
      '    cur.execute("SELECT * FROM t WHERE a = \'%s\'" % request.FILES["f"].name)',
      '    cur.execute("SELECT * FROM t WHERE a = \'%s\'" % request.get_json()["a"])',
      '    cur.execute("SELECT * FROM t WHERE a = \'%s\'" % request.url)',
    ]);
    expect(seen).toEqual([2, 3, 4, 5, 6].map((line) => ['py-sql-format', line, 'critical']));
  });

  it('pytest’s request fixture (request.path, request.param) is no request', async () => {
    const seen = await scan([
      'def _lookup(cur):',
      '    cur.execute("SELECT * FROM t WHERE a = \'%s\'" % request.path)',
      '    cur.execute("SELECT * FROM t WHERE a = \'%s\'" % request.param)',
    ]);
    expect(seen).toEqual([
      ['py-sql-format', 2, 'medium'],
      ['py-sql-format', 3, 'medium'],
    ]);
  });

  it('an awaited Starlette read is what it awaits', async () => {
    const seen = await scan([
      'async def _save(request, cur):',
      '    body = await request.json()',
      '    cur.execute("INSERT INTO t VALUES (\'%s\')" % body["a"])',
    ]);
    expect(seen).toEqual([['py-sql-format', 3, 'critical']]);
  });
});

describe('a plain http.server handler class', () => {
  it('reads the request through self.path, parsed with parse_qs and read with .get', async () => {
    const seen = await scan([
      'from http.server import BaseHTTPRequestHandler',
      'from urllib.parse import parse_qs, urlparse',
      '',
      'class Handler(BaseHTTPRequestHandler):',
      '    def do_GET(self):',
      '        params = parse_qs(urlparse(self.path).query)',
      '        host = params.get("host", [""])[0]',
      '        subprocess.check_output("ping -c 1 " + host, shell=True)',
      '',
      '    def do_RUN(self):',
      '        subprocess.check_output(self.path[1:], shell=True)',
    ]);
    expect(seen).toEqual([
      ['py-subprocess-shell', 8, 'critical'],
      ['py-subprocess-shell', 11, 'critical'],
    ]);
  });

  it('self.path of any other class is its own state: no finding', async () => {
    const seen = await scan(
      [
        'class Repository:',
        '    def sync(self):',
        '        subprocess.check_output("git -C " + self.path + " pull", shell=True)',
      ],
      'app/repo.py',
    );
    expect(seen).toEqual([]);
  });

  it('a WSGI app’s environ is the request', async () => {
    const seen = await scan([
      'class App:',
      '    def __call__(self, environ, start_response):',
      '        query = parse_qs(environ["QUERY_STRING"])',
      '        subprocess.run("grep " + query.get("q")[0], shell=True)',
    ]);
    expect(seen).toEqual([['py-subprocess-shell', 4, 'critical']]);
  });
});

describe('which Python files serve requests', () => {
  it('Flask error handlers, add_url_rule, DRF views, GraphQL resolvers, handler classes and WSGI apps', () => {
    const serves = (source: string) => servesRequests(source, 'python');
    expect(serves('@app.errorhandler(404)\ndef missing(e):\n    pass')).toBe(true);
    expect(serves('@bp.route("/")\ndef index():\n    pass')).toBe(true);
    expect(serves('app.add_url_rule("/users", view_func=UserAPI.as_view("users"))')).toBe(true);
    expect(serves('@api_view(["GET"])\ndef items(req):\n    pass')).toBe(true);
    expect(serves('class Query(ObjectType):\n    def resolve_user(root, info, id):\n        pass')).toBe(
      true,
    );
    expect(serves('class Save(Mutation):\n    def mutate(self, info, **kw):\n        pass')).toBe(true);
    expect(serves('@strawberry.field\ndef user(self) -> User:\n    pass')).toBe(true);
    expect(serves('class H(http.server.SimpleHTTPRequestHandler):\n    pass')).toBe(true);
    expect(serves('def application(environ, start_response):\n    pass')).toBe(true);
  });

  it('look-alikes serve none: a resolver without info, a handler of logging, a dict named environ', () => {
    const serves = (source: string) => servesRequests(source, 'python');
    expect(serves('def resolve_path(base, name):\n    pass')).toBe(false);
    expect(serves('class Sink(logging.Handler):\n    pass')).toBe(false);
    expect(serves('def render(environ, template):\n    pass')).toBe(false);
    expect(serves('def mutate(genome, rate):\n    pass')).toBe(false);
  });
});
