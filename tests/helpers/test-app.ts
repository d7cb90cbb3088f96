/**
 * The embedded backend for tests: a fresh in-memory database seeded with the generated complex at
 * a fixed instant, behind the real app (no site files). Use `app.inject(...)` to call it; every
 * request needs the `implementation-id` header (`TEST_HEADERS`).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
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

/** A route as the app registered it (HEAD twins of GET routes left out). */
export interface RegisteredRoute {
  method: string;
  /** With its parameters, as registered: `/bi/:stage/v1/events`, `/api/room/:id`. */
  url: string;
  /** A read: answered with an ETag (config.cacheable). */
  cacheable: boolean;
  /** Carries its own rate limit (config.rateLimit, see server/lib/rate-limit.ts). */
  rateLimited: boolean;
  /** Field names of its body and query-string schemas, and which body fields are required. */
  bodyFields: string[];
  requiredBodyFields: string[];
  queryFields: string[];
  /** Its request schemas as registered (body, query string, path parameters). */
  schemas: { body?: unknown; querystring?: unknown; params?: unknown };
}

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Every route the app registered, in registration order. */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

function registeredRoute(route: RouteOptions): RegisteredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const config = (route.config ?? {}) as { cacheable?: boolean; rateLimit?: unknown };
  const schema = (route.schema ?? {}) as {
    body?: ObjectSchema;
    querystring?: ObjectSchema;
    params?: ObjectSchema;
  };
  return methods
    .filter((method) => method !== 'HEAD')
    .map((method) => ({
      method,
      url: route.url,
      cacheable: config.cacheable === true,
      rateLimited: config.rateLimit !== undefined,
      bodyFields: Object.keys(schema.body?.properties ?? {}),
      requiredBodyFields: schema.body?.required ?? [],
      queryFields: Object.keys(schema.querystring?.properties ?? {}),
      schemas: { body: schema.body, querystring: schema.querystring, params: schema.params },
    }));
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
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    db,
    config,
    now: () => TEST_NOW,
    onRoute: (route) => routes.push(...registeredRoute(route)),
  });
  await app.ready();
  return {
    app,
    db,
    routes,
    async close() {
      await app.close();
      db.close();
    },
  };
}
