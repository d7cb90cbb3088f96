/**
 * The FAQ page's rules: FAQs grouped by category (groups in the order their first FAQ comes, FAQs
 * by SortOrder), in the visitor's language, narrowed by a text filter that matches every word of
 * the query in the question or the answer's text, ignoring case and accents.
 */
import { localizedTitleLang } from '../../../i18n';
import type { Language } from '../../../lib/language';
import type { Faq } from './faq';

/** `*Lang` is `'en'` where a Chinese page shows the English text for want of a Chinese one. */
export interface LocalizedFaq {
  id: string;
  question: string;
  questionLang?: 'en';
  answerHtml: string;
  answerLang?: 'en';
}

export interface FaqGroup {
  /** The same in either language (the wire's English category): what was open stays open. */
  key: string;
  category: string;
  categoryLang?: 'en';
  faqs: LocalizedFaq[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** The visible text of an HTML answer, for searching (no DOM needed, so it runs anywhere). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case without accents, so "cafe" finds "Café". */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when every word of `query` appears in `text`. An empty query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(text);
  return words.every((word) => haystack.includes(word));
}

export function groupFaqs(faqs: readonly Faq[], language: Language, query = ''): FaqGroup[] {
  const groups = new Map<string, FaqGroup & { order: number[] }>();
  const sorted = faqs
    .map((faq, index) => ({ faq, index }))
    .sort((a, b) => a.faq.sortOrder - b.faq.sortOrder || a.index - b.index);
  // Group order follows the server's order of first appearance, not SortOrder within groups.
  const firstSeen = new Map<string, number>();
  faqs.forEach((faq, index) => {
    if (!firstSeen.has(faq.category)) firstSeen.set(faq.category, index);
  });

  for (const { faq } of sorted) {
    const zh = language === 'ch';
    const question = (zh && faq.questionZh) || faq.question;
    const answerHtml = (zh && faq.answerHtmlZh) || faq.answerHtml || '';
    const category = (zh && faq.categoryZh) || faq.category;
    if (!matchesQuery(`${question} ${htmlToText(answerHtml)} ${category}`, query)) continue;
    let group = groups.get(faq.category);
    if (!group) {
      group = {
        key: faq.category,
        category,
        categoryLang: localizedTitleLang(language, faq.categoryZh),
        faqs: [],
        order: [firstSeen.get(faq.category) ?? 0],
      };
      groups.set(faq.category, group);
    }
    group.faqs.push({
      id: faq.id,
      question,
      questionLang: localizedTitleLang(language, faq.questionZh),
      answerHtml,
      answerLang: localizedTitleLang(language, faq.answerHtmlZh),
    });
  }
  return [...groups.values()]
    .sort((a, b) => (a.order[0] ?? 0) - (b.order[0] ?? 0))
    .map(({ key, category, categoryLang, faqs: items }) => ({
      key,
      category,
      categoryLang,
      faqs: items,
    }));
}
