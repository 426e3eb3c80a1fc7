/**
 * Result files come from other tools' steps, which a PR's code can steer (issue 42 point 7): every
 * read of them is bounded, and a file that breaks the reader is named and skipped while the other
 * results and files go on.
 */
import { describe, expect, it } from 'vitest';
import { parseResultText } from '../../src/ingest/read-files.js';
import { fillArguments } from '../../src/ingest/sarif.js';

/** A SARIF log of one Semgrep run with these results. */
function sarif(results: unknown[]): string {
  return JSON.stringify({
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: { name: 'Semgrep', rules: [{ id: 'r', messageStrings: { m: { text: 'bad {0}' } } }] },
        },
        results,
      },
    ],
  });
}

const at = (line: number) => ({
  physicalLocation: { artifactLocation: { uri: 'src/a.js' }, region: { startLine: line } },
});

/** The JSON text of an array nested `depth` deep (JSON.stringify itself would overflow on it). */
const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

describe('hostile SARIF', () => {
  it('message.arguments nested 5,000 deep → that result named by its JSON path and skipped, the others kept', () => {
    const text = sarif([
      { ruleIndex: 0, message: { id: 'm', arguments: ['DEEP'] }, locations: [at(2)] },
      { ruleIndex: 0, message: { id: 'm', arguments: ['eval', 7, true] }, locations: [at(3)] },
    ]).replace('"DEEP"', nested(5_000));
    const read = parseResultText(text, 'deep.sarif');
    if ('problem' in read) throw new Error(read.problem);
    expect(read.problems).toEqual(['deep.sarif: runs[0].results[0].message.arguments[0]: expected a string']);
    expect(read.results.map((r) => [r.startLine, r.message])).toEqual([[3, 'bad eval']]);
  });

  it('a message argument that is an object is refused, not printed as [object Object]', () => {
    const read = parseResultText(
      sarif([{ ruleIndex: 0, message: { id: 'm', arguments: [{ a: 1 }] }, locations: [at(2)] }]),
      'obj.sarif',
    );
    if ('problem' in read) throw new Error(read.problem);
    expect(read.problems).toEqual(['obj.sarif: runs[0].results[0].message.arguments[0]: expected a string']);
    expect(read.results).toEqual([]);
  });
});

describe('hostile SARIF bases', () => {
  it('a uriBaseId whose base is not a valid URI → that result named and skipped, not a crash', () => {
    const text = JSON.stringify({
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'Semgrep' } },
          originalUriBaseIds: { SRC: { uri: 'http://[::1/' } },
          results: [
            {
              message: { text: 'm' },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: 'a.js', uriBaseId: 'SRC' },
                    region: { startLine: 1 },
                  },
                },
              ],
            },
            { message: { text: 'kept' }, locations: [at(2)] },
          ],
        },
      ],
    });
    const read = parseResultText(text, 'base.sarif');
    if ('problem' in read) throw new Error(read.problem);
    expect(read.problems).toEqual([
      'base.sarif: runs[0].results[0].locations[0].physicalLocation.artifactLocation.uriBaseId: expected a base in originalUriBaseIds whose uri is a valid URI',
    ]);
    expect(read.results.map((r) => r.message)).toEqual(['kept']);
  });
});

describe('hostile checkstyle XML', () => {
  it('250,000 unclosed <!-- → one problem naming the file and where the XML broke; nothing read past it', () => {
    // The old reader stripped comments with a lazy regex that rescanned to the end of the text from
    // every `<!--`: quadratic (40,000 took 4 s, 250,000 about 2.5 minutes). The parser stops at the
    // first malformed comment, so the position it names is the whole of the work.
    const xml = `<checkstyle><file name="src/a.js"><error line="2" message="m"/></file>${'<!--'.repeat(250_000)}`;
    expect(parseResultText(xml, 'lint.xml')).toEqual({
      problem: 'lint.xml: (top level): expected well-formed XML (1:79: malformed comment.)',
    });
  });

  it('a comment left open to the end → refused as unclosed, not read as if it were closed', () => {
    const xml = `<checkstyle><file name="src/a.js"><error line="2" message="m"/></file><!-- ${'<!-'.repeat(1_000)}`;
    const read = parseResultText(xml, 'open.xml');
    expect(read).toEqual({
      problem: expect.stringMatching(/^open\.xml: \(top level\): expected well-formed XML \(1:\d+: unclosed/),
    });
  });

  it('a "<" inside an attribute → the line and column named, the file skipped', () => {
    const xml = '<checkstyle>\n<file name="a.js">\n<error line="1" message="a < b"/></file></checkstyle>';
    expect(parseResultText(xml, 'bad.xml')).toEqual({
      problem: 'bad.xml: (top level): expected well-formed XML (3:28: disallowed character.)',
    });
  });

  it("a reference to a control character (ESLint's escaped ANSI colours) is read, not refused", () => {
    const xml =
      '<?xml version="1.0" encoding="utf-8"?><checkstyle><file name="a.js">' +
      '<error line="1" severity="error" message="x &#27;[31mred&#27;[0m" source="eslint.rules.x"/></file></checkstyle>';
    const read = parseResultText(xml, 'ansi.xml');
    if ('problem' in read) throw new Error(read.problem);
    expect(read.results.map((r) => [r.tool, r.message, r.level])).toEqual([
      ['eslint', 'x \u001b[31mred\u001b[0m', 'error'],
    ]);
  });

  it('an entity that no DTD defines is refused, never left as text or expanded', () => {
    const xml = '<checkstyle><file name="a.js"><error line="1" message="&lol;"/></file></checkstyle>';
    expect(parseResultText(xml, 'ent.xml')).toEqual({
      problem: expect.stringMatching(
        /^ent\.xml: \(top level\): expected well-formed XML \(1:\d+: undefined entity/,
      ),
    });
  });
});

describe('hostile SARIF messages', () => {
  it('100,000 {0} placeholders filled with a 100,000-character argument → the message cut at 20,000 characters', () => {
    const text = JSON.stringify({
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'Semgrep',
              rules: [{ id: 'r', messageStrings: { m: { text: '{0}'.repeat(100_000) } } }],
            },
          },
          results: [
            { ruleIndex: 0, message: { id: 'm', arguments: ['x'.repeat(100_000)] }, locations: [at(2)] },
          ],
        },
      ],
    });
    const read = parseResultText(text, 'big.sarif');
    if ('problem' in read) throw new Error(read.problem);
    expect(read.problems).toEqual([]);
    expect(read.results[0]!.message).toHaveLength(20_000);
    expect(read.results[0]!.message.endsWith('x…')).toBe(true);
  });

  it('fillArguments fills {n} from the arguments, leaves an unknown {n} as written, and cuts at the cap', () => {
    expect(fillArguments('a {0} b {1} c {2}', ['1', '2'], 100)).toBe('a 1 b 2 c {2}');
    expect(fillArguments('{0}{0}{0}', ['abcd'], 6)).toBe('abcda…');
  });
});
