/**
 * Deals of the endpoint API's deal list: two or three per participating merchant (and some other
 * shops), so that merchant pages show deals. CategId is the merchant's category; TypeId 1 is a
 * priced deal, 2 a points redemption.
 */
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { CategoryId, SeedMerchant } from '../types.ts';
import type { SeedClock } from './clock.ts';
import { primarySubKey, type SubCategoryKey } from './sub-categories.ts';
import type { SeedRowOf } from '../insert/support.ts';
import { seedListWithArtwork } from '../seed-list.ts';

export type SeedDeal = SeedRowOf<'deals', { omit: 'image_url'; extra: { imageSvg: string } }>;

interface DealTemplate {
  title: string;
  titleZh: string;
  price?: number;
  points?: number;
  /** Only for merchants of these sub-categories (all of the category when absent). */
  subs?: readonly SubCategoryKey[];
}

const DEALS: Record<CategoryId, readonly DealTemplate[]> = {
  1: [
    {
      title: 'Set Lunch for One',
      titleZh: '单人商务午餐',
      price: 14.9,
      subs: ['restaurant', 'fastFood', 'foodCourt', 'cafe'],
    },
    { title: 'Dinner Set for Two', titleZh: '双人晚餐', price: 58, subs: ['restaurant'] },
    { title: 'Free Drink Upgrade', titleZh: '免费饮品升级', points: 150 },
    { title: '$10 Off Your Bill', titleZh: '账单减10元', points: 800 },
    {
      title: 'Family Feast for Four',
      titleZh: '四人家庭套餐',
      price: 98,
      subs: ['restaurant', 'fastFood'],
    },
    {
      title: 'Tea-Time Set',
      titleZh: '下午茶套餐',
      price: 12.5,
      subs: ['cafe', 'deli', 'restaurant'],
    },
    { title: 'Box of Six Treats', titleZh: '六件甜点礼盒', price: 18, subs: ['deli', 'cafe'] },
  ],
  2: [
    { title: '15% Off Full-Priced Items', titleZh: '正价商品八五折', points: 500 },
    { title: 'Gift with Purchase over $80', titleZh: '消费满80元送礼品', price: 80 },
    { title: '$20 Store Credit', titleZh: '20元购物额度', points: 1500 },
    {
      title: 'Bundle of Three',
      titleZh: '三件组合',
      price: 45,
      subs: ['fashion', 'beauty', 'kids', 'sports', 'home'],
    },
    { title: 'Free Gift Wrapping and Delivery', titleZh: '免费礼品包装与送货', points: 200 },
  ],
  3: [
    {
      title: 'Trial Session',
      titleZh: '体验课程',
      price: 15,
      subs: ['fitness', 'education', 'leisure'],
    },
    {
      title: 'Ten-Session Package',
      titleZh: '十次配套',
      price: 199,
      subs: ['fitness', 'education'],
    },
    { title: '$10 Off Your First Visit', titleZh: '首次光临减10元', points: 300 },
    { title: 'Free Consultation', titleZh: '免费咨询', points: 100 },
  ],
};

export function generateDeals(
  merchants: readonly SeedMerchant[],
  clock: SeedClock,
  rng: Rng,
): SeedDeal[] {
  const listed = merchants.filter((m) => m.isActive && !m.hideFromDirectory);
  const hosts = [
    ...listed.filter((m) => m.isParticipating),
    ...rng.sample(
      listed.filter((m) => !m.isParticipating),
      12,
    ),
  ];
  const deals: SeedDeal[] = [];
  for (const merchant of hosts) {
    const count = merchant.isParticipating ? rng.int(1, 2) : 1;
    const sub = primarySubKey(merchant);
    const templates = DEALS[merchant.categoryId].filter((t) => !t.subs || t.subs.includes(sub));
    for (const template of rng.sample(templates, count)) {
      const id = deals.length + 1;
      const title = `${template.title} at ${merchant.name}`;
      const start = -rng.int(0, 40);
      deals.push({
        id,
        title,
        titleZh: `${merchant.nameZh}${template.titleZh}`,
        description: `${template.title} at ${merchant.name}, ${merchant.unitNumber}, ${merchant.zone}. Show the deal in the app at the counter.`,
        imageSvg: bannerSvg({ title, key: `deal-${id}-${merchant.code}`, width: 640, height: 360 }),
        merchantId: merchant.id,
        categId: merchant.categoryId,
        typeId: template.points !== undefined ? 2 : 1,
        ...(template.price !== undefined ? { price: template.price } : {}),
        ...(template.points !== undefined ? { points: template.points } : {}),
        startDate: clock.at(start, '00:00'),
        endDate: clock.at(start + rng.int(30, 120), '23:59'),
      });
    }
  }
  return deals;
}

/** The deals table, seeded with `generateDeals`. */
export const dealsSeed = seedListWithArtwork(
  'deals',
  { kind: 'deals', prefix: 'D' },
  ({ merchants, clock, rng }) => generateDeals(merchants, clock, rng.fork('deals')),
);
