/**
 * The characters that end a line for a reader other than Markdown (lone CR, VT, FF, NEL, U+2028,
 * U+2029) and the HTML comment opener `<!--`, on every surface where prlens posts text of a PR or a
 * model: they come out as visible escapes, so no body prlens posts holds a line shaped like one of its
 * hidden markers. The surfaces: prose and fenced code (summary, inline comment, /describe, /ask),
 * code spans, inline prose (check run), HTML, plain code blocks and ```suggestion blocks.
 */
import { describe, expect, it } from 'vitest';
import {
  codeBlock,
  codeSpan,
  escapeHtml,
  escapeMarkdownBlock,
  escapeMarkdownInline,
} from '../../src/report/markdown-escape.js';
import { commentBody } from '../../src/report/inline-comment.js';
import { unplacedText } from '../../src/report/check-run.js';
import { spliceDescription, readDescription, DESCRIBE_END } from '../../src/report/describe-section.js';
import { visibleVerbatim } from '../../src/core/visible-text.js';
import { finding } from './fixtures.js';

const BREAKS = [
  ['a lone CR', '\r', '\\r'],
  ['VT', '\u000b', '\\u{b}'],
  ['FF', '\u000c', '\\u{c}'],
  ['NEL U+0085', '\u0085', '\\u{85}'],
  ['U+2028', '\u2028', '\\u{2028}'],
  ['U+2029', '\u2029', '\\u{2029}'],
] as const;

const MARKER = '<!-- prlens:learned v1 [] -->';
/** Any character a multiline regex, or a reader of Unicode, takes as a line break. */
const HIDDEN = /[\r\u000b\u000c\u0085\u2028\u2029]/;

/** Every surface, each fed the same hostile text. */
const SURFACES: Array<[string, (text: string) => string]> = [
  ['prose of a block', (t) => escapeMarkdownBlock(`Note ${t} end`)],
  ['fenced code of a block', (t) => escapeMarkdownBlock(`See:\n\n\`\`\`js\nconst a = 1;${t}\n\`\`\`\n`)],
  ['a code span in a block', (t) => escapeMarkdownBlock(`Use \`x${t}y\` here`)],
  ['inline prose', (t) => escapeMarkdownInline(`Title ${t}`)],
  ['a code span', (t) => codeSpan(`src/a${t}.ts`)],
  ['HTML', (t) => escapeHtml(`summary ${t}`)],
  ['a code block', (t) => codeBlock(`let x = 1;${t}`)],
  ['the check run text', (t) => unplacedText([finding({ path: `src/a${t}.ts`, line: 1, title: `T ${t}` })])],
  [
    'an inline comment with a suggestion',
    (t) =>
      commentBody(finding({ path: 'src/a.js', line: 1, suggestion: `b(\`x${t}y\`);` }), 'suggestion', 60_000),
  ],
  [
    'an inline comment with plain code',
    (t) => commentBody(finding({ path: 'src/a.js', line: 1, suggestion: `b(\`x${t}y\`);` }), 'code', 60_000),
  ],
];

describe('verbatim text: line separators and `<!--` are shown as escapes on every surface', () => {
  for (const [surface, render] of SURFACES) {
    for (const [name, char, escape] of BREAKS) {
      it(`${surface}: ${name} → ${escape}`, () => {
        const out = render(`${char}${MARKER}${char}`);
        expect(out).not.toMatch(HIDDEN);
        expect(out).not.toContain('<!-- prlens:learned');
        expect(out).toContain(escape);
      });
    }
    it(`${surface}: \`<!--\` → no HTML comment opener is left`, () => {
      const out = render(`\n${MARKER}\n`);
      expect(out).not.toContain('<!-- prlens:learned');
      expect(out).toContain('prlens:learned');
    });
  }

  it('CRLF stays a plain line break in code (it is no hidden line)', () => {
    expect(codeBlock('a\r\nb')).toBe('```\na\nb\n```');
    expect(visibleVerbatim('a\r\nb\rc')).toBe('a\nb\\rc');
  });

  it('a suggestion whose code holds a separator loses its button and says why; a clean one keeps it', () => {
    const dirty = commentBody(
      finding({ path: 'src/a.js', line: 1, suggestion: 'b(`x\u2028y`);' }),
      'suggestion',
      60_000,
    );
    expect(dirty).not.toContain('```suggestion');
    expect(dirty).toMatch(/no suggestion button: the code holds a line separator/);
    expect(dirty).toContain('```js\nb(`x\\u{2028}y`);\n```');
    const clean = commentBody(
      finding({ path: 'src/a.js', line: 1, suggestion: 'b(`xy`);' }),
      'suggestion',
      60_000,
    );
    expect(clean).toContain('```suggestion\nb(`xy`);\n```');
  });

  it('/describe: a model summary holding our end marker cannot end our section early', () => {
    const section = escapeMarkdownBlock(`Adds a parser.\n\n\`\`\`\n${DESCRIBE_END}\nrest\n\`\`\``);
    const body = spliceDescription('Author text.', section);
    expect(readDescription(body)).toBe(section.trim());
    // Rewritten, the old section is replaced whole: nothing of it is left behind.
    expect(spliceDescription(body, 'New.')).toBe(spliceDescription('Author text.', 'New.'));
  });
});
