/** Curated collections of merchants (gift ideas, halal dining, new stores, ...). */
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { SeedCollection, SeedMerchant } from '../types.ts';

const COLLECTIONS: readonly {
  title: string;
  titleZh: string;
  description: string;
  descriptionZh: string;
  pick: (m: SeedMerchant) => boolean;
}[] = [
  {
    title: 'Halal Dining',
    titleZh: '清真美食',
    description: 'Halal-certified restaurants, cafés and quick bites.',
    descriptionZh: '通过清真认证的餐厅、咖啡馆和快餐店。',
    pick: (m) => m.isHalalCertified,
  },
  {
    title: 'Pay with Points',
    titleZh: '积分付款',
    description: 'Stores where members can pay with points.',
    descriptionZh: '会员可用积分付款的商店。',
    pick: (m) => m.canPayWithPoints,
  },
  {
    title: 'Gift Ideas',
    titleZh: '礼物灵感',
    description: 'Jewellery, gifts and treats for someone special.',
    descriptionZh: '送给特别之人的珠宝、礼品和美食。',
    pick: (m) => m.subCategoryIds.some((id) => id === 10 || id === 11 || id === 2),
  },
  {
    title: 'Sky Garden Spots',
    titleZh: '空中花园好去处',
    description: 'Everything on the roof terrace of level 3.',
    descriptionZh: '三楼屋顶露台上的所有店铺。',
    pick: (m) => m.zone === 'Sky Garden',
  },
  {
    title: 'Around the Fountain',
    titleZh: '喷泉周边',
    description: 'Shops and restaurants of the Fountain Court.',
    descriptionZh: '喷泉广场的商店和餐厅。',
    pick: (m) => m.zone === 'Fountain Court',
  },
  {
    title: 'Open Late',
    titleZh: '夜间营业',
    description: 'Places open past midnight on weekends.',
    descriptionZh: '周末营业至午夜之后的去处。',
    pick: (m) => m.hours.some((h) => h.close < h.open || h.close === '00:00'),
  },
  {
    title: 'Editors’ Picks',
    titleZh: '编辑推荐',
    description: 'Featured stores our team loves right now.',
    descriptionZh: '我们团队当下最爱的精选商店。',
    pick: (m) => m.isFeatured,
  },
];

export function generateCollections(
  merchants: readonly SeedMerchant[],
  rng: Rng,
): SeedCollection[] {
  const listed = merchants.filter((m) => m.isActive && !m.hideFromDirectory);
  return COLLECTIONS.map((collection, index) => ({
    id: index + 1,
    title: collection.title,
    titleZh: collection.titleZh,
    description: collection.description,
    descriptionZh: collection.descriptionZh,
    imageSvg: bannerSvg({
      title: collection.title,
      key: `collection-${collection.title}`,
      width: 960,
      height: 540,
    }),
    merchantIds: rng
      .sample(listed.filter(collection.pick), 12)
      .map((m) => m.id)
      .sort((a, b) => a - b),
  }));
}
