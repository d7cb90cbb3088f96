import { describe, expect, it } from 'vitest';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error';
import { describeError, type ErrorDescription } from './error-status';

describe('describeError', () => {
  it.each<[string, unknown, ErrorDescription]>([
    [
      'an API 404 keeps the server message',
      new ApiError(
        'No event with EventID 999',
        'http',
        404,
        undefined,
        'No event with EventID 999',
      ),
      { status: 404, message: 'No event with EventID 999', kind: 'notFound' },
    ],
    [
      'an API 404 without a message of the server has none',
      new ApiError('Request failed with status 404', 'http', 404),
      { status: 404, message: undefined, kind: 'notFound' },
    ],
    [
      "another HTTP status is kept, with the server's words",
      new ApiError(
        'Too many requests, try again in 5 s',
        'http',
        429,
        undefined,
        'Too many requests, try again in 5 s',
      ),
      { status: 429, message: 'Too many requests, try again in 5 s', kind: 'other' },
    ],
    [
      "an HTTP status without the server's words has no message of the client's",
      new ApiError('Request failed with status 503', 'http', 503),
      { status: 503, message: undefined, kind: 'other' },
    ],
    [
      "a business refusal is a 500 with the server's words",
      new ApiError('FAQ service down', 'business', 200, 0, 'FAQ service down'),
      { status: 500, message: 'FAQ service down', kind: 'other' },
    ],
    [
      'a business refusal without a Message has none',
      new ApiError('The request was not successful', 'business', 200, 0),
      { status: 500, message: undefined, kind: 'other' },
    ],
    [
      'a network failure is a 500 without a message',
      new ApiError('Failed to fetch', 'network'),
      { status: 500, message: undefined, kind: 'other' },
    ],
    ["the router's notFound()", notFound(), { status: 404, message: undefined, kind: 'notFound' }],
    [
      'notFound() with a message',
      notFound({ data: { message: 'No store with code X1' } }),
      { status: 404, message: 'No store with code X1', kind: 'notFound' },
    ],
    [
      'a failed chunk',
      new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      { status: 500, kind: 'chunk' },
    ],
    [
      'a plain error keeps its message',
      new Error('Unknown middleware'),
      { status: 500, message: 'Unknown middleware', kind: 'other' },
    ],
    [
      'an error without message falls back to the defaults',
      new Error(''),
      { status: 500, message: undefined, kind: 'other' },
    ],
    ['something that is not an error', 'boom', { status: 500, message: undefined, kind: 'other' }],
    [
      'an object with a status',
      Object.assign(new Error('Gone'), { status: 410 }),
      { status: 410, message: 'Gone', kind: 'other' },
    ],
  ])('%s', (_name, error, expected) => {
    expect(describeError(error)).toEqual(expected);
  });
});
