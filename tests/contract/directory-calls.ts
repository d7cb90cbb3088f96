/**
 * Calls the embedded backend the way the site does: JSON POST bodies, or detail payloads as a
 * form-encoded `params` JSON (spec section 7), always with the implementation-id header.
 */
import type { FastifyInstance } from 'fastify';
import { TEST_HEADERS } from '../helpers/test-app';

export const BI = '/bi/Prod';

export async function postJson(app: FastifyInstance, url: string, payload: unknown = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

export async function postParams(
  app: FastifyInstance,
  url: string,
  params: Record<string, unknown>,
) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...TEST_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ params: JSON.stringify(params) }).toString(),
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

/** Every string in a value, deeply (to prove no wire quirk leaks past a mapper). */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}
