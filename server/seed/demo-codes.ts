/**
 * The demo members' activation codes as a database holds them (they are random per database, see
 * generate/members.ts): for the start-up log of the first start, and for tests that open a
 * password link.
 */
import { sql } from 'kysely';
import type { Db, SqliteDb } from '../db/database.ts';

export type CodeState = 'valid' | 'expired' | 'used';
type Purpose = 'reset' | 'set' | 'setCorporate';
/** `codes.reset.valid` and so on, for member 1 (`reset`, `set`) and member 2 (`setCorporate`). */
export type DemoCodes = Record<Purpose, Record<CodeState, string>>;

interface CodeRow {
  code: string;
  purpose: Purpose;
  expires_at: string;
  used_at: string | null;
  seeded_at: string;
}

/** The state of a code as seeded: used, expired before the seeding instant, or valid. */
function stateOf(row: CodeRow): CodeState {
  if (row.used_at) return 'used';
  return row.expires_at < row.seeded_at ? 'expired' : 'valid';
}

/** The demo members' codes with their states, on either store. */
const DEMO_CODES_QUERY = `SELECT code, purpose, expires_at, used_at, seeded_at FROM activation_codes, seed_info
  WHERE member_id IN (1, 2) ORDER BY code`;

/** One code of each purpose and state, from the rows of `DEMO_CODES_QUERY`. */
function demoCodesOf(rows: readonly CodeRow[]): DemoCodes {
  const codes: Partial<Record<Purpose, Partial<Record<CodeState, string>>>> = {};
  for (const row of rows) (codes[row.purpose] ??= {})[stateOf(row)] ??= row.code;
  for (const purpose of ['reset', 'set', 'setCorporate'] as const) {
    for (const state of ['valid', 'expired', 'used'] as const) {
      if (!codes[purpose]?.[state])
        throw new Error(`No ${state} ${purpose} code for the demo members`);
    }
  }
  return codes as DemoCodes;
}

/** Reads the demo members' codes from a SQLite file's own handle (read-only is enough): tests. */
export function readDemoCodes(db: Pick<SqliteDb, 'prepare'>): DemoCodes {
  return demoCodesOf(db.prepare(DEMO_CODES_QUERY).all() as CodeRow[]);
}

/** Reads the demo members' codes through the server's store, SQLite or PostgreSQL. */
export async function readDemoCodesFromStore(db: Db): Promise<DemoCodes> {
  const { rows } = await sql.raw<CodeRow>(DEMO_CODES_QUERY).execute(db);
  return demoCodesOf(rows);
}

/** Lines for the log of a first start: where the web team can try the password pages. */
export function demoLinkLines(codes: DemoCodes): string[] {
  return [
    'Demo password links of this database (valid 72 hours from now):',
    `  /reset-password?code=${codes.reset.valid}`,
    `  /set-password?code=${codes.set.valid}&id=1&EmailFrom=registered%40example.com`,
    `  /set-password?code=${codes.setCorporate.valid}&id=2`,
  ];
}
