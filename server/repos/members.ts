/**
 * Members and their activation codes. Codes are single use: consuming one and storing the new
 * password hash happen in one transaction, guarded by `used_at IS NULL`, so two simultaneous uses
 * of a code cannot both succeed.
 */
import { sql } from 'kysely';
import type { Db, Row } from '../db/database.ts';
import { writeTransaction } from '../db/store.ts';

export type CodePurpose = 'reset' | 'set' | 'setCorporate';

export type MemberRow = Pick<Row<'members'>, 'id' | 'email' | 'phone' | 'corporate'>;

export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  // lower() on both sides: SQLite's NOCASE column and PostgreSQL's unique index on lower(email).
  return db
    .selectFrom('members')
    .select(['id', 'email', 'phone', 'corporate'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findMembersByPhone(db: Db, phone: string): Promise<MemberRow[]> {
  return db
    .selectFrom('members')
    .select(['id', 'email', 'phone', 'corporate'])
    .where('phone', '=', phone)
    .execute();
}

type UsableCode = Pick<Row<'activation_codes'>, 'code' | 'member_id'>;

/** The member a code may set a password for, when the code is unused, unexpired and of this purpose. */
export async function findUsableCode(
  db: Db,
  code: string,
  purpose: CodePurpose,
  now: Date,
  memberId?: number,
): Promise<UsableCode | undefined> {
  let query = db
    .selectFrom('activation_codes as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select(['a.code', 'a.member_id'])
    .where('a.code', '=', code)
    .where('a.purpose', '=', purpose)
    .where('a.used_at', 'is', null)
    .where('a.expires_at', '>', now.toISOString());
  if (purpose === 'setCorporate') query = query.where('m.corporate', '=', 1);
  const row = await query.executeTakeFirst();
  if (!row || (memberId !== undefined && row.member_id !== memberId)) return undefined;
  return row;
}

/**
 * Marks the code used and stores the hash; false when someone used the code first. The UPDATE
 * guarded by `used_at IS NULL` is atomic in either store: of two uses at once, in one instance or
 * two, exactly one changes the row.
 */
export async function consumeCodeAndSetPassword(
  db: Db,
  code: UsableCode,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const at = now.toISOString();
    const used = await trx
      .updateTable('activation_codes')
      .set({ used_at: at })
      .where('code', '=', code.code)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows !== 1n) return false;
    await trx
      .updateTable('members')
      .set({ password_hash: passwordHash, password_updated_at: at })
      .where('id', '=', code.member_id)
      .execute();
    return true;
  });
}
