/**
 * `POST {endpoint}/create/model/resetPwd`, `/setPwd` and `/setCorporatePwd` (docs/api.md).
 * Statuses: 1 done; 2 the link is invalid, expired or used (also for an unknown account or a code
 * of another member: the answer never says whether an account exists); 3 weak password. No
 * Authorization header is read: the single-use activation code is the credential.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINT_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { hashPassword, isStrongEnough, WEAK_PASSWORD_MESSAGE } from '../../lib/passwords.ts';
import { writeLimit } from '../../lib/rate-limit.ts';
import { numericId, toNumber } from '../../lib/schemas.ts';
import {
  consumeCodeAndSetPassword,
  findUsableCode,
  type CodePurpose,
} from '../../repos/members.ts';

export const INVALID_LINK_MESSAGE = 'This link is invalid, has expired or has already been used';
export const PASSWORD_SET_MESSAGE = 'Your password has been set. You can now log in to the app.';

interface PasswordBody {
  Password: string;
  ActivationCode: string;
  id?: string | number;
  EmailFrom?: string;
}

const password = { type: 'string', minLength: 1, maxLength: 1000 } as const;
const activationCode = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const passwordRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const handle = async (body: PasswordBody, purpose: CodePurpose) => {
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

  app.post<{ Body: PasswordBody }>(
    ENDPOINT_PATHS.resetPassword,
    {
      schema: {
        body: {
          type: 'object',
          required: ['Password', 'ActivationCode'],
          properties: { Password: password, ActivationCode: activationCode },
        },
      },
      config,
    },
    async (request) => handle(request.body, 'reset'),
  );

  app.post<{ Body: PasswordBody }>(
    ENDPOINT_PATHS.setPassword,
    {
      schema: {
        body: {
          type: 'object',
          required: ['Password', 'ActivationCode', 'id'],
          properties: {
            Password: password,
            ActivationCode: activationCode,
            id: numericId,
            EmailFrom: { type: 'string', maxLength: 254 },
          },
        },
      },
      config,
    },
    async (request) => handle(request.body, 'set'),
  );

  app.post<{ Body: PasswordBody }>(
    ENDPOINT_PATHS.setCorporatePassword,
    {
      schema: {
        body: {
          type: 'object',
          required: ['Password', 'ActivationCode', 'id'],
          properties: { Password: password, ActivationCode: activationCode, id: numericId },
        },
      },
      config,
    },
    async (request) => handle(request.body, 'setCorporate'),
  );
};
