/** Line indexes for the posting tests (their findings come from tests/support/finding.ts). */
import { buildLineIndex } from '../../src/core/line-index.js';
import type { LineIndex } from '../../src/core/line-index.js';
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
