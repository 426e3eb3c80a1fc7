/**
 * The static lens reads a JavaScript file's manifests through the Workspace port, as the action and
 * the CLI give it (stages/static-lens/manifest-reads.ts): only for a file whose findings they could
 * change, within the run's read budget, the versions at the head and the scripts at the base.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.js';
import type { Workspace } from '../../src/core/ports.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { runContext } from '../../src/review/run-context.js';
import { manifestReadBudget, MANIFEST_READS } from '../../src/review/stages/static-lens/manifest-reads.js';
import { staticRuleIdOf } from '../../src/static/run-static-rules.js';
import { addedFileDiff } from '../support/diff-text.js';

type Tree = Record<string, string>;

/** A workspace over a head and a base tree that records every read as `ref:path`. */
function trees(head: Tree, base: Tree = {}) {
  const reads: string[] = [];
  const workspace: Workspace = {
    readFile(path, ref) {
      reads.push(`${ref}:${path}`);
      return Promise.resolve((ref === 'BASE' ? base : head)[path] ?? null);
    },
    searchCode: () => Promise.resolve([]),
  };
  return { workspace, reads };
}

async function review(path: string, text: string, head: Tree, base: Tree = {}, maxFileReads?: number) {
  const { workspace, reads } = trees({ ...head, [path]: text }, base);
  const result = await runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: { files: parseUnifiedDiff(addedFileDiff(path, text)), workspace, headRef: 'HEAD' },
    baseRef: 'BASE',
    settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
    limits: maxFileReads === undefined ? undefined : { maxFileReads },
  });
  const findings = [...result.findings, ...result.unanchored].map((f) => ({
    rule: staticRuleIdOf(f.body),
    severity: f.severity,
    body: f.body,
  }));
  return { findings, reads: reads.filter((r) => !r.endsWith(path) && !r.endsWith('.gitattributes')) };
}

const LOADER = "const yaml = require('js-yaml');\nexport function read(text) {\n  return yaml.load(text);\n}";
const npmLock = (version: string) =>
  JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/js-yaml': { version } } });

describe('the versions a manifest installs', () => {
  it("keeps js-yaml's load where the PR pins ^4 but the lockfile still installs 3.x", async () => {
    const { findings } = await review('src/config.js', LOADER, {
      'package.json': JSON.stringify({ dependencies: { 'js-yaml': '^4.1.0' } }),
      'package-lock.json': npmLock('3.14.1'),
    });
    expect(findings.map((f) => f.rule)).toEqual(['js-yaml-unsafe-load']);
    expect(findings[0]?.body).toContain('package-lock.json installs js-yaml 3.14.1, below 4.');
  });

  it('reports nothing where the lockfile installs js-yaml 4, reading the folders up to it once', async () => {
    const { findings, reads } = await review('src/config.js', LOADER, {
      'package.json': JSON.stringify({ dependencies: { 'js-yaml': '^3.0.0' } }),
      'package-lock.json': npmLock('4.1.0'),
    });
    expect(findings).toEqual([]);
    expect(reads).toEqual([
      'BASE:src/package.json',
      'BASE:package.json',
      'HEAD:src/package.json',
      'HEAD:package.json',
      'HEAD:package-lock.json',
    ]);
  });

  it('reads no manifest for a change with no finding it could change', async () => {
    const { reads } = await review('src/ok.js', "const yaml = require('js-yaml');\nexport const n = 1;", {
      'package.json': '{}',
    });
    expect(reads).toEqual([]);
  });

  it('keeps the finding, saying the version was not checked, when the read budget runs out first', async () => {
    // Two reads: the file itself, then one manifest read; the root manifest is never reached.
    const { findings, reads } = await review(
      'src/config.js',
      LOADER,
      { 'package.json': JSON.stringify({ dependencies: { 'js-yaml': '^4.1.0' } }) },
      {},
      2,
    );
    expect(reads).toHaveLength(1);
    expect(findings.map((f) => f.rule)).toEqual(['js-yaml-unsafe-load']);
    expect(findings[0]?.body).toContain('The installed version of js-yaml could not be checked');
  });
});

