import { z } from '../../../lib/zod';

const looseText = z.nullish(z.string());

/** A FAQ (docs/api.md, Faq): answers are HTML in both languages. */
export const faqDto = z.object({
  FaqID: z.union([z.string(), z.number()]),
  Category: looseText,
  CategoryZh: looseText,
  Question: z.string(),
  QuestionZh: looseText,
  Answer: looseText,
  AnswerZh: looseText,
  SortOrder: z.nullish(z.union([z.number(), z.string()])),
});
export type FaqDto = z.infer<typeof faqDto>;

/** `POST {bi}/v1/faqs`. */
export const faqsResponseDto = z.object({
  Result: z.array(faqDto),
});
