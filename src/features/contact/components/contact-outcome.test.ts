import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { contactMessages } from '../messages';
import { failureOf } from './contact-outcome';

describe('failureOf', () => {
  it.each([
    ['en', 3, 'You are already registered, please log in', 'userEmail'],
    ['en', 5, 'You are already registered, please log in', 'userEmail'],
    ['en', 4, 'Mobile Number already exists', 'userPhoneNumber'],
    ['ch', 3, '您已注册，请登录', 'userEmail'],
    ['ch', 5, '您已注册，请登录', 'userEmail'],
    ['ch', 4, '手机号码已存在', 'userPhoneNumber'],
  ] as const)('in %s, Status %d reads %j beside %s', (language, status, text, field) => {
    const error = new ApiError('server text', 'business', 200, status);
    expect(failureOf(contactMessages[language], error)).toEqual({ text, field });
  });

  it.each(['en', 'ch'] as const)(
    "says other refusals in %s first, the server's words as a detail",
    (language) => {
      const words = 'Too many requests, try again in 30 s';
      expect(
        failureOf(contactMessages[language], new ApiError(words, 'http', 429, undefined, words)),
      ).toEqual({ text: contactMessages[language].refused, detail: words });
      expect(
        failureOf(contactMessages[language], new ApiError('Odd', 'business', 200, 2, 'Odd')),
      ).toEqual({ text: contactMessages[language].refused, detail: 'Odd' });
    },
  );

  it("never shows the client's own English: a refusal without the server's words has no detail", () => {
    expect(
      failureOf(contactMessages.ch, new ApiError('Request failed with status 500', 'http', 500)),
    ).toEqual({ text: '留言未能发送，请重试。' });
  });

  it('asks to check the connection after a network error', () => {
    expect(failureOf(contactMessages.en, new ApiError('Failed to fetch', 'network')).text).toMatch(
      /check your connection/,
    );
  });

  it('has the success message of spec section 5 in both languages', () => {
    expect(contactMessages.en.received).toBe('Thank you, we have received your message');
    expect(contactMessages.ch.received).toBe('谢谢，我们已收到您的留言');
  });
});
