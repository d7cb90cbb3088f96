import type { StoreCategorySlug } from '../../../shared/store-categories';
import type { directoryMessages } from '../messages';

type Key = keyof typeof directoryMessages.en;

/** The message keys of each category's title, lead and meta description. */
export const CATEGORY_COPY: Record<StoreCategorySlug, { title: Key; lead: Key; description: Key }> =
  {
    dining: { title: 'diningTitle', lead: 'diningLead', description: 'diningDescription' },
    shopping: { title: 'shoppingTitle', lead: 'shoppingLead', description: 'shoppingDescription' },
    services_amenities: {
      title: 'servicesTitle',
      lead: 'servicesLead',
      description: 'servicesDescription',
    },
  };
