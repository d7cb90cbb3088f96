import { searchParser, trimmedText } from '../../../lib/search-params';

/** `/faq?q=parking`: the text filter, kept in the URL so a filtered list can be shared. */
export const faqSearchSchema = searchParser({ q: trimmedText(100) });
