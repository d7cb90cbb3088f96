import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  const network = new ApiError('Failed to fetch', 'network');

  it('tries a network failure twice more while online', () => {
    expect(shouldRetry(0, network, true)).toBe(true);
    expect(shouldRetry(1, network, true)).toBe(true);
    expect(shouldRetry(2, network, true)).toBe(false);
  });

  it('does not retry a network failure while offline: the page says so at once', () => {
    expect(shouldRetry(0, network, false)).toBe(false);
  });

  it.each([
    ['a business answer', new ApiError('No such store', 'business', 200, 0)],
    ['a payload of the wrong shape', new ApiError('Unexpected shape', 'schema', 200)],
    ['a 404', new ApiError('Not found', 'http', 404)],
    ['a server error', new ApiError('Bad gateway', 'http', 502)],
  ])('never retries %s', (_name, error) => {
    expect(shouldRetry(0, error, true)).toBe(false);
  });

  it('retries an unknown error', () => {
    expect(shouldRetry(0, new Error('?'), true)).toBe(true);
  });
});
