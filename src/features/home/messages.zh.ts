/** The Chinese of the home page's strings (messages.ts), loaded only for visitors who read Chinese. */
import type { ChineseOf } from '../../i18n';
import type { homeMessages } from './messages';

export const home = {
  metaDescription:
    '新达城，新加坡淡马锡林荫道3号：超过350家商店与餐厅、五座办公楼、会展中心与财富之泉。优惠、活动、商户指南与交通信息。',
  heading: '新达城',
  lead: '在新加坡市中心的财富之泉旁购物、用餐、工作与聚会。',
  hours: '每日 上午10点至晚上10点营业',
  quickLinksHeading: '计划行程',
  directory: '商户指南',
  directoryHint: '餐饮、购物与服务',
  gettingHere: '交通指南',
  gettingHereHint: '地铁、巴士、驾车与出租车',
  map: '商场地图',
  mapHint: '按楼层查找商店',
  booking: '预订会议室',
  bookingHint: '会议与活动场地',
  rewards: '奖励',
  rewardsHint: '兑换您的 Suntec+ 积分',
  appHeading: 'Suntec+ 会员应用',
  appLead: '每次消费赚取积分，解锁会员专享优惠并兑换奖励。',
  appAbout: '关于 Suntec+',
  appRewards: '浏览奖励',
} satisfies ChineseOf<typeof homeMessages>;
