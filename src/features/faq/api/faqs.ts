/** The FAQs call and its mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readNumber, readText } from '../../../lib/wire';
import { faqsCall, type FaqWire } from '../../../shared/contracts/faq';
import { GENERAL_CATEGORY, type Faq } from '../model/faq';

export function toFaq(wire: FaqWire): Faq {
  return {
    id: String(wire.FaqID),
    category: readText(wire.Category) ?? GENERAL_CATEGORY,
    categoryZh: readText(wire.CategoryZh),
    question: readText(wire.Question) ?? '',
    questionZh: readText(wire.QuestionZh),
    answerHtml: readText(wire.Answer),
    answerHtmlZh: readText(wire.AnswerZh),
    sortOrder: readNumber(wire.SortOrder) ?? Number.MAX_SAFE_INTEGER,
  };
}

/** Every FAQ. */
export async function getFaqs(signal: AbortSignal): Promise<Faq[]> {
  return (await callApi(faqsCall, { signal })).Result.map(toFaq);
}
