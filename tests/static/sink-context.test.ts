/**
 * Issue 45 point 5 for the rules that name a dangerous sink or setting (src/static/sink-context.ts):
 * high only where the file shows the danger reached (a page the template renders, a peer on the
 * network, code from input, decoded or downloaded); elsewhere medium, and the body says why. The
 * attacks: a PR that dresses request-handling code up as the harmless case must keep its high grade.
 */
import { describe, expect, it } from 'vitest';
import { MINIFIED_LINE_LENGTH } from '../../src/review/select/select.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';
import { MINIFIED_LINE } from '../../src/static/sink-context.js';

/** The findings of one added file: `[ruleId, line, severity]`, and the bodies. */
async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings, skipped } = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  expect(skipped).toEqual([]);
  return { seen: findings.map((f) => [f.ruleId, f.line, f.severity]), bodies: findings.map((f) => f.body) };
}

const MESSAGE_TEMPLATE = [
  "const Handlebars = require('handlebars');",
  'function reply(self, text, scope) {',
  '  const template = Handlebars.compile(text, { noEscape: true });',
  '  return self.chat.send(template(scope));',
  '}',
];

describe('template escaping follows where the output goes', () => {
  it('a noEscape template whose rendered text the function passes to a call is no finding (never a page)', async () => {
    const { seen } = await scan('server/lib/brain/reply.js', MESSAGE_TEMPLATE);
    expect(seen).toEqual([]);
  });

  it("Gladys's scene actions: rendered in place into a variable, a call's argument, a local object's entry or a conditional's branch: no finding", async () => {
    const { seen } = await scan('server/lib/scene/actions.js', [
      "const Handlebars = require('handlebars');",
      'async function send(self, action, scope) {',
      '  const text = Handlebars.compile(action.text, { noEscape: true })(scope);',
      '  await self.message.sendToUser(action.user, text);',
      '  const value = evaluate(Handlebars.compile(action.value, { noEscape: true })(scope).replace(/\\s/g, ""));',
      '  const headers = {};',
      '  headers[action.key] = Handlebars.compile(action.header, { noEscape: true })(scope);',
      '  const body = action.body ? Handlebars.compile(action.body, { noEscape: true })(scope) : undefined;',
      '  await self.http.request(headers, body);',
      '  return self.device.setValue(String(value));',
      '}',
    ]);
    expect(seen).toEqual([]);
  });

  it("a callback filling an object its outer function declares (Gladys's scene HTTP headers, fresh9): no finding", async () => {
    const { seen } = await scan('server/lib/scene/actions.js', [
      "const Handlebars = require('handlebars');",
      'async function request(self, action, scope) {',
      '  const headers = {};',
      '  action.headers.forEach((header) => {',
      '    headers[header.key] = Handlebars.compile(header.value, { noEscape: true })(scope);',
      '  });',
      '  return self.http.request(action.method, action.url, headers);',
      '}',
    ]);
    expect(seen).toEqual([]);
  });

  it("a callback filling an outer object the outer function returns, or the outer function's parameter, stays medium", async () => {
    const { seen } = await scan('server/lib/mail/fill.js', [
      "const Handlebars = require('handlebars');",
      'function fill(parts, scope) {',
      '  const out = {};',
      '  parts.forEach((p) => {',
      '    out[p.key] = Handlebars.compile(p.source, { noEscape: true })(scope);',
      '  });',
      '  return out;',
      '}',
      'function fillIn(target, parts, scope) {',
      '  parts.forEach((p) => {',
      '    target[p.key] = Handlebars.compile(p.source, { noEscape: true })(scope);',
      '  });',
      '}',
    ]);
    expect(seen).toEqual([
      ['js-template-noescape', 5, 'medium'],
      ['js-template-noescape', 11, 'medium'],
    ]);
  });

  it("rendered text written into a caller's object, `this`, or a call named for markup stays medium", async () => {
    const { seen } = await scan('server/lib/mail/notify.js', [
      "const Handlebars = require('handlebars');",
      'function fill(message, scope) {',
      '  message.text = Handlebars.compile(message.source, { noEscape: true })(scope);',
      '  this.last = Handlebars.compile(message.source, { noEscape: true })(scope);',
      '  mailer.sendHtml(Handlebars.compile(message.source, { noEscape: true })(scope));',
      '}',
    ]);
    expect(seen).toEqual([
      ['js-template-noescape', 3, 'medium'],
      ['js-template-noescape', 4, 'medium'],
      ['js-template-noescape', 5, 'medium'],
    ]);
  });

  it('rendered text handed to callers, or a file that writes markup, stays medium', async () => {
    const returned = await scan('server/lib/brain/get-reply.js', [
      "const Handlebars = require('handlebars');",
      'function getReply(answer, context) {',
      '  const text = Handlebars.compile(answer, { noEscape: true })(context);',
      '  return `${text}`;',
      '}',
      'const direct = (answer, context) => Handlebars.compile(answer, { noEscape: true })(context);',
      'function handedOn(answer) {',
      '  const template = Handlebars.compile(answer, { noEscape: true });',
      '  template({});',
      '  return template;',
      '}',
    ]);
    expect(returned.seen).toEqual([
      ['js-template-noescape', 3, 'medium'],
      ['js-template-noescape', 6, 'medium'],
      ['js-template-noescape', 8, 'medium'],
    ]);
    const markup = await scan('server/lib/mail/digest.js', [
      "const Handlebars = require('handlebars');",
      'function digest(mailer, items) {',
      "  const body = Handlebars.compile('<ul>{{#each items}}<li>{{this}}</li>{{/each}}</ul>', { noEscape: true })({ items });",
      '  mailer.send(body);',
      '}',
    ]);
    expect(markup.seen).toEqual([['js-template-noescape', 3, 'medium']]);
  });

  it('the same template next to a route that sends it stays high', async () => {
    const { seen } = await scan('server/lib/brain/reply.js', [
      ...MESSAGE_TEMPLATE,
      "app.get('/reply', (req, res) => res.send(reply(self, req.query.text, {})));",
    ]);
    expect(seen).toEqual([['js-template-noescape', 3, 'high']]);
  });

  it('a comment that calls the output a chat message does not hide a template written to the DOM', async () => {
    const { seen } = await scan('src/widget.js', [
      '// renders a chat message, not HTML',
      'const template = Handlebars.compile(source, { noEscape: true });',
      'document.body.insertAdjacentHTML("beforeend", template(data));',
    ]);
    expect(seen).toEqual([['js-template-noescape', 2, 'high']]);
  });
});

