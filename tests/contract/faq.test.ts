import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { checkedAnswer } from './ask';
import { faqsCall } from '../../src/shared/contracts/faq';
import { toFaq } from '../../src/features/faq/api/faqs';
import { groupFaqs } from '../../src/features/faq/model/group-faqs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST {bi}/v1/faqs', () => {
  it('parses into FAQs that group by topic in both languages', async () => {
    const faqs = (await checkedAnswer(t.app, faqsCall)).Result.map(toFaq);
    expect(faqs.length).toBeGreaterThan(0);
    const english = groupFaqs(faqs, 'en');
    const chinese = groupFaqs(faqs, 'ch');
    expect(english.length).toBeGreaterThan(1);
    expect(chinese.map((g) => g.faqs.length)).toEqual(english.map((g) => g.faqs.length));
    expect(chinese.every((g) => /[\u4e00-\u9fff]/.test(g.category))).toBe(true);
    expect(groupFaqs(faqs, 'en', 'parking').length).toBeGreaterThan(0);
  });
});
