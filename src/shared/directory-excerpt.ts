/**
 * A store page's excerpt of the directory. A store page needs one merchant's listings from
 * `POST {bi}/v1/directories` (its MerchantCode, categories, sub-categories and hours), not the
 * whole directory: some 640 KB that a phone would parse and check before the page came alive.
 * The server writes into a store page only the directory's entries that list that MerchantID,
 * each with that merchant alone, in the directory's order, so the app maps the excerpt into the
 * very listing the whole directory would give. It is an answer of the server's, under a key of
 * its own (never a call the app makes, src/shared/inlined-responses.ts).
 */
import { callKey } from './inlined-responses';

/** The key of a store page's excerpt, for the directories call at `directoriesUrl`. */
export function directoryExcerptKey(directoriesUrl: string, merchantId: string): string {
  return callKey('EXCERPT', directoriesUrl, JSON.stringify({ MerchantID: merchantId.trim() }));
}

type WireRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The merchants of a list with this MerchantID (compared as the app reads ids: trimmed text). */
function merchantsWithId(list: unknown, merchantId: string): unknown[] {
  if (!Array.isArray(list)) return [];
  return list.filter(
    (merchant) => isRecord(merchant) && String(merchant.MerchantID).trim() === merchantId,
  );
}

/**
 * The directory's payload cut down to one merchant: its `Status`, and each entry (category,
 * sub-category) that lists the MerchantID with only that merchant in `Merchants` and
 * `participatingMerchants`. `CategoryList` (every sub-category) is left out. Undefined when the
 * payload is not a directory at all; an unknown id gives an excerpt with no entries.
 */
export function directoryExcerpt(payload: unknown, merchantId: string): WireRecord | undefined {
  if (!isRecord(payload) || !Array.isArray(payload.Result)) return undefined;
  const id = merchantId.trim();
  const entries = payload.Result.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return [];
    const merchants = merchantsWithId(entry.Merchants, id);
    const partners = merchantsWithId(entry.participatingMerchants, id);
    if (merchants.length === 0 && partners.length === 0) return [];
    return [{ ...entry, Merchants: merchants, participatingMerchants: partners }];
  });
  return { Status: payload.Status, Result: entries };
}
