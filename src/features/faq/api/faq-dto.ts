import * as v from 'valibot';

const looseText = v.nullish(v.string());

/** A FAQ (docs/api.md, Faq): answers are HTML in both languages. */
export const faqDto = v.object({
  FaqID: v.union([v.string(), v.number()]),
  Category: looseText,
  CategoryZh: looseText,
  Question: v.string(),
  QuestionZh: looseText,
  Answer: looseText,
  AnswerZh: looseText,
  SortOrder: v.nullish(v.union([v.number(), v.string()])),
});
export type FaqDto = v.InferOutput<typeof faqDto>;

/** `POST {bi}/v1/faqs`. */
export const faqsResponseDto = v.object({
  Result: v.array(faqDto),
});
