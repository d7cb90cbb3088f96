/**
 * One payload shape whatever the encoding (docs/api.md, conventions): a JSON object, a JSON object
 * wrapped as `{ "params": {...} }`, or a form (`application/x-www-form-urlencoded`) whose `params`
 * field holds the JSON payload, as the real site sends detail calls. Runs before validation, so
 * route schemas only ever see the plain payload object.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseParams(raw: unknown): Record<string, unknown> {
  if (isPlainObject(raw)) return raw;
  if (typeof raw !== 'string') throw badRequest('params must hold a JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('params is not valid JSON');
  }
  if (!isPlainObject(parsed)) throw badRequest('params must hold a JSON object');
  return parsed;
}

export function normalizePayload(body: unknown, isForm: boolean): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object');
  const keys = Object.keys(body);
  if (isForm) return keys.includes('params') ? parseParams(body.params) : body;
  if (
    keys.length === 1 &&
    keys[0] === 'params' &&
    (isPlainObject(body.params) || typeof body.params === 'string')
  ) {
    return parseParams(body.params);
  }
  return body;
}

/** `preValidation` hook: replaces the body with the plain payload. */
export async function normalizeRequestBody(request: FastifyRequest): Promise<void> {
  if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return;
  const isForm = (request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
  request.body = normalizePayload(request.body, isForm);
}