describe('TLS verification follows the peer', () => {
  it('a comment naming localhost does not make a client to an unnamed host a loopback one', async () => {
    const { seen } = await scan('src/client.js', [
      '// only ever talks to https://localhost',
      'const agent = new https.Agent({ rejectUnauthorized: false });',
      'module.exports = (url) => fetch(url, { agent });',
    ]);
    expect(seen).toEqual([['js-tls-verify-disabled', 2, 'high']]);
  });

  it("a URL whose userinfo names localhost (`https://localhost:x@host`) is another host's: high", async () => {
    const { seen } = await scan('extra/healthcheck.js', [
      'process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";',
      'https.get("https://localhost:3001@collector.example.net/ingest", (res) => process.exit(0));',
    ]);
    expect(seen).toEqual([['js-tls-verify-disabled', 1, 'high']]);
  });

  it('a configured host with a loopback default (`connection.host || "localhost"`) may be another machine: high', async () => {
    const { seen } = await scan('server/sources/db.js', [
      'const host = connection.host || "localhost";',
      'const client = new pg.Client({ host, ssl: { rejectUnauthorized: false } });',
    ]);
    expect(seen).toEqual([['js-tls-verify-disabled', 2, 'high']]);
  });

  it('a loopback health check is medium and says the peer is this machine', async () => {
    const { seen, bodies } = await scan('extra/healthcheck.js', [
      'process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";',
      'https.get({ host: "127.0.0.1", port: 3001, path: "/api/entry-page" }, (res) => process.exit(0));',
    ]);
    expect(seen).toEqual([['js-tls-verify-disabled', 1, 'medium']]);
    expect(bodies[0]).toContain("every host this file names or sets is this machine's own (`127.0.0.1`)");
  });
});

describe('code run by eval follows what flows in', () => {
  it('a base64 payload on a minified line stays high, whatever the flow grader makes of it', async () => {
    const { seen, bodies } = await scan('public/js/vendor-helpers.js', [
      '!function(){var d="YWxlcnQoZG9jdW1lbnQuY29va2llKQ==";var c=window.atob(d);setTimeout(function(){eval(c)},9)}();',
    ]);
    expect(seen).toEqual([['js-eval', 1, 'high']]);
    expect(bodies[0]).toContain('decoded at run time');
  });

  it("a page script fed from a request stays high; fed from the app's own file it is no finding", async () => {
    const page = (arg: string) => [
      'async function analyze(page, req) {',
      `  await page.evaluate((script) => { eval(script); }, ${arg});`,
      '}',
    ];
    expect((await scan('server/sdk/validator.js', page('req.body.script'))).seen).toEqual([
      ['js-eval', 2, 'high'],
    ]);
    expect(
      (await scan('server/sdk/validator.js', page("fs.readFileSync(path.join(__dirname, 'a.js'), 'utf8')")))
        .seen,
    ).toEqual([]);
  });

  it("a page script fed from the operator's environment is medium, saying why, like every flow rule's", async () => {
    const { seen, bodies } = await scan('server/sdk/validator.js', [
      'async function analyze(page) {',
      '  await page.evaluate((script) => { eval(script); }, process.env.PAGE_SCRIPT);',
      '}',
    ]);
    expect(seen).toEqual([['js-eval', 2, 'medium']]);
    expect(bodies[0]).toContain('which its operator sets');
  });

  it("untraced code in a file that reads no input is medium, with the flow grader's reason", async () => {
    const { seen, bodies } = await scan('src/loader.js', [
      'const load = (el) => eval(el.getAttribute("data-code"));',
    ]);
    expect(seen).toEqual([['js-eval', 1, 'medium']]);
    expect(bodies[0]).toContain('a call the rules cannot follow');
  });
});

describe('a minified line keeps the code rules at their grade', () => {
  it('uses the same bound as the select stage, whose lookalike guard relies on the high grade', () => {
    expect(MINIFIED_LINE).toBe(MINIFIED_LINE_LENGTH);
  });
});
