import type { OpeningHours } from '../../../shared/opening-hours';
import {
  storeCategoryIdOfSlug,
  type StoreCategoryId,
  type StoreCategorySlug,
} from '../../../shared/store-categories';
import type {
  CategoryDirectory,
  Directory,
  Merchant,
  MerchantSummary,
  SubCategory,
} from './merchant';

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
