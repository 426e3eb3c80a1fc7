/**
 * The sources every Node server reads (issue 45, recall): Express, Fastify, Hapi, Koa, the fetch
 * `Request` of Next.js route handlers, and a plain `http` server taking its URL apart. Each sample is
 * a helper in a file that shows no route, so without the source its argument is only "an argument
 * of a function nobody is seen serving" (medium); read as a request, the finding keeps its grade.
 */
import { describe, expect, it } from 'vitest';
import { runStaticRules } from '../../src/static/run-static-rules.js';

/** `[ruleId, severity]` of each finding on one added file. */
async function graded(lines: string[]): Promise<string[][]> {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings, skipped } = await runStaticRules([{ path: 'src/lib/files.js', content, changedLines }]);
  expect(skipped).toEqual([]);
  return findings.map((f) => [f.ruleId, f.severity]);
}

const EXEC = "const { exec } = require('child_process');";

describe('request sources of Node servers', () => {
  it.each([
    ['Express `req.originalUrl`', 'function list(req) { exec(`ls ${req.originalUrl}`); }'],
    ["Express `req.get('X-…')`", "function list(req) { exec('ls ' + req.get('x-folder')); }"],
    ["Express `req.header('X-…')`", "function list(req) { exec('ls ' + req.header('x-folder')); }"],
    ['Hapi `request.payload`', "function list(request) { exec('ls ' + request.payload.folder); }"],
    [
      'a fetch Request body',
      "async function list(request) { const { dir } = await request.json(); exec('ls ' + dir); }",
    ],
    ['Koa `ctx.headers`', "function list(ctx) { exec('ls ' + ctx.headers['x-folder']); }"],
    ['Koa `ctx.querystring`', "function list(ctx) { exec('ls ' + ctx.querystring); }"],
  ])('reads %s as a request', async (_, code) => {
    expect(await graded([EXEC, code])).toEqual([['js-exec-interpolated', 'critical']]);
  });

  it('leaves `req.json()` and `req.payload` to their callers (a fetch response, a decoded token)', async () => {
    expect(
      await graded([
        EXEC,
        "async function list(req) { const { dir } = await req.json(); exec('ls ' + dir); }",
        "function show(req) { exec('ls ' + req.payload.folder); }",
      ]),
    ).toEqual([
      ['js-exec-interpolated', 'medium'],
      ['js-exec-interpolated', 'medium'],
    ]);
  });
});

describe('a request URL taken apart', () => {
  it.each([
    ['url.parse(…, true).query', "const q = url.parse(req.url, true).query; exec('ls ' + q.dir);"],
    [
      'new URL(…).searchParams.get',
      "const u = new URL(req.url, 'http://x'); exec('ls ' + u.searchParams.get('dir'));",
    ],
    ['querystring.parse', "const q = querystring.parse(req.url.split('?')[1]); exec('ls ' + q.dir);"],
    ['decodeURIComponent', "exec('ls ' + decodeURIComponent(req.url.slice(1)));"],
  ])('keeps %s a request value', async (_, body) => {
    expect(await graded([EXEC, `function list(req) { ${body} }`])).toEqual([
      ['js-exec-interpolated', 'critical'],
    ]);
  });

  it('does not make a URL of literals, or a getter of anything else, a request', async () => {
    expect(
      await graded([
        EXEC,
        "function one() { const u = new URL('https://example.com/?dir=logs'); exec('ls ' + u.searchParams.get('dir')); }",
        "function two(folders, req) { exec('ls ' + folders.get(req.query.kind)); }",
      ]),
    ).toEqual([['js-exec-interpolated', 'medium']]);
  });
});
