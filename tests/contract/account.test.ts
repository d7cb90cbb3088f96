/**
 * The password calls' contracts against the embedded store: form-encoded `params` as the page
 * sends them, no Authorization header, every Status answered as declared and mapped to the page's
 * outcome, and the page's live rules agreeing with the server's strength check.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStrongEnough, checkPassword } from '../../src/features/account/model/password-rules';
import { outcomeOfPasswordStatus } from '../../src/features/account/model/password-status';
import type { CheckedAnswerOf, InputOf } from '../../src/shared/contracts/call';
import {
  resetPasswordCall,
  setCorporatePasswordCall,
  setPasswordCall,
} from '../../src/shared/contracts/passwords';
import { readDemoCodesFromStore, type DemoCodes } from '../../server/seed/demo-codes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ask, checked } from './ask';

let t: TestApp;
/** The seeded demo members' codes (random per database). */
let codes: DemoCodes;

type PasswordCall =
  typeof resetPasswordCall | typeof setPasswordCall | typeof setCorporatePasswordCall;

/** One password call asked as the page asks it; its answer, whatever its Status, as declared. */
async function askPassword<C extends PasswordCall>(
  app: FastifyInstance,
  call: C,
  input: InputOf<C>,
) {
  const { status, body } = await ask(app, call, { input });
  expect(status).toBe(200);
  const answer = checked<CheckedAnswerOf<C>>(call.answer, body, `${call.path}'s answer`);
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
    expect(await askPassword(t.app, resetPasswordCall, params)).toMatchObject({
      status: 1,
      outcome: 'done',
    });
    expect(await askPassword(t.app, resetPasswordCall, params)).toMatchObject({
      status: 2,
      outcome: 'linkInvalid',
    });
  });

  it.each(['expired', 'used', 'unknown'] as const)(
    'refuses an %s code as an invalid link',
    async (state) => {
      const code = state === 'unknown' ? 'NOT-A-CODE' : codes.reset[state];
      expect(
        await askPassword(t.app, resetPasswordCall, {
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
    expect(await askPassword(t.app, setPasswordCall, params)).toMatchObject({
      status: 1,
      outcome: 'done',
    });
  });

  it('setCorporatePwd (no EmailFrom) sets a corporate account’s password', async () => {
    const params = { ActivationCode: codes.setCorporate.valid, Password: STRONG, id: 2 };
    expect(await askPassword(t.app, setCorporatePasswordCall, params)).toMatchObject({
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
    expect(await askPassword(t.app, setPasswordCall, params)).toMatchObject({
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
    const answer = await askPassword(t.app, resetPasswordCall, {
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
        await askPassword(fresh.app, resetPasswordCall, {
          Password: 'weak',
          ActivationCode: code,
        }),
      ).toMatchObject({ status: 3, outcome: 'weakPassword' });
      expect(
        await askPassword(fresh.app, resetPasswordCall, {
          Password: STRONG,
          ActivationCode: code,
        }),
      ).toMatchObject({ status: 1 });
    } finally {
      await fresh.close();
    }
  });
});
