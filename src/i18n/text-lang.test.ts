import { describe, expect, it } from 'vitest';
import { localizedTitle, localizedTitleLang, textLang } from '.';

describe('textLang', () => {
  it('marks an English text on a Chinese page as English', () => {
    expect(textLang('ch')).toBe('en');
    expect(textLang('ch', false)).toBe('en');
  });

  it('adds nothing to a Chinese text on a Chinese page', () => {
    expect(textLang('ch', true)).toBeUndefined();
  });

  it('adds nothing on an English page, whatever the text', () => {
    expect(textLang('en')).toBeUndefined();
    expect(textLang('en', true)).toBeUndefined();
  });
});

describe('localizedTitleLang', () => {
  it.each([
    { language: 'ch', biTitle: '新春市集', shown: '新春市集', lang: undefined },
    { language: 'ch', biTitle: undefined, shown: 'Spring Fair', lang: 'en' },
    { language: 'ch', biTitle: '', shown: 'Spring Fair', lang: 'en' },
    { language: 'en', biTitle: '新春市集', shown: 'Spring Fair', lang: undefined },
    { language: 'en', biTitle: undefined, shown: 'Spring Fair', lang: undefined },
  ] as const)(
    '$language page, biTitle $biTitle: shows $shown with lang $lang',
    ({ language, biTitle, shown, lang }) => {
      expect(localizedTitle(language, 'Spring Fair', biTitle)).toBe(shown);
      expect(localizedTitleLang(language, biTitle)).toBe(lang);
    },
  );
});
