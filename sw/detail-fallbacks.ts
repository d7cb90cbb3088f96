/**
 * Offline answers for detail calls never made online: a store's details (unit, hours, contacts)
 * and a promotion's are already in the directory and promotions lists the worker fetched at
 * install, so the detail is rebuilt from the cached list in the shape the detail call returns. The
 * item is found by the same rule the app's detail loads use (src/shared/detail-item.ts).
 */
import { BI_PATHS } from '../src/shared/api-paths';
import { CACHE_NAMES } from '../src/shared/cache-names';
import { findItemById } from '../src/shared/detail-item';
import { syntheticKey } from './cache-key';
import { biUrl, type BiPath } from './config';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function cachedList(path: BiPath, origin: string): Promise<Json | undefined> {
  const cache = await caches.open(CACHE_NAMES.data);
  const response = await cache.match(syntheticKey(biUrl(path, origin)), { ignoreVary: true });
  if (!response) return undefined;
  const json: unknown = await response.json().catch(() => undefined);
  return isRecord(json) ? json : undefined;
}

function jsonResponse(body: Json): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

/** `directory-details` for `MerchantCode`, from the directory's merchant lists. */
export async function merchantFromDirectory(
  payload: unknown,
  origin: string,
): Promise<Response | undefined> {
  const code = isRecord(payload) ? payload.MerchantCode : undefined;
  if (typeof code !== 'string') return undefined;
  const directory = await cachedList(BI_PATHS.directories, origin);
  const merchant = findItemById(directory?.Result, ['MerchantCode'], code);
  return merchant ? jsonResponse({ Status: 1, Result: { merchant } }) : undefined;
}

/** `promotion-details` for `HappeningID`, from the promotions list. */
export async function promotionFromList(
  payload: unknown,
  origin: string,
): Promise<Response | undefined> {
  const id = isRecord(payload) ? payload.HappeningID : undefined;
  if (id === undefined || id === null) return undefined;
  const promotions = await cachedList(BI_PATHS.promotions, origin);
  const promotion = findItemById(promotions?.Result, ['HappeningID'], String(id));
  return promotion ? jsonResponse({ status: 1, Result: promotion }) : undefined;
}
