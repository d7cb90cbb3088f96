/**
 * The feed, asked at most once a minute (the config's `askEveryMs`; "a minute" below) however
 * many visitors ask, in every serving process and across instances:
 *
 * - In a process: a reading less than a minute old is served from memory; an older one is served
 *   while one refresh runs behind it (concurrent requests share it); only a process that has
 *   nothing yet waits for it. Each serving process also refreshes every few seconds on its own
 *   (routes/parking.ts), so the history has a reading every five minutes, visitors or not, and
 *   a visitor's request normally only reads memory.
 * - Across processes and instances the database is the meeting point. A refresh first reads the
 *   kept reading (another process may have asked a moment ago); if it is a minute old it tries to
 *   take the turn to ask (repos/parking.ts: one conditional UPDATE of `asked_at`, which exactly
 *   one process wins a minute); the winner asks the feed, keeps the reading for all, and stores
 *   the history (history.ts); the others serve what is kept. A failed ask keeps the old reading,
 *   and its turn: the feed is not asked again for a minute.
 *
 * A reading's time is when the feed answered (DataMall updates its counts every minute and dates
 * no record), so its age is the true age of the counts, to the minute.
 */
import type { Db } from '../db/database.ts';
import {
  ensureFeedRow,
  keepReading,
  noteFeedFailure,
  readKeptReading,
  takeTurnToAsk,
  type FeedSource,
  type KeptReading,
} from '../repos/parking.ts';
import type { ParkingConfig } from './config.ts';
import { readDataMall } from './datamall-client.ts';
import { FeedError, readFeedPage, type CarparkRecord } from './feed-records.ts';
import { storeHistory } from './history.ts';
import { simulatedFeedPage, simulatedFreeLots } from './simulated-feed.ts';

/** While the reading is older than `askEveryMs`, a process looks at the database at most this often. */
const LOOK_AGAIN_MS = 5_000;
/** How often a process without any reading looks for the one another process is asking for. */
const WAIT_STEP_MS = 100;

export interface FeedLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface ParkingFeedOptions {
  db: Db;
  config: ParkingConfig;
  /** The simulation's seed (the generated complex's, SEED). */
  seed: number;
  /** The clock, in epoch ms; tests move it. */
  clock: () => number;
  log: FeedLog;
  /** How the live feed is fetched (tests count the requests). */
  fetch?: typeof fetch;
}

export interface ParkingFeed {
  readonly source: FeedSource;
  /** The complex's development (the first configured). */
  readonly complex: string;
  /** The newest reading any process has kept, or null before the first. */
  current(): Promise<KeptReading | null>;
  /**
   * Looks at the kept reading, and asks the feed when it is a minute old and this process gets the
   * turn. The serving process does this every few seconds (routes/parking.ts), so readings are
   * stored day and night, visitors or not; one already under way is joined.
   */
  refresh(): Promise<void>;
  /** Resolves when no refresh is under way (before the database closes). */
  idle(): Promise<void>;
}

interface Known {
  reading: KeptReading | null;
  /** When the process last looked at the database. */
  lookedAt: number;
}

/** A reading younger than `askEveryMs`, or one looked for a moment ago, is served as it is. */
function isFresh({ reading, lookedAt }: Known, now: number, askEveryMs: number): boolean {
  return (reading !== null && now - reading.readAt < askEveryMs) || now - lookedAt < LOOK_AGAIN_MS;
}

export function createParkingFeed({
  db,
  config,
  seed,
  clock,
  log,
  fetch: send,
}: ParkingFeedOptions): ParkingFeed {
  const source: FeedSource = config.feed ? 'datamall' : 'simulation';
  const complex = config.developments[0] ?? '';
  const wanted = new Set(config.developments);
  let known: Known | undefined;
  let refreshing: Promise<void> | undefined;
  let rowMade = false;

  async function ask(): Promise<CarparkRecord[]> {
    if (!config.feed)
      return readFeedPage(simulatedFeedPage(seed, clock(), config.developments), wanted).records;
    const read = await readDataMall({
      feed: config.feed,
      developments: config.developments,
      timeoutMs: config.timeoutMs,
      maxPages: config.maxPages,
      ...(send && { fetch: send }),
    });
    if (read.dropped > 0 || read.cutOff)
      log.info(
        { pages: read.pages, dropped: read.dropped, cutOff: read.cutOff },
        'carpark feed read with records left out',
      );
    return read.records;
  }

  async function askAndKeep(): Promise<KeptReading | undefined> {
    try {
      const records = await ask();
      const reading = { readAt: clock(), records };
      await keepReading(db, source, reading);
      await storeHistory({
        db,
        source,
        complex,
        reading,
        ...(!config.feed && {
          simulated: (development, lotType, at) =>
            simulatedFreeLots(seed, development, lotType, at),
        }),
      });
      return reading;
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      log.warn({ failure: error.kind, reason: error.message }, 'carpark feed not read');
      await noteFeedFailure(db, source, error.kind);
      return undefined;
    }
  }

  /**
   * With no reading at all (the first start of several processes), one that lost the turn waits
   * for the winner's, as long as the winner may take, rather than answer that there is none; a
   * failure noted meanwhile ends the wait. Waits on the machine's time: it is real waiting.
   */
  async function winnersReading(): Promise<KeptReading | null> {
    const deadline = Date.now() + config.timeoutMs + WAIT_STEP_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      const { reading, failure } = await readKeptReading(db, source);
      if (reading || failure) return reading;
    }
    return null;
  }

  async function refresh(): Promise<void> {
    const startedAt = clock();
    let { reading } = await readKeptReading(db, source);
    const due = !reading || startedAt - reading.readAt >= config.askEveryMs;
    if (due && !rowMade) {
      await ensureFeedRow(db, source);
      rowMade = true;
    }
    if (due && (await takeTurnToAsk(db, source, startedAt, config.askEveryMs)))
      reading = (await askAndKeep()) ?? reading;
    else if (!reading) reading = await winnersReading();
    known = { reading, lookedAt: clock() };
  }

  function refreshOnce(): Promise<void> {
    if (!refreshing) {
      const run = refresh()
        .catch((error: unknown) => log.warn({ err: error }, 'carpark reading not refreshed'))
        .finally(() => {
          if (refreshing === run) refreshing = undefined;
        });
      refreshing = run;
    }
    return refreshing;
  }

  return {
    source,
    complex,
    refresh: refreshOnce,
    idle: async () => {
      await refreshing;
    },
    async current() {
      const held = known;
      if (held && isFresh(held, clock(), config.askEveryMs)) return held.reading;
      const refreshed = refreshOnce();
      // An older reading now, a newer one for the next visitor; only the first waits.
      if (held) return held.reading;
      await refreshed;
      return known?.reading ?? null;
    },
  };
}
