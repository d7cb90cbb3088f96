import { Badge } from '../../../components/ui/badge';
import { textLang, useLanguage, useMessages } from '../../../i18n';
import { eventCategoryMessageKey } from '../model/event-category';
import { eventCardMessages } from './event-card-messages';

/**
 * An event's category: the site's own name of it in the visitor's language, or, for a category
 * the site does not know, the backend's English, marked so on a Chinese page.
 */
export function EventCategoryBadge({ category }: { category: string }) {
  const t = useMessages(eventCardMessages);
  const language = useLanguage();
  const key = eventCategoryMessageKey(category);
  return key ? <Badge>{t[key]}</Badge> : <Badge lang={textLang(language)}>{category}</Badge>;
}
