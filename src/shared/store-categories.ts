/**
 * The directory's three categories (spec section 9: Dining 1, Shopping 2, Services 3) and the URL
 * slug of each under /store_categories/. One owner for this fact: the directory, search results,
 * the map and any other link to a store page build their paths from here.
 */
export type StoreCategoryId = 1 | 2 | 3;
export type StoreCategorySlug = 'dining' | 'shopping' | 'services_amenities';

export const STORE_CATEGORIES: readonly {
  id: StoreCategoryId;
  slug: StoreCategorySlug;
  name: string;
  nameZh: string;
}[] = [
  { id: 1, slug: 'dining', name: 'Dining', nameZh: '餐饮' },
  { id: 2, slug: 'shopping', name: 'Shopping', nameZh: '购物' },
  { id: 3, slug: 'services_amenities', name: 'Services & Amenities', nameZh: '服务与设施' },
];

/** The router's routes of a category's list and of a store page (typed links use these). */
export const STORE_LIST_ROUTE = '/store_categories/$category';
export const STORE_PAGE_ROUTE = '/store_categories/$category/$id';

/** The spec's default directory category. */
export const DEFAULT_STORE_CATEGORY_ID: StoreCategoryId = 1;

export function isStoreCategoryId(value: unknown): value is StoreCategoryId {
  return value === 1 || value === 2 || value === 3;
}

export function isStoreCategorySlug(value: unknown): value is StoreCategorySlug {
  return STORE_CATEGORIES.some((category) => category.slug === value);
}

/** The slug of a category id; unknown ids fall back to the default category. */
export function storeCategorySlug(id: number | undefined): StoreCategorySlug {
  return (STORE_CATEGORIES.find((category) => category.id === id) ?? STORE_CATEGORIES[0]!).slug;
}

/** The category id of a slug, or undefined. */
export function storeCategoryIdOfSlug(slug: string): StoreCategoryId | undefined {
  return STORE_CATEGORIES.find((category) => category.slug === slug)?.id;
}

/** The path of a store page: `/store_categories/dining/123`. */
export function storePagePath(categoryId: number | undefined, merchantId: string | number): string {
  return `/store_categories/${storeCategorySlug(categoryId)}/${merchantId}`;
}
