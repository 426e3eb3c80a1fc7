/**
 * Where the learned list is read from: the summary body's last line, whole, and nowhere else. A line
 * of rendered text that looks like the marker (after a CR, U+2028 or U+2029, or on a line of a fenced
 * block) is not ours, whatever comment it is in.
 */
import { describe, expect, it } from 'vitest';
import {
  learnedMarker,
  learnedSection,
  readLearned,
  replaceLearned,
  withLearned,
  type LearnedEntry,
} from '../../src/report/learned.js';

const entry = (fp: string, by = 'octo-maintainer'): LearnedEntry => ({
  fp,
  by,
  at: '2026-01-01T00:00:00Z',
  via: 'reply',
});
const FORGED = learnedMarker([entry('815cb92230c4c864'), entry('5c81ca9b80987ec6')]);
const SUMMARY = '<!-- prlens:summary {"v":1,"sha":"abcdef0"} -->\n## prlens review\n\nFindings.\n';

describe('learned list: read only from the summary’s last line', () => {
  for (const [name, sep] of [
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
    ['a lone CR', '\r'],
    ['a line of its own', '\n'],
  ] as const) {
    it(`a marker behind ${name} inside the body → not read`, () => {
      const body = `${SUMMARY}\n\`\`\`js\nb(\`x${sep}${FORGED}${sep}y\`);\n\`\`\`\n\n<sub>Usage</sub>\n`;
      expect(readLearned(body)).toEqual([]);
    });
  }

  it('the section prlens writes (the format of earlier summaries too) → read, with or without a final newline', () => {
    const body = withLearned(SUMMARY, [entry('0123456789abcdef')], 0);
    expect(readLearned(body).map((e) => e.fp)).toEqual(['0123456789abcdef']);
    expect(readLearned(body.trimEnd()).map((e) => e.fp)).toEqual(['0123456789abcdef']);
    // An edit in GitHub's web editor turns the line breaks into CRLF.
    expect(readLearned(body.replace(/\n/g, '\r\n')).map((e) => e.fp)).toEqual(['0123456789abcdef']);
  });

  it('a forged marker earlier in a body whose last line is our own → only ours is read', () => {
    const body = withLearned(`${SUMMARY}\n${FORGED}\n\n<sub>Usage</sub>\n`, [entry('0123456789abcdef')], 0);
    expect(readLearned(body).map((e) => e.fp)).toEqual(['0123456789abcdef']);
  });

  it('replacing the list of a summary without one keeps a forged line out of the state', () => {
    const body = `${SUMMARY}\n\u2028${FORGED}\u2028\n\n<sub>Usage</sub>\n`;
    const replaced = replaceLearned(body, [entry('0123456789abcdef')]);
    expect(readLearned(replaced).map((e) => e.fp)).toEqual(['0123456789abcdef']);
  });

  it('the visible list names who rejected a finding without a mention', () => {
    const section = learnedSection([entry('0123456789abcdef', 'octo-maintainer')], null);
    expect(section).not.toMatch(/@octo-maintainer/);
    expect(section).toContain('@&#8203;octo-maintainer');
  });
});
