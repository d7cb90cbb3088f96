/**
 * What a request may not change: every table's row count and a checksum of its rows, and SQLite's
 * count of rows this connection has inserted, updated or deleted (`total_changes()`, cheap enough
 * to read around every single request). The app and the test share one connection, so any write
 * the app made, even one later rolled back, moves that count.
 */
import { createHash } from 'node:crypto';
import type { SqliteDb as Db } from '../../server/db/database.ts';

export interface TableState {
  rows: number;
  checksum: string;
}

function tableNames(db: Db): string[] {
  return db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
}

/** Row count and SHA-1 of every row (in rowid order, blobs hashed as bytes) of every table. */
export function snapshotDatabase(db: Db): Record<string, TableState> {
  const state: Record<string, TableState> = {};
  for (const name of tableNames(db)) {
    const hash = createHash('sha1');
    let rows = 0;
    const select = db.prepare(`SELECT * FROM "${name}"`).raw();
    for (const row of select.iterate() as Iterable<unknown[]>) {
      for (const value of row) {
        if (Buffer.isBuffer(value)) hash.update(value);
        else hash.update(`${typeof value}:${String(value)}`);
        hash.update('\u0000');
      }
      hash.update('\n');
      rows++;
    }
    state[name] = { rows, checksum: hash.digest('hex') };
  }
  return state;
}

/** Rows inserted, updated or deleted through this connection since it was opened. */
export function changesSoFar(db: Db): number {
  return Number(db.prepare('SELECT total_changes()').pluck().get());
}
