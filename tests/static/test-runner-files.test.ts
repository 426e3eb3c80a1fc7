/**
 * Files only a test runner loads, outside the test folders, are tests to the static lens (issue 45
 * points 2 and 3: a test's setup serves no request, its throwaway password is no credential). fresh12:
 * teable's `apps/nestjs-backend/vitest-e2e.setup.ts` (Vitest `setupFiles`) gave a high
 * js-hardcoded-password on the end-to-end user's password; fresh9: Unleash's `src/test-setup.ts`
 * (Vitest `globalSetup`) a js-sql-interpolated on the test databases it drops. A PR names its own
 * files, so such a name makes a test only of a file that serves no request.
 */
import { describe, expect, it } from 'vitest';
import { isTestPath, isTestSupportPath } from '../../src/core/code-paths.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

/** The findings of one added file, as select classes it (source): `[ruleId, line, severity]`. */
async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings, skipped } = await runStaticRules([{ path, content, changedLines, role: 'source' }], {
    measured: {},
  });
  expect(skipped).toEqual([]);
  return findings.map((f) => [f.ruleId, f.line, f.severity]);
}

describe('test runner files by name', () => {
  it("a runner's setup, teardown and config files and the Cypress folder are test support", () => {
    for (const path of [
      'apps/nestjs-backend/vitest-e2e.setup.ts',
      'apps/nestjs-backend/vitest-e2e.config.ts',
      'src/test-setup.ts',
      'frontend/src/setupTests.ts',
      'frontend/src/setupTests.js',
      'apps/nextjs-app/config/setupVitest.ts',
      'jest.setup.js',
      'jest.setup.tsx',
      'jest.teardown.js',
      'web/jest.config.ts',
      'vitest.config.mts',
      'vitest.setup.js',
      'playwright.config.ts',
      'playwright.integration.config.ts',
      'e2e-support/playwright.setup.js',
      'global-setup.ts',
      'globalSetup.js',
      'cypress.config.js',
      'karma.conf.js',
      'client/cypress/cypress.js',
      'frontend/cypress/support/commands.ts',
      'playwright/global-utils.ts',
    ]) {
      expect([path, isTestSupportPath(path)]).toEqual([path, true]);
      // Not a test path: select still calls it source, and only the static lens's guard decides.
      expect([path, isTestPath(path)]).toEqual([path, false]);
    }
  });

  it('a setup wizard, an app config or a name that merely contains a runner stays source', () => {
    for (const path of [
      'server/setup.js',
      'src/setup.ts',
      'packages/server/src/setup/traefik-setup.ts',
      'src/config.ts',
      'vite.config.ts',
      'src/jestHelpers.ts',
      'src/playwright-runner.ts',
      'src/cypressClient.ts',
      'src/setup-server.tsx',
      // A scraper's own browser automation, below the root.
      'src/playwright/browser-pool.ts',
      'packages/worker/playwright/scrape.ts',
    ]) {
      expect([path, isTestSupportPath(path)]).toEqual([path, false]);
    }
  });
});

describe("a test runner's setup through the static rules", () => {
  const setup = ['globalThis.testConfig = {', "  email: 'test@e2e.com',", "  password: '12345678',", '};'];

  it("the end-to-end user's password in vitest-e2e.setup.ts is no finding (js-hardcoded-password skips tests)", async () => {
    expect(await scan('apps/nestjs-backend/vitest-e2e.setup.ts', setup)).toEqual([]);
  });

  it('the same lines in the app are a high finding', async () => {
    expect(await scan('apps/nestjs-backend/src/test-config.ts', setup)).toEqual([
      ['js-hardcoded-password', 3, 'high'],
    ]);
  });

  const globalSetup = [
    "import { Client } from 'pg';",
    'export default async function globalSetup() {',
    '  const client = new Client(config);',
    "  const result = await client.query('select datname from pg_database');",
    '  for (const row of result.rows) {',
    '    await client.query(`DROP DATABASE ${row.datname}`);',
    '  }',
    '}',
  ];

  it("Vitest's globalSetup dropping the test databases it lists is no finding", async () => {
    expect(await scan('src/test-setup.ts', globalSetup)).toEqual([]);
  });

  // vaultwarden's harness (fresh30): starts the suite's containers by the service name its tests pass.
  const harness = [
    "import { execSync } from 'node:child_process';",
    'export function startService(serviceName: string) {',
    '  execSync(`docker compose --profile playwright up -d ${serviceName}`);',
    '}',
  ];

  it("Playwright's root project folder: the harness's exported helper running docker compose is graded as a test", async () => {
    const inHarness = await scan('playwright/global-utils.ts', harness);
    const inApp = await scan('src/services.ts', harness);
    expect(inApp).toEqual([['js-exec-interpolated', 3, 'critical']]);
    expect(inHarness).toEqual([]);
  });

  it('a request handler named like a test setup keeps its high and critical findings', async () => {
    const handler = [
      "import express from 'express';",
      "import { exec } from 'child_process';",
      'const app = express();',
      "const admin = { user: 'root', password: 'SuperSecret!123' };",
      "app.get('/run', (req, res) => {",
      '  exec(`git log ${req.query.ref}`);',
      "  res.send('ok');",
      '});',
    ];
    const seen = await scan('jest.setup.js', handler);
    expect(seen).toEqual(await scan('server/app.js', handler));
    expect(seen).toEqual([
      ['js-hardcoded-password', 4, 'high'],
      ['js-exec-interpolated', 6, 'critical'],
    ]);
  });
});

