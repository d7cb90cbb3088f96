/**
 * The demo members' activation codes as a database holds them (they are random per database, see
 * generate/members.ts): for the start-up log of the first start, and for tests that open a
 * password link.
 */
import type { Db } from '../db/database.ts';

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

/** Reads the demo members' codes (any connection to the database will do, read-only is enough). */
export function readDemoCodes(db: Pick<Db, 'prepare'>): DemoCodes {
  const rows = db
    .prepare(
      `SELECT code, purpose, expires_at, used_at, seeded_at FROM activation_codes, seed_info
       WHERE member_id IN (1, 2) ORDER BY code`,
    )
    .all() as CodeRow[];
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

/** Lines for the log of a first start: where the web team can try the password pages. */
export function demoLinkLines(codes: DemoCodes): string[] {
  return [
    'Demo password links of this database (valid 72 hours from now):',
    `  /reset-password?code=${codes.reset.valid}`,
    `  /set-password?code=${codes.set.valid}&id=1&EmailFrom=registered%40example.com`,
    `  /set-password?code=${codes.setCorporate.valid}&id=2`,
  ];
}
