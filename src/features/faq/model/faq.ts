/** A FAQ as the app uses it: its answer is HTML, in both languages. */
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