/**
 * A local development environment (issue 45 point 3, fresh13): atproto's `packages/dev-env` starts
 * the services for a developer or the end-to-end suites with a fixed key, so every run gets the same
 * DID. Its fixed keys and users are a test's, not a deployment's; a file there that serves requests
 * is reviewed as the app's.
 */
describe('a local development environment', () => {
  const network = [
    'export async function create() {',
    '  return TestBsky.create({',
    '    port: 2584,',
    "    privateKey: '3f916c70dc69e4c5e83877f013325b11=',",
    '  });',
    '}',
  ];

  it('dev-env, devenv and dev-server folders are test support; names that merely contain them are not', () => {
    for (const path of [
      'packages/dev-env/src/network.ts',
      'devenv/start.js',
      'tools/dev_env/seed.ts',
      'dev-server/index.js',
    ]) {
      expect([path, isTestSupportPath(path)]).toEqual([path, true]);
    }
    for (const path of ['src/dev-env.ts', 'packages/devenvironment/src/a.ts', 'src/server/dev.ts']) {
      expect([path, isTestSupportPath(path)]).toEqual([path, false]);
    }
  });

  it("the fixed key of the dev network's service is no finding", async () => {
    expect(await scan('packages/dev-env/src/network.ts', network)).toEqual([]);
  });

  it('the same lines in the app are a high finding', async () => {
    expect(await scan('packages/bsky/src/network.ts', network)).toEqual([
      ['js-hardcoded-password', 4, 'high'],
    ]);
  });

  it('a request handler in a dev-env folder keeps its high and critical findings', async () => {
    const handler = [
      "import express from 'express';",
      "import { exec } from 'child_process';",
      'const app = express();',
      "const admin = { user: 'root', password: 'SuperSecret!123' };",
      "app.get('/run', (req, res) => {",
      '  exec(`git log ${req.query.ref}`);',
      "  res.send('ok');",
      '});',
    ];
    expect(await scan('packages/dev-env/src/server.js', handler)).toEqual([
      ['js-hardcoded-password', 4, 'high'],
      ['js-exec-interpolated', 6, 'critical'],
    ]);
  });
});

// Django and Flask settings for tests, CI and a developer's machine (wger's `settings/ci.py` and
// `settings/local_dev.py`, babybuddy's `settings/ci.py` and `settings/test.py`, tuning): fixed keys
// that sign nothing anyone else trusts. The same key in the settings a deployment runs is a finding.
describe("settings for tests, CI and a developer's machine", () => {
  const settings = [
    'DEBUG = True',
    'INSTALLED_APPS = ["django.contrib.auth"]',
    "SECRET_KEY = 'wger-local-development-supersecret-key-1234567890!'",
  ];

  it('are test support by name: a settings folder, or a settings_ / _settings name', () => {
    for (const path of [
      'settings/ci.py',
      'settings/local_dev.py',
      'babybuddy/settings/test.py',
      'app/config/development.py',
      'project/settings_test.py',
      'project/ci_settings.py',
      'project/dev_settings.py',
    ])
      expect([path, isTestSupportPath(path)]).toEqual([path, true]);
  });

  it('the settings a deployment runs, a local override and a bare dev.py elsewhere are not', () => {
    for (const path of [
      'settings/base.py',
      'settings/production.py',
      'settings/local.py',
      'project/local_settings.py',
      'project/settings.py',
      'tools/dev.py',
      'src/ci.py',
      'settings/ci.js',
    ])
      expect([path, isTestSupportPath(path)]).toEqual([path, false]);
  });

  it("a CI settings module's fixed key is no finding; the project's settings' is high", async () => {
    expect(await scan('settings/ci.py', settings)).toEqual([]);
    expect(await scan('project/settings.py', settings)).toEqual([['py-literal-signing-secret', 3, 'high']]);
  });

  it('a Flask app serving requests from settings/dev.py keeps its finding', async () => {
    const app = [
      'from flask import Flask, request',
      'app = Flask(__name__)',
      "app.secret_key = 'a-fixed-session-key'",
      '@app.route("/hello")',
      'def hello():',
      '    return request.args.get("name", "")',
    ];
    expect(await scan('settings/dev.py', app)).toEqual([['py-literal-signing-secret', 3, 'high']]);
  });
});
