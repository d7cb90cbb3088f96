/// <reference lib="webworker" />
import { describe, expect, it } from 'vitest';
import { payloadDigest, readPayload, syntheticKey, syntheticKeyPlugin } from './cache-key';

const FORM = 'application/x-www-form-urlencoded';

describe('synthetic cache keys for POST calls', () => {
  it.each([
    ['{"MerchantCode":"M001"}', 'application/json', { MerchantCode: 'M001' }],
    ['', 'application/json', {}],
    [
      new URLSearchParams({ params: '{"CompanyID":"1","MerchantCode":"M001"}' }).toString(),
      FORM,
      { CompanyID: '1', MerchantCode: 'M001' },
    ],
    ['not json', 'text/plain', 'not json'],
  ])('reads the payload of %j (%s)', (body, contentType, expected) => {
    expect(readPayload(body, contentType)).toEqual(expected);
  });

  it('gives a JSON body and a form body of the same payload, in any key order, one key', async () => {
    const json = readPayload('{"MerchantCode":"M001","CompanyID":"1"}', 'application/json');
    const form = readPayload(
      new URLSearchParams({ params: '{"CompanyID":"1","MerchantCode":"M001"}' }).toString(),
      FORM,
    );
    expect(await payloadDigest(json)).toBe(await payloadDigest(form));
    expect(await payloadDigest(json)).toMatch(/^[0-9a-f]{24}$/);
  });

  it('gives different payloads different keys', async () => {
    expect(await payloadDigest({ MerchantCode: 'M001' })).not.toBe(
      await payloadDigest({ MerchantCode: 'M002' }),
    );
  });

  it('turns a POST into a GET key the Cache API accepts', () => {
    const key = syntheticKey('https://site.example/bi/Prod/v1/directory-details', 'abc');
    expect(key.method).toBe('GET');
    expect(key.url).toBe('https://site.example/bi/Prod/v1/directory-details?sw-post=abc');
    expect(syntheticKey('https://site.example/bi/Prod/v1/directories').url).toBe(
      'https://site.example/bi/Prod/v1/directories?sw-post=list',
    );
  });

  it('makes the strategy use the key computed before it ran', async () => {
    const post = new Request('https://site.example/bi/Prod/v1/directories', {
      method: 'POST',
      body: '{}',
    });
    const cacheKey = syntheticKey(post.url);
    const used = await syntheticKeyPlugin.cacheKeyWillBeUsed?.({
      request: post,
      mode: 'read',
      params: { cacheKey },
    } as never);
    expect(used).toBe(cacheKey);
  });
});
