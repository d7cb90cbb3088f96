import { defineMessages } from '../../i18n';
import { promotionCardMessages } from './components/promotion-card-messages';

export const promotionMessages = defineMessages(
  {
    ...promotionCardMessages.en,
    listTitle: 'Promotions',
    listLead:
      "Deals and privileges at the mall, including members' day offers on the first Wednesday of the month.",
    listDescription:
      "Ongoing and upcoming promotions at Suntec City, Singapore, with members' day offers on the first Wednesday of each month.",
    filterLabel: 'Show promotions',
    countOne: '{n} promotion',
    countMany: '{n} promotions',
    emptyTitle: 'No promotions to show',
    emptyFiltered: 'None of the current promotions match this filter.',
    emptyAll: 'There are no promotions at the moment. Please check back soon.',
    showAll: 'Show all promotions',
    backToList: 'All promotions',
    dates: 'Dates',
    store: 'Where',
    findStore: 'Find {store} in the directory',
    terms: 'Terms and conditions',
    more: 'More promotions',
    detailDescription: 'Promotion at Suntec City, Singapore: {title}.',
    loadingDetail: 'Loading promotion',
  },
  {
    ...promotionCardMessages.ch,
    listTitle: '优惠活动',
    listLead: '商场内的优惠与礼遇，包括每月第一个星期三的会员日优惠。',
    listDescription: '新加坡新达城正在进行和即将推出的优惠活动，以及每月第一个星期三的会员日优惠。',
    filterLabel: '显示优惠',
    countOne: '{n} 项优惠',
    countMany: '{n} 项优惠',
    emptyTitle: '暂无优惠',
    emptyFiltered: '目前没有符合此筛选条件的优惠。',
    emptyAll: '目前没有优惠活动，请稍后再来查看。',
    showAll: '显示全部优惠',
    backToList: '全部优惠',
    dates: '日期',
    store: '地点',
    findStore: '在商户指南中查找 {store}',
    terms: '条款与细则',
    more: '更多优惠',
    detailDescription: '新加坡新达城优惠：{title}。',
    loadingDetail: '正在加载优惠',
  },
);
