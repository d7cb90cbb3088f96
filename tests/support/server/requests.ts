/** Small helpers for calling the app in tests with the headers the site sends. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../server/db/database.ts';
import { TEST_HEADERS } from '../../helpers/test-app.ts';

export const BI = '/bi/Prod';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

function answer(response: LightMyRequestResponse): Answer {
  let body: Record<string, unknown> = {};
  if (
    (response.headers['content-type'] ?? '').toString().includes('json') &&
    response.body &&
    !response.headers['content-encoding']
  ) {
    body = JSON.parse(response.body) as Record<string, unknown>;
  }
  return { status: response.statusCode, body, headers: response.headers, raw: response };
}

/** POST with a JSON body (the site's list calls and internal writes). */
export async function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  return answer(
    await app.inject({
      method: 'POST',
      url,
      headers: { ...TEST_HEADERS, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    }),
  );
}

/** POST a form whose `params` field holds the JSON payload (the site's detail calls). */
export async function postParams(
  app: FastifyInstance,
  url: string,
  params: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = new URLSearchParams({ params: JSON.stringify(params) }).toString();
  return answer(
    await app.inject({
      method: 'POST',
      url,
      headers: { ...TEST_HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    }),
  );
}

export async function get(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return answer(await app.inject({ method: 'GET', url, headers: { ...TEST_HEADERS, ...headers } }));
}

/** The rows a query returns, for a test that looks at what a write stored. */
export async function rowsOf<Row = Record<string, unknown>>(
  db: Db,
  query: RawBuilder<unknown>,
): Promise<Row[]> {
  return (await (query as RawBuilder<Row>).execute(db)).rows;
}

/** Rows of `table` (with an optional condition): what a test checks a write stored or not. */
export async function rowCount(db: Db, table: string, where = sql`1 = 1`): Promise<number> {
  const { rows } = await sql<{
    count: number;
  }>`SELECT COUNT(*) AS count FROM ${sql.table(table)} WHERE ${where}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** Row counts of the tables a write may touch: equal before and after a refused request. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'tickets',
    'bookings',
    'booking_nights',
    'inquiries',
    'members',
    'activation_codes',
  ];
  return Object.fromEntries(
    await Promise.all(tables.map(async (t) => [t, await rowCount(db, t)] as const)),
  );
}
