import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    globalSetup: ['./tests/setup/global-setup.ts'],
    setupFiles: ['./tests/setup/setup-test-env.ts', './tests/setup/languages.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share each worker's loaded modules instead of importing the app, the database
    // engine and their dependencies afresh: the whole run takes about half as long. It holds because
    // every file makes its own app, database and servers (tests/support) and undoes stubs, fake
    // timers and cleanups when it ends; a test about a module's state on import loads a fresh copy
    // with vi.resetModules.
    isolate: false,
    // CI machines have two cores: use both (Vitest's default leaves one idle).
    maxWorkers: 2,
  },
});
