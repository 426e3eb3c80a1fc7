/**
 * What a path says about the code in it, for the stages that grade or skip findings by it: a build
 * script runs with its own environment, sample code is made up for a demo. Pure path tests, shared by
 * the select stage and the static lens.
 */

// Task runners and bundler configs run by developers and CI with their own environment (shelljs's
// `make` reads its targets from `Makefile.js`: eslint's build and release script, fresh11).
const BUILD_SCRIPT =
  /^(?:gruntfile|gulpfile|jakefile|makefile)\.[cm]?[jt]s$|^(?:webpack|rollup|vite|esbuild|gulp|grunt)\.config\.[cm]?[jt]s$|^build\.rs$|^(?:noxfile|fabfile|setup)\.py$/i;

/** A build script or task runner file: its environment and arguments belong to whoever runs the build. */
export function isBuildScript(path: string): boolean {
  return BUILD_SCRIPT.test(path.slice(path.lastIndexOf('/') + 1));
}

// Scripts that maintainers and CI run by hand: a scripts/ or hack/ folder, a release folder, or a
// release or setup script by name. Their arguments and environment are the maintainer's own, and they
// serve no request. tools/ and bin/ are left out: they also hold shipped CLIs and helpers that other
// code calls with its own input. Inside the app's source folders (`src/release/changelog.ts`) a
// release or setup name is app code, and `server/setup.js` may be a setup wizard that answers requests.
const SCRIPT_DIRS = new Set(['scripts', 'script', 'hack']);
const RELEASE_DIRS = new Set(['release', 'releases']);
const SCRIPT_NAME =
  /(?:^|[._-])(?:release|setup|install|deploy|publish|bump|changelog|rebase|prepare|bootstrap)(?:[._-]|$)/i;
const SOURCE_DIRS = new Set([
  'src',
  'server',
  'app',
  'lib',
  'api',
  'routes',
  'controllers',
  'pkg',
  'internal',
]);

/** A maintainer's script (scripts/, hack/, a release folder or script, a setup script): no request handler. */
export function isMaintainerScript(path: string): boolean {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  const dirs = parts.map((d) => d.toLowerCase());
  if (dirs.some((d) => SCRIPT_DIRS.has(d)) || isBuildScript(path)) return true;
  // `jest.setup.js` is a test runner's file (isTestSupportPath), not a setup script by its name.
  if (dirs.some((d) => SOURCE_DIRS.has(d)) || TEST_RUNNER_FILE.test(name)) return false;
  return dirs.some((d) => RELEASE_DIRS.has(d)) || SCRIPT_NAME.test(name);
}

// Schema migrations: Alembic's versions/ under a migrations or alembic folder, Rails' db/migrate,
// Flyway's db/migration, Knex, Sequelize and most frameworks' migrations/ folders; a data migrator's
// own package, `migrator/` (Cloudreve's v3-to-v4 migrator, run by its `migrate` command, and the ORM
// dialect it carries: fresh19); and a Python module of migration steps, `migrations.py` (lnbits and
// its extensions: `m001_initial(db)` ...). A file named `migrator.js` is the app's code that runs them.
const MIGRATION_PATH = /(?:^|\/)(?:(?:migrations?|migrate|migrator|alembic)\/|migrations?\.py$)/i;

/** Whether a path is a schema migration: it runs once, by the operator, on the app's own schema. */
export function isMigrationPath(path: string): boolean {
  return MIGRATION_PATH.test(path);
}

// Sample code: examples, demos and the seed data of a database, made up for the demo; and code kept
// as data to be shown, not run (a quiz's code snippets, the fixes a tutorial offers to pick from).
const SAMPLE_DIRS = new Set([
  'example',
  'examples',
  'sample',
  'samples',
  'demo',
  'demos',
  'seed',
  'seeds',
  'seeders',
  'snippet',
  'snippets',
  'code-snippets',
  'codefixes',
]);
const SAMPLE_NAME = /(?:^|[._-])(?:seeds?|seeder|seeding|db[-_]?reset|reset[-_]?db)(?:[._-]|$)/i;

/** Whether a path is sample code: an examples/, seeds/ or snippets/ folder, or a seed script by name. */
export function isSamplePath(path: string): boolean {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  return parts.some((d) => SAMPLE_DIRS.has(d.toLowerCase())) || SAMPLE_NAME.test(name);
}

