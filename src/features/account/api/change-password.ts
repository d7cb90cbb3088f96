/**
 * The password calls of the endpoint API. They send their payload as a form-encoded `params` JSON
 * (spec section 7) and no Authorization header: the single-use activation code is the credential.
 * Each resolves on Status 1 and rejects with an `ApiError` of kind 'business' whose `code` is the
 * Status (2 link invalid or used, 3 weak password).
 */
import { apiRequest } from '../../../lib/api-client';
import { ENDPOINT_PATHS } from '../../../shared/api-paths';
import { passwordResponseDto } from './password-dto';

export interface ResetPasswordRequest {
  password: string;
  activationCode: string;
}

export interface SetPasswordRequest extends ResetPasswordRequest {
  memberId: string;
  /** Present in members' links; corporate accounts' links have none. */
  emailFrom?: string;
}

/** `POST {endpoint}/create/model/resetPwd`. */
export async function resetPassword({
  password,
  activationCode,
}: ResetPasswordRequest): Promise<void> {
  await apiRequest({
    backend: 'endpoint',
    path: ENDPOINT_PATHS.resetPassword,
    params: { Password: password, ActivationCode: activationCode },
    schema: passwordResponseDto,
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
  await apiRequest({
    backend: 'endpoint',
    ...(emailFrom
      ? {
          path: ENDPOINT_PATHS.setPassword,
          params: { ActivationCode: activationCode, Password: password, id, EmailFrom: emailFrom },
        }
      : {
          path: ENDPOINT_PATHS.setCorporatePassword,
          params: { ActivationCode: activationCode, Password: password, id },
        }),
    schema: passwordResponseDto,
  });
}
