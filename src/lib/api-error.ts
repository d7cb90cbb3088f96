/**
 * The error every call of the API client (lib/api-client.ts) rejects with. A module of its own so
 * that the error pages, which tell a missing page from a failed call, do not bring the client
 * itself into the first load: calls load their code with their first fetch.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'schema';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status for `http` errors, else undefined. */
    readonly httpStatus?: number,
    /** The payload's own `Status`/`status` value for `business` errors. */
    readonly code?: number | string | boolean,
    /** The server's own `Message`, when it gave one (the message is otherwise ours). */
    readonly serverMessage?: string,
  ) {
    super(message);
  }

  /** True when the server said the requested item does not exist. */
  get isNotFound(): boolean {
    return this.httpStatus === 404;
  }
}

/**
 * The server's own words about a failed call (its `Message`), when it gave any: shown to the
 * visitor only as a detail after a sentence in their language. Our own texts (a status, a shape
 * that did not match, a network failure) are for the console, not for the visitor.
 */
export function serverWords(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
