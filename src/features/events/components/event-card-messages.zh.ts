/** The Chinese of the event cards' strings and category names (event-card-messages.ts). */
import type { ChineseOf } from '../../../i18n';
import type { eventCardMessages, eventCategoryMessages } from './event-card-messages';

export const eventCard = {
  ongoing: '进行中',
  upcoming: '即将举行',
  loading: '正在加载活动',
  featuredTitle: '精彩活动',
  viewAll: '查看全部活动',
} satisfies ChineseOf<typeof eventCardMessages>;

export const eventCategories = {
  general: '综合',
  workshop: '工作坊',
  festive: '节庆',
  family: '亲子',
  exhibition: '展览',
  convention: '会展',
} satisfies ChineseOf<typeof eventCategoryMessages>;
