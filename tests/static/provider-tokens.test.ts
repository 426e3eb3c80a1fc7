/**
 * Provider tokens in every file the static lens reads: found in code of each language and in env
 * and config files, never repeated in what a finding carries (title, body, flagged line), and
 * placeholders such as AWS's documented example key left alone. The tokens are built at run time
 * from random-looking parts, so this file holds none.
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runStaticRules, staticCovers } from '../../src/static/run-static-rules.js';
import {
  findProviderTokens,
  looksLikePlaceholder,
} from '../../src/static/checks/secrets/provider-token-check.js';

const BASE62 = 'q7Lm2ZkR9xTf4WcB1vNs8HdJ3gYp6AeUo0iK5rQtE';
const body = (n: number) => Array.from({ length: n }, (_, i) => BASE62[(i * 7 + 3) % BASE62.length]).join('');
const GHP = `ghp_${body(36)}`;
const NPM = `npm_${body(36)}`;
const AWS = `AKIA${body(16).toUpperCase()}`;

async function findings(path: string, content: string) {
  const changedLines = new Set(content.split('\n').map((_, i) => i + 1));
  const result = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  return result.findings.filter((f) => f.ruleId.startsWith('secret-'));
}

describe('provider tokens', () => {
  it('finds a GitHub token in Python, Go, Java, Rust, YAML, an env file and TypeScript', async () => {
    const cases: Array<[string, string]> = [
      ['app/client.py', `TOKEN = "${GHP}"\n`],
      ['cmd/main.go', `package main\n\nconst t = "${GHP}"\n`],
      ['src/C.java', `class C { String t = "${GHP}"; }\n`],
      ['src/lib.rs', `const T: &str = "${GHP}";\n`],
      ['deploy/values.yaml', `token: ${GHP}\n`],
      ['.env.production', `GITHUB_TOKEN=${GHP}\n`],
      ['src/api.ts', `export const t = '${GHP}';\n`],
    ];
    for (const [path, content] of cases) {
      const found = await findings(path, content);
      expect(
        found.map((f) => [f.ruleId, f.line]),
        path,
      ).toEqual([['secret-github-token', content.split('\n').findIndex((l) => l.includes(GHP)) + 1]]);
    }
  });

  it('never repeats the token in the title, the body or the flagged line, only its prefix', async () => {
    const [finding, ...rest] = await findings('config/.npmrc', `registry=x\n//r/:_authToken=${NPM}\n`);
    expect(rest).toEqual([]);
    expect(JSON.stringify(finding)).not.toContain(body(36));
    expect(finding!.anchor).toBe('//r/:_authToken=npm_…');
    expect(finding!.body).toContain('`npm_…`, 40 characters');
    expect(finding!.severity).toBe('critical');
  });

  it('masks every token of a line in each finding on it', () => {
    const hits = findProviderTokens(`a = "${GHP}"; b = "${NPM}"\n`, 'x.py');
    expect(hits.map((h) => h.rule.id)).toEqual(['secret-github-token', 'secret-npm-token']);
    for (const hit of hits) expect(hit.anchor).toBe('a = "ghp_…"; b = "npm_…"');
  });

  it('counts lines across CRLF files and several tokens', () => {
    const hits = findProviderTokens(`one\r\ntwo = "${AWS}"\r\nthree\r\nfour = "${GHP}"\r\n`, 'a.py');
    expect(hits.map((h) => [h.rule.id, h.lines[0], h.anchor])).toEqual([
      ['secret-aws-access-key', 2, 'two = "AKIA…"'],
      ['secret-github-token', 4, 'four = "ghp_…"'],
    ]);
  });

  it('leaves placeholders and documented examples alone', () => {
    for (const text of [
      'k = "AKIAIOSFODNN7EXAMPLE"',
      'k = "AKIAABCDEFGHIJKLMNOP"',
      `t = "ghp_${'x'.repeat(36)}"`,
      `t = "ghp_${'aB'.repeat(18)}"`,
      `t = "npm_${'0123456789'.repeat(3)}abcdef"`,
      'slack = "xoxb-your-bot-token"',
    ])
      expect(findProviderTokens(text, 'a.py'), text).toEqual([]);
    expect(looksLikePlaceholder(body(36))).toBe(false);
    expect(looksLikePlaceholder(body(16).toUpperCase())).toBe(false);
  });

  it('does not take a token out of a longer word', () => {
    expect(findProviderTokens(`name = "my${GHP}"`, 'a.py')).toEqual([]);
    expect(findProviderTokens(`name = "${GHP}0"`, 'a.py')).toEqual([]);
  });

  it('leaves AWS keys and PEM keys in JavaScript to the JavaScript rules (one finding a line)', async () => {
    const found = await runStaticRules([
      { path: 'src/k.ts', content: `export const k = '${AWS}';\n`, changedLines: new Set([1]) },
    ]);
    expect(found.findings.map((f) => f.ruleId)).toEqual(['js-aws-access-key']);
  });

  it('reads env and config files but not lock files, Markdown or plain text', () => {
    for (const path of ['.env', 'app/.env.local', 'prod.env', '.npmrc', 'a.toml', 'b.properties', 'c.json'])
      expect(staticCovers(path), path).toBe(true);
    for (const path of ['package-lock.json', 'web/package-lock.json', 'README.md', 'notes.txt'])
      expect(staticCovers(path), path).toBe(false);
  });
});

describe('keys that are no keys (issue 45 point 3)', () => {
  const GOOGLE = `AIza${body(35)}`;
  const PEM_BODY = [body(64), body(64).split('').reverse().join(''), body(40)].join('\n');
  const pem = (inner: string) => `-----BEGIN PRIVATE KEY-----\n${inner}\n-----END PRIVATE KEY-----`;

  it('leaves a key cut short with an ellipsis (an example showing its first line) alone', () => {
    // caddy's admin_test.go (fresh26): one line of base64, then `...`, then the END line.
    for (const dots of ['...', '…'])
      expect(
        findProviderTokens(`keyPEM := []byte(\`${pem(`${body(64)}\n${dots}`)}\`)\n`, 'a_test.go'),
      ).toEqual([]);
  });

  it('leaves the first line of a real key cut short alone, and reports a whole real key with dots added', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const real = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim();
    const lines = real.split('\n');
    const firstLine = `${lines[0]}\n${lines[1]}\n...\n${lines.at(-1)}`;
    expect(findProviderTokens(`k = """${firstLine}"""\n`, 'k.py')).toEqual([]);
    // Every byte of the key is there: the dots before its END line hide nothing.
    const dotted = `${lines.slice(0, -1).join('\n')}\n...\n${lines.at(-1)}`;
    expect(findProviderTokens(`k = """${dotted}"""\n`, 'k.py').map((h) => h.rule.id)).toEqual([
      'secret-private-key',
    ]);
    // Nor does an OpenSSH body (no DER sequence) of more than one line with dots after it.
    const ssh = `-----BEGIN OPENSSH PRIVATE KEY-----\n${PEM_BODY}\n...\n-----END OPENSSH PRIVATE KEY-----`;
    expect(findProviderTokens(`k = """${ssh}"""\n`, 'k.py').map((h) => h.rule.id)).toEqual([
      'secret-private-key',
    ]);
  });

  it('still reports a whole key, also when an ellipsis follows its END line or sits in the next block', () => {
    const whole = `k = """${pem(PEM_BODY)}"""\n`;
    expect(findProviderTokens(whole, 'k.py').map((h) => h.rule.id)).toEqual(['secret-private-key']);
    expect(findProviderTokens(`${whole}# more keys ...\n`, 'k.py').map((h) => h.rule.id)).toEqual([
      'secret-private-key',
    ]);
    const two = `a = """${pem(PEM_BODY)}"""\nb = """${pem(`${body(64)}\n...`)}"""\n`;
    expect(findProviderTokens(two, 'k.py').map((h) => h.lines[0])).toEqual([1]);
  });

  it('leaves the apiKey of a Firebase web config alone: the client ships it, it names the project', () => {
    // mockoon's shared-config.ts (fresh26): `firebaseConfig: { apiKey, authDomain, …, appId }`.
    const config = `  firebaseConfig: {\n    apiKey: '${GOOGLE}',\n    authDomain: 'demo-1a2b3.firebaseapp.com',\n    projectId: 'demo-1a2b3',\n    appId: '1:90270:web:599e8d'\n  },\n`;
    expect(findProviderTokens(`export const c = {\n${config}};\n`, 'src/config.ts')).toEqual([]);
    const json = `{"apiKey": "${GOOGLE}", "authDomain": "x.firebaseapp.com", "projectId": "x"}`;
    expect(findProviderTokens(json, 'firebase.json')).toEqual([]);
  });

  it('still reports a Google key outside a Firebase config, or beside one', async () => {
    const alone = `const maps = { apiKey: '${GOOGLE}', libraries: ['places'] };\n`;
    const found = await findings('src/maps.ts', alone);
    expect(found.map((f) => [f.ruleId, f.severity])).toEqual([['secret-google-api-key', 'critical']]);
    // Another member of a Firebase-looking object (not its apiKey), or the next object over.
    const beside = `const c = { apiKey: 'k', serverKey: '${GOOGLE}', authDomain: 'x.firebaseapp.com', projectId: 'x' };\n`;
    expect(findProviderTokens(beside, 'c.ts').map((h) => h.rule.id)).toEqual(['secret-google-api-key']);
    const next = `const f = { authDomain: 'x.firebaseapp.com', projectId: 'x' };\nconst g = { apiKey: '${GOOGLE}' };\n`;
    expect(findProviderTokens(next, 'c.ts').map((h) => h.rule.id)).toEqual(['secret-google-api-key']);
  });
});

describe('provider tokens on hostile input', () => {
  it('stays linear on over a megabyte of prefixes that never complete', () => {
    const content = ['ghp_', 'xoxb-1-', 'AKIA', 'sk_live_', '-----BEGIN PRIVATE KEY-----\n']
      .join('')
      .repeat(25_000);
    // A quadratic scan of this input would not finish before the suite's hang guard; no timer here.
    expect(findProviderTokens(content, 'a.py')).toEqual([]);
  });
});
