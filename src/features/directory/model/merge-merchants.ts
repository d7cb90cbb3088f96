import type { Merchant, SubCategory } from './merchant';

/** Sub-categories by id, once each; a Chinese name one listing lacks is taken from another. */
export function dedupeSubCategories(list: SubCategory[]): SubCategory[] {
  const seen = new Map<number, SubCategory>();
  for (const sub of list) {
    const known = seen.get(sub.id);
    if (!known) seen.set(sub.id, sub);
    else if (!known.nameZh && sub.nameZh) seen.set(sub.id, { ...known, nameZh: sub.nameZh });
  }
  return [...seen.values()];
}

/**
 * Two listings of one merchant (same MerchantID) as one: every sub-category and flag kept. A rule
 * of the domain, not of the wire: a store page merges its details with its listing with it, and
 * must not load the call code the mappers share.
 */
export function mergeMerchants(a: Merchant, b: Merchant): Merchant {
  const subCategories = dedupeSubCategories([...a.subCategories, ...b.subCategories]);
  return {
    ...a,
    nameZh: a.nameZh ?? b.nameZh,
    subCategories,
    categoryIds: [...new Set([a.categoryId, ...a.categoryIds, ...b.categoryIds])],
    listedInDirectory: a.listedInDirectory || b.listedInDirectory,
    isPartner: a.isPartner || b.isPartner,
  };
}
