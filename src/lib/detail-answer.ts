/**
 * A detail page's item, whatever the detail call answers (spec section 7 leaves those answers "not
 * shown"): the item is found by its id in the call's result (src/shared/detail-item.ts), and when
 * the call fails, is unknown to the backend, or lacks the item, it is taken from the list answer,
 * which carries every field a detail page shows. Only when both fail does the page fail, with the
 * detail call's error (a missing item's 404 and Message).
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { findItemById } from '../shared/detail-item';
import {
  ApiError,
  apiRequest,
  payloadMessage,
  unexpectedShape,
  type ApiRequest,
} from './api-client';
import { object, optional, unknown } from './wire-schema';

/** Any answer with a `Result`: what is inside is searched, not assumed. */
const detailEnvelope = object({ Result: optional(unknown) });

export interface DetailLoad<Dto, Model extends { id: string }> {
  request: Omit<ApiRequest<typeof detailEnvelope>, 'schema'>;
  /** The item's id field(s) on the wire, first match wins (`EventID`; `id`, `RewardId`). */
  idFields: readonly string[];
  id: string;
  itemSchema: StandardSchemaV1<unknown, Dto>;
  toModel: (dto: Dto) => Model;
  /** The list the item is also in (its query's data: cached, persisted, or fetched). */
  fromList: () => Promise<readonly Model[]>;
}

export async function loadDetail<Dto, Model extends { id: string }>(
  load: DetailLoad<Dto, Model>,
): Promise<Model> {
  const { request, idFields, id, itemSchema, toModel } = load;
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
    const fromList = (await load.fromList()).find((item) => item.id === id);
    if (fromList) return fromList;
  } catch {
    // The list failed as well: the detail call's error says more.
  }
  throw detailError;
}