// Message catalogs: the translated strings of a UI (react-i18next's `locales/`, vue-i18n's `i18n/`,
// Laravel's `lang/`, Symfony's `translations/`, gettext's `.po` files). A key named `password` there
// holds the field's label in one language ("Contraseña"), not a credential.
const MESSAGE_DIRS = new Set(['locales', 'locale', 'i18n', 'l10n', 'lang', 'langs', 'translations']);
const MESSAGE_FILE = /\.(?:po|pot)$/i;

/** Whether a path is a message catalog (locales/, i18n/, lang/, translations/, a `.po` file). */
export function isMessageCatalogPath(path: string): boolean {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  return parts.some((d) => MESSAGE_DIRS.has(d.toLowerCase())) || MESSAGE_FILE.test(name);
}

// Test folders in the common layouts (Maven's src/test/java, Go's testdata, Jest's __tests__ ...).
// Also the folders named only for tests' inputs and environments: Maven's test resources spelled as
// one folder (`test_resources/`, authelia's configuration fixtures, fresh10), a test environment's
// stack (`test-environments/`, linkding, fresh7), end-to-end and integration test folders, Flutter's
// `integration_test/` and Android's `androidTest/`. What stays source: `suites/`, `testing/`,
// `harness/` or `qa/` alone (Go's `testing`-style helper packages and apps' "suites" ship), and any
// name that merely contains the word (`test_resources_loader.ts`).
const TEST_DIRS = new Set([
  'test',
  'tests',
  '__tests__',
  '__test__',
  'spec',
  'specs',
  'testdata',
  'test-data',
  'test_data',
  'test_resources',
  'test-resources',
  'test_environments',
  'test-environments',
  'fixtures',
  '__fixtures__',
  '__mocks__',
  'e2e',
  'e2etest',
  'e2etests',
  'e2e-tests',
  'e2e_tests',
  'integration-tests',
  'integration_tests',
  'integration_test',
  'androidTest',
]);
// A folder or package named for a test suite: `<name>-tests` or `<name>_tests` (bruno's
// `packages/bruno-tests`, a suite of mock auth servers the CLI's tests call, fresh14; `api-tests/`,
// `load_tests/`). A/B and split tests are product code that runs experiments, not tests.
const SUITE_DIR = /^[A-Za-z0-9][\w.]*[-_]tests$/;
const EXPERIMENT_DIR = /^(?:a-?b|split|multivariate)[-_]tests$/i;
const isSuiteDir = (dir: string): boolean => SUITE_DIR.test(dir) && !EXPERIMENT_DIR.test(dir);
const TEST_NAME = [
  /_test\.go$/, // Go
  /^test_[^/]*\.py$/, // pytest, unittest
  /_tests?\.py$/,
  /^conftest\.py$/,
  /(?:Test|Tests|IT|TestCase)\.(?:java|kt|scala|groovy)$/, // JUnit, Surefire, Failsafe
  /\.(?:test|spec|e2e)\.[cm]?[jt]sx?$/, // Jest, Vitest, Mocha, Jasmine
  /[-_](?:test|spec)\.[cm]?[jt]sx?$/, // Mocha's `parser-test.js`, `api_spec.js`
  // A bare test module: Mocha's `test.js` next to the code (sqlpad's `server/drivers/hdb/test.js`),
  // Django's `tests.py`, a `spec.ts`.
  /^(?:tests?|spec)\.[cm]?[jt]sx?$/,
  /^tests?\.py$/,
  /_spec\.rb$/, // RSpec
  /_test\.(?:rb|exs|rs|dart|cc|cpp)$/,
  /(?:Tests?)\.cs$/,
];

/**
 * Whether a path is a test: a test folder in the common layouts, or a test file by name. The one
 * definition of "test file" that the select stage, the static lens, the context packs and the benches use.
 */
export function isTestPath(path: string): boolean {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  return parts.some((d) => TEST_DIRS.has(d) || isSuiteDir(d)) || TEST_NAME.some((re) => re.test(name));
}

