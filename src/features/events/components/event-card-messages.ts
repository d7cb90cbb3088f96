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
    // The categories the site names (model/event-category); others show as the backend wrote them.
    categoryGeneral: 'General',
    categoryWorkshop: 'Workshop',
    categoryFestive: 'Festive',
    categoryFamily: 'Family',
    categoryExhibition: 'Exhibition',
    categoryConvention: 'Convention',
  },
  {
    ongoing: '进行中',
    upcoming: '即将举行',
    loading: '正在加载活动',
    featuredTitle: '精彩活动',
    viewAll: '查看全部活动',
    categoryGeneral: '综合',
    categoryWorkshop: '工作坊',
    categoryFestive: '节庆',
    categoryFamily: '亲子',
    categoryExhibition: '展览',
    categoryConvention: '会展',
  },
);
