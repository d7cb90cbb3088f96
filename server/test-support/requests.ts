/** Small helpers for calling the app in tests with the headers the site sends. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_HEADERS } from '../../tests/helpers/test-app.ts';

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

/** Row counts of the tables a write may touch: equal before and after a refused request. */
export function tableCounts(db: {
  prepare(sql: string): { pluck(): { get(): unknown } };
}): Record<string, number> {
  const tables = [
    'tickets',
    'bookings',
    'booking_nights',
    'inquiries',
    'members',
    'activation_codes',
  ];
  return Object.fromEntries(
    tables.map((t) => [t, Number(db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get())]),
  );
}
