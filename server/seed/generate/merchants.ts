/**
 * The directory: about 370 invented merchants over the three categories, each with a unique unit
 * on a level and zone, opening hours, bilingual description, contact details, monogram logo and
 * directory flags.
 */
import { monogramSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { SeedMerchant } from '../types.ts';
import { describeMerchant } from './merchants/descriptions.ts';
import { FIXED_MERCHANTS } from './merchants/fixed.ts';
import { assignFlags } from './merchants/flags.ts';
import { openingHours } from './merchants/hours.ts';
import { merchantSpecs, type MerchantSpec } from './merchants/specs.ts';
import { subCategoryByKey } from './sub-categories.ts';
import { UnitAllocator, type Level, type Zone } from './zones.ts';

/** 'Lotus Leaf Dim Sum' -> 'lotus-leaf-dim-sum' (for invented web addresses). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function merchantCode(id: number): string {
  return `M${String(id).padStart(4, '0')}`;
}

const REFUND_POLICIES: readonly ((days: number) => string)[] = [
  (days) =>
    `Exchanges within ${days} days with the original receipt. Items must be unused with tags attached. Sale items are final.`,
  (days) =>
    `Refunds or exchanges within ${days} days of purchase on presentation of the receipt. Earrings, innerwear and swimwear cannot be returned for hygiene reasons.`,
  (days) =>
    `Unused items may be exchanged within ${days} days. Refunds are made to the original payment method; vouchers and gift cards are not refundable.`,
];

class PhoneBook {
  private readonly used = new Set<string>();
  constructor(private readonly rng: Rng) {}
  next(): string {
    for (;;) {
      const phone = `+65 6${this.rng.int(100, 999)} ${this.rng.int(1000, 9999)}`;
      if (!this.used.has(phone)) {
        this.used.add(phone);
        return phone;
      }
    }
  }
}

interface Draft {
  spec: Pick<
    MerchantSpec,
    'name' | 'nameZh' | 'sub' | 'secondarySub' | 'offer' | 'offerZh' | 'kiosk'
  >;
  level: Level;
  zone: Zone;
  unit: string;
  hours: SeedMerchant['hours'];
  halal: boolean;
  refundDays?: number;
}

function buildMerchant(id: number, draft: Draft, phones: PhoneBook, rng: Rng): SeedMerchant {
  const { spec } = draft;
  const { about, aboutZh } = describeMerchant(
    {
      name: spec.name,
      nameZh: spec.nameZh,
      offer: spec.offer,
      offerZh: spec.offerZh,
      categoryId: spec.sub.categoryId,
      level: draft.level,
      zone: draft.zone,
    },
    rng,
  );
  const slug = slugify(spec.name);
  const hasPhone = !spec.kiosk || rng.chance(0.4);
  const hasWebsite = !spec.kiosk && rng.chance(0.88);
  const hasEmail = hasWebsite && rng.chance(0.45);
  const refundDays =
    draft.refundDays ??
    (spec.sub.categoryId === 2 && rng.chance(0.45) ? rng.pick([7, 14, 14, 30]) : undefined);
  return {
    id,
    code: merchantCode(id),
    name: spec.name,
    nameZh: spec.nameZh,
    categoryId: spec.sub.categoryId,
    subCategoryIds: spec.secondarySub ? [spec.sub.id, spec.secondarySub.id] : [spec.sub.id],
    unitNumber: draft.unit,
    level: draft.level,
    zone: draft.zone,
    about,
    aboutZh,
    ...(hasPhone ? { phone: phones.next() } : {}),
    ...(hasEmail ? { email: `hello@${slug}.example.com` } : {}),
    ...(hasWebsite ? { website: `https://${slug}.example.com` } : {}),
    logoSvg: monogramSvg({ name: spec.name, colour: spec.sub.colour, turn: rng.next() }),
    hours: draft.hours,
    ...(refundDays !== undefined
      ? { refundPolicy: rng.pick(REFUND_POLICIES)(refundDays), refundDays }
      : {}),
    participationLevel: 'Regular',
    isParticipating: false,
    acceptVouchers: false,
    canPayWithPoints: false,
    isHalalCertified: draft.halal,
    isSponsored: false,
    isFeatured: false,
    hideFromDirectory: false,
    isActive: true,
  };
}

export function generateMerchants(rng: Rng): SeedMerchant[] {
  const units = new UnitAllocator();
  const phones = new PhoneBook(rng.fork('phones'));
  const detailRng = rng.fork('details');
  for (const fixed of FIXED_MERCHANTS) units.reserve(fixed.unit);

  const merchants: SeedMerchant[] = FIXED_MERCHANTS.map((fixed, index) => {
    const merchant = buildMerchant(
      index + 1,
      {
        spec: { ...fixed, sub: subCategoryByKey(fixed.sub) },
        level: fixed.level,
        zone: fixed.zone,
        unit: fixed.unit,
        hours: fixed.hours,
        halal: fixed.halal,
        ...(fixed.refundDays !== undefined ? { refundDays: fixed.refundDays } : {}),
      },
      phones,
      detailRng,
    );
    merchant.isParticipating = fixed.participating;
    merchant.isFeatured = fixed.featured;
    return merchant;
  });
  const fixedIds = new Set(merchants.map((m) => m.id));

  for (const spec of merchantSpecs(rng.fork('specs'))) {
    const halal = spec.sub.categoryId === 1 && !spec.notHalal && detailRng.chance(0.55);
    merchants.push(
      buildMerchant(
        merchants.length + 1,
        {
          spec,
          level: spec.level,
          zone: spec.zone,
          unit: units.allocate(spec.level, spec.zone, detailRng.int(1, 2)),
          hours: openingHours(spec.hours, detailRng),
          halal,
        },
        phones,
        detailRng,
      ),
    );
  }
  assignFlags(merchants, fixedIds, rng.fork('flags'));
  return merchants;
}
