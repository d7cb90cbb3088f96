/**
 * Errors that carry their HTTP status and a message safe to show, and the error body each API
 * family uses: `{ Status: 0, Message }` on the BI and endpoint APIs (and `customerticket`),
 * `{ status: 1, message }` on the internal `/api` calls (docs/api.md, conventions).
 */

export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** Extra top-level fields of the error body (e.g. `data` on a booking conflict). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors: FieldError[] = []): HttpError =>
  new HttpError(400, message, fieldErrors);
export const notFound = (message: string): HttpError => new HttpError(404, message);

/** Field errors as one 400: the first message leads, all are listed. */
export function invalidFields(fieldErrors: FieldError[]): HttpError {
  return badRequest(fieldErrors[0]?.message ?? 'The request is not valid', fieldErrors);
}

/** True for the internal API's lower-case convention. */
export function usesInternalConvention(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/customerticket');
}

export function errorBody(
  url: string,
  message: string,
  fieldErrors: FieldError[] = [],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  if (usesInternalConvention(url)) {
    return { status: 1, message, ...(fieldErrors.length ? { errors: fieldErrors } : {}), ...extra };
  }
  return {
    Status: 0,
    Message: message,
    ...(fieldErrors.length
      ? { Errors: fieldErrors.map((e) => ({ Field: e.field, Message: e.message })) }
      : {}),
    ...extra,
  };
}
