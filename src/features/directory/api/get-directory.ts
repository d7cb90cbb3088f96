import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import type { Directory, Merchant, SubCategory } from './merchant';
import { directoriesResponseDto, type DirectoriesResponseDto } from './merchant-dto';
import { mergeMerchants, toMerchant, toSubCategory } from './merchant-mapper';

/** One collator for every comparison: `localeCompare` with options builds a new one per call. */
const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sort key for names: case- and accent-insensitive, so "éclair" sits with the E's. */
export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b);
}

/**
 * The directory from the wire: one entry per (category, sub-category), each listing merchants and
 * e-voucher partners; a merchant can appear under several entries and in both lists. Merchants are
 * deduplicated by MerchantID with every listing merged.
 */
export function toDirectory(payload: DirectoriesResponseDto): Directory {
  const subCategories = new Map<number, SubCategory>();
  for (const dto of [...(payload.CategoryList ?? []), ...payload.Result]) {
    const sub = toSubCategory(dto);
    if (sub && !subCategories.has(sub.id)) subCategories.set(sub.id, sub);
  }

  const merchants = new Map<string, Merchant>();
  const add = (merchant: Merchant) => {
    const known = merchants.get(merchant.id);
    merchants.set(merchant.id, known ? mergeMerchants(known, merchant) : merchant);
  };
  for (const entry of payload.Result) {
    const subCategory = toSubCategory(entry);
    for (const dto of entry.Merchants ?? [])
      add(toMerchant(dto, { subCategory, listedInDirectory: true }));
    for (const dto of entry.participatingMerchants ?? [])
      add(toMerchant(dto, { subCategory, isPartner: true }));
  }

  return {
    merchants: [...merchants.values()].sort((a, b) => compareNames(a.name, b.name)),
    subCategories: [...subCategories.values()].sort(
      (a, b) => a.categoryId - b.categoryId || compareNames(a.name, b.name),
    ),
  };
}

/** `POST {bi}/v1/directories` (empty body): every category at once. */
export async function getDirectory(signal?: AbortSignal): Promise<Directory> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.directories,
    body: {},
    schema: directoriesResponseDto,
    signal,
  });
  return toDirectory(payload);
}

export const directoryQueryOptions = () =>
  queryOptions({
    queryKey: ['directory', 'all'],
    queryFn: ({ signal }) => getDirectory(signal),
  });

/** A merchant of the directory by MerchantID (the store page's URL id). */
export function findMerchantById(directory: Directory, id: string): Merchant | undefined {
  return directory.merchants.find((merchant) => merchant.id === id.trim());
}

/** Merchants of the directory for a list of MerchantCodes, in that order, skipping unknown codes. */
export function findMerchantsByCode(directory: Directory, codes: readonly string[]): Merchant[] {
  const byCode = new Map(directory.merchants.map((merchant) => [merchant.code, merchant]));
  return codes.flatMap((code) => {
    const merchant = byCode.get(code);
    return merchant ? [merchant] : [];
  });
}
