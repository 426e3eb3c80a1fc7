import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.js';
import type { Workspace } from '../../src/core/ports.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { runContext } from '../../src/review/run-context.js';

const diff = (path: string) =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-old\n+new\n`;

/** A workspace that counts reads and the most reads in flight at once. */
function countingWorkspace() {
  const reads: string[] = [];
  let inFlight = 0;
  let peak = 0;
  const workspace: Workspace = {
    async readFile(path) {
      reads.push(path);
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return 'new\n';
    },
    searchCode: () => Promise.resolve([]),
  };
  return { workspace, reads, peak: () => peak };
}

const settings = {
  include: [],
  exclude: [],
  maxFileChangedLines: 5000,
  minSeverity: 'low' as const,
  minConfidence: 0,
};

describe('runPipeline file reads', () => {
  it('without a model reads only files the static rules can parse, a few at a time', async () => {
    const files = parseUnifiedDiff(
      [
        ...Array.from({ length: 30 }, (_, i) => diff(`notes/${i}.txt`)),
        ...Array.from({ length: 20 }, (_, i) => diff(`src/${i}.ts`)),
      ].join(''),
    );
    const { workspace, reads, peak } = countingWorkspace();
    const result = await runPipeline({
      context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
      change: { files, workspace, headRef: 'HEAD' },
      baseRef: 'BASE',
      settings,
    });
    expect(result.kept).toHaveLength(50);
    // Plus one read of .gitattributes, which marks generated and vendored files.
    expect(reads.sort()).toEqual(
      ['.gitattributes', ...Array.from({ length: 20 }, (_, i) => `src/${i}.ts`)].sort(),
    );
    expect(peak()).toBeGreaterThan(1);
    expect(peak()).toBeLessThanOrEqual(8);
  });
});
