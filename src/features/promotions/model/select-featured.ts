/** Featured items (spec section 4 and 9): at most 4, those flagged featured, by SortOrder. */

export const MAX_FEATURED = 4;

export interface Featurable {
  id: string;
  isFeatured: boolean;
  sortOrder: number;
}

/**
 * The featured items to show, in SortOrder (ties keep the server's order). `isCurrent` drops items
 * that should not be advertised any more (an ended promotion).
 */
export function selectFeatured<T extends Featurable>(
  items: readonly T[],
  isCurrent: (item: T) => boolean = () => true,
  limit = MAX_FEATURED,
): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.isFeatured && isCurrent(item))
    .sort((a, b) => a.item.sortOrder - b.item.sortOrder || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}
