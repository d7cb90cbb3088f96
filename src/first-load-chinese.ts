/**
 * The Chinese of the first page's message sets (declared with `defineFirstLoadMessages`, i18n), by
 * set id: the frame's, the home page's (its event and promotion cards' too), the banners', the offline
 * banner's. The browser loads it as a chunk of its own when a visitor reads Chinese (src/main.tsx);
 * the server's render and the unit tests have it at once. first-load-chinese.test.ts checks it
 * answers every such set, with exactly its keys.
 */
import type { FirstLoadChinese } from './i18n';
import { chat, error, footer, header, search } from './i18n/frame.zh';
import { offlineBanner } from './components/pwa/offline-banner.zh';
import { carousel } from './features/content/messages.zh';
import { home } from './features/home/messages.zh';
import { eventCard, eventCategories } from './features/events/components/event-card-messages.zh';
import { promotionCard } from './features/promotions/components/promotion-card-messages.zh';
import { dataAge } from './lib/data-age.zh';

export const FIRST_LOAD_CHINESE: FirstLoadChinese = {
  header,
  search,
  footer,
  chat,
  error,
  offlineBanner,
  carousel,
  home,
  eventCard,
  promotionCard,
  eventCategories,
  dataAge,
};
