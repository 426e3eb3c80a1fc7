/**
 * The CLI's stderr logger shows untrusted text (a PR title, a file name, a model's words in
 * `prlens review --pr`) without letting it drive the terminal: ESC sequences, carriage returns and
 * bidi overrides are shown as escapes; the logger's own line breaks stay.
 */
import { describe, expect, it } from 'vitest';
import { createStderrLogger, terminalText } from '../../src/log/stderr-logger.js';

describe('the CLI stderr logger', () => {
  it('writes ESC, CR and bidi controls from a message as visible escapes, secrets masked first', () => {
    let out = '';
    const logger = createStderrLogger({
      write: (t) => (out += t),
      mask: (t) => t.replaceAll('sk-secret', '***'),
    });
    logger.info('#7 \u001b]0;pwned\u0007\u001b[2J title\rfake ok \u202egnp.exe sk-secret');
    expect(out).toBe('#7 \\e]0;pwned\\u{7}\\e[2J title\\rfake ok \\u{202e}gnp.exe ***\n');
    expect(out).not.toMatch(/[\u001b\r\u0007\u202e]/);
  });

  it('keeps the line breaks of a multi-line message (config errors list one problem a line)', () => {
    expect(terminalText('two problems:\n  a: bad\r\n  b: bad')).toBe('two problems:\n  a: bad\n  b: bad');
  });
});
