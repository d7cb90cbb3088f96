/**
 * The directory calls and the mapping of their answers, loaded with the first fetch (queries.ts):
 * a page the server drew carries what it shows, and a store page never needs the payload's schema.
 */
import { callApi, checkInSlices } from '../../../lib/api-client';
import { yieldToMain } from '../../../lib/slices';
import { sortInSlices } from '../../../lib/sort-in-slices';
import { readItem } from '../../../lib/read-path/detail-item';
import type { CheckedAnswerOf } from '../../../shared/contracts/call';
import {
  directoriesCall,
  directoriesEnvelope,
  directoryDetailsCall,
  directoryEntryWire,
  type DirectoryEntryWire,
  type SubCategoryWire,
} from '../../../shared/contracts/directory';
import type { z } from '../../../shared/contracts/zod';
import type { Directory, Merchant, SubCategory } from '../model/merchant';
import { mergeMerchants } from '../model/merge-merchants';
import { toMerchant, toSubCategory } from './merchant-mapper';

/**
 * One collator for every comparison: `localeCompare` with options builds a new one per call.
 * Built on first use, not when the module loads: a page's first collator loads ICU's collation
 * tables, 70-160 ms on the calibrated phone (Chromium, 9.7x), which a store page (one listing,
 * nothing to sort) need not pay.
 */
let nameCollator: Intl.Collator | undefined;

/** Sort key for names: case- and accent-insensitive, so "éclair" sits with the E's. */
export function compareNames(a: string, b: string): number {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return nameCollator.compare(a, b);
}

const byName = (a: Merchant, b: Merchant) => compareNames(a.name, b.name);

/**
 * Builds the directory from the wire, one entry at a time. Each entry is one (category,
 * sub-category) listing merchants and e-voucher partners; a merchant can appear under several
 * entries and in both lists. Merchants are deduplicated by MerchantID with every listing merged.
 */
function directoryBuilder(categoryList: readonly SubCategoryWire[] = []) {
  const subCategories = new Map<number, SubCategory>();
  const addSubCategory = (dto: SubCategoryWire) => {
    const sub = toSubCategory(dto);
    if (sub && !subCategories.has(sub.id)) subCategories.set(sub.id, sub);
    return sub;
  };
  for (const dto of categoryList) addSubCategory(dto);

  const merchants = new Map<string, Merchant>();
  const addMerchant = (merchant: Merchant) => {
    const known = merchants.get(merchant.id);
    merchants.set(merchant.id, known ? mergeMerchants(known, merchant) : merchant);
  };
  return {
    add(entry: DirectoryEntryWire): void {
      const subCategory = addSubCategory(entry);
      for (const dto of entry.Merchants ?? [])
        addMerchant(toMerchant(dto, { subCategory, listedInDirectory: true }));
      for (const dto of entry.participatingMerchants ?? [])
        addMerchant(toMerchant(dto, { subCategory, isPartner: true }));
    },
    /** One merchant by MerchantID, every listing merged (nothing is sorted). */
    merchant(id: string): Merchant | undefined {
      return merchants.get(id.trim());
    },
    /** Every merchant, every listing merged, in no particular order. */
    merchants: () => [...merchants.values()],
    /** The directory, its merchants in the order of `sorted` (by name, sorted here, if not given). */
    result(sorted = [...merchants.values()].sort(byName)): Directory {
      return {
        merchants: sorted,
        subCategories: [...subCategories.values()].sort(
          (a, b) => a.categoryId - b.categoryId || compareNames(a.name, b.name),
        ),
      };
    },
  };
}

/** The directory from a whole, already checked, `directories` answer. */
export function toDirectory(payload: CheckedAnswerOf<typeof directoriesCall>): Directory {
  const directory = directoryBuilder(payload.CategoryList ?? []);
  for (const entry of payload.Result) directory.add(entry);
  return directory.result();
}

/**
 * The directory made of each answer, by the answer's identity. The server's render gets the same
 * checked answer again while its ETag holds (lib/read-path/server-answers.ts), so it maps the
 * directory once per answer, not once per page; in the browser every fetch is a new answer.
 */
const directoryOfAnswer = new WeakMap<object, Promise<Directory>>();

/**
 * `POST {bi}/v1/directories` (empty body): every category at once. Its entries (some hundred
 * merchants, many listed twice) are checked and mapped in slices: done in one go, that was the
 * longest task of a directory page's first load on a phone.
 */
export async function getDirectory(signal?: AbortSignal): Promise<Directory> {
  const envelope = await callApi(directoriesCall, { signal, envelope: directoriesEnvelope });
  let directory = directoryOfAnswer.get(envelope);
  if (!directory) {
    directory = mapDirectory(envelope);
    directoryOfAnswer.set(envelope, directory);
    // A payload that failed its check is checked (and fails) again if asked again.
    directory.catch(() => directoryOfAnswer.delete(envelope));
  }
  return directory;
}

async function mapDirectory(envelope: z.infer<typeof directoriesEnvelope>): Promise<Directory> {
  const directory = directoryBuilder(envelope.CategoryList ?? []);
  await checkInSlices(directoriesCall, ['Result'], directoryEntryWire, envelope.Result, (entry) =>
    directory.add(entry),
  );
  // The collator built (and its tables loaded, see nameCollator) in a task of its own, not inside
  // the sort's first slice.
  await yieldToMain();
  compareNames('a', 'b');
  await yieldToMain();
  return directory.result(await sortInSlices(directory.merchants(), byName));
}

/**
 * `POST {bi}/v1/directory-details` with the MerchantCode. The details carry the long texts; the
 * directory's own listing (sub-categories, partner status) is merged in by the page.
 */
export async function getMerchantDetails(code: string, signal: AbortSignal): Promise<Merchant> {
  const input = { MerchantCode: code };
  return toMerchant(await readItem(directoryDetailsCall, code, { input, signal }));
}
