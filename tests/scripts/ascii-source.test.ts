/**
 * scripts/ascii-source.mjs (run by scripts/bundle.mjs) rewrites the bundle's files as ASCII so that
 * V8 holds their source one byte a character (issue 48). The rewritten code must compute exactly what
 * the original did; what cannot be escaped safely is left as it was.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations.
import { asciiSource, escapeRest } from '../../scripts/ascii-source.mjs';

type AsciiSource = (text: string, file: string) => string | null;
const toAscii = asciiSource as AsciiSource;
const escape = escapeRest as (code: string) => string | null;

/** The exports of an ES module's text, evaluated. */
async function exportsOf(code: string): Promise<Record<string, unknown>> {
  return { ...((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as object) };
}

const NON_ASCII = /[^\x00-\x7f]/;

describe('scripts/ascii-source.mjs', () => {
  it('writes strings, templates, identifiers, regular expressions and comments as ASCII that computes the same values', async () => {
    const source = [
      '// A comment — with a dash.',
      "const café = 'µ → ✓';",
      'export const id = café;',
      'export const template = `x→${1 + 1}é`;',
      "export const cls = /[é-ü]+|…/.exec('zzüé…')?.[0];",
      "export const astral = /😀|[😀-😂]/u.test('😁');",
      "export const astralNoFlag = /😀/.exec('a😀b')?.index;",
      "export const group = /(?<név>\\d)/.exec('7')?.groups?.név;",
      'export const inExpression = 1 + /* ½ */ 2;',
    ].join('\n');
    const ascii = toAscii(source, 'sample.js');
    expect(ascii).not.toBeNull();
    expect(ascii).not.toMatch(NON_ASCII);
    expect(await exportsOf(ascii!)).toEqual(await exportsOf(source));
  });

  it("keeps a file whose tagged template holds non-ASCII text: the tag reads the template's raw text", async () => {
    const source = 'export const raw = String.raw`a→b`;\n';
    expect(toAscii(source, 'raw.js')).toBeNull();
    expect((await exportsOf(source)).raw).toBe('a→b');
  });

  it('keeps a regular expression whose non-ASCII character is escaped by a backslash', () => {
    // `\é` written as `\\u00e9` would be a backslash and four letters.
    expect(escape('const r = /\\é/;\n')).toBeNull();
    expect(escape('const r = /\\\\é/;\n')).toBe('const r = /\\\\\\u00e9/;\n');
  });

  it('keeps a file whose escaped form would take more memory than its two-byte form', () => {
    const source = `export const table = '${'語'.repeat(1000)}';\n`;
    expect(toAscii(source, 'table.js')).toBeNull();
  });
});
