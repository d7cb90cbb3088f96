/**
 * The gateway's last good answers, kept in the site's database (`kept_answers`, migration
 * 002-kept-answers): the SQLite file that every serving process of one machine opens, or the
 * PostgreSQL that every instance shares. A process that never asked a backend for a call, or one
 * started after a restart, serves the copy another process kept, with the age it had when the
 * backend gave it. The read cache (read-cache.ts) keeps each process's memory in front of it.
 *
 * - Reads are one indexed row; an expired copy (past its call's bounded age) is never read.
 * - Writes never hold an answer: they are queued and written together `FLUSH_DELAY_MS` after the
 *   first of them, in one transaction (on SQLite one commit, so one sync of the file, per batch).
 *   A write never replaces a copy the backend gave later (another process's newer refresh).
 * - A write that changes a copy's body, or whether its refresh failed, takes a change number
 *   (`kept_answer_changes`); every process polls for the rows changed since the last number it
 *   saw, so each follows the others' answers and outage marks within about a second.
 * - Bounded: copies expire with their call's bounded age, and at most once a minute each process
 *   removes the expired ones and then the oldest, past `maxEntries` rows or `maxBytes` bytes.
 * A failure of the database here is logged and costs only the shared copy: the answer in hand is
 * still served.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { writeTransaction } from '../db/store.ts';
import type { Answer } from './answers.ts';

/** How long the first queued write waits for others to go with it. */
export const FLUSH_DELAY_MS = 100;
/** How often a process removes expired and surplus copies. */
const TRIM_EVERY_MS = 60_000;

export interface KeptLimits {
  /** Rows kept at most (UPSTREAM_KEPT_ENTRIES). */
  maxEntries: number;
  /** Bytes of keys and bodies kept at most (UPSTREAM_KEPT_MAX_BYTES). */
  maxBytes: number;
}

/** A kept answer as a process reads it. */
export interface KeptCopy {
  answer: Answer;
  /** When the backend's data was current (epoch milliseconds). */
  answeredAt: number;
  /** A refresh of it failed, and none has succeeded since. */
  failed: boolean;
  /** Its body's ETag (server/lib/read-caching.ts), to tell bodies apart without reading them. */
  tag: string;
}

/** A copy some process changed: what others need to tell whether theirs is outdated. */
export interface ChangedCopy {
  key: string;
  answeredAt: number;
  /** When a refresh failed (null: none since it was given). */
  failedAt: number | null;
  tag: string;
}

interface KeepWrite {
  kind: 'keep';
  key: string;
  answer: Answer;
  tag: string;
  answeredAt: number;
  expiresAt: number;
}

interface FailWrite {
  kind: 'fail';
  key: string;
  /** When the refresh failed: a copy given after that is not marked. */
  at: number;
}

type Write = KeepWrite | FailWrite;

export interface KeptAnswersOptions {
  now?: () => number;
  /** Where a failing database is reported (the app's logger). */
  warn?: (error: unknown, message: string) => void;
}

const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

export class KeptAnswers {
  private readonly now: () => number;
  private readonly warn: (error: unknown, message: string) => void;
  /** Queued writes, one of each kind per key: a later one replaces the earlier. */
  private readonly pending = new Map<string, Write>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private lastTrim = -Infinity;

  constructor(
    private readonly db: Db,
    private readonly limits: KeptLimits,
    options: KeptAnswersOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.warn = options.warn ?? (() => {});
  }

  /** The copy kept for `key`, unless there is none or it is past its bounded age. */
  async read(key: string): Promise<KeptCopy | undefined> {
    const row = await this.db
      .selectFrom('kept_answers')
      .select(['key', 'status', 'body', 'body_tag', 'answered_at', 'failed_at'])
      .where('key_hash', '=', hashOf(key))
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    if (!row || row.key !== key) return undefined;
    return {
      answer: { status: row.status, body: Buffer.from(row.body) },
      answeredAt: row.answered_at,
      failed: row.failed_at !== null,
      tag: row.body_tag,
    };
  }

  /** Queues `answer` as the copy of `key`, current at `answeredAt`, kept until `expiresAt`. */
  keep(key: string, answer: Answer, tag: string, answeredAt: number, expiresAt: number): void {
    if (answer.body.length + key.length > this.limits.maxBytes) return;
    this.queue({ kind: 'keep', key, answer, tag, answeredAt, expiresAt });
  }

  /** Queues the mark that a refresh of `key` failed now: the copy kept is the last good one. */
  markFailed(key: string): void {
    this.queue({ kind: 'fail', key, at: this.now() });
  }

  /** The number of the last change written: a process starting now has seen every one before. */
  async latestChange(): Promise<number> {
    const row = await this.db
      .selectFrom('kept_answer_changes')
      .select('changes')
      .where('id', '=', 1)
      .executeTakeFirst();
    return row?.changes ?? 0;
  }

