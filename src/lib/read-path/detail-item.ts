/**
 * Finds an item by its id in whatever a detail call returned. The spec leaves the detail calls'
 * answers "not shown" and says a detail load fails when "the item is not found in the result":
 * the result may be the item itself, a list holding it, a keyed set (`{ "12": item }`), or an
 * object holding such a list or set (`{ events: [...] }`). Used by every detail call through
 * lib/detail-answer.ts, with the id fields its feature's api/ names: the rule reads no field of its
 * own.
 */

export type WireItem = Record<string, unknown>;

const isRecord = (value: unknown): value is WireItem =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How deep a result is searched: item, list or set, object holding a list or set. */
const MAX_DEPTH = 3;
/** Bounded work on an answer of any size. */
const MAX_VISITS = 50_000;

const idOf = (item: WireItem, idFields: readonly string[]): string | undefined => {
  for (const field of idFields) {
    const value = item[field];
    if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  }
  return undefined;
};

/**
 * The item whose id field (the first of `idFields` it has) equals `id`, searched breadth first.
 * An item's own fields are not searched: a promotion's `morePromotions` are not the promotion.
 */
export function findItemById(
  result: unknown,
  idFields: readonly string[],
  id: string | number,
): WireItem | undefined {
  const wanted = String(id).trim();
  let level: unknown[] = [result];
  let visits = 0;
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const node of level) {
      if (++visits > MAX_VISITS) return undefined;
      if (Array.isArray(node)) {
        next.push(...node);
        continue;
      }
      if (!isRecord(node)) continue;
      const own = idOf(node, idFields);
      if (own !== undefined) {
        if (own === wanted) return node;
        continue;
      }
      next.push(...Object.values(node));
    }
    level = next;
  }
  return undefined;
}
