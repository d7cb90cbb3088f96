/**
 * The activation codes seeded into the browser tests' server: random per database, so read from
 * it (playwright.config.ts names the file) rather than written into the tests.
 */
import Database from 'better-sqlite3';
import { readDemoCodes, type DemoCodes } from '../../server/seed/demo-codes.ts';

export function demoCodes(): DemoCodes {
  const path = process.env.BROWSER_TEST_DATABASE;
  if (!path) throw new Error('BROWSER_TEST_DATABASE is not set (see playwright.config.ts)');
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return readDemoCodes(db);
  } finally {
    db.close();
  }
}
