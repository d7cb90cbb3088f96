import { describe, expect, it } from 'vitest';
import {
  htmlLangOf,
  languageCookie,
  languageOfCookies,
  languageOfHtmlLang,
  languageOfParam,
} from './language';

describe('the language cookie', () => {
  it.each([
    ['lang=ch', 'ch'],
    ['lang=en', 'en'],
    ['a=1; lang=ch', 'ch'],
    ['a=1;lang=ch;b=2', 'ch'],
    ['lang=ch ; b=2', 'ch'],
    ['', undefined],
    [undefined, undefined],
    ['lang=fr', undefined],
    ['lang=chx', undefined],
    ['xlang=ch', undefined],
    ['slang=ch; lang=en', 'en'],
  ])('%j names %s', (cookies, language) => {
    expect(languageOfCookies(cookies)).toBe(language);
  });

  it('is kept for a year, site-wide, sent on navigations from other sites, Secure over HTTPS', () => {
    expect(languageCookie('ch', false)).toBe('lang=ch; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toBe(
      'lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('reads back what it writes', () => {
    expect(languageOfCookies(languageCookie('ch', true).split(';')[0])).toBe('ch');
  });
});

describe('<html lang>', () => {
  it('is a BCP 47 tag, and reads back', () => {
    expect(htmlLangOf('ch')).toBe('zh-Hans');
    expect(htmlLangOf('en')).toBe('en');
    expect(languageOfHtmlLang('zh-Hans')).toBe('ch');
    expect(languageOfHtmlLang('en')).toBe('en');
    expect(languageOfHtmlLang('')).toBe('en');
  });
});

describe('the language parameter', () => {
  it.each([
    ['zh', 'ch'],
    ['en', 'en'],
    ['ch', undefined],
    ['ZH', undefined],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j names %s', (value, language) => {
    expect(languageOfParam(value)).toBe(language);
  });
});
