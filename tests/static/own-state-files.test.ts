/**
 * Issue 45 (fresh25): a program's own state and cache files are no pickle finding. A path under the
 * user's cache, data, state or config folder (platformdirs' `user_cache_dir`, a `get_cache_dir()`
 * helper) is the program's own, as the temp dir is; a method's `self.path` set just before the read,
 * and nowhere else in the file, is graded by that assignment (qtile's prompt history). A path from an
 * argument, from a request, or an attribute set elsewhere still reports.
 */
import { describe, expect, it } from 'vitest';
import { runStaticRules } from '../../src/static/run-static-rules.js';

async function pickleFindings(lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path: 'app/widget.py', content, changedLines }]);
  return findings.filter((f) => f.ruleId === 'py-pickle-loads').map((f) => [f.line, f.severity]);
}

const method = (
  set: string,
  read = ['        with open(self.path, "rb") as f:', '            self.history = pickle.load(f)'],
) => [
  'import os, pickle',
  'from app import utils',
  'class Prompt:',
  '    def load(self):',
  `        ${set}`,
  ...read,
];

describe("a program's own state files", () => {
  it.each([
    ['a helper naming the cache folder', 'utils.get_cache_dir()'],
    ["platformdirs' user folder", 'platformdirs.user_state_dir("app")'],
  ])('%s: no finding', async (_, dir) => {
    expect(
      await pickleFindings([
        'import os, pickle, platformdirs',
        'def load():',
        `    path = os.path.join(${dir}, "history")`,
        '    with open(path, "rb") as f:',
        '        return pickle.load(f)',
      ]),
    ).toEqual([]);
  });

  it("a method's `self.path` set just before the read from the cache folder: no finding", async () => {
    expect(
      await pickleFindings(method('self.path = os.path.join(utils.get_cache_dir(), "history")')),
    ).toEqual([]);
  });

  it("a cache-folder helper handed a request value is not the program's own place", async () => {
    expect(
      await pickleFindings([
        'import os, pickle',
        'from flask import request',
        'def load():',
        '    folder = request.args["d"]',
        '    path = os.path.join(utils.get_data_dir(folder), "history")',
        '    with open(path, "rb") as f:',
        '        return pickle.load(f)',
      ]),
    ).toEqual([[7, 'medium']]);
  });

  it('a folder from an argument still reports', async () => {
    expect(
      await pickleFindings([
        'import os, pickle',
        'def load(folder):',
        '    path = os.path.join(folder, "history")',
        '    with open(path, "rb") as f:',
        '        return pickle.load(f)',
      ]),
    ).toEqual([[5, 'medium']]);
  });

  it('`self.path` from a request, set after the read, or set elsewhere in the file still reports', async () => {
    expect(
      await pickleFindings(['from flask import request', ...method('self.path = request.args["p"]')]),
    ).toEqual([[8, 'medium']]);
    const after = method('pass', [
      '        with open(self.path, "rb") as f:',
      '            self.history = pickle.load(f)',
      '        self.path = os.path.join(utils.get_cache_dir(), "history")',
    ]);
    expect(await pickleFindings(after)).toEqual([[7, 'medium']]);
    const elsewhere = [
      ...method('self.path = os.path.join(utils.get_cache_dir(), "history")'),
      '    def move(self, path):',
      '        self.path = path',
    ];
    expect(await pickleFindings(elsewhere)).toEqual([[7, 'medium']]);
  });

  it.each([
    ['an augmented assignment', '        self.path += path'],
    ['a tuple assignment', '        self.path, self.mode = path, "rb"'],
    ['setattr', '        setattr(self, "path", path)'],
  ])('`self.path` also written elsewhere by %s still reports', async (_, write) => {
    const elsewhere = [
      ...method('self.path = os.path.join(utils.get_cache_dir(), "history")'),
      '    def move(self, path):',
      write,
    ];
    expect(await pickleFindings(elsewhere)).toEqual([[7, 'medium']]);
  });
});
