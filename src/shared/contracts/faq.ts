/** The FAQs call of the BI API (docs/api.md "Faq"). */
import { biRoute, defineCall } from './call';
import { REFERENCE } from './cache-policies';
import { anyPayload, looseId, looseNumber, looseText, statusFlag } from './fields';
import { z } from './zod';

/** A FAQ on the wire: answers are HTML in both languages. Getting here lists some too. */
export const faqWire = z.object({
  FaqID: looseId,
  Category: looseText,
  CategoryZh: looseText,
  Question: z.string(),
  QuestionZh: looseText,
  Answer: looseText,
  AnswerZh: looseText,
  SortOrder: looseNumber,
});
export type FaqWire = z.infer<typeof faqWire>;

/** `POST {bi}/v1/faqs`: every FAQ, by SortOrder. */
export const faqsRoute = biRoute('/v1/faqs');
export const faqsCall = defineCall(faqsRoute, {
  input: anyPayload,
  answer: z.object({ Status: statusFlag, Result: z.array(faqWire) }),
  cache: REFERENCE,
});
