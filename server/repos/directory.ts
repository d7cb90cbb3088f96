/**
 * The directory (docs/wire-format.md, directories): one entry per (category, sub-category) with every
 * listed merchant of that sub-category in `Merchants` and the participating ones again in
 * `participatingMerchants`; a merchant with several sub-categories appears under each. Inactive
 * and hidden merchants are left out.
 */
import type { AnswerOf } from '../../src/shared/contracts/call.ts';
import type { directoriesCall } from '../../src/shared/contracts/directory.ts';
import type { Db } from '../db/database.ts';
import { listDirectoryMerchants, loadCatalogue, toMerchantWire } from './merchants.ts';

export async function directoryPayload(
  db: Db,
  now: Date,
): Promise<AnswerOf<typeof directoriesCall>> {
  const [merchants, catalogue] = await Promise.all([
    listDirectoryMerchants(db),
    loadCatalogue(db, now),
  ]);
  const subCategories = [...catalogue.subCategories.values()];
  const Result = subCategories.map((sub) => {
    const listed = merchants.filter((m) => catalogue.subCategoryIdsOf.get(m.id)?.includes(sub.id));
    return {
      CategoryID: sub.category_id,
      SubCategoryID: sub.id,
      SubCategoryName: sub.name,
      BiSubCategoryName: sub.name_zh,
      Merchants: listed.map((m) => toMerchantWire(m, catalogue, sub.id)),
      participatingMerchants: listed
        .filter((m) => m.is_participating === 1)
        .map((m) => toMerchantWire(m, catalogue, sub.id)),
    };
  });
  return {
    Status: 1,
    CategoryList: subCategories.map((sub) => ({
      CategoryID: sub.category_id,
      SubCategoryID: sub.id,
      SubCategoryName: sub.name,
      BiSubCategoryName: sub.name_zh,
    })),
    Result,
  };
}
