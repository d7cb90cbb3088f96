/**
 * Where `npm start` sends push notifications: a process of its own beside the serving processes,
 * started and restarted by the supervisor. Encrypting a push and writing its outcome down is work
 * an event loop does itself (and a SQLite commit waits for the disk): in a serving process it
 * would delay the pages that process serves, in the supervisor the hand-over of new connections.
 * This process runs at a lower CPU priority, so on a busy machine pages come first and the
 * notifications take what is left (docs/benchmarks.md, push).
 *
 * It reads the lists through an app of its own, asked in process and never listening, on a store
 * connection of its own. On SQLite it is the machine's one sender; on PostgreSQL every instance
 * has one, sharing the queue.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { buildApp } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { openStore } from '../db/store.ts';
import { sitePushScheduler } from './site-scheduler.ts';

/** The argument the supervisor starts the sending process with (it shows in `ps`). */
export const SENDER_ARGUMENT = '--push-sender';
/** Niceness of the sending process: below the serving processes (0). */
const SENDER_NICENESS = 10;
const RESTART_DELAY_MS = 5000;

export const isPushSendingProcess = (): boolean => process.argv.includes(SENDER_ARGUMENT);

/** The sending process's part: sends until the supervisor stops it or goes away. */
export async function runPushSending(config: ServerConfig): Promise<void> {
  try {
    setPriority(SENDER_NICENESS);
  } catch {
    // Not allowed here (some containers): it still sends, only without yielding the CPU.
  }
  const { db } = await openStore(config);
  const app = await buildApp({ db, config: { ...config, distDir: null } });
  await app.ready();
  const scheduler = await sitePushScheduler(app, db, config);
  scheduler.start();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await scheduler.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  // The supervisor went away without a word: so does this process.
  process.once('disconnect', () => void stop());
}

/**
 * Runs in the supervisor: starts the sending process (this same program, told its part by an
 * argument) and starts it again when it stops unexpectedly. Returns a function that stops it.
 */
export function superviseSendingProcess(log: (message: string) => void): () => void {
  let child: ChildProcess | undefined;
  let stopped = false;
  const start = () => {
    child = fork(process.argv[1] ?? '', [...process.argv.slice(2), SENDER_ARGUMENT], {
      execArgv: process.execArgv,
    });
    child.once('exit', (code, signal) => {
      if (stopped) return;
      log(`The push sending process stopped (${signal ?? `code ${code}`}); starting another.`);
      setTimeout(start, RESTART_DELAY_MS).unref();
    });
  };
  start();
  return () => {
    stopped = true;
    child?.kill('SIGTERM');
  };
}
