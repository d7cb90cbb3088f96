/**
 * The embedded backend for tests: a fresh in-memory database seeded with the generated complex at
 * a fixed instant, behind the real app (no site files). Use `app.inject(...)` to call it; every
 * request needs the `implementation-id` header (`TEST_HEADERS`).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { openDatabase, openMemoryCopy, type Db } from '../../server/db/database.ts';
import { generateSeed } from '../../server/seed/generate.ts';
import { isSeeded, seedDatabase } from '../../server/seed/index.ts';

/** The fixed "now" of every backend test: noon on 20 November 2026 in Singapore. */
export const TEST_NOW = new Date('2026-11-20T04:00:00Z');
export const TEST_SEED = 20261120;
export const TEST_IMPLEMENTATION_ID = 'complex-web';
/** Headers every API call needs. */
export const TEST_HEADERS = { 'implementation-id': TEST_IMPLEMENTATION_ID } as const;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** Configuration of a test server: in-memory, silent, no site, generous write limits. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    databasePath: ':memory:',
    distDir: null,
    implementationId: TEST_IMPLEMENTATION_ID,
    seed: TEST_SEED,
    logLevel: 'silent',
    writeRateLimit: 10_000,
    ...overrides,
  };
}

/**
 * Generating and inserting the complex takes a while; every in-memory test app of one run starts
 * from a copy of the same seeded database image.
 */
const seededImages = new Map<number, Buffer>();
function seededImage(seed: number): Buffer {
  let image = seededImages.get(seed);
  if (!image) {
    const db = openDatabase(':memory:');
    seedDatabase(db, { data: generateSeed({ seed, now: TEST_NOW }), seed, now: TEST_NOW });
    image = db.serialize();
    db.close();
    seededImages.set(seed, image);
  }
  return image;
}

/** A seeded database at `config.databasePath` (a copy of the cached image when in memory). */
export function openSeededDatabase(config: ServerConfig): Db {
  if (config.databasePath === ':memory:') return openMemoryCopy(seededImage(config.seed));
  const db = openDatabase(config.databasePath);
  if (!isSeeded(db))
    seedDatabase(db, {
      data: generateSeed({ seed: config.seed, now: TEST_NOW }),
      seed: config.seed,
      now: TEST_NOW,
    });
  return db;
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const db = openSeededDatabase(config);
  const app = await buildApp({ db, config, now: () => TEST_NOW });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      db.close();
    },
  };
}