describe("lodash's deep merge of a request, by the lodash installed", () => {
  const CHAT = [
    "const _ = require('lodash');",
    "app.put('/chat', (req, res) => res.json(_.merge({ icon: 'x' }, req.body.message)));",
  ].join('\n');
  const lock = (version: string) =>
    JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/lodash': { version } } });

  it('reports it where the lockfile installs lodash 4.17.4', async () => {
    const { findings } = await review('app.js', CHAT, {
      'package.json': '{}',
      'package-lock.json': lock('4.17.4'),
    });
    expect(findings.map((f) => f.rule)).toEqual(['js-lodash-merge-pollution']);
  });

  it('reports nothing where it installs 4.17.12, which no longer follows __proto__', async () => {
    const { findings } = await review('app.js', CHAT, {
      'package.json': '{}',
      'package-lock.json': lock('4.17.12'),
    });
    expect(findings).toEqual([]);
  });
});

describe('an operator object in a filter, by the store installed', () => {
  // A route handing a parsed query field to a `find` filter: MongoDB's operator injection.
  const ROUTE =
    "import { query } from './queries';\n" +
    'export async function confirm(req, res) {\n' +
    '  const link = await query.link.find({ uuid: req.query.id });\n' +
    '  res.json(link);\n' +
    '}\n';
  const lock = (...names: string[]) =>
    JSON.stringify({
      lockfileVersion: 3,
      packages: Object.fromEntries(names.map((n) => [`node_modules/${n}`, { version: '6.0.0' }])),
    });
  const rules = async (head: Tree) =>
    (await review('server/handlers/links.js', ROUTE, head)).findings.map((f) => f.rule);

  it('reports nothing where the lockfile installs a SQL query builder and no MongoDB store', async () => {
    const head = {
      'package.json': JSON.stringify({ dependencies: { knex: '^3' } }),
      'package-lock.json': lock('knex', 'pg'),
    };
    expect(await rules(head)).toEqual([]);
  });

  it('reports it where the lockfile installs MongoDB, even only under Mongoose', async () => {
    const head = {
      'package.json': JSON.stringify({ dependencies: { mongoose: '^8' } }),
      'package-lock.json': lock('mongoose', 'mongodb'),
    };
    expect(await rules(head)).toEqual(['js-nosql-injection']);
  });

  it('keeps it where the package.json declares Mongoose but a lockfile edited by the change leaves it out', async () => {
    const head = {
      'package.json': JSON.stringify({ dependencies: { mongoose: '^8', knex: '^3' } }),
      'package-lock.json': lock('knex'),
    };
    expect(await rules(head)).toEqual(['js-nosql-injection']);
  });

  it('keeps it where nothing read can tell: a package.json without a lockfile', async () => {
    expect(await rules({ 'package.json': JSON.stringify({ dependencies: { knex: '^3' } }) })).toEqual([
      'js-nosql-injection',
    ]);
    expect(await rules({})).toEqual(['js-nosql-injection']);
  });
});

describe('the scripts a manifest runs', () => {
  // The environment, not argv: a maintainer's script's argv is no finding for a command (static34), its
  // environment (which CI may fill from an event) is low.
  const GEN = "const { execSync } = require('child_process');\nexecSync(`git log ${process.env.GEN_REF}`);";
  const runs = JSON.stringify({ scripts: { gen: 'node tasks/gen.js' } });

  it("grades a file the base's package.json runs as a script like a maintainer's script, saying so", async () => {
    const { findings } = await review(
      'tasks/gen.js',
      GEN,
      { 'package.json': runs },
      { 'package.json': runs },
    );
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['js-exec-interpolated', 'low']]);
    expect(findings[0]?.body).toContain('`package.json` runs it as the script `gen: node tasks/gen.js`');
  });

  it('does not take a script the pull request itself adds to package.json', async () => {
    const { findings } = await review(
      'tasks/gen.js',
      GEN,
      { 'package.json': runs },
      { 'package.json': '{}' },
    );
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['js-exec-interpolated', 'medium']]);
  });

  it('never makes a maintainer script of a file that serves requests, whatever the scripts say', async () => {
    const server = [
      "const { execSync } = require('child_process');",
      "app.get('/log', (req, res) => res.send(execSync(`git log ${req.query.ref}`)));",
    ].join('\n');
    const manifest = JSON.stringify({ scripts: { x: 'node tasks/gen.js' } });
    const { findings } = await review(
      'tasks/gen.js',
      server,
      { 'package.json': manifest },
      { 'package.json': manifest },
    );
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['js-exec-interpolated', 'critical']]);
  });
});

