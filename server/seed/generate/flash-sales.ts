/**
 * Flash sales: short, stock-limited offers. Three have expired, three end within 24 hours of the
 * seeding instant, the rest run later; two have no original price (a fixed-price deal).
 */
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { CategoryId, SeedFlashSale, SeedMerchant } from '../types.ts';
import type { SeedClock } from './clock.ts';
import { escapeHtml, htmlList } from './html.ts';

interface FlashItem {
  title: string;
  titleZh: string;
  original?: number;
  price: number;
}

const ITEMS: Record<CategoryId, readonly FlashItem[]> = {
  1: [
    { title: 'Dinner for Two Set', titleZh: '双人晚餐套餐', original: 88, price: 49.9 },
    { title: '$50 Dining Voucher for $35', titleZh: '35元购50元餐饮礼券', original: 50, price: 35 },
    { title: 'Six Pastries Box', titleZh: '六件糕点礼盒', original: 24, price: 15.9 },
    { title: 'Coffee Pass: 10 Cups', titleZh: '十杯咖啡通行证', original: 65, price: 39 },
    { title: 'Weekend Brunch Platter', titleZh: '周末早午餐拼盘', price: 29.9 },
  ],
  2: [
    { title: 'Wireless Earbuds', titleZh: '无线耳机', original: 189, price: 99 },
    { title: 'Leather Card Holder', titleZh: '真皮卡夹', original: 79, price: 39 },
    { title: 'Linen Bedding Set', titleZh: '亚麻床品套装', original: 259, price: 149 },
    { title: 'Running Shoes', titleZh: '跑鞋', original: 169, price: 89 },
    { title: 'Skincare Starter Kit', titleZh: '护肤入门套装', original: 120, price: 59 },
    { title: 'Mystery Gift Bag', titleZh: '神秘福袋', price: 20 },
  ],
  3: [{ title: 'Five Yoga Classes', titleZh: '五堂瑜伽课', original: 150, price: 75 }],
};

/** Hours from the seeding instant to each sale's expiry, in order: 3 expired, 3 within a day, 6 later. */
const EXPIRY_HOURS: readonly number[] = [-50, -20, -2, 3, 10, 20, 30, 72, 120, 200, 330, 480];

export function generateFlashSales(merchants: readonly SeedMerchant[], clock: SeedClock, rng: Rng): SeedFlashSale[] {
  const hosts = rng.sample(
    merchants.filter((m) => m.isActive && !m.hideFromDirectory && m.isParticipating && m.categoryId !== 3),
    EXPIRY_HOURS.length,
  );
  return EXPIRY_HOURS.map((expiryHours, index) => {
    const merchant = hosts[index % hosts.length] as SeedMerchant;
    const item = rng.pick(ITEMS[merchant.categoryId]);
    const quantity = rng.pick([20, 30, 50, 100]);
    const expired = expiryHours < 0;
    const remainingQuantity = expired ? rng.int(0, 3) : index === 4 ? 0 : rng.int(1, Math.floor(quantity * 0.8));
    const id = index + 1;
    const title = `${item.title} at ${merchant.name}`;
    return {
      id,
      title,
      titleZh: `${merchant.nameZh}${item.titleZh}`,
      description: `${item.title} from ${merchant.name}, only while the ${quantity} units last.`,
      detailHtml:
        `<p><strong>${escapeHtml(item.title)}</strong> from ${escapeHtml(merchant.name)} (${escapeHtml(merchant.unitNumber)}, ${escapeHtml(merchant.zone)}).</p>` +
        htmlList(['Pay in the app and show the QR code in store', 'Collect within 14 days of purchase', `Limited to ${quantity} units`]),
      tocHtml: htmlList(['One purchase per member.', 'Non-refundable and non-exchangeable.', 'Not valid with other promotions.']),
      imageSvg: bannerSvg({ title, key: `flash-${id}-${item.title}`, width: 800, height: 800, motif: 'rings' }),
      merchantId: merchant.id,
      ...(item.original !== undefined ? { originalPrice: item.original } : {}),
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
