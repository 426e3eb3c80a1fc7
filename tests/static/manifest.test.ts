/**
 * The manifest fact of the static lens (src/static/manifest.ts, lockfile.ts): what a `package.json`
 * and its lockfile say about the installed version of a dependency and the files its scripts run.
 */
import { describe, expect, it } from 'vitest';
import { lockedVersion } from '../../src/static/lockfile.js';
import {
  compareVersions,
  dependencyGate,
  filesRunBy,
  lowestVersion,
  parseManifest,
  scriptRunning,
  type ManifestFact,
} from '../../src/static/manifest.js';

const manifest = (json: object, dir = '') => {
  const parsed = parseManifest(JSON.stringify(json), dir);
  if (!parsed) throw new Error('no manifest');
  return parsed;
};

describe('parseManifest', () => {
  it('reads every kind of dependency, the scripts and the entry points as repository paths', () => {
    const m = manifest(
      {
        main: './lib/index.js',
        bin: { tool: 'bin/tool.js' },
        dependencies: { 'js-yaml': '^3.14.0' },
        devDependencies: { tsx: '4.0.0' },
        peerDependencies: { react: '>=18' },
        scripts: { lint: 'node Makefile.js lint', bad: 3 },
      },
      'packages/a',
    );
    expect([...m.dependencies]).toEqual([
      ['js-yaml', '^3.14.0'],
      ['tsx', '4.0.0'],
      ['react', '>=18'],
    ]);
    expect([...m.scripts]).toEqual([['lint', 'node Makefile.js lint']]);
    expect([...m.entries].sort()).toEqual(['packages/a/bin/tool.js', 'packages/a/lib/index.js']);
  });

  it('says nothing of a broken or non-object manifest', () => {
    expect(parseManifest('{ "name": ', '')).toBeNull();
    expect(parseManifest('[1]', '')).toBeNull();
  });
});

describe('filesRunBy', () => {
  it('finds the file each JavaScript runner of a command runs, past its flags', () => {
    expect(filesRunBy('node Makefile.js lint -- fix')).toEqual(['Makefile.js']);
    expect(filesRunBy('node -r dotenv/config scripts/a.mjs && tsx tools/b.ts; bun run c.ts')).toEqual([
      'scripts/a.mjs',
      'tools/b.ts',
      'c.ts',
    ]);
    expect(filesRunBy('node --max-old-space-size=4096 build.cjs')).toEqual(['build.cjs']);
  });

  it('finds none in a command that runs no file of the repository', () => {
    expect(filesRunBy('eslint . && prettier --check .')).toEqual([]);
    expect(filesRunBy('node -e "console.log(1)"')).toEqual([]);
    expect(filesRunBy('node build/app')).toEqual([]);
  });
});

describe('scriptRunning', () => {
  it("names the script that runs a file, relative to the manifest's folder", () => {
    const m = manifest({ scripts: { docs: 'node ./scripts/../tasks/docs.js' } }, 'packages/a');
    expect(scriptRunning(m, 'packages/a/tasks/docs.js')).toBe('docs: node ./scripts/../tasks/docs.js');
    expect(scriptRunning(m, 'tasks/docs.js')).toBeUndefined();
  });

  it('names no file of the repository for a script that climbs out of it', () => {
    const m = manifest({ scripts: { docs: 'node ../docs.js' } });
    expect(scriptRunning(m, 'docs.js')).toBeUndefined();
  });

  it('never makes a maintainer script of a file a script that starts the app also runs', () => {
    // A PR adding `"x": "node server.js"` beside `"start": "node server.js"`.
    const m = manifest({ scripts: { x: 'node server.js', start: 'node server.js' } });
    expect(scriptRunning(m, 'server.js')).toBeUndefined();
    for (const name of ['dev', 'serve', 'start:prod', 'prestart', 'dev-server', 'worker'])
      expect(
        scriptRunning(manifest({ scripts: { lint: 'node a.js', [name]: 'node a.js' } }), 'a.js'),
      ).toBeUndefined();
  });

  it("never makes a maintainer script of the package's own entry point or command", () => {
    expect(
      scriptRunning(manifest({ main: 'index.js', scripts: { x: 'node index.js' } }), 'index.js'),
    ).toBeUndefined();
    expect(
      scriptRunning(manifest({ bin: 'cli.js', scripts: { x: 'node cli.js' } }), 'cli.js'),
    ).toBeUndefined();
  });
});

