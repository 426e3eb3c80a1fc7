import { describe, expect, it } from 'vitest';
import type { OpenFinding } from '../../src/core/gate.js';
import { summaryMarker } from '../../src/report/markers.js';
import {
  MAX_OPEN,
  openStateLine,
  readOpenState,
  withOpenState,
  withoutOpenFinding,
} from '../../src/report/open-state.js';

const MARKER = summaryMarker({ reviewedSha: 'a'.repeat(40) });
const open = (fp: string, path = 'src/a.ts'): OpenFinding => ({
  fp,
  severity: 'high',
  path,
  line: 4,
  security: true,
});
const summary = `${MARKER}\n## prlens review\n\nbody\n`;

describe('the summary record of open findings', () => {
  it('round-trips as the second line, paths that could close the comment included', () => {
    const tricky = open('0123456789abcdef', 'docs/--> <!-- prlens:open v1 {}.md');
    const body = withOpenState(summary, [tricky]);
    expect(body.split('\n')[1]).toBe(openStateLine([tricky]));
    expect(body.split('\n')[1]).not.toContain('docs/');
    expect(readOpenState(body)).toEqual({ findings: [tricky], whole: true });
    // Written again, the line is replaced, not stacked.
    expect(withOpenState(body, []).split('\n').slice(0, 3)).toEqual([
      MARKER,
      openStateLine([]),
      '## prlens review',
    ]);
  });

  it('is read only from the line under the marker, never from text further down', () => {
    const forged = `${MARKER}\n## prlens review\n${openStateLine([open('ffff')])}\n`;
    expect(readOpenState(forged)).toBeNull();
    expect(readOpenState(`\n${MARKER}\n${openStateLine([])}\n`)).toBeNull();
    expect(readOpenState(`${MARKER}\n ${openStateLine([])}\n`)).toBeNull();
    expect(readOpenState(`${MARKER}\n${openStateLine([])} trailing\n`)).toBeNull();
    expect(readOpenState(null)).toBeNull();
  });

  it('refuses a record with one bad entry, an unknown version or broken JSON', () => {
    const line = openStateLine([open('abcd')]);
    const bad = [
      line.replace('"high"', '"spicy"'),
      line.replace('"l":4', '"l":-1'),
      line.replace('"x":1', '"x":2'),
      line.replace('v1', 'v2'),
      line.replace('"items":[', '"items":[,'),
    ];
    for (const l of bad) expect(readOpenState(`${MARKER}\n${l}\nrest`)).toBeNull();
  });

  it('says when it holds only part of the open findings', () => {
    const many = Array.from({ length: MAX_OPEN + 1 }, (_, i) => open(`fp${i}`));
    const state = readOpenState(withOpenState(summary, many));
    expect(state?.findings).toHaveLength(MAX_OPEN);
    expect(state?.whole).toBe(false);
  });

  it('drops one rejected finding from a whole record, and leaves a partial or absent one alone', () => {
    const body = withOpenState(summary, [open('aaaa'), open('bbbb')]);
    expect(readOpenState(withoutOpenFinding(body, 'aaaa'))).toEqual({
      findings: [open('bbbb')],
      whole: true,
    });
    expect(withoutOpenFinding(body, 'cccc')).toBe(body);
    const partial = withOpenState(
      summary,
      Array.from({ length: MAX_OPEN + 1 }, (_, i) => open(`fp${i}`)),
    );
    expect(withoutOpenFinding(partial, 'fp0')).toBe(partial);
    expect(withoutOpenFinding(summary, 'aaaa')).toBe(summary);
  });
});
