/**
 * `POST {bi}/v1/generate-token` (docs/api.md): exchanges the server-side API key and secret for a
 * short-lived access token. The site never calls it with a key; it exists so that integrations of
 * the real BI API can be exercised. A server without a configured key refuses every pair.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { generateTokenCall } from '../../../src/shared/contracts/generate-token.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { writeLimit } from '../../lib/rate-limit.ts';
import { serveCall } from '../../lib/serve-call.ts';

const TOKEN_LIFETIME_SECONDS = 3600;

/** Constant-time comparison, so response timing does not reveal how much of a secret matched. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const generateTokenRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  serveCall(
    app,
    generateTokenCall,
    { config: writeLimit(ctx.config.writeRateLimit) },
    async (request) => {
      const { apiKey, apiSecret } = ctx.config;
      const keyOk = sameSecret(request.body.ApiKey, apiKey);
      const secretOk = sameSecret(request.body.ApiSecret, apiSecret);
      if (apiKey === '' || apiSecret === '' || !keyOk || !secretOk)
        throw new HttpError(401, 'The API key or secret is wrong');
      return {
        Status: 1,
        Result: {
          AccessToken: randomBytes(32).toString('base64url'),
          ExpiresIn: TOKEN_LIFETIME_SECONDS,
        },
      };
    },
  );
};
