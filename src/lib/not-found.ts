/**
 * A detail page's data, or the router's not-found: an id the backend does not know (HTTP 404), or
 * cannot even read (400), names nothing. The not-found carries the server's own Message for the 404
 * page (spec section 8: detail loads reject with the Message), and is what makes the server send
 * the page with HTTP status 404 (src/entry-server.tsx).
 */
import { notFound } from '@tanstack/react-router';
import { ApiError } from './api-error';

export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && (error.isNotFound || error.httpStatus === 400))
      throw notFound({ data: { message: error.serverMessage } });
    throw error;
  }
}