describe('manifestReadBudget', () => {
  it('allows a handful of reads, never past the run budget, and no limit where reads cost no request', () => {
    expect(manifestReadBudget(300, 10)).toBe(MANIFEST_READS);
    expect(manifestReadBudget(300, 300 - MANIFEST_READS + 1)).toBe(MANIFEST_READS - 1);
    expect(manifestReadBudget(300, 320)).toBe(0);
    expect(manifestReadBudget(Infinity, 5000)).toBe(Infinity);
  });
});

describe('the build hooks a packager runs', () => {
  // marktext's electron-builder `afterPack` hook (fresh9): strips binaries under the build's own output folder.
  const HOOK = [
    "const { execSync } = require('child_process');",
    'const afterPack = async (context) => {',
    '  execSync(`strip "${context.appOutDir}/chrome_crashpad_handler"`);',
    '};',
    'exports.default = afterPack;',
  ].join('\n');
  const builder = JSON.stringify({ devDependencies: { 'electron-builder': '^24.0.0' } });
  const config = "appId: x\nafterPack: './packaging/afterPack.js'\n";

  it("reports nothing in a hook the base's electron-builder.yml names: the build hands it its own context", async () => {
    const { findings, reads } = await review(
      'packaging/afterPack.js',
      HOOK,
      { 'package.json': builder, 'electron-builder.yml': config },
      { 'package.json': builder, 'electron-builder.yml': config },
    );
    expect(findings).toEqual([]);
    expect(reads).toContain('BASE:electron-builder.yml');
  });

  it("takes a hook from package.json's build key too", async () => {
    const manifest = JSON.stringify({
      devDependencies: { 'electron-builder': '^24.0.0' },
      build: { afterSign: 'packaging/afterPack.js' },
    });
    const { findings } = await review(
      'packaging/afterPack.js',
      HOOK,
      { 'package.json': manifest },
      { 'package.json': manifest },
    );
    expect(findings).toEqual([]);
  });

  it('does not take a hook the pull request itself adds to the configuration', async () => {
    const { findings } = await review(
      'packaging/afterPack.js',
      HOOK,
      { 'package.json': builder, 'electron-builder.yml': config },
      { 'package.json': builder, 'electron-builder.yml': 'appId: x\n' },
    );
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['js-exec-interpolated', 'critical']]);
  });

  it('reads no packager configuration for a package that does not declare electron-builder', async () => {
    const { findings, reads } = await review(
      'packaging/afterPack.js',
      HOOK,
      { 'package.json': '{}', 'electron-builder.yml': config },
      { 'package.json': '{}', 'electron-builder.yml': config },
    );
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['js-exec-interpolated', 'critical']]);
    expect(reads.some((r) => r.includes('electron-builder'))).toBe(false);
  });

  it('never makes a hook of a file that serves requests, whatever the configuration names', async () => {
    const server = [
      "const { execSync } = require('child_process');",
      "app.get('/strip', (req, res) => res.send(execSync(`strip ${req.query.file}`)));",
    ].join('\n');
    const { findings } = await review(
      'packaging/afterPack.js',
      server,
      { 'package.json': builder, 'electron-builder.yml': config },
      { 'package.json': builder, 'electron-builder.yml': config },
    );
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['js-exec-interpolated', 'critical']]);
  });

  it('keeps a value a hook reads from the environment, at most low, saying which hook runs it', async () => {
    const hook =
      "const { execSync } = require('child_process');\nexecSync(`codesign ${process.env.IDENTITY}`);";
    const { findings } = await review(
      'packaging/afterPack.js',
      hook,
      { 'package.json': builder, 'electron-builder.yml': config },
      { 'package.json': builder, 'electron-builder.yml': config },
    );
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['js-exec-interpolated', 'low']]);
    expect(findings[0]?.body).toContain(
      'electron-builder runs it as its `afterPack` hook (`electron-builder.yml`).',
    );
  });
});
