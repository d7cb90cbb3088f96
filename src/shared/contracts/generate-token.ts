/**
 * `POST {bi}/v1/generate-token` (docs/api.md): the API key and secret exchanged for a short-lived
 * bearer token. A call between servers only: the embedded store answers it for integrations of
 * the real BI API, the gateway buys its own token with it, and no page ever imports this module
 * (the key and secret never reach a browser; scripts/bundle-secrets.ts checks the build).
 */
import { biRoute, defineCall } from './call';
import { filledText, looseNumber, statusFlag } from './fields';
import { z } from './zod';

export const generateTokenRoute = biRoute('/v1/generate-token');
export const generateTokenCall = defineCall(generateTokenRoute, {
  input: z.object({ ApiKey: filledText(200), ApiSecret: filledText(200) }),
  answer: z.object({
    Status: statusFlag,
    Result: z.object({
      AccessToken: z.string(),
      /** Seconds the token lasts. */
      ExpiresIn: looseNumber,
    }),
  }),
});
