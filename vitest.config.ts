import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ENGINE_NEUTRAL_FILES } from './apps/api/test/engines';

// The fault suite starts PostgreSQL clusters of its own and kills servers: it runs only when asked for by name
// (`vitest run --project faults`, `npm run test:faults`), never in the everyday run.
const faultsAsked = process.argv.some(
  (arg, i) => arg === '--project=faults' || (arg === '--project' && process.argv[i + 1] === 'faults'),
);
// `.ci/run`'s second pass of the API tests, on the embedded database: only the files whose subject depends on how
// the database is reached (apps/api/test/engines.ts).
const engineSensitiveOnly = process.env.API_TESTS === 'engine-sensitive';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine runs every file one after another; the API
    // files spend much of their time waiting (password hashes, sockets, child processes), so use every core.
    maxWorkers: availableParallelism(),
    // Whether a forks pool starts a new process for every file is read from this root setting only, never from a
    // project's. Off, the API files share their workers (and, with the API project's own setting below, their loaded
    // modules); the browser-like web files run in the vmThreads pool, which still isolates each one.
    poolOptions: { forks: { isolate: false } },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'docs', include: ['docs/**/*.test.ts'], environment: 'node' } },
      // The build scripts' own logic (the per-page JavaScript budget).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          exclude: [
            '**/node_modules/**',
            'apps/api/test/faults/**',
            ...(engineSensitiveOnly ? ENGINE_NEUTRAL_FILES.map((file) => `apps/api/${file}`) : []),
          ],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Some tests build an app of their own (a fresh database, migrated) and run argon2 a dozen times: on a busy
          // 2-core machine that alone has taken 26 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each worker keeps its loaded modules from one file to the next instead of starting afresh: the files
          // share no state but what they create (each its own database and app), and loading the server's modules
          // was most of a file's time. Forks read it from poolOptions; `isolate` alone is not enough.
          isolate: false,
          poolOptions: { forks: { isolate: false } },
        },
      },
      ...(faultsAsked
        ? [
            {
              test: {
                name: 'faults',
                include: ['apps/api/test/faults/**/*.test.ts'],
                environment: 'node',
                testTimeout: 180_000,
                hookTimeout: 180_000,
                pool: 'forks' as const,
                // One cluster and its servers at a time, all files in one process after another: they are heavy for a
                // small machine. (A project's `fileParallelism` is not read by the pool; `singleFork` is.)
                poolOptions: { forks: { singleFork: true } },
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A fresh module registry and document for every file (see poolOptions above), each in a VM context of a
          // worker kept from file to file: on 2 cores this ran the files in 54 s and 90 CPU-seconds, where a new
          // thread and jsdom for every file took 87 s and 154. (A file's window is jsdom's own here, so its fixed
          // properties, such as `location`, cannot be swapped for stand-ins.)
          pool: 'vmThreads',
          setupFiles: ['./src/test-setup.ts'],
          // Generous for a busy 2-core machine; findBy* and waitFor give up after 5 s (test-setup.ts).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
