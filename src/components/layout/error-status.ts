/**
 * What the error page shows for an error (spec section 8): a status and a message, with the
 * defaults 500 and 'Error'. A "not found" from the API (HTTP 404) or from the router is a 404 with
 * the server's own message; a failed code chunk is its own kind (the page offers a reload). A
 * failed call's message is the server's own words only: the client's texts ('Request failed with
 * status 503', a network failure) are for the console, and the page already says it in words.
 */
import { isNotFound } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error';
import { isChunkLoadError } from '../../lib/chunk-reload';

export const DEFAULT_ERROR_STATUS = 500;

export interface ErrorDescription {
  status: number;
  /** The failure's own words, shown beneath the page's heading; undefined for none. */
  message?: string;
  kind: 'notFound' | 'chunk' | 'other';
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { status?: unknown; statusCode?: unknown };
  const status = record.status ?? record.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined;
}

/** The message a `notFound({ data: { message } })` carries, if any. */
export function notFoundDataMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export function describeError(error: unknown): ErrorDescription {
  // ApiError first: its `isNotFound` getter also satisfies the router's isNotFound().
  if (error instanceof ApiError) {
    if (error.isNotFound) return { status: 404, message: error.serverMessage, kind: 'notFound' };
    const status =
      error.kind === 'http' && error.httpStatus && error.httpStatus >= 400
        ? error.httpStatus
        : DEFAULT_ERROR_STATUS;
    return { status, message: error.serverMessage, kind: 'other' };
  }
  if (isNotFound(error))
    return { status: 404, message: notFoundDataMessage(error), kind: 'notFound' };
  if (isChunkLoadError(error)) return { status: DEFAULT_ERROR_STATUS, kind: 'chunk' };
  const status = statusOf(error) ?? DEFAULT_ERROR_STATUS;
  const message = error instanceof Error && error.message.trim() ? error.message : undefined;
  return { status, message, kind: status === 404 ? 'notFound' : 'other' };
}
