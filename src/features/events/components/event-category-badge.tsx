import { Badge } from '../../../components/ui/badge';
import { textLang, useLanguage, useMessages } from '../../../i18n';
import { eventCategoryName } from '../model/event-category';
import { eventCategoryMessages } from './event-card-messages';

/**
 * An event's category: the site's own name of it in the visitor's language, or, for a category
 * the site does not know, the backend's English, marked so on a Chinese page.
 */
export function EventCategoryBadge({ category }: { category: string }) {
  const t = useMessages(eventCategoryMessages);
  const language = useLanguage();
  const name = eventCategoryName(category, t);
  return name ? <Badge>{name}</Badge> : <Badge lang={textLang(language)}>{category}</Badge>;
}
