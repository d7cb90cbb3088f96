/**
 * Databases for the PostgreSQL run of the backend suite (vitest project `postgres`). The global
 * setup (postgres-global-setup.ts) starts one throw-away cluster and seeds a template database
 * once; every test app gets its own copy (CREATE DATABASE ... TEMPLATE: a file copy, far quicker
 * than seeding), dropped when the app closes.
 */
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the cluster's `postgres` database, with `{db}` where a name goes. */
    postgresUrlTemplate: string;
  }
}

export const TEMPLATE_DATABASE = 'complex_template';
/** Any constant: serialises copies of the template (a copy needs the template to itself). */
const COPY_LOCK = 22;

let counter = 0;

export function postgresUrl(database: string): string {
  return inject('postgresUrlTemplate').replace('{db}', database);
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh copy of the seeded template; returns its URL and a function that drops it. */
export async function copySeededDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${++counter}`;
  await admin(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [COPY_LOCK]);
    try {
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [COPY_LOCK]);
    }
  });
  return {
    url: postgresUrl(name),
    drop: () =>
      admin(async (client) => void (await client.query(`DROP DATABASE ${name} WITH (FORCE)`))),
  };
}

/** A new database with nothing in it (for the migrations' own tests); returns its URL and a dropper. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `empty_${process.pid}_${++counter}`;
  await admin(async (client) => void (await client.query(`CREATE DATABASE ${name}`)));
  return {
    url: postgresUrl(name),
    drop: () =>
      admin(async (client) => void (await client.query(`DROP DATABASE ${name} WITH (FORCE)`))),
  };
}
