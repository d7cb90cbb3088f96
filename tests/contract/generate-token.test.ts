/**
 * generate-token's contract against the embedded store: a server-side key and secret buy a token
 * answered as declared (the gateway reads the real backend's answer with the same schema); a
 * wrong pair, or a server without a key, is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTokenCall } from '../../src/shared/contracts/generate-token';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ask, checkedAnswer } from './ask';

let keyed: TestApp;
beforeAll(async () => {
  keyed = await createTestApp({ apiKey: 'integration-key', apiSecret: 'integration-secret' });
});
afterAll(() => keyed.close());

describe('POST {bi}/v1/generate-token', () => {
  it('answers a token and its lifetime for the configured pair', async () => {
    const input = { ApiKey: 'integration-key', ApiSecret: 'integration-secret' };
    const { Result } = await checkedAnswer(keyed.app, generateTokenCall, { input });
    expect(Result.AccessToken).toMatch(/^[\w-]{40,}$/);
    expect(Result.ExpiresIn).toBe(3600);
  });

  it('refuses a wrong secret with a 401', async () => {
    const input = { ApiKey: 'integration-key', ApiSecret: 'guess' };
    expect((await ask(keyed.app, generateTokenCall, { input })).status).toBe(401);
  });
});
