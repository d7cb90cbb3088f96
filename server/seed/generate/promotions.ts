/**
 * Promotions: mall-wide campaigns (members' days among them) and store promotions tied to
 * participating merchants, around the seeding day so every filter (ongoing, upcoming,
 * members' day, ending soon) has cases.
 */
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { SeedMerchant } from '../types.ts';
import type { SeedClock } from './clock.ts';
import { slugify } from './merchants.ts';
import { MALL_PROMOTIONS, STORE_PROMOTIONS, STORE_WINDOWS } from './promotions-data.ts';
import { escapeHtml, htmlList } from './html.ts';
import { primarySubKey } from './sub-categories.ts';
import type { SeedRowOf } from '../insert/support.ts';
import { seedListWithArtwork } from '../seed-list.ts';

/** `id` is the HappeningID. */
export type SeedPromotion = SeedRowOf<
  'promotions',
  { omit: 'image_url'; flags: 'is_featured' | 'is_members_day'; extra: { imageSvg: string } }
>;

const STANDARD_TERMS = [
  'The management reserves the right to amend the terms without notice.',
  'Images are for illustration only.',
];

function content(body: string, points: string[], where: string): string {
  return `<p>${escapeHtml(body)}</p>${htmlList(points)}<p><strong>Where:</strong> ${escapeHtml(where)}</p>`;
}

export function generatePromotions(
  merchants: readonly SeedMerchant[],
  clock: SeedClock,
  rng: Rng,
): SeedPromotion[] {
  const promotions: SeedPromotion[] = MALL_PROMOTIONS.map((def, index) => ({
    id: index + 1,
    slug: `${slugify(def.title)}-${index + 1}`,
    title: def.title,
    titleZh: def.titleZh,
    contentHtml: content(def.body, def.points, 'Across the mall'),
    tocHtml: htmlList([...def.terms, ...STANDARD_TERMS]),
    imageSvg: bannerSvg({
      title: def.title,
      key: `promotion-${def.title}`,
      width: 960,
      height: 540,
    }),
    startDate: clock.at(def.startOffset, '00:00'),
    endDate: clock.at(def.endOffset, '23:59'),
    createdAt: clock.at(def.startOffset - 7, '09:00'),
    typeId: def.typeId,
    isFeatured: def.featuredOrder !== undefined,
    isMembersDay: def.membersDay,
    sortOrder: def.featuredOrder ?? 100 + index,
    priority: def.featuredOrder !== undefined ? 5 : 1,
  }));

  const hosts = rng.sample(
    merchants.filter((m) => m.isActive && !m.hideFromDirectory && m.isParticipating),
    STORE_WINDOWS.length,
  );
  hosts.forEach((merchant, index) => {
    const [startOffset, endOffset] = STORE_WINDOWS[index] ?? [0, 30];
    const sub = primarySubKey(merchant);
    const template = rng.pick(
      STORE_PROMOTIONS[merchant.categoryId].filter((t) => !t.subs || t.subs.includes(sub)),
    );
    const id = promotions.length + 1;
    const title = template.title(merchant.name);
    // Store promotions 7 and 8 are featured too, so featured items outnumber the four shown.
    const featuredOrder = index === 0 ? 7 : index === 12 ? 8 : undefined;
    promotions.push({
      id,
      slug: `${slugify(title)}-${id}`,
      title,
      titleZh: template.titleZh(merchant.nameZh),
      contentHtml: content(
        template.body,
        template.points,
        `${merchant.name}, ${merchant.unitNumber}, ${merchant.zone}`,
      ),
      tocHtml: htmlList([
        'Valid at this store only.',
        'Not valid with other promotions, vouchers or discounts.',
        ...STANDARD_TERMS,
      ]),
      imageSvg: bannerSvg({ title, key: `promotion-${title}`, width: 960, height: 540 }),
      startDate: clock.at(startOffset, '00:00'),
      endDate: clock.at(endOffset, '23:59'),
      createdAt: clock.at(startOffset - rng.int(3, 14), '09:00'),
      typeId: 2,
      merchantId: merchant.id,
      isFeatured: featuredOrder !== undefined,
      isMembersDay: false,
      sortOrder: featuredOrder ?? 100 + id,
      priority: rng.int(1, 3),
    });
  });
  return promotions;
}

/** The promotions table, seeded with `generatePromotions`. */
export const promotionsSeed = seedListWithArtwork(
  'promotions',
  { kind: 'promotions', prefix: 'P' },
  ({ merchants, clock, rng }) => generatePromotions(merchants, clock, rng.fork('promotions')),
);