// Files only a test runner loads, outside the test folders: its setup and teardown files and its
// config. Vitest's `setupFiles` and `globalSetup` (`vitest.setup.ts`, `vitest-e2e.setup.ts`, teable;
// Unleash's `src/test-setup.ts`), Jest's `setupFiles`/`setupFilesAfterEach` (`jest.setup.js`,
// `jest.teardown.js`) and create-react-app's `src/setupTests.ts`, Playwright's `globalSetup` and
// `globalTeardown` (`playwright.setup.js`, `global-setup.ts`), and the runners' configs
// (`vitest.config.ts`, `jest.config.ts`, `playwright.config.ts`, `cypress.config.ts`, Karma's
// `karma.conf.js`). A plain `setup.ts` is left out: apps name their setup wizards so.
const TEST_RUNNER = String.raw`(?:jest|vitest|playwright|cypress|karma|mocha|wdio)`;
const TEST_RUNNER_FILE = new RegExp(
  String.raw`^${TEST_RUNNER}(?:[.-][\w-]+)*[.-](?:setup|teardown|config|conf)(?:[.-][\w-]+)?\.[cm]?[jt]sx?$` +
    String.raw`|^(?:setup-?tests?|tests?[-_.]setup|setup-?(?:jest|vitest)|global-?(?:setup|teardown))\.[cm]?[jt]sx?$`,
  'i',
);
// Cypress's project folder (`cypress/e2e`, `cypress/support`, `cypress/fixtures`): its specs, custom
// commands and plugins run in the Cypress runner only (redash's `client/cypress/cypress.js`, tuning).
// A local development environment's package or folder (`dev-env/`, `devenv/`, `dev-server/`): it
// starts the services on a developer's machine or for the end-to-end suites, with fixed keys and
// throwaway users so every run looks the same (atproto's `packages/dev-env`: "a static private key
// results in a static DID, which is useful for e2e tests", fresh13). A file there that serves requests
// itself stays source (run-static-rules.ts).
const TEST_SUPPORT_DIRS = new Set([
  'cypress',
  'dev-env',
  'dev_env',
  'devenv',
  'dev-server',
  'dev_server',
  'devserver',
]);

// Playwright's project folder at the repository's root (vaultwarden's `playwright/global-utils.ts`
// starts the suite's containers and databases, fresh30): the end-to-end harness. Only at the root:
// deeper down (`src/playwright/`) the library drives a browser in a scraper's own product code.
const PLAYWRIGHT_PROJECT = 'playwright';

// A Python settings module for the test runner, CI or a developer's machine: `settings/test.py`,
// `settings/ci.py`, `settings/local_dev.py` (wger, babybuddy, tuning), `test_settings.py`,
// `settings_ci.py`. Their keys and hosts are fixed so that every run looks the same, and sign nothing
// anyone else trusts. A bare `test.py` or `dev.py` counts only in a settings folder. `local.py` and
// `local_settings.py` are left out: deployments keep their real settings there (taiga's `local.py`).
const DEV_SETTINGS_NAME = String.raw`(?:tests?|testing|ci|dev|devel|development|local_?dev|e2e)`;
const DEV_SETTINGS_FILE = new RegExp(
  String.raw`^(?:settings_${DEV_SETTINGS_NAME}|${DEV_SETTINGS_NAME}_settings)\.py$`,
  'i',
);
const DEV_SETTINGS_IN_FOLDER = new RegExp(String.raw`^${DEV_SETTINGS_NAME}\.py$`, 'i');
const SETTINGS_DIRS = new Set(['settings', 'config', 'configs', 'conf']);

/**
 * Whether a path is a file only a test runner or a local development environment loads, outside
 * the test folders (a runner's setup or config, the Cypress folder, a `dev-env/` package, a settings
 * module for tests, CI or a developer's machine). A PR names its own files: the static lens treats
 * one as a test only when it serves no request (run-static-rules.ts), so a handler named like a test
 * setup keeps its grade.
 */
export function isTestSupportPath(path: string): boolean {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  const folder = (parts.at(-1) ?? '').toLowerCase();
  return (
    parts.some((d) => TEST_SUPPORT_DIRS.has(d.toLowerCase())) ||
    parts[0]?.toLowerCase() === PLAYWRIGHT_PROJECT ||
    TEST_RUNNER_FILE.test(name) ||
    DEV_SETTINGS_FILE.test(name) ||
    (SETTINGS_DIRS.has(folder) && DEV_SETTINGS_IN_FOLDER.test(name))
  );
}
