/**
 * `npm run db:reset`: empties the database and seeds a fresh complex. SQLite: the file (and its
 * WAL files) is deleted. PostgreSQL (`DATABASE_URL`): the site's tables are dropped and migrated
 * again, so point it only at the site's own database.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { demoLinkLines, readDemoCodesFromStore } from '../seed/demo-codes.ts';
import { generateSeed } from '../seed/generate.ts';
import { seedDatabase } from '../seed/index.ts';
import { migrateToLatest } from './migrate.ts';
import { openPostgres } from './postgres.ts';
import { openStore } from './store.ts';

const config = loadConfig();
if (config.databaseUrl) {
  const db = await openPostgres(config.databaseUrl);
  await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(db);
  await migrateToLatest(db);
  await db.destroy();
} else if (config.databasePath !== ':memory:') {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`${config.databasePath}${suffix}`, { force: true });
}
const { db } = await openStore(config);
const now = new Date();
await seedDatabase(db, { data: generateSeed({ seed: config.seed, now }), seed: config.seed, now });
const links = demoLinkLines(await readDemoCodesFromStore(db));
await db.destroy();
console.log(
  `Database reset and seeded (seed ${config.seed}) at ${config.databaseUrl ? 'DATABASE_URL' : config.databasePath}`,
);
for (const line of links) console.log(line);
