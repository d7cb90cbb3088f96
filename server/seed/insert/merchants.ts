/** Merchants with their sub-categories and opening hours. */
import type { SeedCore } from '../types.ts';
import { seedTable, type SeedRows, type MediaStore } from './support.ts';

export function insertMerchants(rows: SeedRows, data: SeedCore, media: MediaStore): void {
  seedTable(
    rows,
    'merchants',
    data.merchants.map(({ logoSvg, subCategoryIds, hours, ...merchant }) => ({
      ...merchant,
      logoUrl: media('merchants', `${merchant.code}-logo`, logoSvg),
    })),
  );
  seedTable(
    rows,
    'merchant_sub_categories',
    data.merchants.flatMap((m) =>
      m.subCategoryIds.map((subCategoryId, position) => ({
        merchantId: m.id,
        subCategoryId,
        position,
      })),
    ),
  );
  seedTable(
    rows,
    'merchant_hours',
    data.merchants.flatMap((m) => m.hours.map((h) => ({ merchantId: m.id, ...h }))),
  );
}
