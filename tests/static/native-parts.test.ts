import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticLensWarnings } from '../../src/review/stages/static-lens/static-warnings.js';
import { loadNapiFrom } from '../../src/static/napi.js';
import { checkNativeLibrary } from '../../src/static/native-header.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';
import type { LanguageSupport } from '../../src/static/languages.js';
import { tempDir } from '../support/repo.js';

const prebuilds = path.resolve(import.meta.dirname, '../../node_modules/@ast-grep/lang-python/prebuilds');
const grammar = (folder: string) => path.join(prebuilds, folder, 'parser.so');

describe('a native grammar that cannot load', () => {
  it('is turned away by its header when built for another system or architecture', () => {
    expect(checkNativeLibrary(grammar('prebuild-Linux-X64'), 'linux', 'x64')).toEqual({ ok: true });
    expect(checkNativeLibrary(grammar('prebuild-Linux-ARM64'), 'linux', 'arm64')).toEqual({ ok: true });
    expect(checkNativeLibrary(grammar('prebuild-macOS-ARM64'), 'darwin', 'arm64')).toEqual({ ok: true });
    expect(checkNativeLibrary(grammar('prebuild-Windows-X64'), 'win32', 'x64')).toEqual({ ok: true });
    const foreign = checkNativeLibrary(grammar('prebuild-Linux-ARM64'), 'linux', 'x64');
    expect(foreign).toMatchObject({ ok: false, reason: expect.stringMatching(/ELF machine 183, not x64/) });
    expect(checkNativeLibrary(grammar('prebuild-macOS-X64'), 'linux', 'x64')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/macOS \(Mach-O\) library/),
    });
    expect(checkNativeLibrary(grammar('prebuild-Linux-X64'), 'win32', 'x64')).toMatchObject({ ok: false });
  });

  it('is turned away when truncated, empty or missing', () => {
    const dir = tempDir();
    for (const [folder, platform, arch] of [
      ['prebuild-Linux-X64', 'linux', 'x64'],
      ['prebuild-macOS-ARM64', 'darwin', 'arm64'],
      ['prebuild-Windows-X64', 'win32', 'x64'],
    ] as const) {
      const bytes = readFileSync(grammar(folder));
      const cut = path.join(dir, `${folder}.so`);
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      expect(checkNativeLibrary(cut, platform, arch)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/truncated/),
      });
    }
    writeFileSync(path.join(dir, 'empty.so'), '');
    expect(checkNativeLibrary(path.join(dir, 'empty.so'))).toMatchObject({ ok: false });
    expect(checkNativeLibrary(path.join(dir, 'absent.so'))).toMatchObject({ ok: false });
  });

  it('turns the static rules off for its language with one warning, and the other languages still report', async () => {
    const noPython: LanguageSupport = {
      check: (language) =>
        language === 'python'
          ? {
              ok: false,
              reason: 'the python grammar cannot load: parser.so is built for ELF machine 183, not x64',
            }
          : { ok: true },
    };
    const changed = (p: string, content: string) => ({
      path: p,
      content,
      changedLines: new Set(content.split('\n').map((_, i) => i + 1)),
    });
    const result = await runStaticRules(
      [
        changed('a.py', 'eval(x)\n'),
        changed('b.py', 'eval(y)\n'),
        changed('c.ts', 'export const f = (s: string) => eval(s);\n'),
      ],
      { languages: noPython },
    );
    expect(result.findings.map((f) => `${f.ruleId}@${f.path}`)).toEqual(['js-eval@c.ts']);
    const warnings = staticLensWarnings(result, 600);
    expect(warnings).toEqual([
      'static rules are off for python on this machine, 2 file(s) not checked (a.py, b.py): the python grammar cannot load: parser.so is built for ELF machine 183, not x64',
    ]);
  });
});

describe('the ast-grep binding', () => {
  it('without an installed package, refuses a bundled binding built for another system, naming both failures', () => {
    const dir = tempDir();
    const bundled = path.join(dir, 'native', `${process.platform}-${process.arch}`);
    mkdirSync(bundled, { recursive: true });
    const foreign = process.platform === 'darwin' ? 'prebuild-Windows-X64' : 'prebuild-macOS-ARM64';
    copyFileSync(grammar(foreign), path.join(bundled, 'ast-grep-napi.node'));
    const loaded = loadNapiFrom(dir, '@ast-grep/napi-not-installed-here');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.reason).toMatch(/napi-not-installed-here/);
      expect(loaded.reason).toMatch(/ast-grep-napi\.node is a (macOS|Windows)/);
    }
  });

  it('without an installed package or a bundled binding, says so instead of throwing', () => {
    const loaded = loadNapiFrom(tempDir(), '@ast-grep/napi-not-installed-here');
    expect(loaded).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/cannot read .*ast-grep-napi\.node/),
    });
  });
});
