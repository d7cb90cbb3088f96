import { defineMessages } from '../../../i18n';

/**
 * What the home page's featured events and every event card say. Their own module: the first load (home page)
 * carries these, not the whole feature's messages.
 */
export const eventCardMessages = defineMessages(
  {
    ongoing: 'Ongoing',
    upcoming: 'Upcoming',
    loading: 'Loading events',
    featuredTitle: "What's on",
    viewAll: 'View all events',
  },
  {
    ongoing: '进行中',
    upcoming: '即将举行',
    loading: '正在加载活动',
    featuredTitle: '精彩活动',
    viewAll: '查看全部活动',
  },
);
