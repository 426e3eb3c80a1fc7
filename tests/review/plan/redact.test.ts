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
