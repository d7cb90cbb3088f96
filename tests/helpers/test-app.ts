/**
 * The embedded backend for tests: a fresh in-memory database seeded with the generated complex at
 * a fixed instant, behind the real app (no site files). Use `app.inject(...)` to call it; every
 * request needs the `implementation-id` header (`TEST_HEADERS`). In the `postgres` vitest project
 * (TEST_STORE=postgres) the same apps run on a fresh copy of a seeded PostgreSQL database instead.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import {
  openDatabase,
  openMemoryCopy,
  sqliteStore,
  type Db,
  type SqliteDb,
} from '../../server/db/database.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { generateSeed } from '../../server/seed/generate.ts';
import { isSeeded, seedDatabase } from '../../server/seed/index.ts';
import type { PageWarmUp } from '../../server/warm-up.ts';

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

/** Which store the backend suite runs on: `TEST_STORE=postgres` in the `postgres` project. */
export const TEST_STORE: 'sqlite' | 'postgres' =
  process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  /** The raw SQLite connection the app uses, for tests that look inside (SQLite runs only). */
  db: SqliteDb;
  /** The app's store, whichever it is. */
  store: Db;
  /** Every route the app registered, in registration order. */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

/**
 * A request schema as JSON Schema: a contract's zod schema (server/lib/serve-call.ts) as what it
 * accepts, so that its fields are fuzzed and its caps read like those of a hand-written one.
 */
function jsonSchemaOf(schema: unknown): ObjectSchema | undefined {
  if (typeof schema === 'object' && schema !== null && '_zod' in schema)
    return toJSONSchema(schema as $ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as ObjectSchema;
  return schema as ObjectSchema | undefined;
}

function registeredRoute(route: RouteOptions): RegisteredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const config = (route.config ?? {}) as { cacheable?: boolean; rateLimit?: unknown };
  const registered = (route.schema ?? {}) as Record<'body' | 'querystring' | 'params', unknown>;
  const schema = {
    body: jsonSchemaOf(registered.body),
    querystring: jsonSchemaOf(registered.querystring),
    params: jsonSchemaOf(registered.params),
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
const seededImages = new Map<number, Promise<Buffer>>();
function seededImage(seed: number): Promise<Buffer> {
  let image = seededImages.get(seed);
  if (!image) {
    image = (async () => {
      const sqlite = await openDatabase(':memory:');
      await seedDatabase(sqliteStore(sqlite), {
        data: generateSeed({ seed, now: TEST_NOW }),
        seed,
        now: TEST_NOW,
      });
      const bytes = sqlite.serialize();
      sqlite.close();
      return bytes;
    })();
    seededImages.set(seed, image);
  }
  return image;
}

/** A seeded SQLite database at `config.databasePath` (a copy of the cached image when in memory). */
export async function openSeededDatabase(config: ServerConfig): Promise<SqliteDb> {
  if (config.databasePath === ':memory:') return openMemoryCopy(await seededImage(config.seed));
  const sqlite = await openDatabase(config.databasePath);
  const db = sqliteStore(sqlite);
  if (!(await isSeeded(db)))
    await seedDatabase(db, {
      data: generateSeed({ seed: config.seed, now: TEST_NOW }),
      seed: config.seed,
      now: TEST_NOW,
    });
  return sqlite;
}

/** The test's store: a seeded SQLite copy, or in the `postgres` project a seeded PostgreSQL copy. */
async function openTestStore(
  config: ServerConfig,
  kind: 'sqlite' | 'postgres',
): Promise<{ store: Db; sqlite: SqliteDb | null; drop(): Promise<void> }> {
  // Several apps on one PostgreSQL database (instances): the caller made it and drops it.
  if (config.databaseUrl)
    return { store: await openPostgres(config.databaseUrl, 4), sqlite: null, drop: async () => {} };
  if (kind === 'postgres' && config.databasePath === ':memory:') {
    // Imported here: only the postgres project has the cluster it needs.
    const { copySeededDatabase } = await import('./postgres-test-db.ts');
    const copy = await copySeededDatabase();
    return { store: await openPostgres(copy.url, 4), sqlite: null, drop: copy.drop };
  }
  const sqlite = await openSeededDatabase(config);
  return { store: sqliteStore(sqlite), sqlite, drop: async () => {} };
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  {
    store: kind = TEST_STORE,
    logStream,
    warmUp,
  }: {
    store?: 'sqlite' | 'postgres';
    logStream?: { write(line: string): void };
    /** A serving process's warm-up, for `/readyz` (server/warm-up.ts); the test runs it. */
    warmUp?: PageWarmUp;
  } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { store, sqlite, drop } = await openTestStore(config, kind);
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    db: store,
    config,
    now: () => TEST_NOW,
    onRoute: (route) => routes.push(...registeredRoute(route)),
    ...(logStream && { logStream }),
    ...(warmUp && { warmUp }),
  });
  await app.ready();
  return {
    app,
    get db(): SqliteDb {
      if (!sqlite) throw new Error('This test looks inside SQLite: it runs on SQLite only');
      return sqlite;
    },
    store,
    routes,
    async close() {
      await app.close();
      try {
        await store.destroy();
      } finally {
        await drop();
      }
    },
  };
}
