/** The Chinese of the promotion cards' strings (promotion-card-messages.ts). */
import type { ChineseOf } from '../../../i18n';
import type { promotionCardMessages } from './promotion-card-messages';

export const promotionCard = {
  ongoing: '进行中',
  upcoming: '即将推出',
  membersDay: '会员日',
  membersDayOn: '会员日：{date}',
  loading: '正在加载优惠',
  featuredTitle: '精选优惠',
  viewAll: '查看全部优惠',
} satisfies ChineseOf<typeof promotionCardMessages>;
