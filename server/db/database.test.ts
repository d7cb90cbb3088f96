/** Opening the SQLite database; the constraints that protect bookings and codes. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'db-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the parent folder and the file, in WAL mode with synchronous commits, foreign keys and a busy timeout', async () => {
    const path = join(tempDir(), 'nested', 'deeper', 'complex.sqlite');
    const db = await openDatabase(path);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 = FULL: the log is synced at each commit, so an acknowledged write survives power loss.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      db.close();
    }
  });
});

describe('constraints', () => {
  async function withRoom() {
    const db = await openDatabase(':memory:');
    db.prepare(
      `INSERT INTO rooms (id, name, name_zh, description, description_zh, capacity, size_sqm, image_urls, amenities, price_default, min_nights, max_nights, disabled_days_of_week)
       VALUES (1, 'R', 'R', '', '', 10, 10, '[]', '[]', 100, 1, 5, '[]')`,
    ).run();
    const booking = db.prepare(
      `INSERT INTO bookings (reference, room_id, check_in, check_out, nights, total_price, name, email, phone, purpose, attendees, created_at)
       VALUES (?, 1, '2026-12-01', '2026-12-02', 1, 100, 'n', 'e@x.co', '1', 'p', 1, '2026-11-20T00:00:00Z')`,
    );
    return { db, booking };
  }

  it('makes two bookings of one night of one room impossible', async () => {
    const { db, booking } = await withRoom();
    try {
      const first = booking.run('BK-1').lastInsertRowid;
      const second = booking.run('BK-2').lastInsertRowid;
      db.prepare(
        "INSERT INTO booking_nights (booking_id, room_id, night) VALUES (?, 1, '2026-12-01')",
      ).run(first);
      expect(() =>
        db
          .prepare(
            "INSERT INTO booking_nights (booking_id, room_id, night) VALUES (?, 1, '2026-12-01')",
          )
          .run(second),
      ).toThrow(/UNIQUE/);
    } finally {
      db.close();
    }
  });

  it('refuses a booking of an unknown room and a check-out before check-in', async () => {
    const { db } = await withRoom();
    try {
      expect(() =>
        db
          .prepare(
            `INSERT INTO bookings (reference, room_id, check_in, check_out, nights, total_price, name, email, phone, purpose, attendees, created_at)
           VALUES ('BK-X', 99, '2026-12-01', '2026-12-02', 1, 1, 'n', 'e', '1', 'p', 1, 'now')`,
          )
          .run(),
      ).toThrow(/FOREIGN KEY/);
      expect(() =>
        db
          .prepare(
            `INSERT INTO bookings (reference, room_id, check_in, check_out, nights, total_price, name, email, phone, purpose, attendees, created_at)
           VALUES ('BK-Y', 1, '2026-12-02', '2026-12-01', 1, 1, 'n', 'e', '1', 'p', 1, 'now')`,
          )
          .run(),
      ).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });

  it('keeps ticket idempotency keys unique', async () => {
    const db = await openDatabase(':memory:');
    try {
      const insert = db.prepare(
        "INSERT INTO tickets (reference, idempotency_key, type, first_name, last_name, phone, email, message, created_at) VALUES (?, 'key-1', 't', 'a', 'b', '9', 'e', 'm', 'now')",
      );
      insert.run('CT-1');
      expect(() => insert.run('CT-2')).toThrow(/UNIQUE/);
    } finally {
      db.close();
    }
  });

  it('keeps one member per e-mail address whatever its case', async () => {
    const db = await openDatabase(':memory:');
    try {
      const insert = db.prepare(
        "INSERT INTO members (id, email, phone, corporate) VALUES (?, ?, '1', 0)",
      );
      insert.run(1, 'ann@example.com');
      expect(() => insert.run(2, 'Ann@Example.COM')).toThrow(/UNIQUE/);
    } finally {
      db.close();
    }
  });
});
