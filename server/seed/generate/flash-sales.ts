/**
 * Flash sales: short, stock-limited offers. Three have expired, three end within 24 hours of the
 * seeding instant, the rest run later; two are sold at a fixed price with no original price.
 */
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { SeedMerchant } from '../types.ts';
import type { SeedClock } from './clock.ts';
import { escapeHtml, htmlList } from './html.ts';
import { primarySubKey, type SubCategoryKey } from './sub-categories.ts';
import { zoneZh } from './zones.ts';
import type { SeedRowOf } from '../insert/support.ts';
import { seedListWithArtwork } from '../seed-list.ts';

/** Prices in dollars; some sales have expired, some end within a day. */
export type SeedFlashSale = SeedRowOf<
  'flash_sales',
  { omit: 'image_url'; flags: 'is_featured'; extra: { imageSvg: string } }
>;

interface FlashItem {
  title: string;
  titleZh: string;
  original: number;
  price: number;
}

/** What each kind of shop would put on a flash sale. */
const ITEMS: Partial<Record<SubCategoryKey, readonly FlashItem[]>> = {
  restaurant: [
    { title: 'Dinner for Two Set', titleZh: '双人晚餐套餐', original: 88, price: 49.9 },
    { title: '$50 Dining Voucher for $35', titleZh: '35元购50元餐饮礼券', original: 50, price: 35 },
  ],
  cafe: [
    { title: 'Coffee Pass: 10 Cups', titleZh: '十杯咖啡通行证', original: 65, price: 39 },
    { title: 'Weekend Brunch Platter', titleZh: '周末早午餐拼盘', original: 42, price: 29.9 },
  ],
  deli: [
    { title: 'Six Pastries Box', titleZh: '六件糕点礼盒', original: 24, price: 15.9 },
    { title: 'Celebration Cake (1 kg)', titleZh: '庆祝蛋糕（1公斤）', original: 68, price: 45 },
  ],
  fastFood: [{ title: 'Meal for Two', titleZh: '双人餐', original: 26, price: 16.9 }],
  electronics: [
    { title: 'Wireless Earbuds', titleZh: '无线耳机', original: 189, price: 99 },
    { title: '20,000 mAh Power Bank', titleZh: '20000毫安移动电源', original: 69, price: 35 },
  ],
  fashion: [
    { title: 'Leather Card Holder', titleZh: '真皮卡夹', original: 79, price: 39 },
    { title: 'Mystery Gift Bag', titleZh: '神秘福袋', original: 60, price: 20 },
  ],
  home: [{ title: 'Linen Bedding Set', titleZh: '亚麻床品套装', original: 259, price: 149 }],
  sports: [{ title: 'Running Shoes', titleZh: '跑鞋', original: 169, price: 89 }],
  beauty: [{ title: 'Skincare Starter Kit', titleZh: '护肤入门套装', original: 120, price: 59 }],
  jewellery: [
    {
      title: '$100 Store Voucher for $70',
      titleZh: '70元购100元店铺礼券',
      original: 100,
      price: 70,
    },
  ],
  kids: [{ title: 'Building Blocks Set', titleZh: '积木套装', original: 119, price: 59 }],
};

/** Sales sold at a fixed price, with no original price to compare with. */
const FIXED_PRICE_SALES = new Set([1, 7]);

/** Hours from the seeding instant to each sale's expiry, in order: 3 expired, 3 within a day, 6 later. */
const EXPIRY_HOURS: readonly number[] = [-50, -20, -2, 3, 10, 20, 30, 72, 120, 200, 330, 480];

export function generateFlashSales(
  merchants: readonly SeedMerchant[],
  clock: SeedClock,
  rng: Rng,
): SeedFlashSale[] {
  const hosts = rng.sample(
    merchants.filter(
      (m) =>
        m.isActive &&
        !m.hideFromDirectory &&
        m.isParticipating &&
        ITEMS[primarySubKey(m)] !== undefined,
    ),
    EXPIRY_HOURS.length,
  );
  return EXPIRY_HOURS.map((expiryHours, index) => {
    const merchant = hosts[index % hosts.length] as SeedMerchant;
    const item = rng.pick(ITEMS[primarySubKey(merchant)] ?? []);
    const quantity = rng.pick([20, 30, 50, 100]);
    const expired = expiryHours < 0;
    const remainingQuantity = expired
      ? rng.int(0, 3)
      : index === 4
        ? 0
        : rng.int(1, Math.floor(quantity * 0.8));
    const id = index + 1;
    const title = `${item.title} at ${merchant.name}`;
    return {
      id,
      title,
      titleZh: `${merchant.nameZh}${item.titleZh}`,
      description: `${item.title} from ${merchant.name}, only while the ${quantity} units last.`,
      detailHtml:
        `<p><strong>${escapeHtml(item.title)}</strong> from ${escapeHtml(merchant.name)} (${escapeHtml(merchant.unitNumber)}, ${escapeHtml(merchant.zone)}).</p>` +
        htmlList([
          'Pay in the app and show the QR code in store',
          'Collect within 14 days of purchase',
          `Limited to ${quantity} units`,
        ]),
      tocHtml: htmlList([
        'One purchase per member.',
        'Non-refundable and non-exchangeable.',
        'Not valid with other promotions.',
      ]),
      descriptionZh: `${merchant.nameZh}${item.titleZh}，限量${quantity}份，售完即止。`,
      detailHtmlZh:
        `<p><strong>${escapeHtml(item.titleZh)}</strong>，${escapeHtml(merchant.nameZh)}（${escapeHtml(merchant.unitNumber)}，${escapeHtml(zoneZh(merchant.zone))}）。</p>` +
        htmlList(['在应用程序内付款，到店出示二维码', '购买后14天内领取', `限量${quantity}份`]),
      tocHtmlZh: htmlList([
        '每位会员限购一份。',
        '不可退款，不可更换。',
        '不可与其他优惠同时使用。',
      ]),
      imageSvg: bannerSvg({
        title,
        key: `flash-${id}-${item.title}`,
        width: 800,
        height: 800,
        motif: 'rings',
      }),
      merchantId: merchant.id,
      ...(FIXED_PRICE_SALES.has(index) ? {} : { originalPrice: item.original }),
      salesPrice: item.price,
      quantity,
      remainingQuantity,
      salesStartDate: clock.hoursFromNow(expiryHours - rng.pick([72, 96, 168])),
      salesExpiryDate: clock.hoursFromNow(expiryHours),
      isFeatured: index >= 3 && index < 8,
      sortOrder: index >= 3 && index < 8 ? index - 2 : 100 + id,
    };
  });
}

/** The flash_sales table, seeded with `generateFlashSales`. */
export const flashSalesSeed = seedListWithArtwork(
  'flash_sales',
  { kind: 'flash-sales', prefix: 'F' },
  ({ merchants, clock, rng }) => generateFlashSales(merchants, clock, rng.fork('flash-sales')),
);
