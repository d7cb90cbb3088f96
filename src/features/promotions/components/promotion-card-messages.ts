import { defineMessages } from '../../../i18n';

/**
 * What the home page's featured promotions and every promotion card say. Their own module: the first load (home page)
 * carries these, not the whole feature's messages.
 */
export const promotionCardMessages = defineMessages(
  {
    ongoing: 'Ongoing',
    upcoming: 'Upcoming',
    membersDay: "Members' day",
    membersDayOn: "Members' day: {date}",
    loading: 'Loading promotions',
    featuredTitle: 'Featured promotions',
    viewAll: 'View all promotions',
  },
  {
    ongoing: '进行中',
    upcoming: '即将推出',
    membersDay: '会员日',
    membersDayOn: '会员日：{date}',
    loading: '正在加载优惠',
    featuredTitle: '精选优惠',
    viewAll: '查看全部优惠',
  },
);
