/**
 * The one place that talks HTTP to the complex's backends: their base URLs, the implementation
 * id, the bearer token bought with the key and secret, a timeout on every call and a circuit
 * breaker per backend. What comes back is the status and the parsed JSON; every failure is an
 * `UpstreamFailure` whose message is for logs only (it may name the upstream URL).
 */
import { safeParse } from 'zod/v4/core';
import { generateTokenCall } from '../../src/shared/contracts/generate-token.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import type { UpstreamConfig } from './config.ts';

export type Backend = 'bi' | 'api' | 'endpoint';

export interface UpstreamRequest {
  backend: Backend;
  /** Path relative to the backend's base, with its query string if any. */
  path: string;
  method: 'GET' | 'POST';
  /** The payload; sent as a form `params` JSON when `form`, else as JSON. */
  payload?: Record<string, unknown>;
  form?: boolean;
  /** Extra headers passed through (the contact form's idempotency key). */
  headers?: Record<string, string>;
}

export interface UpstreamAnswer {
  status: number;
  /** Parsed JSON; undefined when the body was not JSON. */
  body: unknown;
  /** How old the backend says its answer already is (its `Age`, behind a cache of its own). */
  ageMs: number;
}

/** Milliseconds from an `Age` header (delta-seconds); 0 when absent or malformed. */
export function ageMsOf(header: string | null): number {
  if (header === null || !/^\d{1,10}$/.test(header.trim())) return 0;
  return Number(header.trim()) * 1000;
}

export type FailureKind = 'timeout' | 'unreachable' | 'circuit-open' | 'server-error' | 'not-json';

export class UpstreamFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    logMessage: string,
    readonly status?: number,
  ) {
    super(logMessage);
  }
}

/** Biggest answer accepted from a backend: the real directory is about 1 MB. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** A token is renewed this long before the backend says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** How long a token whose answer gives no lifetime in seconds is taken to last. */
const TOKEN_FALLBACK_SECONDS = 300;

export interface UpstreamClient {
  call(request: UpstreamRequest): Promise<UpstreamAnswer>;
  /** Whether a backend's circuit is open (calls fail at once). */
  isOpen(backend: Backend): boolean;
}

export function createUpstreamClient(
  config: UpstreamConfig,
  fetchImpl: typeof fetch = fetch,
  now: () => number = () => Date.now(),
): UpstreamClient {
  const bases: Record<Backend, string> = {
    bi: config.biBase,
    api: config.apiBase,
    endpoint: config.endpointBase,
  };
  const breakers: Record<Backend, CircuitBreaker> = {
    bi: new CircuitBreaker(config.breakerFailures, config.breakerCooldownMs, now),
    api: new CircuitBreaker(config.breakerFailures, config.breakerCooldownMs, now),
    endpoint: new CircuitBreaker(config.breakerFailures, config.breakerCooldownMs, now),
  };
  let token: { value: string; expiresAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  async function send(url: string, init: RequestInit): Promise<UpstreamAnswer> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new UpstreamFailure(
        timedOut ? 'timeout' : 'unreachable',
        `${init.method} ${url}: ${timedOut ? `no answer in ${config.timeoutMs} ms` : String(error)}`,
      );
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new UpstreamFailure('not-json', `${init.method} ${url}: answer of ${length} bytes`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new UpstreamFailure('unreachable', `${init.method} ${url}: ${String(error)}`);
    }
    if (response.status >= 500)
      throw new UpstreamFailure(
        'server-error',
        `${init.method} ${url}: HTTP ${response.status}`,
        response.status,
      );
    let body: unknown;
    try {
      body = text.length > MAX_ANSWER_BYTES ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body, ageMs: ageMsOf(response.headers.get('age')) };
  }

  async function fetchToken(): Promise<string> {
    const answer = await send(`${bases.bi}${config.tokenPath}`, {
      method: 'POST',
      headers: baseHeaders('application/json'),
      body: JSON.stringify({ ApiKey: config.apiKey, ApiSecret: config.apiSecret }),
    });
    const checked = safeParse(generateTokenCall.answer, answer.body);
    if (answer.status !== 200 || !checked.success)
      throw new UpstreamFailure(
        'server-error',
        `token call answered HTTP ${answer.status}`,
        answer.status,
      );
    const { AccessToken, ExpiresIn } = checked.data.Result;
    const seconds = typeof ExpiresIn === 'number' ? ExpiresIn : TOKEN_FALLBACK_SECONDS;
    token = { value: AccessToken, expiresAt: now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  /** The current bearer token, bought once for all concurrent calls; none without a key. */
  async function bearer(): Promise<string | undefined> {
    if (!config.apiKey) return undefined;
    if (token && token.expiresAt > now()) return token.value;
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  function baseHeaders(contentType: string): Record<string, string> {
    return {
      'implementation-id': config.implementationId,
      accept: 'application/json',
      'content-type': contentType,
    };
  }

  return {
    isOpen: (backend) => breakers[backend].isOpen,
    async call(request) {
      const breaker = breakers[request.backend];
      if (!breaker.allow())
        throw new UpstreamFailure('circuit-open', `${request.backend}: circuit open`);
      const url = `${bases[request.backend]}${request.path}`;
      const contentType = request.form ? 'application/x-www-form-urlencoded' : 'application/json';
      const body =
        request.method === 'GET'
          ? undefined
          : request.form
            ? new URLSearchParams({ params: JSON.stringify(request.payload ?? {}) }).toString()
            : JSON.stringify(request.payload ?? {});
      try {
        const auth = await bearer();
        const answer = await send(url, {
          method: request.method,
          headers: {
            ...baseHeaders(contentType),
            ...request.headers,
            ...(auth && { authorization: `Bearer ${auth}` }),
          },
          body,
        });
        if (answer.status === 401) token = undefined;
        breaker.succeeded();
        return answer;
      } catch (error) {
        breaker.failed();
        throw error;
      }
    },
  };
}
