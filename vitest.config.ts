import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { writeMigrationsIndex } from './server/db/migrations-index.js';

// The generated list of migrations (not committed; `npm run db:tables` writes it too), written
// before any test module loads: a globalSetup file would be imported beside the postgres project's,
// which already imports the migrations. Rewritten only when a migration was added or removed.
writeMigrationsIndex();

export default defineConfig({
  plugins: [react()],
  test: {
    // One worker per core. Vitest's default leaves one core to its main process, which is idle
    // while the files run: on two cores that was one worker, 320 s against 210 s with two.
    maxWorkers: '100%',
    projects: [
      {
        // Rules, mappers and calls: plain Node. A jsdom per file costs about a second of a
        // worker's time, most of the client tests' run when every file had one.
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts', '**/node_modules/**'],
          setupFiles: ['./tests/setup-i18n.ts'],
        },
      },
      {
        // Components, and the code that reads the browser's document, storage or navigator:
        // named *.dom.test.ts when it is not a component.
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          testTimeout: 20000,
        },
      },
      {
        // The backend suite on PostgreSQL: a throw-away cluster started by the global setup (it
        // fails, telling how to install PostgreSQL, when the binaries are missing), the API
        // contract tests, the write routes' tests, and the tests that need several instances on
        // one database. Tests that look inside SQLite itself stay in 'node' only.
        extends: true,
        test: {
          name: 'postgres',
          environment: 'node',
          include: [
            'tests/contract/**/*.test.ts',
            'server/**/*.pg.test.ts',
            'server/routes/health.test.ts',
            'server/routes/api/booking.test.ts',
            'server/routes/api/customer-ticket.test.ts',
            'server/routes/api/rooms.test.ts',
            'server/routes/endpoint/passwords.test.ts',
            'server/routes/push.test.ts',
            'server/push/scheduler.test.ts',
            // The pages' data version read from PostgreSQL, another instance's write seen.
            'server/pages/page-cache.app.test.ts',
            // The gateway's kept copy: one instance keeps it, another serves it in an outage.
            'server/gateway/kept-copy.test.ts',
            // Live parking's turn to ask the feed and its readings, shared by instances.
            'server/parking/parking-feed.test.ts',
            'server/routes/parking.test.ts',
          ],
          // The gateway's contract with the complex's backends: no store behind it to vary.
          exclude: ['tests/contract/upstream.test.ts', 'tests/contract/parking-upstream.test.ts'],
          env: { TEST_STORE: 'postgres' },
          globalSetup: ['./tests/helpers/postgres-global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
