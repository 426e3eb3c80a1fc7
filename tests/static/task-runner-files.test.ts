/**
 * Task-runner files by name (core/code-paths.ts): shelljs's `Makefile.js` is a build script like a
 * Gruntfile, gulpfile or Jakefile (eslint's build and release script, fresh11: 11 false findings).
 */
import { describe, expect, it } from 'vitest';
import { isBuildScript } from '../../src/core/code-paths.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

describe('task-runner files', () => {
  it('are build scripts by name, whatever their folder, and only by that exact name', () => {
    for (const path of ['Makefile.js', 'tools/makefile.mjs', 'Gruntfile.js', 'gulpfile.ts', 'Jakefile.js'])
      expect(isBuildScript(path), path).toBe(true);
    for (const path of ['src/makefile-parser.js', 'Makefile', 'lib/make.js'])
      expect(isBuildScript(path), path).toBe(false);
  });

  it('report no command a Makefile.js builds from its own release version and paths', async () => {
    const lines = [
      "require('shelljs/make');",
      "const { execSync } = require('child_process');",
      'target.publishRelease = ([version]) => {',
      '  execSync(`npm publish --tag ${version}`);',
      '};',
    ];
    const content = `${lines.join('\n')}\n`;
    const changedLines = new Set(lines.map((_, i) => i + 1));
    const asMakefile = await runStaticRules([{ path: 'Makefile.js', content, changedLines }]);
    expect(asMakefile.findings).toEqual([]);
    // The same code under another name is the app's: the name is what decides.
    const asApp = await runStaticRules([{ path: 'lib/release.js', content, changedLines }]);
    expect(asApp.findings.map((f) => f.ruleId)).toEqual(['js-exec-interpolated']);
  });
});
