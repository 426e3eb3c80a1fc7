import { defineConfig } from 'vitest/config';

/**
 * Two projects, both run by `npm test`: `unit` (pure functions and single modules, fast) and `e2e`
 * (the action, the CLI and the bundle end to end against the fake GitHub and model servers on
 * 127.0.0.1). `npx vitest run --project unit` runs one. Tests never reach the internet: every server
 * they talk to is on 127.0.0.1 (tests/setup.ts locks the network in both).
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

const shared = {
  testTimeout: 30_000,
  hookTimeout: 30_000,
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
          exclude: E2E,
          ...shared,
        },
      },
      { test: { name: 'e2e', include: E2E, ...shared } },
    ],
  },
});
