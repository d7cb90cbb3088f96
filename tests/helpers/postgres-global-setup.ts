/**
 * Global setup of the `postgres` vitest project: starts a throw-away PostgreSQL cluster, migrates
 * and seeds the template database every test copies, and stops the cluster at the end.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../server/db/postgres.ts';
import { generateSeed } from '../../server/seed/generate.ts';
import { seedDatabase } from '../../server/seed/index.ts';
import { startCluster } from './postgres-cluster.ts';
import { TEMPLATE_DATABASE } from './postgres-test-db.ts';
import { TEST_NOW, TEST_SEED } from './test-app.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = startCluster();
  try {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await client.end();
    const db = await openPostgres(cluster.url(TEMPLATE_DATABASE), 1);
    await seedDatabase(db, {
      data: generateSeed({ seed: TEST_SEED, now: TEST_NOW }),
      seed: TEST_SEED,
      now: TEST_NOW,
    });
    await db.destroy();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrlTemplate', cluster.url('{db}'));
  return () => cluster.stop();
}
