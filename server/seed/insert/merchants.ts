/** Merchants with their sub-categories and opening hours. */
import type { SeedData } from '../types.ts';
import { flag, inserter, type SeedRows, type MediaStore } from './support.ts';

export function insertMerchants(rows: SeedRows, data: SeedData, media: MediaStore): void {
  const merchant = inserter(rows, 'merchants', [
    'id',
    'code',
    'name',
    'name_zh',
    'category_id',
    'unit_number',
    'level',
    'zone',
    'about',
    'about_zh',
    'phone',
    'email',
    'website',
    'logo_url',
    'refund_policy',
    'refund_days',
    'participation_level',
    'is_participating',
    'accept_vouchers',
    'can_pay_with_points',
    'is_halal_certified',
    'is_sponsored',
    'is_featured',
    'hide_from_directory',
    'is_active',
  ]);
  const subCategory = inserter(rows, 'merchant_sub_categories', [
    'merchant_id',
    'sub_category_id',
    'position',
  ]);
  const hours = inserter(rows, 'merchant_hours', ['merchant_id', 'day_of_week', 'open', 'close']);
  for (const m of data.merchants) {
    merchant.run({
      id: m.id,
      code: m.code,
      name: m.name,
      name_zh: m.nameZh,
      category_id: m.categoryId,
      unit_number: m.unitNumber,
      level: m.level,
      zone: m.zone,
      about: m.about,
      about_zh: m.aboutZh,
      phone: m.phone ?? null,
      email: m.email ?? null,
      website: m.website ?? null,
      logo_url: media('merchants', `${m.code}-logo`, m.logoSvg),
      refund_policy: m.refundPolicy ?? null,
      refund_days: m.refundDays ?? null,
      participation_level: m.participationLevel,
      is_participating: flag(m.isParticipating),
      accept_vouchers: flag(m.acceptVouchers),
      can_pay_with_points: flag(m.canPayWithPoints),
      is_halal_certified: flag(m.isHalalCertified),
      is_sponsored: flag(m.isSponsored),
      is_featured: flag(m.isFeatured),
      hide_from_directory: flag(m.hideFromDirectory),
      is_active: flag(m.isActive),
    });
    m.subCategoryIds.forEach((id, position) =>
      subCategory.run({ merchant_id: m.id, sub_category_id: id, position }),
    );
    for (const h of m.hours)
      hours.run({ merchant_id: m.id, day_of_week: h.dayOfWeek, open: h.open, close: h.close });
  }
}
