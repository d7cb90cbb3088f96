/** The shape of a sub-category's merchants (kinds.ts and its three lists). */
import type { HoursProfile } from './hours.ts';

export interface MerchantKind {
  en: string;
  zh: string;
  /** What the shop offers, as a noun phrase for descriptions. */
  offer: string;
  offerZh: string;
  hours?: HoursProfile;
  /** A counter or cart with no website of its own. */
  kiosk?: boolean;
  /** Never halal-certified (bars, pork dishes). */
  notHalal?: boolean;
}

export interface SubCategoryProfile {
  count: number;
  stems: 'classic' | 'modern' | 'mixed';
  /** Levels weighted by repetition. */
  levels: readonly ('B1' | '01' | '02' | '03')[];
  hours: HoursProfile;
  kinds: readonly MerchantKind[];
}
