import { describe, expect, it } from 'vitest';
import {
  fingerprintMarker,
  isOurProbe,
  membersMarker,
  probeMarker,
  readFingerprint,
  readMembers,
  readSummaryMarker,
  summaryMarker,
} from '../../src/report/markers.js';

const SHA = 'a'.repeat(40);

describe('fingerprint marker', () => {
  it('writes and reads back the fingerprint of an inline comment', () => {
    expect(fingerprintMarker('0123abcd0123abcd')).toBe('<!-- prlens:fp=0123abcd0123abcd -->');
    expect(readFingerprint(`**Title**\n\ntext\n\n${fingerprintMarker('0123abcd0123abcd')}`)).toBe(
      '0123abcd0123abcd',
    );
    expect(readFingerprint(`text\n${fingerprintMarker('ff00')}\n\n`)).toBe('ff00');
  });

  it('ignores a marker quoted in the text rather than ending the body', () => {
    expect(readFingerprint('see `<!-- prlens:fp=deadbeef -->` in the docs')).toBeNull();
    expect(readFingerprint('<!-- prlens:fp=deadbeef -->\nthen a human wrote more')).toBeNull();
    expect(readFingerprint('a human comment')).toBeNull();
  });

  it('refuses a fingerprint that could close the HTML comment', () => {
    expect(() => fingerprintMarker('x --> <img src=x>')).toThrow(/invalid finding fingerprint/);
    expect(() => fingerprintMarker('')).toThrow();
  });
});

describe('summary marker', () => {
  it('records the reviewed SHA as JSON and reads it back', () => {
    const marker = summaryMarker({ reviewedSha: SHA });
    expect(marker).toBe(`<!-- prlens:summary {"v":1,"sha":"${SHA}"} -->`);
    expect(readSummaryMarker(`${marker}\n## prlens review\n`)).toEqual({ reviewedSha: SHA });
  });

  it('records no watermark for an incomplete review', () => {
    const marker = summaryMarker({ reviewedSha: null });
    expect(marker).toBe('<!-- prlens:summary {"v":1,"sha":null} -->');
    expect(readSummaryMarker(`${marker}\nbody`)).toEqual({ reviewedSha: null });
  });

  it('accepts the marker only at the very start of the body', () => {
    const marker = summaryMarker({ reviewedSha: SHA });
    expect(readSummaryMarker(`Quoting prlens: \`${marker}\``)).toBeNull();
    expect(readSummaryMarker(`## heading\n\n- \`${marker}\``)).toBeNull();
    expect(readSummaryMarker(`> ${marker}`)).toBeNull();
    expect(readSummaryMarker('just a comment')).toBeNull();
    // A finding quoting a marker further down does not change the real one's state.
    const other = summaryMarker({ reviewedSha: 'b'.repeat(40) });
    expect(readSummaryMarker(`${marker}\n\nfinding: \`${other}\``)).toEqual({ reviewedSha: SHA });
  });

  it('treats garbage, other versions and non-hex SHAs as ours without a trusted watermark', () => {
    for (const json of [
      '{not json',
      '[]',
      '"x"',
      'null',
      '{"v":2,"sha":"abcdef1"}',
      '{"v":1,"sha":"zz top"}',
      '{"v":1}',
    ]) {
      expect(readSummaryMarker(`<!-- prlens:summary ${json} -->\nbody`)).toEqual({ reviewedSha: null });
    }
    expect(readSummaryMarker('<!-- prlens:summary -->')).toEqual({ reviewedSha: null });
  });

  it('refuses a SHA that is not hex', () => {
    expect(() => summaryMarker({ reviewedSha: 'main --> <b>' })).toThrow(/invalid reviewed SHA/);
  });
});

describe('probe marker', () => {
  it('recognises only our probe reviews', () => {
    expect(isOurProbe(probeMarker())).toBe(true);
    expect(isOurProbe('my own draft review')).toBe(false);
    expect(isOurProbe(null)).toBe(false);
  });
});

describe('members marker', () => {
  const fp = fingerprintMarker('0123abcd0123abcd');
  it('is read only right before the fingerprint marker that ends the body', () => {
    const members = membersMarker(['0123abcd0123abcd', 'ffff0000ffff0000']);
    expect(readMembers(`**Title**\n\ntext\n\n${members}\n${fp}\n`)).toEqual([
      '0123abcd0123abcd',
      'ffff0000ffff0000',
    ]);
    // Quoted in the text, or followed by more text before the fingerprint: not ours.
    expect(readMembers(`\`${members}\` and more\n\n${fp}`)).toEqual([]);
    expect(readMembers(`${members}\n${fp}\ntrailing text`)).toEqual([]);
    expect(readMembers(`text\n\n${fp}`)).toEqual([]);
  });

  it('refuses a fingerprint that could close the HTML comment', () => {
    expect(() => membersMarker(['ok', 'x --> <b>'])).toThrow(/invalid finding fingerprint/);
  });
});
