import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { BI, postJson } from './directory-calls';
import { isSuccessPayload } from '../../src/lib/api-client';
import { BI_PATHS } from '../../src/shared/api-paths';
import { faqsResponseDto } from '../../src/features/faq/api/faq-dto';
import { toFaq } from '../../src/features/faq/api/faq-mapper';
import { groupFaqs } from '../../src/features/faq/model/group-faqs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST {bi}/v1/faqs', () => {
  it('parses into FAQs that group by topic in both languages', async () => {
    const res = await postJson(t.app, `${BI}${BI_PATHS.faqs}`);
    expect(res.status).toBe(200);
    expect(isSuccessPayload('bi', res.body as Record<string, unknown>)).toBe(true);
    const faqs = faqsResponseDto.parse(res.body).Result.map(toFaq);
    expect(faqs.length).toBeGreaterThan(0);
    const english = groupFaqs(faqs, 'en');
    const chinese = groupFaqs(faqs, 'ch');
    expect(english.length).toBeGreaterThan(1);
    expect(chinese.map((g) => g.faqs.length)).toEqual(english.map((g) => g.faqs.length));
    expect(chinese.every((g) => /[\u4e00-\u9fff]/.test(g.category))).toBe(true);
    expect(groupFaqs(faqs, 'en', 'parking').length).toBeGreaterThan(0);
  });
});
