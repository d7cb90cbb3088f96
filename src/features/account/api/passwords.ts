/**
 * The password calls of the endpoint API (src/shared/contracts/passwords.ts). Each resolves on
 * Status 1 and rejects with an `ApiError` of kind 'business' whose `code` is the Status (2 link
 * invalid or used, 3 weak password).
 */
import { callApi } from '../../../lib/api-client';
import {
  resetPasswordCall,
  setCorporatePasswordCall,
  setPasswordCall,
} from '../../../shared/contracts/passwords';
import type { ResetPasswordRequest, SetPasswordRequest } from '../model/password-change';

/** A forgotten password, set again from the emailed link. */
export async function resetPassword({
  password,
  activationCode,
}: ResetPasswordRequest): Promise<void> {
  await callApi(resetPasswordCall, {
    input: { Password: password, ActivationCode: activationCode },
  });
}

/** `setPwd` when the link names the email it was sent from, else `setCorporatePwd` (spec section 7). */
export async function setPassword({
  password,
  activationCode,
  memberId,
  emailFrom,
}: SetPasswordRequest): Promise<void> {
  const id = Number(memberId);
  const credentials = { ActivationCode: activationCode, Password: password, id };
  await (emailFrom
    ? callApi(setPasswordCall, { input: { ...credentials, EmailFrom: emailFrom } })
    : callApi(setCorporatePasswordCall, { input: credentials }));
}