describe('lowestVersion and compareVersions', () => {
  it('gives the lowest version a range admits', () => {
    expect(lowestVersion('^4.1.0')).toBe('4.1.0');
    expect(lowestVersion('~3.14')).toBe('3.14.0');
    expect(lowestVersion('>=3 <5')).toBe('3.0.0');
    expect(lowestVersion('^4 || ^3.13.1')).toBe('3.13.1');
    expect(lowestVersion('4.x')).toBe('4.0.0');
    expect(lowestVersion('1.2.3 - 4')).toBe('1.2.3');
    expect(lowestVersion('<4')).toBe('0.0.0');
    expect(lowestVersion('*')).toBe('0.0.0');
    expect(lowestVersion('v4.0.1')).toBe('4.0.1');
  });

  it('gives null for a spec that is no version range', () => {
    for (const spec of ['latest', 'workspace:*', 'github:nodeca/js-yaml', 'npm:js-yaml@3', 'file:../y'])
      expect(lowestVersion(spec)).toBeNull();
  });

  it('orders a pre-release before its release and reads pnpm peer suffixes', () => {
    expect(compareVersions('4.0.0-rc.1', '4')).toBeLessThan(0);
    expect(compareVersions('4.2.0(foo@1.0.0)', '4.2.0')).toBe(0);
    expect(compareVersions('3.99.99', '4')).toBeLessThan(0);
    expect(compareVersions('10.0.0', '9.9.9')).toBeGreaterThan(0);
  });
});

describe('lockedVersion', () => {
  const npm = JSON.stringify({
    lockfileVersion: 3,
    packages: {
      '': { name: 'root' },
      'node_modules/js-yaml': { version: '4.1.0' },
      'packages/old/node_modules/js-yaml': { version: '3.14.1' },
    },
  });

  it('resolves npm v3 as Node does, from the folder upward', () => {
    const lock = { path: 'package-lock.json', text: npm };
    expect(lockedVersion(lock, 'js-yaml', 'packages/old/src')).toBe('3.14.1');
    expect(lockedVersion(lock, 'js-yaml', 'packages/new')).toBe('4.1.0');
    expect(lockedVersion(lock, 'left-pad', '')).toBeNull();
    expect(lockedVersion({ path: 'web/package-lock.json', text: npm }, 'js-yaml', 'api')).toBeUndefined();
  });

  it('tells nothing from an entry whose resolved tarball names another version than it says', () => {
    const entry = (version: string, resolved: string) =>
      JSON.stringify({ packages: { 'node_modules/js-yaml': { version, resolved } } });
    const registry = 'https://registry.npmjs.org/js-yaml/-/js-yaml-';
    const lied = { path: 'package-lock.json', text: entry('4.1.0', `${registry}3.14.1.tgz`) };
    expect(lockedVersion(lied, 'js-yaml', '')).toBeUndefined();
    const honest = { path: 'package-lock.json', text: entry('4.1.0', `${registry}4.1.0.tgz`) };
    expect(lockedVersion(honest, 'js-yaml', '')).toBe('4.1.0');
    const yarn = `js-yaml@^4.1.0:\n  version "4.1.0"\n  resolved "${registry}3.14.1.tgz#abc"\n`;
    expect(lockedVersion({ path: 'yarn.lock', text: yarn }, 'js-yaml', '', '^4.1.0')).toBeUndefined();
  });

  it("reads npm v1's top level", () => {
    const text = JSON.stringify({ lockfileVersion: 1, dependencies: { 'js-yaml': { version: '3.13.1' } } });
    expect(lockedVersion({ path: 'package-lock.json', text }, 'js-yaml', '')).toBe('3.13.1');
  });

  it("reads pnpm's importer of the folder (v9) and the top level of a one-package v5 lockfile", () => {
    const v9 = [
      "lockfileVersion: '9.0'",
      'importers:',
      '  .:',
      '    devDependencies:',
      '      js-yaml:',
      '        specifier: ^3.14.0',
      '        version: 3.14.2',
      '  packages/common:',
      '    dependencies:',
      "      '@types/x':",
      '        specifier: 1.0.0',
      '        version: 1.0.0',
      '      js-yaml:',
      '        specifier: 4.2.0',
      '        version: 4.2.0(peer@1.0.0)',
      'packages:',
      '  js-yaml@3.14.2:',
      '    resolution: {}',
    ].join('\n');
    const lock = { path: 'pnpm-lock.yaml', text: v9 };
    expect(lockedVersion(lock, 'js-yaml', 'packages/common')).toBe('4.2.0(peer@1.0.0)');
    expect(lockedVersion(lock, 'js-yaml', '')).toBe('3.14.2');
    expect(lockedVersion(lock, 'left-pad', 'packages/common')).toBeNull();
    expect(lockedVersion(lock, 'js-yaml', 'packages/other')).toBeUndefined();
    const v5 = [
      'lockfileVersion: 5.3',
      'dependencies:',
      '  js-yaml: 3.14.0',
      'packages:',
      '  /js-yaml/3.14.0:',
    ];
    expect(lockedVersion({ path: 'pnpm-lock.yaml', text: v5.join('\n') }, 'js-yaml', '')).toBe('3.14.0');
  });

  it("reads Yarn's entry of the declared spec, classic and Berry", () => {
    const classic = [
      'js-yaml@^3.13.1, js-yaml@^3.14.0:',
      '  version "3.14.1"',
      '',
      'js-yaml@^4.1.0:',
      '  version "4.1.0"',
    ].join('\n');
    const lock = { path: 'yarn.lock', text: classic };
    expect(lockedVersion(lock, 'js-yaml', '', '^3.14.0')).toBe('3.14.1');
    expect(lockedVersion(lock, 'js-yaml', '', '^4.1.0')).toBe('4.1.0');
    expect(lockedVersion(lock, 'js-yaml', '')).toBeUndefined();
    const berry = ['"js-yaml@npm:^4.1.0":', '  version: 4.1.0', '  resolution: "js-yaml@npm:4.1.0"'].join(
      '\n',
    );
    expect(lockedVersion({ path: 'yarn.lock', text: berry }, 'js-yaml', '', '^4.1.0')).toBe('4.1.0');
  });
});

