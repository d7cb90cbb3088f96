import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOfQuery } from '../../../lib/derived-answer';
import { storeCategoryIdOfSlug, type StoreCategorySlug } from '../../../shared/store-categories';
import type { OpeningHours } from '../../../shared/opening-hours';
import type { StoreCategoryId } from '../../../shared/store-categories';
import type {
  CategoryDirectory,
  Directory,
  Merchant,
  MerchantSummary,
  SubCategory,
} from '../model/merchant';
import { directoryQueryOptions, getDirectory } from './get-directory';
import { directoryKeys } from './query-keys';

/**
 * One object for equal values: many merchants keep the same hours and sub-categories, and a page
 * drawn by the server writes a shared object once (lib/page-data.ts), so the category's list
 * travels in about half the bytes. Query data is never changed in place, so sharing is safe.
 */
function interner<T>(): (key: string, value: T) => T {
  const known = new Map<string, T>();
  return (key, value) => {
    const found = known.get(key);
    if (found !== undefined) return found;
    known.set(key, value);
    return value;
  };
}

/** Summaries of merchants: what a category's list reads of each (field by field). */
function summarizer(): (merchant: Merchant) => MerchantSummary {
  const subCategory = interner<SubCategory>();
  const subCategoryList = interner<SubCategory[]>();
  const hoursList = interner<OpeningHours[]>();
  const categoryList = interner<StoreCategoryId[]>();
  return (merchant) => {
    const subCategories = merchant.subCategories.map((sub) => subCategory(String(sub.id), sub));
    const summary: MerchantSummary = {
      id: merchant.id,
      name: merchant.name,
      categoryId: merchant.categoryId,
      categoryIds: categoryList(merchant.categoryIds.join(), merchant.categoryIds),
      subCategories: subCategoryList(subCategories.map((sub) => sub.id).join(), subCategories),
      hours: hoursList(
        merchant.hours.map((day) => `${day.dayOfWeek} ${day.open} ${day.close}`).join(),
        merchant.hours,
      ),
      isHalal: merchant.isHalal,
      acceptsEvouchers: merchant.acceptsEvouchers,
      canPayWithPoints: merchant.canPayWithPoints,
      listedInDirectory: merchant.listedInDirectory,
    };
    if (merchant.nameZh !== undefined) summary.nameZh = merchant.nameZh;
    if (merchant.unitNumber !== undefined) summary.unitNumber = merchant.unitNumber;
    if (merchant.zone !== undefined) summary.zone = merchant.zone;
    if (merchant.logoUrl !== undefined) summary.logoUrl = merchant.logoUrl;
    return summary;
  };
}

/** Each directory's categories, made once per directory (the server's render maps it once per answer). */
const categoriesOf = new WeakMap<Directory, Map<string, CategoryDirectory>>();

/**
 * One category of the directory: the merchants its list shows (listed in the directory under the
 * category, in the directory's order), as summaries, and its sub-categories. An unknown slug has
 * none.
 */
export function categoryDirectoryOf(
  directory: Directory,
  category: StoreCategorySlug,
): CategoryDirectory {
  let categories = categoriesOf.get(directory);
  if (!categories) {
    categories = new Map();
    categoriesOf.set(directory, categories);
  }
  const known = categories.get(category);
  if (known) return known;
  const categoryId = storeCategoryIdOfSlug(category);
  const made: CategoryDirectory = {
    merchants: directory.merchants
      .filter(
        (merchant) =>
          merchant.listedInDirectory &&
          categoryId !== undefined &&
          merchant.categoryIds.includes(categoryId),
      )
      .map(summarizer()),
    subCategories: directory.subCategories.filter((sub) => sub.categoryId === categoryId),
  };
  categories.set(category, made);
  return made;
}

/**
 * A category's list (the one query its page loads), read from the directory call, which answers
 * every merchant at once (some 640 KB of wire JSON). In the server's render the directory is read
 * but not kept: the page carries its category's summaries (a few dozen KB), not the whole
 * directory (docs/read-path.md). In the browser it is read from the directory query, fetched when
 * that is older than the query's own freshness (so a refetch of the list brings new data) and,
 * when the network and the worker cannot answer, the directory already held: the list is then as
 * old as that directory, and says so (its time is the directory's, for the data-age banner).
 */
export async function getCategoryDirectory(
  queryClient: QueryClient,
  category: StoreCategorySlug,
  signal?: AbortSignal,
): Promise<CategoryDirectory> {
  if (import.meta.env.SSR) return categoryDirectoryOf(await getDirectory(signal), category);
  // The list is as old as the directory it is read from (lib/derived-answer.ts).
  const directory = await dataOfQuery(queryClient, directoryQueryOptions(), signal, {
    fresh: true,
  });
  return categoryDirectoryOf(directory, category);
}

export const categoryDirectoryQueryOptions = (
  queryClient: QueryClient,
  category: StoreCategorySlug,
) =>
  queryOptions({
    queryKey: directoryKeys.category(category),
    queryFn: ({ signal }) => getCategoryDirectory(queryClient, category, signal),
  });
