/**
 * Result files come from other tools' steps, which a PR's code can steer (issue 42 point 7): every
 * read of them is bounded, and a file that breaks the reader is named and skipped while the other
 * results and files go on.
 */
import { describe, expect, it } from 'vitest';
import { parseResultText } from '../../src/ingest/read-files.js';

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
