/**
 * The one place that talks HTTP to the backends. It adds the site's headers, applies the API's
 * success convention, checks the payload against the schema it is given and rejects with a typed
 * `ApiError` carrying the server's `Message`. It never shows UI: error components and the query
 * client's callbacks decide what the visitor sees.
 *
 * Success convention (spec section 8): a payload with `Status` succeeds when it is 1 (or `true`);
 * a payload with only `status` succeeds when it is 1 on the BI and endpoint APIs and 0 on the
 * internal `/api` (booking, rooms, content).
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { IMPLEMENTATION_ID_HEADER } from '../shared/api-origin';
import { answerTime } from '../shared/answer-time';
import type { CheckedAnswerOf, Contract, InputOf, ParamsOf } from '../shared/contracts/call';
import { FROM_CACHE_HEADER } from '../shared/sw-messages';
import { noteAnswer } from './read-path/answer-times';
import { backendBase, config, type Backend } from './config';
import { reportReachability } from './online-status';
import { ApiError } from './api-error';
import { mapInSlices } from './slices';
import { answerKey, keepAnswer, keptAnswer } from './read-path/server-answers';

export { ApiError, type ApiErrorKind } from './api-error';

export interface ApiRequest<S extends StandardSchemaV1> {
  backend: Backend;
  path: string;
  method?: 'GET' | 'POST';
  /** JSON body. */
  body?: unknown;
  /** Detail calls send their payload as a form-encoded `params` JSON (spec section 7). */
  params?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  schema: S;
  signal?: AbortSignal;
  /** Overrides the success rule; return true when the payload is a success. */
  isSuccess?: (payload: Record<string, unknown>) => boolean;
}

const TRUTHY_STATUS = new Set<unknown>([1, '1', true, 'true']);

/** The spec's success rule for a payload from the given backend. */
export function isSuccessPayload(backend: Backend, payload: Record<string, unknown>): boolean {
  if ('Status' in payload) return TRUTHY_STATUS.has(payload.Status);
  if ('status' in payload) {
    return backend === 'api'
      ? payload.status === 0 || payload.status === '0'
      : TRUTHY_STATUS.has(payload.status);
  }
  return true;
}

/** The server's message from a payload, whichever spelling it uses. */
export function payloadMessage(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const record = payload as Record<string, unknown>;
  const message = record.Message ?? record.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function buildUrl(
  backend: Backend,
  path: string,
  query?: ApiRequest<StandardSchemaV1>['query'],
): string {
  let url = `${backendBase(backend)}${path}`;
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) search.set(key, String(value));
    }
    const qs = search.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return url;
}

/** The form-encoded `params` body of a detail call (spec section 7). */
export function paramsBody(params: Record<string, unknown>): string {
  return new URLSearchParams({ params: JSON.stringify(params) }).toString();
}

/**
 * In the server's render of a page (src/entry-server.tsx), the fetch of the render in progress:
 * this server's own API, asked in process with the site's headers. Undefined in the browser.
 */
let renderFetch: (() => typeof fetch | undefined) | undefined;

/** On the server, where the render in progress sends its calls. */
export function fetchInServerRender(source: () => typeof fetch | undefined): void {
  renderFetch = source;
}

/** Sends one request and resolves with the schema-checked payload, or rejects with `ApiError`. */
export async function apiRequest<S extends StandardSchemaV1>(
  request: ApiRequest<S>,
): Promise<StandardSchemaV1.InferOutput<S>> {
  const { backend, path, schema, signal } = request;
  const method = request.method ?? (request.body !== undefined || request.params ? 'POST' : 'GET');
  const headers: Record<string, string> = {
    [IMPLEMENTATION_ID_HEADER]: config.implementationId,
    Accept: 'application/json',
    ...request.headers,
  };
  let body: string | undefined;
  if (request.params) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = paramsBody(request.params);
  } else if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body ?? {});
  } else {
    headers['Content-Type'] = 'application/json';
  }
  const url = buildUrl(backend, path, request.query);

  // In the server's render, a call asked before is asked again by its answer's ETag
  // (server-answers.ts): an unchanged answer is not read again. Dropped from the browser's build.
  const keyOfAnswer =
    import.meta.env.SSR && renderFetch?.() ? answerKey(method, url, body) : undefined;
  const known = keyOfAnswer === undefined ? undefined : keptAnswer(keyOfAnswer);
  if (known) headers['If-None-Match'] = known.etag;

  const { status, payload, etag, bytes } = await send(url, { method, headers, body, signal });

  if (known && status === 304) return known.value as StandardSchemaV1.InferOutput<S>;
  if (status < 200 || status > 299) {
    const serverMessage = payloadMessage(payload);
    const message = serverMessage ?? `Request failed with status ${status}`;
    // A 404 is an answer the app expects and handles (a detail page takes its item from the list,
    // else shows its not-found page): information, not an error for a monitoring tool to count.
    const log = status === 404 ? console.info : console.error;
    log(`[api] ${method} ${url} answered ${status}: ${message}`);
    throw new ApiError(message, 'http', status, undefined, serverMessage);
  }
  if (typeof payload !== 'object' || payload === null) {
    throw new ApiError('The server sent a response that is not JSON', 'schema', status);
  }
  const record = payload as Record<string, unknown>;
  const success = request.isSuccess ? request.isSuccess(record) : isSuccessPayload(backend, record);
  if (!success) {
    const serverMessage = payloadMessage(record);
    throw new ApiError(
      serverMessage ?? 'The request was not successful',
      'business',
      status,
      (record.Status ?? record.status) as number | string | boolean | undefined,
      serverMessage,
    );
  }
  // Any Standard Schema: the contracts' zod/mini schemas.
  const parsed = await schema['~standard'].validate(payload);
  if (parsed.issues) throw unexpectedShape(method, url, parsed.issues, status);
  if (keyOfAnswer !== undefined && etag)
    keepAnswer(keyOfAnswer, { etag, value: parsed.value, bytes });
  return parsed.value;
}

