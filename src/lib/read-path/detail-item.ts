/**
 * Finds an item by its id in whatever a detail call returned. The spec leaves the detail calls'
 * answers "not shown" and says a detail load fails when "the item is not found in the result":
 * the result may be the item itself, a list holding it, a keyed set (`{ "12": item }`), or an
 * object holding such a list or set (`{ events: [...] }`). Used by every detail call through
 * `readItem` below, with the id fields its contract names: the rule reads no field of its own.
 */
import type { Contract, ItemOf, ItemOfAnswer } from '../../shared/contracts/call';
import { ApiError, callApi, payloadMessage, unexpectedShape, type CallArgs } from '../api-client';

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

/**
 * A detail call's item (its contract's `item`): the call asked, its answer searched for the item
 * by id and the item checked with its schema. Rejects with a 404 carrying the answer's Message
 * when the item is not in the result (spec section 8).
 */
export async function readItem<C extends Contract & { item: ItemOfAnswer }>(
  call: C,
  id: string,
  args: CallArgs<C>,
): Promise<ItemOf<C>> {
  const payload = await callApi(call, args);
  const item = findItemById((payload as { Result?: unknown }).Result, call.item.idFields, id);
  if (!item) {
    const message = payloadMessage(payload);
    throw new ApiError(message ?? 'Not found', 'business', 404, undefined, message);
  }
  const parsed = await call.item.schema['~standard'].validate(item);
  if (parsed.issues) throw unexpectedShape(call.method, call.path, parsed.issues);
  return parsed.value as ItemOf<C>;
}
