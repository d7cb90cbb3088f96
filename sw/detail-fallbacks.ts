/**
 * Offline answers for detail calls never made online: a store's details (unit, hours, contacts)
 * and a promotion's are already in the directory and promotions lists the worker fetched at
 * install, so the detail is rebuilt from the cached list in the shape the detail call returns. The
 * item is found by the same rule the app's detail loads use (src/shared/detail-item.ts).
 */
import { BI_PATHS } from '../src/shared/api-paths';
import { CACHE_NAMES } from '../src/shared/cache-names';
import { findItemById } from '../src/shared/detail-item';
import { ANSWERED_AT_HEADER } from '../src/shared/sw-messages';
import { syntheticKey } from './cache-key';
import { biUrl, type BiPath } from './config';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface CachedList {
  json: Json;
  /** The list's headers that tell how old it is: a detail rebuilt from it is as old. */
  age: Record<string, string>;
}

async function cachedList(path: BiPath, origin: string): Promise<CachedList | undefined> {
  const cache = await caches.open(CACHE_NAMES.data);
  const response = await cache.match(syntheticKey(biUrl(path, origin)), { ignoreVary: true });
  if (!response) return undefined;
  const json: unknown = await response.json().catch(() => undefined);
  if (!isRecord(json)) return undefined;
  const age: Record<string, string> = {};
  for (const name of [ANSWERED_AT_HEADER, 'date', 'age']) {
    const value = response.headers.get(name);
    if (value !== null) age[name] = value;
  }
  return { json, age };
}

function jsonResponse(body: Json, list: CachedList): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...list.age },
  });
}

/** `directory-details` for `MerchantCode`, from the directory's merchant lists. */
export async function merchantFromDirectory(
  payload: unknown,
  origin: string,
): Promise<Response | undefined> {
  const code = isRecord(payload) ? payload.MerchantCode : undefined;
  if (typeof code !== 'string') return undefined;
  const directory = await cachedList(BI_PATHS.directories, origin);
  const merchant = findItemById(directory?.json.Result, ['MerchantCode'], code);
  return merchant && directory
    ? jsonResponse({ Status: 1, Result: { merchant } }, directory)
    : undefined;
}

/** `promotion-details` for `HappeningID`, from the promotions list. */
export async function promotionFromList(
  payload: unknown,
  origin: string,
): Promise<Response | undefined> {
  const id = isRecord(payload) ? payload.HappeningID : undefined;
  if (id === undefined || id === null) return undefined;
  const promotions = await cachedList(BI_PATHS.promotions, origin);
  const promotion = findItemById(promotions?.json.Result, ['HappeningID'], String(id));
  return promotion && promotions
    ? jsonResponse({ status: 1, Result: promotion }, promotions)
    : undefined;
}
