/**
 * A rule's match on a minified line of a new file that looks minified or vendored is no finding: a
 * bundle's module loader `eval`s its own code and no reviewer can read the line. The file is named
 * in a warning instead, and a planted `eval` on an ordinary line of the same file still counts.
 * (issue 45: held-out WebGoat `require.min.js`, `underscore-min.js`, writefreely `worker-css.js`.)
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.js';
import type { Workspace } from '../../src/core/ports.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { runContext } from '../../src/review/run-context.js';
import { addedFileDiff } from '../support/diff-text.js';

/** One minified line as a bundler writes it, with a loader's `eval` of its own text inside. */
const BUNDLE_LINE =
  'var requirejs,require,define;(function(global){' +
  'var h={};function load(n,t){h[n]=t}'.repeat(40) +
  'function exec(text){return eval(text)}})(this);';
const PLANTED = 'module.exports = function handler(req) {\n  return eval(req.query.x);\n};';

/** Reviews `head` (every file new) with the static rules only. */
async function review(head: Record<string, string>) {
  const workspace: Workspace = {
    readFile: (path, ref) => Promise.resolve(ref === 'BASE' ? null : (head[path] ?? null)),
    searchCode: () => Promise.resolve([]),
  };
  const diff = Object.entries(head)
    .map(([p, t]) => addedFileDiff(p, t))
    .join('');
  return runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: { files: parseUnifiedDiff(diff), workspace, headRef: 'HEAD' },
    baseRef: 'BASE',
    settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
  });
}

const rulesAt = (result: Awaited<ReturnType<typeof review>>) =>
  [...result.findings, ...result.unanchored].map((f) => [f.path, f.line, f.rule, f.severity]);

describe('a rule match on a minified line of a new file that looks minified', () => {
  it("a bundle's own eval on its minified line → no finding; the file and the rule are named in a warning, and the review is incomplete (a payload on one long line never passes green)", async () => {
    expect(BUNDLE_LINE.length).toBeGreaterThan(1000);
    const result = await review({ 'public/js/require.js': `/* loader */\n${BUNDLE_LINE}` });
    expect(result.unconfirmed.map((u) => u.path)).toEqual(['public/js/require.js']);
    expect(rulesAt(result)).toEqual([]);
    expect(result.incomplete).toBe(true);
    expect(result.warnings.join('\n')).toMatch(
      /1 new file\(s\) that look minified or vendored have rule matches on minified lines, not reported as findings and not reviewable line by line: public\/js\/require\.js: js-eval \(line 2\)\. The review is incomplete/,
    );
  });

  it('a planted eval on an ordinary line beside the bundle line → still a high finding (the gate fails)', async () => {
    const result = await review({ 'public/js/require.js': `${BUNDLE_LINE}\n${PLANTED}` });
    expect(rulesAt(result)).toEqual([['public/js/require.js', 3, 'js-eval', 'high']]);
  });

  it('the same long line in a file that does not look minified (TypeScript) → still a finding', async () => {
    const result = await review({ 'src/loader.ts': BUNDLE_LINE });
    expect(result.unconfirmed).toEqual([]);
    expect(rulesAt(result)).toEqual([['src/loader.ts', 1, 'js-eval', 'high']]);
  });
});
