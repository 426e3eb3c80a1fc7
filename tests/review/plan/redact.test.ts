import { describe, expect, it } from 'vitest';
import { REDACTED, redactLine, redactLines, redactSecrets } from '../../../src/prompt/redact.js';

describe('redactSecrets', () => {
  const secrets: Array<[string, string]> = [
    ['OpenAI key', 'const key = sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z;'],
    ['Anthropic key', 'ANTHROPIC = "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWx"'],
    ['GitHub token', 'token: ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789'],
    ['fine-grained PAT', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuv'],
    ['AWS key id', 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE'],
    [
      'JWT',
      'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    ],
  ];
  it.each(secrets)('replaces a %s', (_name, line) => {
    const out = redactLine(line);
    expect(out).toContain(REDACTED);
    expect(out).not.toMatch(/sk-(proj|ant)|ghp_A|github_pat_1|AKIAIOSF|eyJzdWIi/);
  });

  // Issue 42, point 5: the check flagged these critical while the redactor let them through.
  // Built at run time from random-looking parts, so this file holds no token.
  const RANDOM = 'q7Lm2ZkR9xTf4WcB1vNs8HdJ3gYp6AeUo0iK5rQtE';
  const STRIPE = `sk_live_${RANDOM.slice(0, 28)}`;
  const RESTRICTED = `rk_live_${RANDOM.slice(3, 35)}`;
  const NPM = `npm_${RANDOM.slice(0, 36)}`;
  const AWS_SECRET = `${RANDOM.slice(0, 38)}/+`;

  it('hides Stripe sk_live_/rk_live_ keys, npm tokens and an .ini aws_secret_access_key from the model', () => {
    const lines = [
      `stripe.api_key = "${STRIPE}"`,
      `STRIPE_RESTRICTED=${RESTRICTED}`,
      `//registry.npmjs.org/:_authToken=${NPM}`,
      `aws_secret_access_key = ${AWS_SECRET}`,
    ];
    const out = redactLines(lines).join('\n');
    for (const secret of [STRIPE, RESTRICTED, NPM, AWS_SECRET]) expect(out).not.toContain(secret);
    expect(out).not.toContain(RANDOM.slice(0, 20));
    expect(out).toContain(`aws_secret_access_key = ${REDACTED}`);
  });

  it('shows only the provider prefix in an excerpt, as the finding does', () => {
    expect(redactLine(`key = "${STRIPE}"`, 'excerpt')).toBe('key = "sk_live_…"');
    expect(redactLine(`//r/:_authToken=${NPM}`, 'excerpt')).toBe('//r/:_authToken=npm_…');
    expect(redactLine(`aws_secret_access_key = ${AWS_SECRET}`, 'excerpt')).toBe('aws_secret_access_key = …');
  });

  it('keeps the name of a quoted password assignment and drops its value', () => {
    expect(redactLine('  password = "correct-horse-battery";')).toBe(`  password = "${REDACTED}";`);
    expect(redactLine(`"dbPassword": 'hunter2hunter2',`)).toBe(`"dbPassword": '${REDACTED}',`);
    expect(redactLine('DB_PASSWORD=s3cr3t-value-1')).toBe(`DB_PASSWORD=${REDACTED}`);
  });

  it('leaves ordinary code alone, including short or computed passwords', () => {
    const code = [
      'const password = readPassword(user);',
      'password = "x"',
      'if (token.length > 10) return skip;',
      'const sketch = "sk-short";',
      'DB_PASSWORD=${DB_PASSWORD}',
    ];
    expect(redactLines(code)).toEqual(code);
  });

  it('blanks the body of a multi-line private key but keeps the line count and armour', () => {
    const text = [
      'const pem = `',
      '-----BEGIN RSA PRIVATE KEY-----',
      'MIIEpAIBAAKCAQEA1',
      'q8Xz9w==',
      '-----END RSA PRIVATE KEY-----',
      '`;',
      'next();',
    ].join('\n');
    const out = redactSecrets(text).split('\n');
    expect(out).toEqual([
      'const pem = `',
      '-----BEGIN RSA PRIVATE KEY-----',
      REDACTED,
      REDACTED,
      '-----END RSA PRIVATE KEY-----',
      '`;',
      'next();',
    ]);
  });

  it('blanks a private key written on one line with escaped newlines', () => {
    const out = redactLine(
      '"key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBg\\n-----END PRIVATE KEY-----\\n"',
    );
    expect(out).toBe(`"key": "-----BEGIN PRIVATE KEY-----${REDACTED}-----END PRIVATE KEY-----\\n"`);
  });
});
