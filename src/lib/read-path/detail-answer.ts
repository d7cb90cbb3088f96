/**
 * A detail page's item, whatever the detail call answers (spec section 7 leaves those answers "not
 * shown"): the item is found by its id in the call's result (lib/detail-item.ts), and when the call
 * fails (offline: the worker keeps only the details already opened), is unknown to the backend, or
 * lacks the item, it is taken from the list query's mapped data, which carries every field a
 * detail page shows. The list is asked the normal way, so offline the worker answers it from its
 * cache, and the item taken from it is as old as the list (lib/derived-answer.ts). Only when both
 * fail does the page fail, with the detail call's error (a missing item's 404 and Message).
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  ApiError,
  apiRequest,
  payloadMessage,
  unexpectedShape,
  type ApiRequest,
} from './api-client';
import { dataOfQuery } from './derived-answer';
import { findItemById } from './detail-item';
import { object, optional, unknown } from './wire-schema';

/** Any answer with a `Result`: what is inside is searched, not assumed. */
const detailEnvelope = object({ Result: optional(unknown) });

export interface DetailLoad<Dto, Model, List, ListKey extends QueryKey> {
  request: Omit<ApiRequest<typeof detailEnvelope>, 'schema'>;
  /** The item's id field(s) on the wire, first match wins (`EventID`; `id`, `RewardId`). */
  idFields: readonly string[];
  id: string;
  itemSchema: StandardSchemaV1<unknown, Dto>;
  toModel: (dto: Dto) => Model;
  /** The list query the item is also in, and the item in its data. */
  list: {
    client: QueryClient;
    options: EnsureQueryDataOptions<List, Error, List, ListKey>;
    find: (list: List) => Model | undefined;
  };
}

export async function loadDetail<Dto, Model, List, ListKey extends QueryKey>(
  load: DetailLoad<Dto, Model, List, ListKey>,
): Promise<Model> {
  const { request, idFields, id, itemSchema, toModel, list } = load;
  let detailError: unknown;
  try {
    const payload = await apiRequest({ ...request, schema: detailEnvelope });
    const item = findItemById(payload.Result, idFields, id);
    if (item) {
      const parsed = await itemSchema['~standard'].validate(item);
      if (!parsed.issues) return toModel(parsed.value);
      detailError = unexpectedShape('POST', request.path, parsed.issues);
    } else {
      // Spec section 8: a detail load rejects with the Message when the item is not in the result.
      const message = payloadMessage(payload);
      detailError = new ApiError(message ?? 'Not found', 'business', 404, undefined, message);
    }
  } catch (error) {
    if (request.signal?.aborted) throw error;
    detailError = error;
  }
  try {
    const fromList = list.find(await dataOfQuery(list.client, list.options, request.signal));
    if (fromList) return fromList;
  } catch {
    // The list failed as well: the detail call's error says more.
  }
  throw detailError;
}

/** The item of a list of models whose `id` is `id` (a list query's `find`). */
export const byId =
  (id: string) =>
  <Model extends { id: string }>(items: readonly Model[]): Model | undefined =>
    items.find((item) => item.id === id);
