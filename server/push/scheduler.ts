/**
 * The push scheduler of one serving process. Every tick (PUSH_TICK_SECONDS) it reads the lists,
 * records the notifications that became due (a flash sale started, an event opened, a members'
 * day began: due-notifications.ts) with one delivery per subscriber of their topic, then sends
 * what is queued: `concurrency` sends at a time (PUSH_CONCURRENCY), each worker claiming a few
 * deliveries at a time from the database (repos/push-deliveries.ts), so that any number of
 * processes and instances share the work, each delivery goes to one of them, and a process that
 * stops mid-send leaves its claims to be taken up when their lease ends. Sending waits on the
 * network, not the CPU: pages go on being served meanwhile (docs/benchmarks.md, push).
 *
 * Per delivery: not after its item ended; at most PUSH_DAILY_LIMIT a Singapore day per
 * subscription; the endpoint checked again (an inward one is removed); 2xx sent; 404/410 the
 * subscription removed; 429/5xx/network retried with backoff (Retry-After when given) until its
 * item ends or after 6 attempts; other refusals failed. A delivery sent twice (its claimer died
 * between the push service's answer and writing it down) carries the same Topic and tag, so the
 * push service and the device keep one notification.
 */
import type { FastifyBaseLogger } from 'fastify';
import { htmlLangOf } from '../../src/shared/language.ts';
import { pushMessage, SETTINGS_ACTION } from '../../src/shared/push-message.ts';
import { NOTIFICATION_SETTINGS_PATH } from '../../src/shared/push-topics.ts';
import type { Db } from '../db/database.ts';
import {
  claimDeliveries,
  enqueueNotification,
  pruneNotifications,
  recordedItems,
  settleDeliveries,
  takeDailySlots,
  type ClaimedDelivery,
  type Settlement,
} from '../repos/push-deliveries.ts';
import { deleteSubscription } from '../repos/push-subscriptions.ts';
import type { PushConfig } from './config.ts';
import { countingDay, dueNotifications, type PushLists } from './due-notifications.ts';
import { endpointProblem } from './endpoint-safety.ts';
import type { PushSender } from './send-push.ts';

/**
 * Deliveries one worker claims at a time: their daily counts and their outcomes are each written
 * in one transaction (on SQLite one disk sync, during which the process serves nothing), and the
 * worker sends them one after another, so a slow push service holds up one worker's few.
 */
const CLAIM = 8;
/** How long a claim is held: longer than any send's deadline. */
const LEASE_MS = 2 * 60_000;
/** New items recorded per tick at most (the rest next tick). */
const ITEMS_PER_TICK = 20;
/** Attempts before a delivery is given up. */
const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
const FOUR_WEEKS_S = 28 * 24 * 60 * 60;
/** Items are forgotten a week after they ended. */
const KEEP_ENDED_MS = 7 * 24 * 60 * 60_000;
/** The VAPID subject of a plain-http site that set none (a test's or a developer's). */
const FALLBACK_SUBJECT = 'mailto:webmaster@localhost';

export interface TickReport {
  recorded: number;
  queued: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  removed: number;
}

export interface SchedulerOptions {
  db: Db;
  config: PushConfig;
  readLists: () => Promise<PushLists>;
  send: PushSender;
  now?: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Jitter of retry delays, 0..1 (tests pass a fixed one). */
  random?: () => number;
}

export interface PushScheduler {
  /** One tick: record what became due, then send until nothing is due. */
  tick(): Promise<TickReport>;
  start(): void;
  /** Stops claiming, and waits for the sends in flight. */
  stop(): Promise<void>;
}

/** Backoff before attempt `attempts + 1`: the push service's Retry-After, else doubling. */
export function retryDelayMs(attempts: number, retryAfterMs: number | undefined, random: number) {
  if (retryAfterMs !== undefined) return Math.min(Math.max(retryAfterMs, 1000), RETRY_MAX_MS);
  const doubled = RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled * (0.8 + 0.4 * random), RETRY_MAX_MS);
}

