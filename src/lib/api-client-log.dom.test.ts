/**
 * What the API client writes to the console for an answer it rejects: a monitoring tool counts
 * console errors, so an expected answer (an item the backend does not have, which detail pages
 * handle by taking the item from the list) is information, and only the unexpected are errors.
 * Only the network (fetch) is stood in for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { reportReachability } from './online-status';
import { z } from '../shared/contracts/zod';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  reportReachability(true);
});

const request = { backend: 'bi', path: '/v1/reward-details', schema: z.unknown() } as const;

function answering(status: number): void {
  const body = JSON.stringify({ Status: 0, Message: status === 404 ? 'Not found' : 'Down' });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body, { status }))),
  );
}

describe("the API client's console", () => {
  it('logs a 404 as information, never as an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    answering(404);
    await expect(apiRequest({ ...request, params: { RewardId: '41' } })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 404,
    });
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('answered 404: Not found'));
  });

  it.each([400, 500, 502, 503])('logs a %i as an error', async (status) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answering(status);
    await expect(apiRequest(request)).rejects.toMatchObject({ kind: 'http', httpStatus: status });
    expect(error).toHaveBeenCalledTimes(1);
  });
});
