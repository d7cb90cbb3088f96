/**
 * Mall e-vouchers bought with points, and the partner merchants that accept them. Partners are the
 * participating merchants that take vouchers: the "e-Voucher partners" page lists the directory's
 * participatingMerchants, so a voucher naming any other store would send visitors to a shop that
 * is not on that page. Services do not take part in the programme, so no voucher is for services.
 */
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { SeedEvoucher, SeedMerchant } from '../types.ts';
import type { SeedClock } from './clock.ts';
import { htmlList } from './html.ts';

const VOUCHERS: readonly { title: string; titleZh: string; value: number; scope: 'all' | 1 | 2 }[] =
  [
    { title: '$5 Mall e-Voucher', titleZh: '5元商场电子礼券', value: 5, scope: 'all' },
    { title: '$10 Mall e-Voucher', titleZh: '10元商场电子礼券', value: 10, scope: 'all' },
    { title: '$20 Mall e-Voucher', titleZh: '20元商场电子礼券', value: 20, scope: 'all' },
    { title: '$50 Mall e-Voucher', titleZh: '50元商场电子礼券', value: 50, scope: 'all' },
    { title: '$10 Dining e-Voucher', titleZh: '10元餐饮电子礼券', value: 10, scope: 1 },
    { title: '$25 Dining e-Voucher', titleZh: '25元餐饮电子礼券', value: 25, scope: 1 },
    { title: '$15 Fashion e-Voucher', titleZh: '15元时尚电子礼券', value: 15, scope: 2 },
    { title: '$30 Shopping e-Voucher', titleZh: '30元购物电子礼券', value: 30, scope: 2 },
    { title: '$12 Lifestyle e-Voucher', titleZh: '12元生活时尚电子礼券', value: 12, scope: 2 },
    { title: '$8 Coffee e-Voucher', titleZh: '8元咖啡电子礼券', value: 8, scope: 1 },
    { title: 'Festive $88 e-Voucher', titleZh: '节庆88元电子礼券', value: 88, scope: 'all' },
  ];

export function generateEvouchers(
  merchants: readonly SeedMerchant[],
  clock: SeedClock,
  rng: Rng,
): SeedEvoucher[] {
  const partners = merchants.filter(
    (m) => m.isActive && !m.hideFromDirectory && m.isParticipating && m.acceptVouchers,
  );
  return VOUCHERS.map((voucher, index) => {
    const eligible =
      voucher.scope === 'all' ? partners : partners.filter((m) => m.categoryId === voucher.scope);
    const accepted =
      voucher.scope === 'all'
        ? eligible
        : rng.sample(eligible, Math.max(3, Math.ceil(eligible.length * 0.7)));
    const start = index === VOUCHERS.length - 1 ? 20 : -rng.int(5, 60);
    return {
      id: index + 1,
      title: voucher.title,
      titleZh: voucher.titleZh,
      description: `Worth $${voucher.value} at ${accepted.length} partner stores.`,
      descriptionZh: `价值${voucher.value}新元，可在${accepted.length}家合作商店使用。`,
      value: voucher.value,
      pointsCost: voucher.value * 100,
      imageSvg: bannerSvg({
        title: voucher.title,
        key: `evoucher-${voucher.title}`,
        width: 800,
        height: 450,
        motif: 'rings',
      }),
      tocHtml: htmlList([
        'Valid at partner stores only.',
        'One voucher per receipt; no change is given.',
        'Vouchers cannot be exchanged for cash or points.',
      ]),
      tocHtmlZh: htmlList([
        '仅限合作商店使用。',
        '每张收据限用一张礼券，不设找零。',
        '礼券不可兑换现金或积分。',
      ]),
      validFrom: clock.at(start, '00:00'),
      validTo: clock.at(start + rng.int(60, 180), '23:59'),
      merchantIds: accepted.map((m) => m.id).sort((a, b) => a - b),
    };
  });
}
