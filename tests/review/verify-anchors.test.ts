/**
 * verifyAnchors: whatever a lens claims, a finding is inline only where GitHub would take a review
 * comment; the rest is kept, marked unanchored, never dropped.
 */
import { describe, expect, it } from 'vitest';
import { checkPlaces as verifyAnchors } from '../../src/review/stages/verify-anchors/verify-anchors.js';
import { appIndexes } from '../github/findings.js';
import { finding } from '../support/finding.js';

describe('verifyAnchors', () => {
  it('keeps a finding on a diff line anchored', () => {
    const onDiff = finding({ line: 2 });
    expect(verifyAnchors([onDiff], appIndexes())).toEqual({
      anchored: [{ ...onDiff, anchored: true }],
      unanchored: [],
    });
  });

  it('moves a finding that claims to be anchored but is off the diff to the unanchored list', () => {
    const offDiff = finding({ line: 10, anchored: true }); // RIGHT lines 1-4 and 21-23 only
    const leftPastHunk = finding({ side: 'LEFT', line: 4, anchored: true }); // LEFT 1-3, 20-22
    const otherFile = finding({ path: 'src/not-in-diff.ts', anchored: true });
    const result = verifyAnchors([offDiff, leftPastHunk, otherFile], appIndexes());
    expect(result.anchored).toEqual([]);
    expect(result.unanchored).toEqual([
      { ...offDiff, anchored: false },
      { ...leftPastHunk, anchored: false },
      { ...otherFile, anchored: false },
    ]);
  });
});
