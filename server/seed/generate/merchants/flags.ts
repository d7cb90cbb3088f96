/**
 * The directory flags of the complex as a whole: about 60 participating merchants (a quarter of
 * them Premium), a dozen featured, a few sponsored, three hidden from the directory and two
 * inactive; about four in five participating merchants take e-vouchers, and no other merchant does.
 * Chosen after all merchants exist so the counts are exact.
 */
import type { Rng } from '../../random.ts';
import type { SeedMerchant } from '../../types.ts';

export const PARTICIPATING_COUNT = 60;
export const FEATURED_COUNT = 12;
export const SPONSORED_COUNT = 5;
export const HIDDEN_COUNT = 3;
export const INACTIVE_COUNT = 2;

/** Sets the complex-wide flags in place; merchants with `fixedIds` keep the flags they were given. */
export function assignFlags(
  merchants: SeedMerchant[],
  fixedIds: ReadonlySet<number>,
  rng: Rng,
): void {
  const free = rng.shuffle(merchants.filter((m) => !fixedIds.has(m.id)));
  const take = (count: number, accept: (m: SeedMerchant) => boolean): SeedMerchant[] => {
    const chosen: SeedMerchant[] = [];
    for (const merchant of free) {
      if (chosen.length >= count) break;
      if (accept(merchant)) chosen.push(merchant);
    }
    return chosen;
  };

  for (const merchant of take(INACTIVE_COUNT, () => true)) merchant.isActive = false;
  for (const merchant of take(HIDDEN_COUNT, (m) => m.isActive)) merchant.hideFromDirectory = true;
  const listed = (m: SeedMerchant): boolean => m.isActive && !m.hideFromDirectory;

  const alreadyParticipating = merchants.filter((m) => m.isParticipating).length;
  const participating = take(
    PARTICIPATING_COUNT - alreadyParticipating,
    (m) => listed(m) && m.categoryId !== 3,
  );
  for (const merchant of participating) merchant.isParticipating = true;
  const allParticipating = merchants.filter((m) => m.isParticipating);
  for (const merchant of rng.sample(allParticipating, 15)) merchant.participationLevel = 'Premium';
  for (const merchant of allParticipating) {
    merchant.acceptVouchers = rng.chance(0.8);
    merchant.canPayWithPoints = rng.chance(0.6);
  }
  // Only participating merchants take mall e-vouchers (they are the e-Voucher partners page).

  const alreadyFeatured = merchants.filter((m) => m.isFeatured).length;
  for (const merchant of take(FEATURED_COUNT - alreadyFeatured, (m) => listed(m) && !m.isFeatured))
    merchant.isFeatured = true;
  for (const merchant of take(
    SPONSORED_COUNT,
    (m) => listed(m) && m.isParticipating && !m.isSponsored,
  ))
    merchant.isSponsored = true;
}
