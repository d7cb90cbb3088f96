/**
 * Asks a server one call as its contract says (src/shared/contracts): the contract's method, path
 * and encoding (JSON, or a form-encoded `params` JSON for detail calls), with the site's headers.
 * The same helper asks the embedded store and the gateway in front of the fake backends, so one
 * contract test holds both to the declared schemas.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { isSuccessPayload } from '../../src/lib/api-client';
import { findItemById } from '../../src/lib/read-path/detail-item';
import { DEFAULT_BI_BASE, EMBEDDED_MOUNTS } from '../../src/shared/api-origin';
import type {
  CheckedAnswerOf,
  Contract,
  InputOf,
  ItemOf,
  ItemOfAnswer,
  ParamsOf,
} from '../../src/shared/contracts/call';
import { TEST_HEADERS } from '../helpers/test-app';

export interface Asked {
  status: number;
  body: unknown;
}

export interface AskArgs<C extends Contract> {
  input?: InputOf<C>;
  params?: ParamsOf<C>;
}

/** The call's URL on the site's origin, its path parameters filled in. */
export function urlOf<C extends Contract>(call: C, args: AskArgs<C> = {}): string {
  const mount =
    call.backend === 'bi'
      ? DEFAULT_BI_BASE
      : call.backend === 'api'
        ? EMBEDDED_MOUNTS.api
        : EMBEDDED_MOUNTS.endpoint;
  const params = (args.params ?? {}) as Record<string, string | number>;
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? ''));
  if (call.method !== 'GET' || !args.input) return `${mount}${path}`;
  const query = new URLSearchParams(
    Object.entries(args.input as Record<string, string | number>).map(([key, value]) => [
      key,
      String(value),
    ]),
  );
  return `${mount}${path}?${query}`;
}

/** One call asked of `app` as the site asks it. */
export async function ask<C extends Contract>(
  app: FastifyInstance,
  call: C,
  args: AskArgs<C> = {},
): Promise<Asked> {
  const url = urlOf(call, args);
  const payload =
    call.method === 'GET'
      ? undefined
      : call.form
        ? {
            type: 'application/x-www-form-urlencoded',
            text: new URLSearchParams({ params: JSON.stringify(args.input ?? {}) }).toString(),
          }
        : { type: 'application/json', text: JSON.stringify(args.input ?? {}) };
  const res = await app.inject({
    method: call.method,
    url,
    headers: { ...TEST_HEADERS, ...(payload && { 'content-type': payload.type }) },
    ...(payload && { payload: payload.text }),
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

/**
 * The schema's checked value, or a failed expectation listing every mismatch (for answers that
 * are not a success, such as a password call's Status 2).
 */
export function checked<T>(schema: Contract['answer'], value: unknown, what: string): T {
  const result = safeParse(schema, value);
  expect(result.success ? [] : result.error.issues, `${what} matches its declared schema`).toEqual(
    [],
  );
  return (result.success ? result.data : undefined) as T;
}

/**
 * A successful answer of the call, checked with the contract's answer schema. `status`: the HTTP
 * status the call answers success with (200; a booking's 201).
 */
export async function checkedAnswer<C extends Contract>(
  app: FastifyInstance,
  call: C,
  args: AskArgs<C> & { status?: number } = {},
): Promise<CheckedAnswerOf<C>> {
  const expected = args.status ?? 200;
  const { status, body } = await ask(app, call, args);
  expect(status, `${call.path} answers ${expected}`).toBe(expected);
  expect(isSuccessPayload(call.backend, body as Record<string, unknown>)).toBe(true);
  return checked(call.answer, body, `${call.path}'s answer`);
}

/**
 * A detail call's item: the answer checked with the contract's envelope, the item found in it by
 * the contract's id fields (whatever shape holds it) and checked with the item's schema.
 */
export async function checkedItem<C extends Contract & { item: ItemOfAnswer }>(
  app: FastifyInstance,
  call: C,
  id: string | number,
  args: AskArgs<C> = {},
): Promise<ItemOf<C>> {
  const answer = (await checkedAnswer(app, call, args)) as { Result?: unknown };
  const item = findItemById(answer.Result, call.item.idFields, id);
  expect(item, `${call.path} holds item ${id}`).toBeDefined();
  return checked(call.item.schema, item, `${call.path}'s item`);
}

/** Every string in a value, deeply (to prove no wire quirk leaks past a mapper). */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}
