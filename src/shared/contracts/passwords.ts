/**
 * The password calls of the endpoint API (docs/api.md): form-encoded `params`, no Authorization
 * header (the single-use activation code is the credential). They answer 200 with their Status:
 * 1 done, 2 the link is invalid, expired or used, 3 the password is too weak.
 */
import { defineCall } from './call';
import { filledText, numericId, text } from './fields';
import { z } from './zod';

const credentials = {
  // Long enough for any pass phrase; the strength rules cap what is accepted at 128.
  Password: filledText(1000),
  ActivationCode: filledText(200),
};

/** The answer of every password call. */
const passwordAnswer = z.object({
  Status: z.union([z.number(), z.string()]),
  Message: z.nullish(z.string()),
});

/** `POST {endpoint}/create/model/resetPwd`: a forgotten password, from the emailed link. */
export const resetPasswordRoute = {
  backend: 'endpoint',
  method: 'POST',
  path: '/create/model/resetPwd',
  form: true,
} as const;
export const resetPasswordCall = defineCall(resetPasswordRoute, {
  input: z.object(credentials),
  answer: passwordAnswer,
});

/** `POST {endpoint}/create/model/setPwd`: a member's first password (the link names its email). */
export const setPasswordRoute = {
  backend: 'endpoint',
  method: 'POST',
  path: '/create/model/setPwd',
  form: true,
} as const;
export const setPasswordCall = defineCall(setPasswordRoute, {
  input: z.object({ ...credentials, id: numericId, EmailFrom: z.optional(text(254)) }),
  answer: passwordAnswer,
});

/** `POST {endpoint}/create/model/setCorporatePwd`: a corporate account's first password. */
export const setCorporatePasswordRoute = {
  backend: 'endpoint',
  method: 'POST',
  path: '/create/model/setCorporatePwd',
  form: true,
} as const;
export const setCorporatePasswordCall = defineCall(setCorporatePasswordRoute, {
  input: z.object({ ...credentials, id: numericId }),
  answer: passwordAnswer,
});
