/**
 * The gateway's cache of upstream reads: stale-while-revalidate with a bounded age per call.
 * - Younger than `freshMs`: served as it is.
 * - Older, but younger than `maxStaleMs`: served at once while one refresh runs behind it.
 * - No copy, or one older than `maxStaleMs`: the visitor waits for the backend.
 * Identical reads in flight share one upstream request. When a refresh fails the last good copy
 * keeps being served, marked stale, with its true age; past `maxStaleMs` it is never served.
 * An answer's age counts from when the backend's data was current: an answer the backend says is
 * already some seconds old (its own `Age`) is kept as that old, for freshness and for the `Age`
 * the browser is told.
 * Bodies are kept serialised, as the same Buffer for every visitor (ETag and compression are
 * computed once per body, server/lib/buffer-memo.ts). The entry count is bounded: detail calls
 * carry ids a visitor chooses.
 */
import type { DataVersion } from '../db/data-version.ts';

export interface CachePolicy {
  freshMs: number;
  maxStaleMs: number;
}

export interface Answer {
  status: number;
  body: Buffer;
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
  storedAt: number;
  refreshFailed: boolean;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<LoadResult>>();
  private changes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The data version of pages drawn in upstream mode (server/pages/page-cache.ts): moves whenever
   * a kept answer is replaced by a different one, starts or stops being served marked stale (a
   * refresh failed: the pages then say how old it is), or is thrown away. A first answer for a key
   * changes nothing a page already showed (that page was drawn without it), so it does not move
   * it: a visitor asking for new ids or search terms cannot throw every kept page away.
   */
  get version(): number {
    return this.changes;
  }

  async read(
    key: string,
    policy: CachePolicy,
    load: () => Promise<LoadResult>,
    /** Whether the backend is known to be failing now (its circuit is open). */
    backendDown = false,
  ): Promise<Served> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < policy.freshMs) return { answer: entry.answer, ageMs: age, stale: false };
    if (entry && age < policy.maxStaleMs) {
      this.loadOnce(key, load).catch(() => undefined);
      return { answer: entry.answer, ageMs: age, stale: entry.refreshFailed || backendDown };
    }
    if (entry) {
      // Pages drawn from the copy thrown away are outdated too.
      this.entries.delete(key);
      this.changes += 1;
    }
    const { answer, ageMs = 0 } = await this.loadOnce(key, load);
    return { answer, ageMs, stale: false };
  }

  /** One load per key at a time; a kept answer replaces the entry, a failure marks it. */
  private loadOnce(key: string, load: () => Promise<LoadResult>): Promise<LoadResult> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = load()
      .then((result) => {
        if (result.keep) this.store(key, result.answer, result.ageMs ?? 0);
        return result;
      })
      .catch((error: unknown) => {
        const entry = this.entries.get(key);
        // From now on it is served marked stale: pages drawn from it as fresh are outdated.
        if (entry && !entry.refreshFailed) {
          entry.refreshFailed = true;
          this.changes += 1;
        }
        throw error;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  private store(key: string, answer: Answer, ageMs: number): void {
    const previous = this.entries.get(key);
    if (
      previous &&
      (previous.refreshFailed ||
        previous.answer.status !== answer.status ||
        !previous.answer.body.equals(answer.body))
    )
      this.changes += 1;
    this.entries.delete(key);
    this.entries.set(key, { answer, storedAt: this.now() - ageMs, refreshFailed: false });
    // Map order is insertion order: the first key is the least recently stored.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** The data version of pages drawn from the gateway's answers (server/pages/page-cache.ts). */
export function gatewayDataVersion(cache: ReadCache): DataVersion {
  return { current: () => Promise.resolve(String(cache.version)) };
}
