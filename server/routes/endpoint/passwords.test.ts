/** The password endpoints: statuses 1/2/3, single use, expiry, and nothing that reveals an account. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../tests/helpers/test-app.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { postJson, postParams, tableCounts } from '../../../tests/support/server/requests.ts';
import {
  addMembers,
  CODES,
  CORPORATE_MEMBER,
  MEMBER,
  OTHER_MEMBER,
} from '../../../tests/support/server/scenario.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await addMembers(t.store, TEST_NOW);
});
afterEach(() => t.close());

const RESET = '/endpoint/create/model/resetPwd';
const SET = '/endpoint/create/model/setPwd';
const SET_CORPORATE = '/endpoint/create/model/setCorporatePwd';
const GOOD = 'harbour42view';
const INVALID = {
  Status: 2,
  Message: 'This link is invalid, has expired or has already been used',
};
const WEAK = { Status: 3, Message: 'Use at least 8 characters with a letter and a number' };

const hashOf = async (id: number) =>
  (
    await t.store
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirst()
  )?.password_hash ?? null;

describe('resetPwd', () => {
  it('sets the password as an scrypt hash and uses up the code', async () => {
    const first = await postParams(t.app, RESET, { Password: GOOD, ActivationCode: CODES.reset });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Status: 1 });
    const hash = await hashOf(MEMBER.id);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain(GOOD);
    expect(await verifyPassword(GOOD, hash ?? '')).toBe(true);
    expect(await verifyPassword('another1', hash ?? '')).toBe(false);

    const again = await postParams(t.app, RESET, {
      Password: 'different9',
      ActivationCode: CODES.reset,
    });
    expect(again.body).toEqual(INVALID);
    expect(await hashOf(MEMBER.id)).toBe(hash);
  });

  it('salts every hash', async () => {
    await postJson(t.app, SET, { Password: GOOD, ActivationCode: CODES.set, id: MEMBER.id });
    const one = await hashOf(MEMBER.id);
    await postJson(t.app, RESET, { Password: GOOD, ActivationCode: CODES.reset });
    expect(await hashOf(MEMBER.id)).not.toBe(one);
  });

  it.each([
    ['expired', CODES.resetExpired],
    ['already used', CODES.resetUsed],
    ['unknown', 'NO-SUCH-CODE-123'],
    ['for another purpose', CODES.set],
  ])('answers an %s code with status 2 and changes nothing', async (_label, code) => {
    const before = await tableCounts(t.store);
    const response = await postJson(t.app, RESET, { Password: GOOD, ActivationCode: code });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(INVALID);
    expect(await hashOf(MEMBER.id)).toBeNull();
    expect(await tableCounts(t.store)).toEqual(before);
  });

  it.each([
    ['too short', 'abc123'],
    ['without a digit', 'onlyletters'],
    ['without a letter', '1234567890'],
    ['over 128 characters', `a1${'x'.repeat(127)}`],
  ])('answers a password %s with status 3 and keeps the code', async (_label, password) => {
    expect(
      (await postJson(t.app, RESET, { Password: password, ActivationCode: CODES.reset })).body,
    ).toEqual(WEAK);
    expect(
      (await postJson(t.app, RESET, { Password: GOOD, ActivationCode: CODES.reset })).body,
    ).toMatchObject({ Status: 1 });
  });

  it('lets only one of two simultaneous uses of a code succeed', async () => {
    const answers = await Promise.all([
      postJson(t.app, RESET, { Password: 'first1pass', ActivationCode: CODES.reset }),
      postJson(t.app, RESET, { Password: 'second2pass', ActivationCode: CODES.reset }),
    ]);
    expect(answers.map((a) => a.body.Status).sort()).toEqual([1, 2]);
  });

  it('reads no Authorization header', async () => {
    const response = await postJson(
      t.app,
      RESET,
      { Password: GOOD, ActivationCode: CODES.reset },
      { authorization: 'Bearer nonsense' },
    );
    expect(response.body.Status).toBe(1);
  });
});

describe('setPwd and setCorporatePwd', () => {
  it('setPwd needs the code of that member', async () => {
    expect(
      (
        await postJson(t.app, SET, {
          Password: GOOD,
          ActivationCode: CODES.set,
          id: OTHER_MEMBER.id,
        })
      ).body,
    ).toEqual(INVALID);
    expect(
      (await postJson(t.app, SET, { Password: GOOD, ActivationCode: CODES.set, id: 123456789 }))
        .body,
    ).toEqual(INVALID);
    const ok = await postParams(t.app, SET, {
      Password: GOOD,
      ActivationCode: CODES.set,
      id: String(MEMBER.id),
      EmailFrom: 'app@example.sg',
    });
    expect(ok.body.Status).toBe(1);
  });

  it('setCorporatePwd works for corporate members only', async () => {
    expect(
      (
        await postJson(t.app, SET_CORPORATE, {
          Password: GOOD,
          ActivationCode: CODES.setCorporateOfPlainMember,
          id: MEMBER.id,
        })
      ).body,
    ).toEqual(INVALID);
    const ok = await postJson(t.app, SET_CORPORATE, {
      Password: GOOD,
      ActivationCode: CODES.setCorporate,
      id: CORPORATE_MEMBER.id,
    });
    expect(ok.body.Status).toBe(1);
    expect(await verifyPassword(GOOD, (await hashOf(CORPORATE_MEMBER.id)) ?? '')).toBe(true);
  });

  it.each([
    [RESET, { ActivationCode: CODES.reset }, 'Password is required'],
    [RESET, { Password: GOOD }, 'ActivationCode is required'],
    [RESET, { Password: 12345678, ActivationCode: CODES.reset }, 'Password must be a string'],
    [SET, { Password: GOOD, ActivationCode: CODES.set }, 'id is required'],
    [SET, { Password: GOOD, ActivationCode: CODES.set, id: 'me' }, 'id must be a numeric id'],
    [
      SET_CORPORATE,
      { Password: GOOD, ActivationCode: '', id: 1 },
      'ActivationCode must not be empty',
    ],
  ])('%s refuses a malformed payload with a 400', async (url, payload, message) => {
    const response = await postJson(t.app, url, payload);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ Status: 0, Message: message });
  });

  it("takes the seed's own codes (random per database, read from it)", async () => {
    const seeded = (
      await t.store
        .selectFrom('activation_codes')
        .select('code')
        .where('purpose', '=', 'reset')
        .where('used_at', 'is', null)
        .where('expires_at', '>', TEST_NOW.toISOString())
        .where('member_id', '<', 900000)
        .executeTakeFirst()
    )?.code;
    expect(seeded).toMatch(/^RESET-[A-Z2-9]{16}$/);
    expect(
      (await postJson(t.app, RESET, { Password: GOOD, ActivationCode: seeded ?? '' })).body.Status,
    ).toBe(1);
  });
});
