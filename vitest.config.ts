import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Tests never reach the internet: every server they talk to is on 127.0.0.1 (see tests/setup.ts).
    setupFiles: ['tests/setup.ts'],
  },
});
