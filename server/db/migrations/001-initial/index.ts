/**
 * The complex's schema as it stood when the migrations moved to TypeScript: one migration for
 * both stores (docs/database.md), by area. Parents come before the tables whose foreign keys name
 * them.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../../dialect.ts';
import { madeByOldRunner } from '../old-runner.ts';
import { createCurationTables } from './curations.ts';
import { createHappeningTables } from './happenings.ts';
import { createMemberTables } from './members.ts';
import { createMerchantTables } from './merchants.ts';
import { createRoomTables } from './rooms.ts';
import { createSiteTables } from './site.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (await madeByOldRunner(db)) return;
  const dialect = dialectOf(db);
  await createSiteTables(db, dialect);
  await createMerchantTables(db, dialect);
  await createHappeningTables(db);
  await createMemberTables(db, dialect);
  await createRoomTables(db, dialect);
  await createCurationTables(db, dialect);
}
