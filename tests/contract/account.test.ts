/**
 * The password pages against the real backend: form-encoded `params` as the page sends them, no
 * Authorization header, every Status parsed with the page's schema and mapped to its outcome, and
 * the page's live rules agreeing with the server's strength check.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResponseDto } from '../../src/features/account/api/password-dto';
import { isStrongEnough, checkPassword } from '../../src/features/account/model/password-rules';
import { outcomeOfPasswordStatus } from '../../src/features/account/model/password-status';
import { ENDPOINT_PATHS } from '../../src/shared/api-paths';
import { readDemoCodesFromStore, type DemoCodes } from '../../server/seed/demo-codes';
import { TEST_HEADERS, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
/** The seeded demo members' codes (random per database). */
let codes: DemoCodes;

/** What apiRequest sends for `params:` — `params=<json>`, form-encoded, and nothing else. */
async function postParams(app: FastifyInstance, path: string, params: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: `/endpoint${path}`,
    headers: {
      ...TEST_HEADERS,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    payload: new URLSearchParams({ params: JSON.stringify(params) }).toString(),
  });
  expect(res.statusCode).toBe(200);
  const answer = passwordResponseDto.parse(res.json());
  return {
    status: Number(answer.Status),
    outcome: outcomeOfPasswordStatus(answer.Status),
    message: answer.Message,
  };
}

const STRONG = 'harbour2026';

beforeAll(async () => {
  t = await createTestApp();
  codes = await readDemoCodesFromStore(t.store);
});
afterAll(() => t.close());

describe('resetPwd', () => {
  it('sets the password once; the same link then counts as used', async () => {
    const params = { Password: STRONG, ActivationCode: codes.reset.valid };
    expect(await postParams(t.app, ENDPOINT_PATHS.resetPassword, params)).toMatchObject({
      status: 1,
      outcome: 'done',
    });
    expect(await postParams(t.app, ENDPOINT_PATHS.resetPassword, params)).toMatchObject({
      status: 2,
      outcome: 'linkInvalid',
    });
  });

  it.each(['expired', 'used', 'unknown'] as const)(
    'refuses an %s code as an invalid link',
    async (state) => {
      const code = state === 'unknown' ? 'NOT-A-CODE' : codes.reset[state];
      expect(
        await postParams(t.app, ENDPOINT_PATHS.resetPassword, {
          Password: STRONG,
          ActivationCode: code,
        }),
      ).toMatchObject({
        status: 2,
        outcome: 'linkInvalid',
      });
    },
  );
});

describe('setPwd and setCorporatePwd', () => {
  it('setPwd with EmailFrom sets a member’s password', async () => {
    const params = {
      ActivationCode: codes.set.valid,
      Password: STRONG,
      id: 1,
      EmailFrom: 'registered@example.com',
    };
    expect(await postParams(t.app, ENDPOINT_PATHS.setPassword, params)).toMatchObject({
      status: 1,
      outcome: 'done',
    });
  });

  it('setCorporatePwd (no EmailFrom) sets a corporate account’s password', async () => {
    const params = { ActivationCode: codes.setCorporate.valid, Password: STRONG, id: 2 };
    expect(await postParams(t.app, ENDPOINT_PATHS.setCorporatePassword, params)).toMatchObject({
      status: 1,
      outcome: 'done',
    });
  });

  it('refuses an expired set link', async () => {
    const params = {
      ActivationCode: codes.set.expired,
      Password: STRONG,
      id: 1,
      EmailFrom: 'registered@example.com',
    };
    expect(await postParams(t.app, ENDPOINT_PATHS.setPassword, params)).toMatchObject({
      status: 2,
      outcome: 'linkInvalid',
    });
  });
});

describe('the page’s password rules agree with the server’s strength check', () => {
  it.each([
    'short1',
    'abcdefgh',
    '12345678',
    'abcd1234',
    '密码密码密码12',
    `a1${'x'.repeat(126)}`,
    `a1${'x'.repeat(127)}`,
  ])('%j', async (password) => {
    const strong = isStrongEnough(checkPassword(password, password));
    // An unknown code: a strong password gets Status 2, a weak one 3 (strength is checked first).
    const answer = await postParams(t.app, ENDPOINT_PATHS.resetPassword, {
      Password: password,
      ActivationCode: 'NO-SUCH-CODE',
    });
    expect(answer.outcome).toBe(strong ? 'linkInvalid' : 'weakPassword');
  });

  it('keeps the code usable after a weak password', async () => {
    const fresh = await createTestApp();
    const code = (await readDemoCodesFromStore(fresh.store)).reset.valid;
    try {
      expect(
        await postParams(fresh.app, ENDPOINT_PATHS.resetPassword, {
          Password: 'weak',
          ActivationCode: code,
        }),
      ).toMatchObject({ status: 3, outcome: 'weakPassword' });
      expect(
        await postParams(fresh.app, ENDPOINT_PATHS.resetPassword, {
          Password: STRONG,
          ActivationCode: code,
        }),
      ).toMatchObject({ status: 1 });
    } finally {
      await fresh.close();
    }
  });
});
