import { defineConfig } from 'vitest/config';

/**
 * Three projects, all run by `npm test`: `unit` (pure functions and single modules, fast), `e2e`
 * (the action, the CLI and the bundle end to end against the fake GitHub and model servers on
 * 127.0.0.1) and `unit-isolated` (the few unit files that stub modules, environment variables,
 * process.stdout or undici's dispatcher). `npx vitest run --project unit` runs one. Tests never
 * reach the internet: every server they talk to is on 127.0.0.1 (tests/setup.ts locks the network
 * in all three).
 *
 * `unit` and `e2e` share one module graph per worker (`isolate: false`): importing the engine, the
 * fakes and GitHub's OpenAPI description again for each of ~230 files was half of the suite's CPU.
 * A test file must leave no global state behind (servers closed, nothing patched); one that stubs
 * (vi.mock, vi.stubEnv, vi.spyOn on a global, undici's global dispatcher) belongs in ISOLATED.
 */
const E2E = [
  'tests/e2e/**/*.test.ts',
  'tests/action/*-e2e.test.ts',
  'tests/action/commands.test.ts',
  'tests/action/request-budget.test.ts',
  'tests/reliability/**/*.test.ts',
  'tests/browser/**/*.test.ts',
  'tests/evals/*.e2e.test.ts',
  'tests/obs/grpc-bundle.test.ts',
  'tests/obs/action-session.test.ts',
  'tests/obs/session-cli.test.ts',
  'tests/review/deep/action-deep.test.ts',
  'tests/cli/pr-commands.test.ts',
];

const ISOLATED = [
  'tests/action/inputs.test.ts',
  'tests/action/sweep-route.test.ts',
  'tests/review/suggest/check-speed.test.ts',
  // Replaces undici's global dispatcher.
  'tests/llm/model-fetch.test.ts',
];

/**
 * No test asserts that work was fast. The one time limit is a hang guard, far past what any test takes on a loaded 2-core
 * machine (the slowest takes about a minute at load 8): a test that waits for something that never
 * comes fails here instead of holding CI. Work is counted and clocks are injected instead (issue 46
 * point 9: 30–60 s limits per test failed eight tests on a busy machine).
 */
const HANG_GUARD_MS = 10 * 60_000;

const shared = {
  testTimeout: HANG_GUARD_MS,
  hookTimeout: HANG_GUARD_MS,
  setupFiles: ['tests/setup.ts'],
};

export default defineConfig({
  test: {
    // The e2e tests mostly wait on sockets and child processes: more workers than cores pays.
    maxWorkers: 3,
    coverage: { provider: 'v8', include: ['src/**'] },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...E2E, ...ISOLATED],
          isolate: false,
          ...shared,
        },
      },
      { test: { name: 'unit-isolated', include: ISOLATED, ...shared } },
      { test: { name: 'e2e', include: E2E, isolate: false, ...shared } },
    ],
  },
});
