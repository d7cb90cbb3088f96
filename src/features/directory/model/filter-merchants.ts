/**
 * The directory's filters as one pure function, so the list, its counts and the tests agree.
 * Filters combine with AND; the text search matches any of name (English or Chinese), unit number
 * (however it is typed), sub-category (English or Chinese) or zone.
 */
import { isOpenAt } from '../../../shared/opening-hours';
import type { StoreCategoryId } from '../../../shared/store-categories';
import type { MerchantSummary } from './merchant';
import type { DirectoryLetter } from './directory-letters';
import { matchesUnitNumber } from '../../../shared/unit-number';
import { zoneNameZh } from '../../../shared/zone-names';

export { DIRECTORY_LETTERS, type DirectoryLetter } from './directory-letters';

export interface MerchantFilters {
  categoryId?: StoreCategoryId;
  subCategoryId?: number;
  query?: string;
  letter?: DirectoryLetter;
  halal?: boolean;
  evoucher?: boolean;
  points?: boolean;
  openNow?: boolean;
}

/** Lower case without accents or surrounding space, for comparisons. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The A-Z letter a name files under ('#' for digits and symbols). */
export function letterOf(name: string): DirectoryLetter {
  const first = foldText(name).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? (first as DirectoryLetter) : '#';
}

/**
 * Each merchant's letter, worked out once: the A-Z bar asks it of every store of the list at each
 * draw, and folding a name (Unicode normalisation) is the costly part. Merchants are never
 * changed in place.
 */
const letterOfMerchant = new WeakMap<MerchantSummary, DirectoryLetter>();

function merchantLetter(merchant: MerchantSummary): DirectoryLetter {
  let letter = letterOfMerchant.get(merchant);
  if (letter === undefined) {
    letter = letterOf(merchant.name);
    letterOfMerchant.set(merchant, letter);
  }
  return letter;
}

/** Whether a merchant matches a typed search text. */
export function matchesQuery(merchant: MerchantSummary, query: string): boolean {
  const q = foldText(query);
  if (!q) return true;
  const texts = [
    merchant.name,
    merchant.nameZh,
    merchant.zone,
    // The zone's Chinese name too, as a Chinese page shows it ("空中花园").
    merchant.zone === undefined ? undefined : zoneNameZh(merchant.zone),
    ...merchant.subCategories.flatMap((sub) => [sub.name, sub.nameZh]),
  ];
  return (
    texts.some((text) => text !== undefined && foldText(text).includes(q)) ||
    matchesUnitNumber(merchant.unitNumber, query)
  );
}

/** Every filter except the sub-category one (used for the sub-category chips' counts). */
function matchesOtherFilters(
  merchant: MerchantSummary,
  filters: MerchantFilters,
  now: number,
): boolean {
  if (!merchant.listedInDirectory) return false;
  if (filters.categoryId !== undefined && !merchant.categoryIds.includes(filters.categoryId))
    return false;
  if (filters.letter && merchantLetter(merchant) !== filters.letter) return false;
  if (filters.halal && !merchant.isHalal) return false;
  if (filters.evoucher && !merchant.acceptsEvouchers) return false;
  if (filters.points && !merchant.canPayWithPoints) return false;
  if (filters.query && !matchesQuery(merchant, filters.query)) return false;
  if (filters.openNow && !isOpenAt(merchant.hours, now)) return false;
  return true;
}

function inSubCategory(merchant: MerchantSummary, subCategoryId: number | undefined): boolean {
  return (
    subCategoryId === undefined || merchant.subCategories.some((sub) => sub.id === subCategoryId)
  );
}

/**
 * Whether "Open now" can tell anything about `merchants`: some store of the directory publishes
 * its opening hours. When none does (the live backends publish none), the filter could only ever
 * answer "no stores", so the list does not offer it, and ignores it in a URL that asks for it.
 */
export function canFilterOpenNow(merchants: readonly MerchantSummary[]): boolean {
  return merchants.some((merchant) => merchant.listedInDirectory && merchant.hours.length > 0);
}

/** The merchants that pass every filter at instant `now`, in their given order. */
export function filterMerchants<M extends MerchantSummary>(
  merchants: readonly M[],
  filters: MerchantFilters,
  now: number,
): M[] {
  return merchants.filter(
    (m) => matchesOtherFilters(m, filters, now) && inSubCategory(m, filters.subCategoryId),
  );
}

/**
 * How many merchants each sub-category chip would show with the other filters as they are, so the
 * counts always add up to what a tap would give.
 */
export function countBySubCategory(
  merchants: readonly MerchantSummary[],
  filters: MerchantFilters,
  now: number,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const merchant of merchants) {
    if (!matchesOtherFilters(merchant, filters, now)) continue;
    for (const sub of merchant.subCategories) counts.set(sub.id, (counts.get(sub.id) ?? 0) + 1);
  }
  return counts;
}

/** Letters that have at least one merchant with the other filters as they are. */
export function availableLetters(
  merchants: readonly MerchantSummary[],
  filters: MerchantFilters,
  now: number,
): Set<DirectoryLetter> {
  const rest = { ...filters, letter: undefined };
  return new Set(filterMerchants(merchants, rest, now).map(merchantLetter));
}
