/**
 * What a call is: where it goes (backend, method, path) and what it carries (its input's and its
 * answer's schemas), declared once per call in this folder and imported by the app (its API
 * client checks answers with it), the server (its routes validate input and type their answers
 * with it, server/lib/serve-call.ts) and the gateway (its cache policy is the contract's).
 *
 * A contract is declared in two parts, side by side in its module: the `Route` (`eventsRoute`) and
 * the call (`eventsCall = defineCall(eventsRoute, {...})`). The service worker needs only routes,
 * and a bundler drops the schemas of calls a module does not use, but not the schema fields of an
 * object it uses: importing `eventsCall.path` would bring zod into the worker.
 */
import type { $ZodType, input, output } from 'zod/v4/core';

/** The company every detail and list call names: CompanyID is always '1' (spec section 9). */
export const COMPANY_ID = '1' as const;

/** The complex's three APIs (spec section 7), each mounted on the site's own origin. */
export type Backend = 'bi' | 'api' | 'endpoint';
export type Method = 'GET' | 'POST';

/** Where a call goes. `path` is relative to its backend's mount (BI paths below `/bi/{stage}`). */
export interface Route {
  readonly backend: Backend;
  readonly method: Method;
  readonly path: string;
  /** The payload travels form-encoded as one `params` JSON field (detail calls, spec section 7). */
  readonly form?: boolean;
}

/** How long the gateway keeps a read's answer fresh, and how long a stale copy may stand in. */
export interface CachePolicy {
  readonly freshMs: number;
  readonly maxStaleMs: number;
}

/** A detail call's item: found by id in whatever its answer holds (lib/read-path/detail-item.ts). */
export interface ItemOfAnswer {
  /** The item's schema. */
  readonly schema: $ZodType;
  /** The id field(s) the item is found by, first present wins (`EventID`; `id`, `RewardId`). */
  readonly idFields: readonly string[];
}

export interface CallSchemas {
  /** The payload: a POST's body (a form's `params` unwrapped), a GET's query string. */
  readonly input: $ZodType;
  /** Path parameters (`:id`), when the path has any. */
  readonly params?: $ZodType;
  /** The answer, as the app accepts it (looser than what the embedded store writes). */
  readonly answer: $ZodType;
  /** Detail calls: the item inside the answer. */
  readonly item?: ItemOfAnswer;
  /** Reads: the gateway's cache policy. Writes have none and are never cached nor retried. */
  readonly cache?: CachePolicy;
}

export type Contract = Route & CallSchemas;

/** One call's contract: its route and its schemas, as one value with their precise types. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<const R extends Route, const S extends CallSchemas>(
  route: R,
  schemas: S,
): R & S {
  return { ...route, ...schemas };
}

/** A read or write of the BI API: `POST {bi}{path}`. */
export const biRoute = /* @__NO_SIDE_EFFECTS__ */ <const P extends string>(
  path: P,
  options: { form?: boolean } = {},
) => ({ backend: 'bi', method: 'POST', path, ...options }) as const;

/** The payload a caller sends. */
export type InputOf<C extends Contract> = input<C['input']>;
/** The payload as the server's handler sees it, once checked. */
export type CheckedInputOf<C extends Contract> = output<C['input']>;
/** Path parameters a caller fills in. */
export type ParamsOf<C extends Contract> = C['params'] extends $ZodType
  ? input<C['params']>
  : undefined;
/** What the server may answer: anything the answer's schema accepts. */
export type AnswerOf<C extends Contract> = input<C['answer']>;
/** The answer as the app reads it, once checked. */
export type CheckedAnswerOf<C extends Contract> = output<C['answer']>;
/** A detail call's item as the app reads it. */
export type ItemOf<C extends Contract> = C['item'] extends ItemOfAnswer
  ? output<C['item']['schema']>
  : never;
/** A detail call's item as the server writes it. */
export type WireItemOf<C extends Contract> = C['item'] extends ItemOfAnswer
  ? input<C['item']['schema']>
  : never;
