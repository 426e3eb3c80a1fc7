/**
 * A changed file the static rules cover whose post-change contents came back as nothing (null: a 404
 * or a refused read; "": a body that never came, though the diff added lines) was never checked: its
 * findings are missing, so the run says so and is incomplete. It used to be skipped in silence, and a
 * 404 on one of 300 reads (tests/reliability/deadline.test.ts) left one finding short with no word why.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/core/clock.js';
import type { Workspace } from '../../../src/core/ports.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { createMemoryLogger } from '../../../src/log/stderr-logger.js';
import { runPipeline } from '../../../src/review/pipeline.js';
import { runContext } from '../../../src/review/run-context.js';
import { addedFileDiff } from '../../support/diff-text.js';

const EVAL = 'export function run(input: string): unknown {\n  return eval(input);\n}\n';

/** A new file of EVAL's three lines. */
const added = (path: string) => addedFileDiff(path, EVAL);

/** Reads `answers[path]` (EVAL when absent; null or "" when the test says so). */
function workspace(answers: Record<string, string | null>): Workspace {
  return {
    readFile: (path) =>
      Promise.resolve(path in answers ? answers[path]! : path.endsWith('.ts') ? EVAL : null),
    searchCode: () => Promise.resolve([]),
  };
}

function review(paths: string[], answers: Record<string, string | null>) {
  return runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: {
      files: parseUnifiedDiff(paths.map(added).join('')),
      workspace: workspace(answers),
      headRef: 'HEAD',
    },
    baseRef: 'BASE',
    settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
  });
}

describe('static lens: changed files read as nothing', () => {
  it('a 404 (null) and an empty body for files with added lines → both named in a warning, the run incomplete, the readable file still reviewed', async () => {
    const result = await review(['src/a.ts', 'src/b.ts', 'src/c.ts'], { 'src/b.ts': null, 'src/c.ts': '' });

    expect(result.findings.map((f) => [f.path, f.rule])).toEqual([['src/a.ts', 'js-eval']]);
    expect(result.incomplete).toBe(true);
    expect(result.warnings).toContain(
      'static rules did not check 2 changed file(s) whose contents could not be read (unreadable, or empty though lines were added), their findings are missing: src/b.ts, src/c.ts',
    );
  });

  it('a file read as nothing is named once: by the static lens when its rules cover it, else by select', async () => {
    const result = await review(['src/b.ts', 'docs/notes.txt'], { 'src/b.ts': null, 'docs/notes.txt': null });

    const naming = (path: string) => result.warnings.filter((w) => w.includes(path));
    expect(naming('src/b.ts')).toEqual([
      'static rules did not check 1 changed file(s) whose contents could not be read (unreadable, or empty though lines were added), their findings are missing: src/b.ts',
    ]);
    // Without a model select reads only what the rules cover, so a text file is never asked for.
    expect(naming('docs/notes.txt')).toEqual([]);
  });

  it('a covered file whose change only removes lines, read as nothing, is named by select (the rules check no line of it)', async () => {
    const removal =
      'diff --git a/src/d.ts b/src/d.ts\n--- a/src/d.ts\n+++ b/src/d.ts\n@@ -1,2 +1,1 @@\n keep();\n-drop();\n';
    const result = await runPipeline({
      context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
      change: {
        files: parseUnifiedDiff(removal),
        workspace: workspace({ 'src/d.ts': null }),
        headRef: 'HEAD',
      },
      baseRef: 'BASE',
      settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
    });

    expect(result.warnings.filter((w) => w.includes('src/d.ts'))).toEqual([
      'could not read src/d.ts at HEAD',
    ]);
  });

  it('every file read → no such warning, the run complete', async () => {
    const result = await review(['src/a.ts', 'src/b.ts'], {});

    expect(result.findings.map((f) => f.path)).toEqual(['src/a.ts', 'src/b.ts']);
    expect(result.incomplete).toBe(false);
    expect(result.warnings.join('\n')).not.toMatch(/did not check/);
  });
});
