/**
 * The gateway's cache of upstream reads: stale-while-revalidate with a bounded age per call, in
 * two tiers. Each serving process keeps answers in its memory, in front; behind it, the copy kept
 * in the site's database (kept-answers.ts), which every process and instance shares and a restart
 * keeps.
 * - Younger than `freshMs`: served as it is.
 * - Older, but younger than `maxStaleMs`: served at once while one refresh runs behind it.
 * - Nothing in memory: the database's copy. Fresh, it is served; older, it is served at once
 *   marked stale when a process saw the backend fail to refresh it (or this one's circuit is
 *   open), else the backend is asked first and the copy served, marked stale, if it fails. So a
 *   process that never reached the backend, or was started during an outage, serves the kept
 *   copy with its age from the first request, never a 503 while a copy exists.
 * - No copy, or one older than `maxStaleMs`: the visitor waits for the backend.
 * Identical reads in flight share one upstream request (per process). When a refresh fails the
 * last good copy keeps being served, marked stale, with its true age; past `maxStaleMs` it is
 * never served. An answer's age counts from when the backend's data was current: an answer the
 * backend says is already some seconds old (its own `Age`) is kept as that old, for freshness
 * and for the `Age` the browser is told.
 * Bodies are kept serialised, as the same Buffer for every visitor (ETag and compression are
 * computed once per body, server/lib/buffer-memo.ts). The memory's entry count is bounded: detail
 * calls carry ids a visitor chooses.
 */
import type { DataVersion } from '../db/data-version.ts';
import { etagOf } from '../lib/read-caching.ts';
import type { Answer } from './answers.ts';
import type { ChangedCopy, KeptAnswers, KeptCopy } from './kept-answers.ts';

export interface CachePolicy {
  freshMs: number;
  maxStaleMs: number;
}

export interface LoadResult {
  answer: Answer;
  /** False for answers worth passing on but not keeping (a business failure, a 4xx). */
  keep: boolean;
  /** How old the backend said its answer already was. */
  ageMs?: number;
}

export interface Served {
  answer: Answer;
  /** Milliseconds since the backend gave this answer. */
  ageMs: number;
  /** True when the backend failed to give a newer one: the pages say how old it is. */
  stale: boolean;
}

interface Entry {
  answer: Answer;
  /** When the backend's data was current. */
  storedAt: number;
  refreshFailed: boolean;
  /** The body's ETag, to compare with the shared copy's. */
  tag: string;
}

/** How often a process asks the database which kept answers the others changed. */
export const SHARED_POLL_MS = 1000;
/**
 * The longest a request waits for the database's copy: a database that does not answer costs
 * the shared copy, never the visitor's answer (the backend is asked, or memory served, instead).
 */
export const SHARED_WAIT_MS = 1000;

