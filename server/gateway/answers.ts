/**
 * What the browser is told about an upstream answer. Successful answers pass through as the
 * backend wrote them (the client's mappers own the wire format's quirks, wire-format.md); errors
 * become this site's own `Status`/`Message` answers (server/lib/http-error.ts), with the backend's
 * message only when it is a short sentence, never a URL, a key or a stack.
 */
import { errorBody } from '../lib/http-error.ts';
import type { Backend, FailureKind } from './upstream-client.ts';

/** An answer as the gateway keeps and sends it: the status and the JSON body, serialised once. */
export interface Answer {
  status: number;
  body: Buffer;
}

const TRUTHY = new Set<unknown>([1, '1', true, 'true']);

/** The spec's success rule (section 8): `Status` 1, or `status` 1 (0 on the internal `/api`). */
export function isSuccess(backend: Backend, body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if ('Status' in record) return TRUTHY.has(record.Status);
  if ('status' in record)
    return backend === 'api'
      ? record.status === 0 || record.status === '0'
      : TRUTHY.has(record.status);
  return true;
}

const UNSAFE = /https?:|\/\/|\bat\s+\S+\s*\(|\w+Error\b|[{}<>]|\b(key|secret|token|sql)\b/i;

/** The backend's message when it is safe to show; undefined otherwise. */
export function safeMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const message = record.Message ?? record.message;
  if (typeof message !== 'string') return undefined;
  const text = message.trim();
  return text && text.length <= 200 && !UNSAFE.test(text) ? text : undefined;
}

export const NOT_ANSWERING =
  'The complex’s information service is not answering at the moment. Please try again shortly.';
export const WRITE_NOT_CONFIRMED =
  'The complex’s systems did not confirm this request. Please try again shortly.';

/** HTTP status for a failure to get any answer. */
export function failureStatus(kind: FailureKind): number {
  switch (kind) {
    case 'timeout':
      return 504;
    case 'server-error':
    case 'not-json':
      return 502;
    case 'circuit-open':
    case 'unreachable':
      return 503;
  }
}

/**
 * A 4xx from the backend as this site's answer: a bad request or a missing item is the visitor's
 * (400, 404, 409, 422 keep their status and a safe message); the backend refusing this server
 * (401, 403, 429, anything else) is a gateway failure.
 */
export function clientErrorAnswer(
  url: string,
  status: number,
  body: unknown,
): { status: number; body: Record<string, unknown> } {
  if ([400, 404, 409, 422].includes(status)) {
    const fallback = status === 404 ? 'Not found' : 'The request is not valid';
    return { status, body: errorBody(url, safeMessage(body) ?? fallback) };
  }
  return { status: 502, body: errorBody(url, NOT_ANSWERING) };
}
