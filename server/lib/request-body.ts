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

/**
 * Deepest nesting of objects and lists a payload may have (docs/api.md, limits). The deepest
 * legitimate one is a JSON body `{ "params": { ... } }` with a list inside: 3.
 */
export const MAX_JSON_DEPTH = 8;

/**
 * True when JSON text nests objects or lists deeper than `limit`. Reads the text once without
 * parsing it, so 10,000 levels cost a scan rather than a recursion that overflows the stack.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** The 400 for a payload nested too deep, naming where it was (`body` or `params`). */
export function tooDeep(field: 'body' | 'params') {
  const where = field === 'body' ? 'The request body' : 'params';
  const message = `${where} must not nest objects or lists more than ${MAX_JSON_DEPTH} levels deep`;
  return badRequest(message, [{ field, message }]);
}

export const PROTOTYPE_KEY_MESSAGE =
  'The request body must not use __proto__ or constructor.prototype as a key';

/**
 * True when a parsed value holds a `__proto__` key or a `constructor.prototype` path: harmless in
 * an object JSON.parse made, but the classic prototype-pollution payload once merged elsewhere.
 * Fastify's JSON parser refuses them; a form's `params` is held to the same rule.
 */
export function hasPrototypeKeys(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasPrototypeKeys);
  if (Object.hasOwn(value, '__proto__')) return true;
  const record = value as Record<string, unknown>;
  const constructor = Object.hasOwn(value, 'constructor') ? record.constructor : undefined;
  if (
    typeof constructor === 'object' &&
    constructor !== null &&
    Object.hasOwn(constructor, 'prototype')
  )
    return true;
  return Object.values(record).some(hasPrototypeKeys);
}

function parseParams(raw: unknown): Record<string, unknown> {
  if (isPlainObject(raw)) return raw;
  if (typeof raw !== 'string') throw badRequest('params must hold a JSON object');
  if (jsonNestsDeeperThan(raw, MAX_JSON_DEPTH)) throw tooDeep('params');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('params is not valid JSON');
  }
  if (!isPlainObject(parsed)) throw badRequest('params must hold a JSON object');
  if (hasPrototypeKeys(parsed)) throw badRequest(PROTOTYPE_KEY_MESSAGE);
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
