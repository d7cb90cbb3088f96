/**
 * Members and their activation codes. Codes are single use: consuming one and storing the new
 * password hash happen in one transaction, guarded by `used_at IS NULL`, so two simultaneous uses
 * of a code cannot both succeed.
 */
import type { Db } from '../db/database.ts';

export type CodePurpose = 'reset' | 'set' | 'setCorporate';

export interface MemberRow {
  id: number;
  email: string;
  phone: string;
  corporate: number;
}

export function findMemberByEmail(db: Db, email: string): MemberRow | undefined {
  return db
    .prepare('SELECT id, email, phone, corporate FROM members WHERE email = ? COLLATE NOCASE')
    .get(email) as MemberRow | undefined;
}

export function findMembersByPhone(db: Db, phone: string): MemberRow[] {
  return db
    .prepare('SELECT id, email, phone, corporate FROM members WHERE phone = ?')
    .all(phone) as MemberRow[];
}

interface UsableCode {
  code: string;
  member_id: number;
}

/** The member a code may set a password for, when the code is unused, unexpired and of this purpose. */
export function findUsableCode(
  db: Db,
  code: string,
  purpose: CodePurpose,
  now: Date,
  memberId?: number,
): UsableCode | undefined {
  const row = db
    .prepare(
      `SELECT a.code, a.member_id FROM activation_codes a JOIN members m ON m.id = a.member_id
       WHERE a.code = ? AND a.purpose = ? AND a.used_at IS NULL AND a.expires_at > ?
         AND (? <> 'setCorporate' OR m.corporate = 1)`,
    )
    .get(code, purpose, now.toISOString(), purpose) as UsableCode | undefined;
  if (!row || (memberId !== undefined && row.member_id !== memberId)) return undefined;
  return row;
}

/** Marks the code used and stores the hash; false when someone used the code first. */
export function consumeCodeAndSetPassword(
  db: Db,
  code: UsableCode,
  passwordHash: string,
  now: Date,
): boolean {
  return db
    .transaction(() => {
      const at = now.toISOString();
      const used = db
        .prepare('UPDATE activation_codes SET used_at = ? WHERE code = ? AND used_at IS NULL')
        .run(at, code.code);
      if (used.changes !== 1) return false;
      db.prepare('UPDATE members SET password_hash = ?, password_updated_at = ? WHERE id = ?').run(
        passwordHash,
        at,
        code.member_id,
      );
      return true;
    })
    .immediate();
}