export function createPushScheduler({
  db,
  config,
  readLists,
  send,
  now = () => new Date(),
  log,
  random = Math.random,
}: SchedulerOptions): PushScheduler {
  const rules = { allowLoopback: config.allowLoopbackForTests };
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function record(report: TickReport): Promise<void> {
    let lists: PushLists;
    try {
      lists = await readLists();
    } catch (error) {
      log.warn({ err: error }, 'push: the lists could not be read; sending what is queued');
      return;
    }
    const at = now();
    const due = dueNotifications(lists, at);
    const recorded = await recordedItems(
      db,
      due.map((item) => item.key),
    );
    for (const item of due
      .filter((candidate) => !recorded.has(candidate.key))
      .slice(0, ITEMS_PER_TICK)) {
      const queued = await enqueueNotification(db, item, at);
      if (queued === undefined) continue;
      report.recorded += 1;
      report.queued += queued;
      log.info({ item: item.key, queued }, 'push: notification due');
    }
  }

  function message(delivery: ClaimedDelivery): string {
    const { origin, language } = delivery.subscription;
    const { item } = delivery;
    return JSON.stringify(
      pushMessage({
        title: item.title,
        body: item.body,
        lang: htmlLangOf(language),
        dir: 'ltr',
        navigate: `${origin}${item.path}`,
        tag: item.key,
        icon: `${origin}/icons/icon-192.png`,
        badge: `${origin}/icons/badge-96.png`,
        timestamp: Date.parse(item.notifyAt),
        actions: [
          {
            action: SETTINGS_ACTION,
            title: language === 'ch' ? '通知设置' : 'Notification settings',
            navigate: `${origin}${NOTIFICATION_SETTINGS_PATH}`,
          },
        ],
      }),
    );
  }

  /** Sends one delivery (its daily slot taken) and says what to write down. */
  async function deliver(
    delivery: ClaimedDelivery,
    report: TickReport,
    removals: Set<number>,
  ): Promise<Settlement | undefined> {
    const { subscription } = delivery;
    if (endpointProblem(subscription.endpoint, rules)) {
      report.removed += 1;
      removals.add(subscription.id);
      log.warn({ subscription: subscription.id }, 'push: endpoint refused; subscription removed');
      return undefined;
    }
    const at = now().getTime();
    const expiresAt = Date.parse(delivery.item.expiresAt);
    const outcome = await send(subscription, message(delivery), {
      subject:
        config.subject ||
        (subscription.origin.startsWith('https:') ? subscription.origin : FALLBACK_SUBJECT),
      ttlSeconds: Math.round(Math.min(FOUR_WEEKS_S, Math.max(60, (expiresAt - at) / 1000))),
      replaceKey: delivery.item.key,
    });
    switch (outcome.kind) {
      case 'sent':
        report.sent += 1;
        return { delivery, status: 'sent', httpStatus: outcome.status };
      case 'gone':
      case 'refused':
        report.removed += 1;
        removals.add(subscription.id);
        log.info(
          { subscription: subscription.id, outcome: outcome.kind },
          'push: subscription removed',
        );
        return undefined;
      case 'failed':
        report.failed += 1;
        return { delivery, status: 'failed', httpStatus: outcome.status };
      case 'retry': {
        const retryAt =
          now().getTime() + retryDelayMs(delivery.attempts, outcome.retryAfterMs, random());
        if (delivery.attempts >= MAX_ATTEMPTS || retryAt >= expiresAt) {
          report.failed += 1;
          return { delivery, status: 'failed', httpStatus: outcome.status };
        }
        report.retried += 1;
        return {
          delivery,
          status: 'pending',
          httpStatus: outcome.status,
          retryAt: new Date(retryAt),
        };
      }
    }
  }

  /** One claimed batch: ended items skipped, daily slots taken, the rest sent, all written down. */
  async function deliverBatch(claimed: ClaimedDelivery[], report: TickReport): Promise<void> {
    const at = now();
    const settlements: Settlement[] = [];
    const removals = new Set<number>();
    const live = claimed.filter((delivery) => {
      if (Date.parse(delivery.item.expiresAt) > at.getTime()) return true;
      settlements.push({ delivery, status: 'skipped' });
      return false;
    });
    const granted = await takeDailySlots(
      db,
      live.filter((delivery) => !delivery.counted),
      countingDay(at),
      config.dailyLimit,
    );
    for (const delivery of live) {
      if (!delivery.counted && !granted.has(delivery.id)) {
        settlements.push({ delivery, status: 'skipped' });
        continue;
      }
      try {
        const settlement = await deliver(delivery, report, removals);
        if (settlement) settlements.push(settlement);
      } catch (error) {
        // Left `sending`: taken up again when its lease ends.
        log.error({ err: error, delivery: delivery.id }, 'push: a delivery failed unexpectedly');
      }
    }
    report.skipped += settlements.filter((settlement) => settlement.status === 'skipped').length;
    await settleDeliveries(db, settlements, now());
    for (const id of removals) await deleteSubscription(db, id);
  }

  /** One of `concurrency` workers: claims a few, sends them, until none is due. */
  async function worker(report: TickReport): Promise<void> {
    while (!stopping) {
      const claimed = await claimDeliveries(db, now(), CLAIM, LEASE_MS);
      if (claimed.length === 0) return;
      await deliverBatch(claimed, report);
    }
  }

  async function tick(): Promise<TickReport> {
    const report: TickReport = {
      recorded: 0,
      queued: 0,
      sent: 0,
      retried: 0,
      failed: 0,
      skipped: 0,
      removed: 0,
    };
    await record(report);
    await Promise.all(Array.from({ length: config.concurrency }, () => worker(report)));
    await pruneNotifications(db, new Date(now().getTime() - KEEP_ENDED_MS));
    return report;
  }

  function runTick(): void {
    if (running || stopping) return;
    running = tick()
      .then((report) => {
        if (report.recorded + report.sent + report.retried + report.failed + report.removed > 0)
          log.info({ push: report }, 'push: tick');
      })
      .catch((error: unknown) => log.error({ err: error }, 'push: tick failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(runTick, config.tickMs);
      timer.unref();
      // The first look soon after start, not a whole interval later.
      setTimeout(runTick, Math.min(config.tickMs, 1000)).unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
