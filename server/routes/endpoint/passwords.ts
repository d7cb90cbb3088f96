/**
 * `POST {endpoint}/create/model/resetPwd`, `/setPwd` and `/setCorporatePwd` (docs/api.md).
 * Statuses: 1 done; 2 the link is invalid, expired or used (also for an unknown account or a code
 * of another member: the answer never says whether an account exists); 3 weak password. No
 * Authorization header is read: the single-use activation code is the credential.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AnswerOf, CheckedInputOf } from '../../../src/shared/contracts/call.ts';
import {
  resetPasswordCall,
  setCorporatePasswordCall,
  setPasswordCall,
} from '../../../src/shared/contracts/passwords.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { hashPassword, isStrongEnough, WEAK_PASSWORD_MESSAGE } from '../../lib/passwords.ts';
import { writeLimit } from '../../lib/rate-limit.ts';
import { toNumber } from '../../lib/numeric-input.ts';
import { serveCall } from '../../lib/serve-call.ts';
import {
  consumeCodeAndSetPassword,
  findUsableCode,
  type CodePurpose,
} from '../../repos/members.ts';

export const INVALID_LINK_MESSAGE = 'This link is invalid, has expired or has already been used';
export const PASSWORD_SET_MESSAGE = 'Your password has been set. You can now log in to the app.';

/** What any of the three calls carries; the set calls also name the account. */
type PasswordPayload = CheckedInputOf<typeof resetPasswordCall> & { id?: string | number };
type PasswordAnswer = AnswerOf<typeof resetPasswordCall>;

export const passwordRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const handle = async (body: PasswordPayload, purpose: CodePurpose): Promise<PasswordAnswer> => {
    if (!isStrongEnough(body.Password)) return { Status: 3, Message: WEAK_PASSWORD_MESSAGE };
    const memberId = body.id === undefined ? undefined : toNumber(body.id);
    const code = await findUsableCode(ctx.db, body.ActivationCode, purpose, ctx.now(), memberId);
    if (!code) return { Status: 2, Message: INVALID_LINK_MESSAGE };
    const hash = await hashPassword(body.Password);
    if (!(await consumeCodeAndSetPassword(ctx.db, code, hash, ctx.now())))
      return { Status: 2, Message: INVALID_LINK_MESSAGE };
    return { Status: 1, Message: PASSWORD_SET_MESSAGE };
  };
  const config = writeLimit(ctx.config.writeRateLimit);

  serveCall(app, resetPasswordCall, { config }, async (request) => handle(request.body, 'reset'));
  serveCall(app, setPasswordCall, { config }, async (request) => handle(request.body, 'set'));
  serveCall(app, setCorporatePasswordCall, { config }, async (request) =>
    handle(request.body, 'setCorporate'),
  );
};
