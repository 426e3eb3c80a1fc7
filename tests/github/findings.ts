/** Hand-built findings and line indexes for the posting tests. */
import { buildLineIndex } from '../../src/core/line-index.js';
import type { LineIndex } from '../../src/core/line-index.js';
import type { Finding } from '../../src/core/types.js';
import { parsePatch } from '../../src/diff/parse.js';

/**
 * `src/app.ts`: RIGHT lines 1-4 (hunk 0) and 21-23 (hunk 1); LEFT lines 1-3 and 20-22.
 * New-file text: 1 `line1`, 2 `new2`, 3 `new3`, 4 `line4`, 21 `c20`, 22 `a22`, 23 `c22`.
 */
export const APP_PATCH = [
  '@@ -1,3 +1,4 @@',
  ' line1',
  '-old2',
  '+new2',
  '+new3',
  ' line4',
  '@@ -20,3 +21,3 @@',
  ' c20',
  '-d21',
  '+a22',
  ' c22',
].join('\n');

export function appIndexes(): Map<string, LineIndex> {
  const diff = parsePatch({ path: 'src/app.ts', status: 'modified', patch: APP_PATCH });
  return new Map([['src/app.ts', buildLineIndex(diff)]]);
}

let counter = 0;

export function finding(overrides: Partial<Finding> = {}): Finding {
  counter += 1;
  return {
    path: 'src/app.ts',
    line: 2,
    start_line: null,
    side: 'RIGHT',
    severity: 'medium',
    category: 'correctness',
    lens: 'correctness',
    title: `Finding ${counter}`,
    body: 'Something is wrong here.',
    suggestion: null,
    anchor: 'new2',
    confidence: 0.9,
    anchored: true,
    fingerprint: `fp${counter.toString(16).padStart(6, '0')}`,
    rule: null,
    ...overrides,
  };
}
