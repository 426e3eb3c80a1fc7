/**
 * scripts/ascii-source.mjs (run by scripts/bundle.mjs) rewrites the bundle's files as ASCII so that
 * V8 holds their source one byte a character (issue 48). The rewritten code must compute exactly what
 * the original did, with the same names; what cannot be escaped safely is left as it was.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { asciiSource, escapeNonAscii } from '../../scripts/ascii-source.mjs';

const toAscii = asciiSource as (text: string) => string | null;
const escape = escapeNonAscii as (code: string) => string | null;

/** The exports of an ES module's text, evaluated. */
async function exportsOf(code: string): Promise<Record<string, unknown>> {
  return { ...((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as object) };
}

const NON_ASCII = /[^\x00-\x7f]/;

describe('scripts/ascii-source.mjs', () => {
  it('escapes strings, templates, identifiers, regular expressions and comments into ASCII that computes the same values', async () => {
    const source = [
      '// A comment — with a dash.',
      "const café = 'µ → ✓';",
      'export const id = café;',
      'export const template = `x→${1 + 1}é`;',
      "export const cls = /[é-ü]+|…/.exec('zzüé…')?.[0];",
      "export const astral = /😀|[😀-😂]/u.test('😁');",
      "export const astralNoFlag = /😀/.exec('a😀b')?.index;",
      "export const group = /(?<név>\\d)/.exec('7')?.groups?.név;",
      'export const shorthand = { café }.café;',
      'export function naïve() { return naïve.name; }',
      'export const inExpression = 1 + /* ½ */ 2;',
      "export const key = { 'ключ': 1 }['ключ'];",
    ].join('\n');
    const ascii = toAscii(source);
    expect(ascii).not.toBeNull();
    expect(ascii).not.toMatch(NON_ASCII);
    const [before, after] = [await exportsOf(source), await exportsOf(ascii!)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect({ ...after, naïve: (after.naïve as () => string)() }).toEqual({
      ...before,
      naïve: (before.naïve as () => string)(),
    });
  });

  it('changes nothing but the non-ASCII characters: names, comments and layout stay', () => {
    const source = '/** Joins — and keeps. */\nfunction join(a, b) {\n  return `${a}→${b}`;\n}\n';
    expect(toAscii(source)).toBe(
      '/** Joins \\u2014 and keeps. */\nfunction join(a, b) {\n  return `${a}\\u2192${b}`;\n}\n',
    );
  });

  it("keeps a file whose tagged template holds non-ASCII text: the tag reads the template's raw text", async () => {
    const source = 'export const raw = String.raw`a→b${1}`;\n';
    expect(toAscii(source)).toBeNull();
    expect((await exportsOf(source)).raw).toBe('a→b1');
    // Its expressions are ordinary code.
    expect(escape("String.raw`a${'é'}`;\n")).toBe("String.raw`a${'\\u00e9'}`;\n");
  });

  it('keeps a file with a non-ASCII character escaped by a backslash', () => {
    // `\é` written as `\\u00e9` would be a backslash and four letters.
    expect(escape('const r = /\\é/;\n')).toBeNull();
    expect(escape('const r = /\\\\é/;\n')).toBe('const r = /\\\\\\u00e9/;\n');
    // In a comment a backslash is just text.
    expect(escape('// as `\\é`\n')).toBe('// as `\\\\u00e9`\n');
  });

  it('keeps a file whose escaped form would take more memory than its two-byte form', () => {
    const source = `export const table = '${'語'.repeat(1000)}';\n`;
    expect(toAscii(source)).toBeNull();
  });
});
