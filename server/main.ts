/**
 * The production server (`npm start` runs it compiled: server/start.js). Its first process, the
 * supervisor, builds the site if dist/ is missing or stale (unless SKIP_BUILD=1), precompresses
 * it and opens the database (created, migrated and seeded on first start; later starts keep the
 * data); then it starts the serving processes (server/processes.ts), which run this file again:
 * each opens the store, warms its page renderer (server/warm-up.ts) and serves site and APIs
 * until SIGINT/SIGTERM.
 */
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openStore } from './db/store.ts';
import { supervisorRateLimitStore } from './lib/rate-limit-store.ts';
import { isServingProcess, shareDataChanges, superviseServingProcesses } from './processes.ts';
import { PROJECT_ROOT } from './project-root.ts';
import { demoLinkLines, readDemoCodesFromStore } from './seed/demo-codes.ts';
import { generateSeed } from './seed/generate.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';
import { isBuildStale, precompress, runBuild } from './site-build.ts';
import { PageWarmUp, warmUpMessage } from './warm-up.ts';

const config = loadConfig();

// The server render (dist-ssr/) bundles React, which picks its build from NODE_ENV when it loads:
// unset, it is React's development build, which checks and warns at every element and drew the
// dining directory about three times slower. The production server runs the production build.
process.env.NODE_ENV ??= 'production';

/** The supervisor's part: the site built, the store migrated and seeded, once for every process. */
async function prepare(): Promise<void> {
  if (config.distDir) {
    if (process.env.SKIP_BUILD !== '1' && isBuildStale(PROJECT_ROOT, config.distDir)) {
      console.log('Building the site (dist/ is missing or older than its sources)...');
      await runBuild(PROJECT_ROOT);
    }
    if (existsSync(config.distDir)) await precompress(config.distDir);
    else console.warn(`No site at ${config.distDir}: serving the APIs only.`);
  }
  // SQLite at DATABASE_PATH, or PostgreSQL when DATABASE_URL is set; migrated on open.
  const { db } = await openStore(config);
  try {
    if (await isSeeded(db)) return;
    const now = new Date();
    try {
      await seedDatabase(db, {
        data: generateSeed({ seed: config.seed, now }),
        seed: config.seed,
        now,
      });
    } catch (error) {
      // Several instances started on one empty PostgreSQL: one seeds, the others find it seeded.
      if (!(await isSeeded(db))) throw error;
    }
    for (const line of demoLinkLines(await readDemoCodesFromStore(db))) console.log(line);
  } finally {
    await db.destroy();
  }
}

/** A serving process's part: site and APIs on the shared port until SIGINT/SIGTERM. */
async function serve(): Promise<void> {
  shareDataChanges();
  const { db, kind } = await openStore(config);
  const warmUp = new PageWarmUp();
  const app = await buildApp({
    db,
    config,
    warmUp,
    ...(kind === 'sqlite' && { rateLimitStore: supervisorRateLimitStore() }),
  });
  // Warm before listening: the supervisor reports the site ready, and hands this process
  // connections, only once it listens (server/warm-up.ts).
  await app.ready();
  const warmed = await warmUp.run(app);
  if (warmed.undrawn.length > 0) app.log.warn({ warmUp: warmed }, warmUpMessage(warmed));
  else app.log.info({ warmUp: warmed }, warmUpMessage(warmed));
  await app.listen({ host: config.host, port: config.port });

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

if (isServingProcess()) {
  await serve();
} else {
  await prepare();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const scheme = config.tls.keyFile || config.tls.certFile ? 'https' : 'http';
  const processes = `${config.processes} serving process${config.processes === 1 ? '' : 'es'}`;
  superviseServingProcesses({
    processes: config.processes,
    onReady: () =>
      console.log(
        `Suntec City site ready on ${scheme}://${shownHost}:${config.port} (${processes})`,
      ),
    log: (message) => console.error(message),
  });
}
