import { describe, expect, it } from 'vitest';
import type { Faq } from './faq';
import { groupFaqs, htmlToText, matchesQuery } from './group-faqs';

const faq = (
  id: string,
  category: string,
  sortOrder: number,
  question: string,
  answerHtml: string,
): Faq => ({
  id,
  category,
  categoryZh: category === 'Parking' ? '停车' : '购物',
  question,
  questionZh: `问题 ${id}`,
  answerHtml,
  answerHtmlZh: `<p>答案 ${id}</p>`,
  sortOrder,
});

const faqs = [
  faq('1', 'Parking', 2, 'How much is parking?', '<p>$1.28 for the first hour &amp; more.</p>'),
  faq('2', 'Shopping', 1, 'Is there a Café?', '<p>Several, on <strong>Level 1</strong>.</p>'),
  faq('3', 'Parking', 1, 'Where are the entrances?', '<p>Temasek Boulevard.</p>'),
];

describe('groupFaqs', () => {
  it('groups by category in order of first appearance, FAQs by SortOrder', () => {
    expect(groupFaqs(faqs, 'en').map((g) => [g.category, g.faqs.map((f) => f.id)])).toEqual([
      ['Parking', ['3', '1']],
      ['Shopping', ['2']],
    ]);
  });

  it('speaks Chinese when asked', () => {
    const [parking] = groupFaqs(faqs, 'ch');
    expect(parking?.category).toBe('停车');
    expect(parking?.faqs[0]).toEqual({ id: '3', question: '问题 3', answerHtml: '<p>答案 3</p>' });
  });

  it('marks the English a Chinese page falls back to, and nothing else', () => {
    const untranslated: Faq = {
      id: '4',
      category: 'Lost and found',
      question: 'I lost my bag',
      answerHtml: '<p>Ask the concierge.</p>',
      sortOrder: 1,
    };
    const [chinese] = groupFaqs([untranslated], 'ch');
    expect(chinese).toEqual({
      key: 'Lost and found',
      category: 'Lost and found',
      categoryLang: 'en',
      faqs: [
        {
          id: '4',
          question: 'I lost my bag',
          questionLang: 'en',
          answerHtml: '<p>Ask the concierge.</p>',
          answerLang: 'en',
        },
      ],
    });
    const [translated] = groupFaqs(faqs, 'ch');
    expect(translated?.categoryLang).toBeUndefined();
    // The group is the same one in either language.
    expect(translated?.key).toBe(groupFaqs(faqs, 'en')[0]?.key);
    expect(translated?.category).not.toBe(groupFaqs(faqs, 'en')[0]?.category);
    expect(translated?.faqs[0]?.questionLang).toBeUndefined();
    expect(translated?.faqs[0]?.answerLang).toBeUndefined();
    const [english] = groupFaqs([untranslated], 'en');
    expect(english?.categoryLang).toBeUndefined();
    expect(english?.faqs[0]?.questionLang).toBeUndefined();
    expect(english?.faqs[0]?.answerLang).toBeUndefined();
  });

  it.each([
    ['', ['3', '1', '2']],
    ['parking', ['3', '1']],
    ['first hour', ['1']],
    ['cafe', ['2']],
    ['LEVEL 1', ['2']],
    ['strong', []],
    ['boulevard temasek', ['3']],
    ['helicopter', []],
  ])('filters by %j', (query, expected) => {
    expect(groupFaqs(faqs, 'en', query).flatMap((g) => g.faqs.map((f) => f.id))).toEqual(expected);
  });

  it('searches the Chinese text in Chinese', () => {
    expect(groupFaqs(faqs, 'ch', '答案 2').flatMap((g) => g.faqs.map((f) => f.id))).toEqual(['2']);
  });
});

describe('helpers', () => {
  it('reads the text of HTML', () => {
    expect(htmlToText('<p>A &amp; B</p><ul><li>C</li></ul>')).toBe('A & B C');
  });
  it('ignores case and accents', () => {
    expect(matchesQuery('Crème Brûlée', 'creme BRULEE')).toBe(true);
  });
});
