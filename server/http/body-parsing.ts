/**
 * How a request's body becomes the payload the routes read: JSON and forms only, an empty JSON
 * body as an empty payload, the nesting depth capped before parsing, prototype keys refused with
 * their own message, and the spec's `params` field unwrapped (server/lib/request-body.ts).
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import {
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  normalizeRequestBody,
  PROTOTYPE_KEY_MESSAGE,
  tooDeep,
} from '../lib/request-body.ts';

/** Largest accepted request body: the biggest legitimate payload (a contact message) is a few KB. */
export const BODY_LIMIT = 64 * 1024;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The body parsers of every route, and the hook that hands the routes the plain payload. */
export async function registerBodyParsing(app: FastifyInstance): Promise<void> {
  // An empty JSON body is an empty payload: the real site POSTs list calls without a body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON and forms only: a text/plain body is a 415, not a string for the routes to guess about.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    // Checked on the text, before parsing: the depth cap bounds every later walk of the payload.
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep('body'), undefined);
    parseJson(request, text, (error, parsed) => {
      if (error) {
        // Fastify refuses prototype keys with the same error as broken JSON: say which it was.
        const message = isJson(text) ? PROTOTYPE_KEY_MESSAGE : 'The request body is not valid JSON';
        return done(new HttpError(400, message), undefined);
      }
      done(null, parsed);
    });
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  app.addHook('preValidation', normalizeRequestBody);
}