  /** The copies changed since change number `after`, and the number to ask from next time. */
  async changesSince(after: number): Promise<{ last: number; copies: ChangedCopy[] }> {
    const rows = await this.db
      .selectFrom('kept_answers')
      .select(['key', 'answered_at', 'failed_at', 'body_tag', 'change'])
      .where('change', '>', after)
      .where('expires_at', '>', this.now())
      .execute();
    let last = after;
    const copies = rows.map((row) => {
      last = Math.max(last, row.change);
      return {
        key: row.key,
        answeredAt: row.answered_at,
        failedAt: row.failed_at,
        tag: row.body_tag,
      };
    });
    return { last, copies };
  }

  /** Writes what is queued now (the timer does it on its own; shutdown and tests ask). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return this.flushing;
    const writes = [...this.pending.values()];
    this.pending.clear();
    // One batch at a time, in order: a process's later write lands after its earlier one.
    this.flushing = this.flushing
      .then(() => this.write(writes))
      .then(() => this.trimWhenDue())
      .catch((error: unknown) => this.warn(error, 'kept answers not written to the database'));
    return this.flushing;
  }

  private queue(write: Write): void {
    this.pending.set(`${write.kind} ${write.key}`, write);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
    // A process that is stopping does not wait for it: its shutdown flushes (app.ts).
    this.timer.unref();
  }

  private write(writes: Write[]): Promise<void> {
    return writeTransaction(this.db, async (trx) => {
      // Taking the counter first orders the writes of every process and instance (see the file
      // comment of migration 002-kept-answers).
      const { changes: change } = await trx
        .updateTable('kept_answer_changes')
        .set({ changes: sql<number>`changes + 1` })
        .where('id', '=', 1)
        .returning('changes')
        .executeTakeFirstOrThrow();
      for (const write of writes) {
        if (write.kind === 'keep') await keepRow(trx, write, change);
        else await failRow(trx, write, change);
      }
    });
  }

  /** Expired copies out, then the oldest past the limits; at most once a `TRIM_EVERY_MS`. */
  private async trimWhenDue(): Promise<void> {
    const now = this.now();
    if (now - this.lastTrim < TRIM_EVERY_MS && now >= this.lastTrim) return;
    this.lastTrim = now;
    await this.db.deleteFrom('kept_answers').where('expires_at', '<=', now).execute();
    // The newest copy that no longer fits, counting from the newest down.
    const { rows } = await sql<{ answered_at: number }>`SELECT answered_at FROM (
        SELECT answered_at,
          sum(bytes) OVER (ORDER BY answered_at DESC, key_hash ROWS UNBOUNDED PRECEDING) AS total,
          row_number() OVER (ORDER BY answered_at DESC, key_hash) AS position
        FROM kept_answers) AS ranked
      WHERE total > ${this.limits.maxBytes} OR position > ${this.limits.maxEntries}
      ORDER BY answered_at DESC LIMIT 1`.execute(this.db);
    const cutoff = rows[0]?.answered_at;
    if (cutoff !== undefined)
      await this.db.deleteFrom('kept_answers').where('answered_at', '<=', Number(cutoff)).execute();
  }

  /** Writes what is queued and stops the timer (the app is closing). */
  close(): Promise<void> {
    return this.flush();
  }
}

/** The copy `write` holds, unless the row holds one the backend gave later. */
async function keepRow(trx: Db, write: KeepWrite, change: number): Promise<void> {
  const keyHash = hashOf(write.key);
  const existing = await trx
    .selectFrom('kept_answers')
    .select(['answered_at', 'body_tag', 'failed_at'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  if (existing && existing.answered_at > write.answeredAt) return;
  const times = {
    answered_at: write.answeredAt,
    expires_at: write.expiresAt,
    failed_at: null,
  };
  if (existing && existing.body_tag === write.tag) {
    // The same body again: only its time moves, unless it was marked failing.
    await trx
      .updateTable('kept_answers')
      .set(existing.failed_at === null ? times : { ...times, change })
      .where('key_hash', '=', keyHash)
      .execute();
    return;
  }
  const row = {
    ...times,
    key: write.key,
    status: write.answer.status,
    body: write.answer.body.toString('utf8'),
    body_tag: write.tag,
    bytes: write.answer.body.length + write.key.length,
    change,
  };
  if (existing) {
    await trx.updateTable('kept_answers').set(row).where('key_hash', '=', keyHash).execute();
    return;
  }
  // Another instance may insert the same key meanwhile: both hold an answer of the backend.
  await trx
    .insertInto('kept_answers')
    .values({ key_hash: keyHash, ...row })
    .onConflict((conflict) => conflict.column('key_hash').doNothing())
    .execute();
}

/**
 * Marks the kept copy as one the backend failed to refresh, unless it is marked already or was
 * given after the failure (another process's refresh succeeded since).
 */
async function failRow(trx: Db, write: FailWrite, change: number): Promise<void> {
  await trx
    .updateTable('kept_answers')
    .set({ failed_at: write.at, change })
    .where('key_hash', '=', hashOf(write.key))
    .where('failed_at', 'is', null)
    .where('answered_at', '<=', write.at)
    .execute();
}
