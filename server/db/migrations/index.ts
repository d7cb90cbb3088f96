/**
 * Every migration, by name. Kysely's migrator applies them in the order of their names, each
 * once, and records them in `kysely_migration`. They are listed here rather than read from a
 * folder because the server runs bundled into one file (server/start.js). To add one, see
 * docs/database.md: a file `NNN-what-it-does.ts` exporting `up(db)`, one line below, and
 * `npm run db:tables`.
 */
import type { Migration } from '../kysely-migration.ts';
import * as initial from './001-initial/index.ts';
import * as keptAnswers from './002-kept-answers.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-kept-answers': keptAnswers,
};
