import { readNumber, readText } from '../../../lib/wire';
import type { FaqDto } from './faq-dto';

export interface Faq {
  id: string;
  category: string;
  categoryZh?: string;
  question: string;
  questionZh?: string;
  answerHtml?: string;
  answerHtmlZh?: string;
  sortOrder: number;
}

/** The category FAQs without one are filed under. */
export const GENERAL_CATEGORY = 'General';

export function toFaq(dto: FaqDto): Faq {
  return {
    id: String(dto.FaqID),
    category: readText(dto.Category) ?? GENERAL_CATEGORY,
    categoryZh: readText(dto.CategoryZh),
    question: readText(dto.Question) ?? '',
    questionZh: readText(dto.QuestionZh),
    answerHtml: readText(dto.Answer),
    answerHtmlZh: readText(dto.AnswerZh),
    sortOrder: readNumber(dto.SortOrder) ?? Number.MAX_SAFE_INTEGER,
  };
}
