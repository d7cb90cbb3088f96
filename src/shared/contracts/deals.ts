/** The deals call of the endpoint API (docs/api.md "Deal"). */
import { defineCall } from './call';
import { DIRECTORY } from './cache-policies';
import {
  companyId,
  looseId,
  looseTextOrNumber,
  numeric,
  numericChoice,
  pattern,
  statusFlag,
  text,
} from './fields';
import { z } from './zod';

/** A deal on the wire. */
export const dealWire = z.object({
  DealID: looseId,
  Title: z.string(),
  BiTitle: looseTextOrNumber,
  Description: looseTextOrNumber,
  ImagePath: looseTextOrNumber,
  MerchantID: z.nullish(looseId),
  MerchantCode: looseTextOrNumber,
  StoreName: looseTextOrNumber,
  CategId: z.optional(looseTextOrNumber),
  TypeId: z.optional(looseTextOrNumber),
  Price: looseTextOrNumber,
  Points: looseTextOrNumber,
  StartDate: looseTextOrNumber,
  EndDate: looseTextOrNumber,
});
export type DealWire = z.infer<typeof dealWire>;

/** A category or type filter: a numeric id, 0 or empty for any. */
const anyOrId = /* @__NO_SIDE_EFFECTS__ */ (what: string) =>
  numeric({ digits: /^[0-9]{0,9}$/, what });

/** `POST {endpoint}/list/model/deal`: deals, 20 a page, optionally of one merchant. */
export const dealsRoute = {
  backend: 'endpoint',
  method: 'POST',
  path: '/list/model/deal',
} as const;
export const dealsCall = defineCall(dealsRoute, {
  input: z.object({
    CompanyID: z.optional(companyId),
    CategId: z.optional(anyOrId('a numeric category id (0 for any)')),
    TypeId: z.optional(anyOrId('a numeric type id (0 for any)')),
    SortId: z.optional(numericChoice([1, 2, 3], '1 (newest), 2 (ending soonest) or 3 (title)')),
    PageIndex: z.optional(
      numeric({ digits: /^[1-9][0-9]{0,4}$/, min: 1, max: 99_999, what: 'a page number from 1' }),
    ),
    QuerySearch: z.optional(text(100)),
    MerchantCode: z.optional(pattern(/^[A-Za-z0-9_-]*$/, 'a merchant code such as M0123', 20)),
  }),
  answer: z.object({
    Status: statusFlag,
    Result: z.array(dealWire),
    RecordCount: z.nullish(z.union([z.number(), z.string()])),
  }),
  cache: DIRECTORY,
});