describe('dependencyGate', () => {
  const jsYaml = { name: 'js-yaml', below: '4' };
  const fact = (spec: string | null, lock: ManifestFact['lock'] = null, complete = true): ManifestFact => ({
    chain: [manifest(spec === null ? {} : { dependencies: { 'js-yaml': spec } })],
    complete,
    lock,
  });
  const npmLock = (version: string) => ({
    path: 'package-lock.json',
    text: JSON.stringify({ packages: { 'node_modules/js-yaml': { version } } }),
  });

  it('drops the finding where the manifest admits only js-yaml 4 and no lockfile says otherwise', () => {
    expect(dependencyGate(jsYaml, fact('^4.1.0'))).toEqual({ drop: true });
  });

  it('keeps it, with the evidence, where the range admits js-yaml 3', () => {
    expect(dependencyGate(jsYaml, fact('^3.14.0'))).toEqual({
      drop: false,
      note: 'package.json asks for js-yaml `^3.14.0`, below 4.',
    });
    expect(dependencyGate(jsYaml, fact('^3 || ^4')).drop).toBe(false);
  });

  it('resolves by the lockfile: a manifest pinned to ^4 whose lockfile installs 3.x keeps the finding', () => {
    expect(dependencyGate(jsYaml, fact('^4.1.0', npmLock('3.14.1')))).toEqual({
      drop: false,
      note: 'package-lock.json installs js-yaml 3.14.1, below 4.',
    });
    expect(dependencyGate(jsYaml, fact('^3.14.0', npmLock('4.1.0')))).toEqual({ drop: true });
  });

  it('keeps it where the lockfile cannot tell, never falling back on the range the PR may have set', () => {
    const lied = {
      path: 'package-lock.json',
      text: JSON.stringify({
        packages: {
          'node_modules/js-yaml': {
            version: '4.1.0',
            resolved: 'https://r.example/js-yaml/-/js-yaml-3.14.1.tgz',
          },
        },
      }),
    };
    expect(dependencyGate(jsYaml, fact('^4.1.0', lied))).toEqual({
      drop: false,
      note: 'The installed version of js-yaml could not be checked (package-lock.json does not say which js-yaml it installs): this holds only below js-yaml 4.',
    });
  });

  it('drops it where js-yaml is declared nowhere and a full lockfile does not install it', () => {
    expect(dependencyGate(jsYaml, fact(null, npmLock('4.1.0')))).toEqual({ drop: true });
    const none = { path: 'package-lock.json', text: JSON.stringify({ packages: {} }) };
    expect(dependencyGate(jsYaml, fact(null, none))).toEqual({ drop: true });
  });

  it('keeps it and says the version could not be checked when nothing read can tell', () => {
    const unchecked = {
      drop: false,
      note: 'The installed version of js-yaml could not be checked (no readable `package.json` declares js-yaml): this holds only below js-yaml 4.',
    };
    expect(dependencyGate(jsYaml, undefined)).toEqual(unchecked);
    // Declared nowhere, no lockfile: whatever hoisting installs.
    expect(dependencyGate(jsYaml, fact(null))).toEqual(unchecked);
    // A folder up the path could not be read and the lockfile was not reached.
    expect(dependencyGate(jsYaml, fact(null, null, false))).toEqual(unchecked);
    expect(dependencyGate(jsYaml, fact('latest')).drop).toBe(false);
  });
});
