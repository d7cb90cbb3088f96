/**
 * Content items of `/api/content/?type=`: five current home banners plus app-promotion and
 * footer-strip items; one expired and one future banner test the "current items" rule.
 */
import { bannerSvg } from '../artwork.ts';
import type { SeedRowOf } from '../insert/support.ts';
import { seedListWithArtwork } from '../seed-list.ts';
import type { SeedClock } from './clock.ts';

/** `type` is 'home-banner', ... */
export type SeedContentItem = SeedRowOf<
  'content_items',
  { omit: 'image_url'; extra: { imageSvg: string } }
>;

interface ContentDefinition {
  type: string;
  title: string;
  titleZh: string;
  subtitle: string;
  subtitleZh: string;
  alt: string;
  altZh: string;
  linkUrl: string;
  startOffset: number;
  endOffset: number;
}

const ITEMS: readonly ContentDefinition[] = [
  {
    type: 'home-banner',
    title: 'Make a wish at the Fountain of Wealth',
    titleZh: '在财富之泉许个愿',
    subtitle: 'Nightly light and water shows from 7pm.',
    subtitleZh: '每晚7点起灯光水舞秀。',
    alt: 'Five bronze petals in rings of light',
    altZh: '光环中的五瓣青铜花',
    linkUrl: '/fountain-of-wealth',
    startOffset: -30,
    endOffset: 60,
  },
  {
    type: 'home-banner',
    title: "Members' Day: triple points",
    titleZh: '会员日：三倍积分',
    subtitle: 'Every first Wednesday of the month.',
    subtitleZh: '每月第一个星期三。',
    alt: 'Concentric rings in teal and bronze',
    altZh: '青色与铜色同心圆',
    linkUrl: '/promotions?filter=members_day',
    startOffset: -45,
    endOffset: 140,
  },
  {
    type: 'home-banner',
    title: 'Flash sales, while stocks last',
    titleZh: '限时特卖，售完即止',
    subtitle: 'Members-only prices on dining and shopping.',
    subtitleZh: '餐饮与购物会员专属价。',
    alt: 'Red banner with sweeping arcs',
    altZh: '带弧线的红色横幅',
    linkUrl: '/flash_sale',
    startOffset: -5,
    endOffset: 25,
  },
  {
    type: 'home-banner',
    title: 'Eat your way around the fountain',
    titleZh: '环绕喷泉尝美食',
    subtitle: 'Over 130 places to eat.',
    subtitleZh: '逾130家餐饮店。',
    alt: 'Navy banner with a bronze rosette',
    altZh: '带铜色花饰的深蓝横幅',
    linkUrl: '/eats',
    startOffset: -60,
    endOffset: 90,
  },
  {
    type: 'home-banner',
    title: 'Visiting Singapore?',
    titleZh: '来新加坡旅游？',
    subtitle: 'Claim your tourist privileges at the concierge.',
    subtitleZh: '到礼宾处领取游客礼遇。',
    alt: 'Off-white banner with teal rings',
    altZh: '带青色圆环的米白横幅',
    linkUrl: '/tourist_privileges',
    startOffset: -10,
    endOffset: 80,
  },
  {
    type: 'home-banner',
    title: 'Back to school savings',
    titleZh: '开学省钱季',
    subtitle: 'This campaign has ended.',
    subtitleZh: '本活动已结束。',
    alt: 'Arcs over a navy field',
    altZh: '深蓝底上的弧线',
    linkUrl: '/bts',
    startOffset: -60,
    endOffset: -5,
  },
  {
    type: 'home-banner',
    title: 'Christmas Toy Town',
    titleZh: '圣诞玩具城',
    subtitle: 'Coming soon to the Fountain Court.',
    subtitleZh: '即将登陆喷泉广场。',
    alt: 'Rings and a star-like rosette',
    altZh: '圆环与星形花饰',
    linkUrl: '/events',
    startOffset: 60,
    endOffset: 100,
  },
  {
    type: 'app-promo',
    title: 'Get the member app',
    titleZh: '下载会员应用',
    subtitle: 'Points on every receipt, rewards and flash sales.',
    subtitleZh: '每张收据赚积分，兑换奖励与抢购特卖。',
    alt: 'A phone within bronze rings',
    altZh: '铜色圆环中的手机',
    linkUrl: '/about_suntec_plus',
    startOffset: -90,
    endOffset: 365,
  },
  {
    type: 'footer-strip',
    title: 'Book a meeting room',
    titleZh: '预订会议室',
    subtitle: 'From 12 to 800 guests.',
    subtitleZh: '可容纳12至800位宾客。',
    alt: 'Teal arcs',
    altZh: '青色弧线',
    linkUrl: '/booking',
    startOffset: -90,
    endOffset: 365,
  },
];

export function generateContent(clock: SeedClock): SeedContentItem[] {
  const sortOrders = new Map<string, number>();
  return ITEMS.map((item, index) => {
    const sortOrder = (sortOrders.get(item.type) ?? 0) + 1;
    sortOrders.set(item.type, sortOrder);
    return {
      id: index + 1,
      type: item.type,
      title: item.title,
      titleZh: item.titleZh,
      subtitle: item.subtitle,
      subtitleZh: item.subtitleZh,
      imageSvg: bannerSvg({
        title: item.alt,
        key: `content-${item.title}`,
        width: 1440,
        height: 560,
      }),
      imageAlt: item.alt,
      imageAltZh: item.altZh,
      linkUrl: item.linkUrl,
      sortOrder,
      startDate: clock.at(item.startOffset, '00:00'),
      endDate: clock.at(item.endOffset, '23:59'),
    };
  });
}

/** The content_items table, seeded with `generateContent`. */
export const contentSeed = seedListWithArtwork(
  'content_items',
  { kind: 'content', prefix: 'C' },
  ({ clock }) => generateContent(clock),
);
