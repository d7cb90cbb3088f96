/**
 * The embedded backend for tests: a fresh in-memory database seeded with the generated complex at
 * a fixed instant, behind the real app (no site files). Use `app.inject(...)` to call it; every
 * request needs the `implementation-id` header (`TEST_HEADERS`).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import type { SeedData } from '../../server/seed/types.ts';
import { generateSeed } from '../../server/seed/generate.ts';
import { seedDatabase } from '../../server/seed/index.ts';

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

/** Generating the complex takes a while; every test app of one run seeds from the same copy. */
const generated = new Map<number, SeedData>();
function seedData(seed: number): SeedData {
  let data = generated.get(seed);
  if (!data) {
    data = generateSeed({ seed, now: TEST_NOW });
    generated.set(seed, data);
  }
  return data;
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const db = openDatabase(config.databasePath);
  seedDatabase(db, { data: seedData(config.seed), seed: config.seed, now: TEST_NOW });
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