/** One call of its contract: what the caller fills in. */
export interface CallArgs<C extends Contract> {
  /** The payload (a POST's body, a GET's query); a BI list call's is `{}` when left out. */
  input?: InputOf<C>;
  /** The path's parameters (`:id`). */
  params?: ParamsOf<C>;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Overrides the success rule; return true when the payload is a success. */
  isSuccess?: (payload: Record<string, unknown>) => boolean;
}

/** The contract's path with its parameters filled in. */
function filledPath(path: string, params: unknown): string {
  if (!params) return path;
  const values = params as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/**
 * Asks one call as its contract says (src/shared/contracts): its backend, method, path and
 * encoding, and its answer checked with the contract's schema.
 */
export function callApi<C extends Contract, E extends StandardSchemaV1 = never>(
  call: C,
  args: CallArgs<C> & {
    /**
     * Check only this part of the answer now (the directory's envelope): the caller checks the
     * rest with the contract's own schemas, a slice at a time.
     */
    envelope?: E;
  } = {},
): Promise<[E] extends [never] ? CheckedAnswerOf<C> : StandardSchemaV1.InferOutput<E>> {
  const { input, params, envelope, ...rest } = args;
  const payload =
    call.method === 'GET'
      ? { query: input as ApiRequest<StandardSchemaV1>['query'] }
      : call.form
        ? { params: input as Record<string, unknown> }
        : { body: input ?? {} };
  return apiRequest({
    ...rest,
    ...payload,
    backend: call.backend,
    method: call.method,
    path: filledPath(call.path, params),
    schema: (envelope ?? call.answer) as StandardSchemaV1<
      unknown,
      [E] extends [never] ? CheckedAnswerOf<C> : StandardSchemaV1.InferOutput<E>
    >,
  });
}

/**
 * The error for a successful answer whose data does not match its schema, logged with the
 * mismatches. Also for callers that check part of a payload themselves (the directory's entries).
 */
export function unexpectedShape(
  method: string,
  url: string,
  issues: readonly StandardSchemaV1.Issue[],
  status = 200,
): ApiError {
  console.error(`[api] ${method} ${url} payload does not match its schema`, issues);
  return new ApiError('The server sent data in an unexpected shape', 'schema', status);
}

/**
 * Checks a long list of an answer that `callApi` read with an `envelope` (the list's items left
 * unchecked there), an item at a time with its contract's schema and the main thread given back
 * between slices: checked at once, the directory's merchants or the map's walkways were a phone's
 * longest task. `use` sees each checked item as it passes while none has failed. Resolves with the
 * checked items; rejects as an answer of an unexpected shape, naming each item that failed by its
 * place in the answer (`at`, the list's path).
 */
export async function checkInSlices<S extends StandardSchemaV1>(
  call: Pick<Contract, 'method' | 'path'>,
  at: readonly PropertyKey[],
  schema: S,
  items: readonly unknown[],
  use?: (item: StandardSchemaV1.InferOutput<S>) => void,
): Promise<StandardSchemaV1.InferOutput<S>[]> {
  const issues: StandardSchemaV1.Issue[] = [];
  const checked = await mapInSlices(items, (raw, index) => {
    const result = schema['~standard'].validate(raw);
    const outcome: StandardSchemaV1.Result<StandardSchemaV1.InferOutput<S>> =
      result instanceof Promise ? { issues: [{ message: 'checked asynchronously' }] } : result;
    if (outcome.issues)
      issues.push(
        ...outcome.issues.map((issue) => ({
          ...issue,
          path: [...at, index, ...(issue.path ?? [])],
        })),
      );
    else if (issues.length === 0) use?.(outcome.value);
    return outcome.issues ? undefined : outcome.value;
  });
  if (issues.length > 0) throw unexpectedShape(call.method, call.path, issues);
  return checked as StandardSchemaV1.InferOutput<S>[];
}

/** What the network answered: the HTTP status and the JSON body (undefined when not JSON). */
interface Answer {
  status: number;
  payload: unknown;
  /** The answer's ETag, if it has one. */
  etag: string | null;
  /** Bytes of the body, as the answer said (0 when it did not). */
  bytes: number;
}

async function send(url: string, init: RequestInit): Promise<Answer> {
  const serverFetch = renderFetch?.();
  let response: Response;
  try {
    response = await (serverFetch ?? fetch)(url, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    // Spec section 8: network errors are logged and rejected; no message is shown to the visitor.
    console.error(`[api] ${init.method} ${url} failed:`, cause);
    reportReachability(false);
    throw new ApiError(cause instanceof Error ? cause.message : 'Network error', 'network');
  }
  // The server's render keeps no reachability of its own; its answers' data times are kept.
  if (!serverFetch && !response.headers.has(FROM_CACHE_HEADER)) reportReachability(true);
  // How old the answer's data is (the gateway's Age, the worker's stamp): the query's data time.
  noteAnswer(init.signal ?? undefined, answerTime(response.headers, Date.now()));
  let text = '';
  let payload: unknown;
  try {
    text = await response.text();
    payload = JSON.parse(text);
  } catch {
    payload = undefined;
  }
  return {
    status: response.status,
    payload,
    etag: response.headers.get('etag'),
    bytes: text.length,
  };
}