/** `promise`, or `fallback` if it has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export interface ReadCacheOptions {
  now?: () => number;
  /** The copy shared through the database; without it, each process keeps its own only. */
  shared?: KeptAnswers | undefined;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<LoadResult>>();
  private readonly sharedReads = new Map<string, Promise<KeptCopy | undefined>>();
  private readonly now: () => number;
  private readonly shared: KeptAnswers | undefined;
  private changes = 0;
  /**
   * The last change number of the shared copies this process has applied (kept-answers.ts);
   * unknown until the first poll, which only reads it (the memory is empty then: every read waits
   * for that poll before it takes anything into memory).
   */
  private sharedSeen: number | undefined;
  private polledAt = -Infinity;
  private polling: Promise<void> | undefined;

  constructor(
    private readonly maxEntries: number,
    options: ReadCacheOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.shared = options.shared;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The data version of pages drawn in upstream mode (server/pages/page-cache.ts): moves whenever
   * an answer this process serves is replaced by a different one, starts or stops being served
   * marked stale (a refresh failed, here or in another process: the pages then say how old it
   * is), or is thrown away. A first answer for a key changes nothing a page already showed (that
   * page was drawn without it), so it does not move it: a visitor asking for new ids or search
   * terms cannot throw every kept page away.
   */
  get version(): number {
    return this.changes;
  }

  /**
   * Applies the other processes' changes to the shared copies (at most once a `SHARED_POLL_MS`),
   * so that `version` follows them: the page cache asks this before it serves a kept page.
   */
  followShared(): Promise<void> {
    if (!this.shared) return Promise.resolve();
    if (this.polling) return this.polling;
    const at = this.now();
    // (A clock set back counts as time passed.)
    if (at - this.polledAt < SHARED_POLL_MS && at >= this.polledAt) return Promise.resolve();
    this.polledAt = at;
    const { shared, sharedSeen } = this;
    const poll =
      sharedSeen === undefined
        ? shared.latestChange().then((last) => {
            this.sharedSeen ??= last;
          })
        : shared.changesSince(sharedSeen).then(async ({ last, copies }) => {
            this.sharedSeen = last;
            await Promise.all(copies.map((copy) => this.follow(copy)));
          });
    this.polling = within(
      poll.catch(() => undefined), // the database not answering: the memory stays as it is
      SHARED_WAIT_MS,
      undefined,
    ).finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  async read(
    key: string,
    policy: CachePolicy,
    load: () => Promise<LoadResult>,
    /** Whether the backend is known to be failing now (its circuit is open). */
    backendDown = false,
  ): Promise<Served> {
    // At most once a second: a DB read of the changed rows (none most of the time).
    await this.followShared();
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < policy.freshMs) return { answer: entry.answer, ageMs: age, stale: false };
    if (entry && age < policy.maxStaleMs) {
      this.loadOnce(key, policy, load).catch(() => undefined);
      return { answer: entry.answer, ageMs: age, stale: entry.refreshFailed || backendDown };
    }
    if (entry) {
      // Pages drawn from the copy thrown away are outdated too.
      this.entries.delete(key);
      this.changes += 1;
    }
    const kept = await this.sharedCopy(key);
    if (kept) return this.serveKept(key, kept, policy, load, backendDown);
    const { answer, ageMs = 0 } = await this.loadOnce(key, policy, load);
    return { answer, ageMs, stale: false };
  }

  /** The database's copy, for a key this process holds nothing usable of. */
  private async serveKept(
    key: string,
    kept: KeptCopy,
    policy: CachePolicy,
    load: () => Promise<LoadResult>,
    backendDown: boolean,
  ): Promise<Served> {
    const age = this.now() - kept.answeredAt;
    if (age < policy.freshMs) {
      this.remember(key, kept, kept.failed);
      return { answer: kept.answer, ageMs: age, stale: false };
    }
    if (kept.failed || backendDown) {
      // With only this process's circuit open, its refresh failing marks the copy (loadOnce).
      this.remember(key, kept, kept.failed);
      this.loadOnce(key, policy, load).catch(() => undefined);
      return { answer: kept.answer, ageMs: age, stale: true };
    }
    // No one has seen the backend fail for it: ask, and fall back to the copy.
    try {
      const { answer, ageMs = 0 } = await this.loadOnce(key, policy, load);
      return { answer, ageMs, stale: false };
    } catch {
      if (!this.entries.has(key)) {
        this.remember(key, kept, true);
        this.shared?.markFailed(key);
      }
      return { answer: kept.answer, ageMs: this.now() - kept.answeredAt, stale: true };
    }
  }

  /** One read of the database's copy of `key` at a time; none when it does not answer. */
  private sharedCopy(key: string): Promise<KeptCopy | undefined> {
    if (!this.shared) return Promise.resolve(undefined);
    let reading = this.sharedReads.get(key);
    if (!reading) {
      reading = within(
        this.shared.read(key).catch(() => undefined),
        SHARED_WAIT_MS,
        undefined,
      ).finally(() => this.sharedReads.delete(key));
      this.sharedReads.set(key, reading);
    }
    return reading;
  }

  /** One load per key at a time; a kept answer replaces the entry, a failure marks it. */
  private loadOnce(
    key: string,
    policy: CachePolicy,
    load: () => Promise<LoadResult>,
  ): Promise<LoadResult> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = load()
      .then((result) => {
        if (result.keep) this.store(key, policy, result.answer, result.ageMs ?? 0);
        return result;
      })
      .catch((error: unknown) => {
        const entry = this.entries.get(key);
        // From now on it is served marked stale: pages drawn from it as fresh are outdated.
        if (entry && !entry.refreshFailed) {
          entry.refreshFailed = true;
          this.changes += 1;
          this.shared?.markFailed(key);
        }
        throw error;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  private store(key: string, policy: CachePolicy, answer: Answer, ageMs: number): void {
    const previous = this.entries.get(key);
    const tag = etagOf(answer.body);
    if (
      previous &&
      (previous.refreshFailed || previous.answer.status !== answer.status || previous.tag !== tag)
    )
      this.changes += 1;
    const storedAt = this.now() - ageMs;
    this.put(key, { answer, storedAt, refreshFailed: false, tag });
    this.shared?.keep(key, answer, tag, storedAt, storedAt + policy.maxStaleMs);
  }

  /** Takes the database's copy into memory (a first answer here: the version stays). */
  private remember(key: string, kept: KeptCopy, failed: boolean): void {
    this.put(key, {
      answer: kept.answer,
      storedAt: kept.answeredAt,
      refreshFailed: failed,
      tag: kept.tag,
    });
  }

  private put(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map order is insertion order: the first key is the least recently stored.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Another process changed the shared copy of a key: a newer answer, or a failed refresh. */
  private async follow(copy: ChangedCopy): Promise<void> {
    const entry = this.entries.get(copy.key);
    if (!entry) return;
    const failed = copy.failedAt !== null;
    if (copy.answeredAt <= entry.storedAt) {
      // This process's copy is as new: a refresh that failed since it was given failed for it too.
      if (copy.failedAt !== null && copy.failedAt >= entry.storedAt && !entry.refreshFailed) {
        entry.refreshFailed = true;
        this.changes += 1;
      }
      return;
    }
    if (copy.tag === entry.tag) {
      // The same answer, given again later: only its age moves.
      if (entry.refreshFailed !== failed) this.changes += 1;
      entry.storedAt = copy.answeredAt;
      entry.refreshFailed = failed;
      return;
    }
    const kept = await this.sharedCopy(copy.key);
    const current = this.entries.get(copy.key);
    if (!kept || !current || kept.answeredAt <= current.storedAt) return;
    this.changes += 1;
    this.remember(copy.key, kept, kept.failed);
  }

  /** Writes the answers still queued for the database (the app is closing). */
  close(): Promise<void> {
    return this.shared?.close() ?? Promise.resolve();
  }
}

/** The data version of pages drawn from the gateway's answers (server/pages/page-cache.ts). */
export function gatewayDataVersion(cache: ReadCache): DataVersion {
  return {
    current: async () => {
      await cache.followShared();
      return String(cache.version);
    },
  };
}
