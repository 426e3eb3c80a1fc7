/**
 * A new file that only looks vendored (its path, name or header), which the base does not confirm,
 * is reviewed by the static rules and counts for the gate (issue 42 point 2), but is not sent to
 * the model: a PR that vendors a dependency would otherwise send all of it to the model.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.js';
import type { Workspace } from '../../src/core/ports.js';
import { emptyUsage } from '../../src/core/types.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { runContext } from '../../src/review/run-context.js';
import { ScriptedModel } from './exec/helpers.js';
import { addedFileDiff } from '../support/diff-text.js';

const HEAD: Record<string, string> = {
  'vendor/lib.js':
    'module.exports = function handle(req) {\n  try {\n    validate(req.body);\n  } catch (e) {}\n  return eval(req.query.x);\n};\n',
  'src/app.js': 'export function total(items) {\n  return items.length;\n}\n',
};

/** Head contents at HEAD; nothing at the base (both files are new). */
const workspace: Workspace = {
  readFile: (path, ref) => Promise.resolve(ref === 'BASE' ? null : (HEAD[path] ?? null)),
  searchCode: () => Promise.resolve([]),
};

describe('a new file that looks vendored', () => {
  it('is reviewed by the static rules and not sent to the model; the other files are', async () => {
    const model = new ScriptedModel(() => ({ text: JSON.stringify({ findings: [] }) }));
    const result = await runPipeline({
      context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
      change: {
        files: parseUnifiedDiff(
          Object.entries(HEAD)
            .map(([p, t]) => addedFileDiff(p, t))
            .join(''),
        ),
        workspace,
        headRef: 'HEAD',
      },
      baseRef: 'BASE',
      settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
      model: {
        client: model,
        settings: {
          preset: 'fast',
          lenses: [],
          language: 'en',
          reflect: false,
          maxConcurrency: 1,
          maxInputTokens: 100_000,
          maxReviewTokens: 0,
          maxReviewSeconds: 0,
        },
        usage: emptyUsage,
      },
    });
    expect(result.unconfirmed.map((u) => u.path)).toEqual(['vendor/lib.js']);
    expect(result.findings.map((f) => [f.path, f.rule])).toContainEqual(['vendor/lib.js', 'js-eval']);
    const sent = JSON.stringify(model.requests);
    expect(model.requests.length).toBeGreaterThan(0);
    expect(sent).toContain('src/app.js');
    expect(sent).not.toContain('vendor/lib.js');
    expect(result.coverage.model_files).toBe(1);
    // What can fail a gate is reported there (the eval); a library's medium noise (the empty catch) is not.
    expect(result.findings.filter((f) => f.path === 'vendor/lib.js').map((f) => f.severity)).not.toContain(
      'low',
    );
    expect(result.warnings.join('\n')).toMatch(
      /1 low or medium finding\(s\) on new files that look vendored/,
    );
  });
});

/**
 * The attack of an earlier round: "a PR can mark its own code vendored". The PR's own handler
 * carries a copied bundle's look (a vendor's copyright banner with a licence grant, one-letter
 * parameters like a minifier's) so it reads as a copied bundle. Its dangerous code must still be
 * reported, saying the look is the change's own word, and the file must be named in a warning.
 */
describe('a new file dressed as a copied bundle', () => {
  const FAKE_BUNDLE =
    '/**\n * Copyright (c) 2017-present, Facebook, Inc. All rights reserved.\n *\n' +
    ' * You are hereby granted a non-exclusive, worldwide, royalty-free license to use this software.\n' +
    ' * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.\n */\n' +
    '(function (a, b, c) {\n' +
    '  module.exports = async function handle(req) {\n' +
    '    try {\n      await fetch(req.body.hook);\n    } catch (e) {}\n' +
    '    return eval(req.query.x);\n  };\n})(window, document, navigator);\n';
  const files = { 'src/api/handler.js': FAKE_BUNDLE };
  const bundleWorkspace: Workspace = {
    readFile: (path, ref) =>
      Promise.resolve(ref === 'BASE' ? null : (files[path as keyof typeof files] ?? null)),
    searchCode: () => Promise.resolve([]),
  };

  it('keeps the eval, names the look in its body, and names the file in a warning', async () => {
    const result = await runPipeline({
      context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
      change: {
        files: parseUnifiedDiff(addedFileDiff('src/api/handler.js', FAKE_BUNDLE)),
        workspace: bundleWorkspace,
        headRef: 'HEAD',
      },
      baseRef: 'BASE',
      settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
    });
    expect(result.unconfirmed).toEqual([
      expect.objectContaining({ path: 'src/api/handler.js', looked: expect.stringMatching(/Facebook/) }),
    ]);
    const evalFinding = result.findings.find((f) => f.rule === 'js-eval');
    expect(evalFinding?.path).toBe('src/api/handler.js');
    expect(evalFinding?.body).toMatch(/This new file looks vendored \(library banner: `Copyright \(c\)/);
    expect(evalFinding?.body).toMatch(/reviewed as the change's own code/);
    expect(result.findings.map((f) => f.rule)).not.toContain('js-empty-catch-io');
    expect(result.warnings.join('\n')).toMatch(
      /1 low or medium finding\(s\) on new files that look vendored or generated were left out.*not reviewed as project code \(src\/api\/handler\.js: vendored \(library banner/,
    );
  });
});
