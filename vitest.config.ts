import { defineConfig } from 'vitest/config';

// One runner for the whole repo. The API suite runs on in-memory PGlite, or, when DATABASE_URL is set (CI),
// on that PostgreSQL server, production's database (each test file gets its own throw-away database). With a
// server, PGlite keeps what is its own: the real process starting on it (server.test.ts), the demo chain
// loaded into it (seed.test.ts) and the health answer; the e2e suite runs every page on PGlite besides
// (issue 28: CI ran the whole API suite twice).
const onServer = Boolean(process.env.DATABASE_URL);
const PGLITE_OWN = ['apps/api/test/server.test.ts', 'apps/api/test/seed.test.ts', 'apps/api/test/skeleton.test.ts'];
const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    // *.pg.test.ts are concurrency tests: PGlite runs one query at a time, so they only prove something on PostgreSQL.
    include: db === 'postgres' ? ['apps/api/test/**/*.test.ts'] : [...(onServer ? PGLITE_OWN : ['apps/api/test/**/*.test.ts']), 'apps/api/src/**/*.test.ts'],
    // PGlite's own files (the real process on PGlite, the demo chain loaded into it, the health answer) run there
    // only: repeated on PostgreSQL they prove nothing new (every PostgreSQL file starts from the chain seeded there).
    exclude: db === 'postgres' ? PGLITE_OWN : ['apps/api/test/**/*.pg.test.ts'],
    environment: 'node',
    // A worker's files share its module cache: the app's modules are imported once per worker, not once per file
    // (issue 28: CI time). Nothing keeps state in a module (an app's caches, limits and job runner are its own;
    // test fixtures key theirs by database), and each file builds its own app on its own database.
    isolate: false,
    env: { TEST_DB: db, TZ: 'UTC' },
    // The demo chain migrated and seeded once per run; each test file starts from a copy of it.
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', env: { TZ: 'UTC' } } },
      apiProject('pglite'),
      ...(onServer ? [apiProject('postgres')] : []),
      { test: { name: 'web', include: ['apps/web/test/**/*.test.ts'], environment: 'node', testTimeout: 180_000 } },
      // Component tests: the real components in jsdom, the API answered by MSW (apps/web/test/components).
      {
        test: {
          name: 'web-dom',
          include: ['apps/web/test/**/*.test.tsx'],
          environment: 'jsdom',
          // Relative '/api/...' calls resolve against this origin, so MSW can match them.
          environmentOptions: { jsdom: { url: 'http://localhost/' } },
          setupFiles: ['apps/web/test/components/support/setup.ts'],
          env: { TZ: 'UTC' },
          // The first test of a file transforms the wizard's modules and lazy chunks; on a busy two-core
          // machine that alone can take several seconds.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
