import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { accountMessages } from '../messages';
import { failureOfPassword } from './password-outcome';

describe('failureOfPassword', () => {
  it.each([
    ['en', 2, { kind: 'linkInvalid' }],
    [
      'en',
      3,
      {
        kind: 'weakPassword',
        text: 'This password is too weak. Use at least 8 characters with a letter and a number.',
      },
    ],
    [
      'ch',
      3,
      { kind: 'weakPassword', text: '密码强度不足。请使用至少 8 个字符，并包含字母和数字。' },
    ],
    [
      'en',
      9,
      {
        kind: 'other',
        text: 'Your password could not be saved. Please try again.',
        detail: 'server text',
      },
    ],
    ['ch', 9, { kind: 'other', text: '密码未能保存，请重试。', detail: 'server text' }],
  ] as const)('in %s, Status %d -> %j', (language, status, failure) => {
    expect(
      failureOfPassword(
        accountMessages[language],
        new ApiError('server text', 'business', 200, status, 'server text'),
      ),
    ).toEqual(failure);
  });

  it('asks to check the connection after a network error', () => {
    expect(
      failureOfPassword(accountMessages.en, new ApiError('Failed to fetch', 'network')),
    ).toEqual({
      kind: 'other',
      text: 'Your password could not be saved. Please check your connection and try again.',
    });
  });

  it('passes on a rate limit message', () => {
    const error = new ApiError('Too many requests, try again in 20 s', 'http', 429);
    expect(failureOfPassword(accountMessages.en, error).kind).toBe('other');
  });
});
