/**
 * The server's processes on one machine. Node runs JavaScript on one core, and drawing a page is
 * JavaScript: one process draws the dining directory cold about 110 times a second on this 2-core
 * machine and leaves the other core idle. `npm start` therefore runs a small supervisor (the
 * process it started) and one serving process per core (node:cluster, `SERVER_PROCESSES`), which
 * share the port: the supervisor hands each new connection to the next of them (Node's round robin).
 *
 * What they share is never in one serving process's memory: bookings and tickets are in SQLite
 * (write transactions take its lock before their first read: server/db/store.ts) or PostgreSQL,
 * the page cache checks the store's data version before it serves a page
 * (server/db/data-version.ts; a process's write is passed on to the others at once, so none
 * serves a page drawn before it), and on SQLite the write rate limit is counted here, in the
 * supervisor's memory, for all of them (server/lib/rate-limit-store.ts; PostgreSQL counts it in
 * a table). On the real backends the gateway's last good answers are kept in the store too
 * (server/gateway/kept-answers.ts), so every process serves them; each process keeps its own page
 * cache, its own memory of those answers in front of them, and its own circuit breaker, as
 * separate instances do.
 *
 * The supervisor builds the site, migrates and seeds the store once, then starts the serving
 * processes; it reports the site ready when all of them listen, which each does once it has
 * warmed its page renderer (server/warm-up.ts), so no visitor meets a cold one. A process that stops unexpectedly
 * is replaced; one that fails before it listens (the port is taken, the store cannot be opened)
 * stops the whole server, as a single process would. SIGTERM or SIGINT is passed on, and the
 * supervisor exits when every process has finished its requests in flight.
 */
import cluster, { type Worker } from 'node:cluster';
import { noteDataChangedElsewhere, onDataChanged } from './db/data-version.ts';
import {
  isCountWriteMessage,
  WindowCounts,
  type WriteCountedMessage,
} from './lib/rate-limit-store.ts';

/**
 * Node's young generation grows to 16 MB by default; a drawn page allocates a few MB of short-lived
 * strings and objects, so most pages met a scavenge. At 32 MB the dining directory drawn cold
 * went from about 110 to 130 pages a second in one process (autocannon, 10 connections, 20 s).
 */
const SERVING_PROCESS_FLAGS = ['--max-semi-space-size=32'];

/** Replacements allowed within a minute before the supervisor gives up (a crash at every start). */
const MAX_RESTARTS_PER_MINUTE = 5;

export interface SupervisorOptions {
  processes: number;
  /** Called once every serving process listens. */
  onReady(): void;
  log(message: string): void;
}

/** Runs in the supervisor: starts `processes` serving processes and keeps them running. */
export function superviseServingProcesses({ processes, onReady, log }: SupervisorOptions): void {
  cluster.setupPrimary({
    execArgv: [
      ...process.execArgv,
      ...SERVING_PROCESS_FLAGS.filter(
        (flag) => !process.execArgv.some((given) => given.startsWith(flag.split('=')[0]!)),
      ),
    ],
  });
  const listening = new Set<Worker>();
  const restarts: number[] = [];
  let ready = false;
  let stopping = false;

  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    });
  };

  // The write rate limit on SQLite, counted here for every serving process (rate-limit-store.ts).
  const writes = new WindowCounts();
  cluster.on('message', (worker, message) => {
    if (isDataChangedMessage(message)) {
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other !== worker && other.isConnected()) other.send(DATA_CHANGED);
      return;
    }
    if (!isCountWriteMessage(message)) return;
    const { id, key, timeWindow } = message;
    const answer: WriteCountedMessage = {
      type: 'rate-limit:counted',
      id,
      result: writes.count(String(key), Number(timeWindow), Date.now()),
    };
    worker.send(answer);
  });

  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (!ready && listening.size === processes) {
      ready = true;
      onReady();
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!wasListening) {
      log(`A serving process stopped before it listened (${how}): stopping the server.`);
      stop(1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      log(`Serving processes keep stopping (${how}): stopping the server.`);
      stop(1);
      return;
    }
    log(`A serving process stopped (${how}); starting another.`);
    cluster.fork();
  });

  for (let index = 0; index < processes; index += 1) cluster.fork();
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
}

export const isServingProcess = (): boolean => cluster.isWorker;

/** A serving process committed a write that pages show (a booking): the others' pages are old. */
const DATA_CHANGED = { type: 'data-changed' } as const;

const isDataChangedMessage = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === DATA_CHANGED.type;

/**
 * Runs in a serving process: tells the supervisor of this process's writes that pages show, and
 * hears of the other processes' (passed on by the supervisor).
 */
export function shareDataChanges(): void {
  onDataChanged(() => process.send?.(DATA_CHANGED));
  process.on('message', (message) => {
    if (isDataChangedMessage(message)) noteDataChangedElsewhere();
  });
}
