/**
 * The seeded complex as plain data: what `generateSeed()` produces and `seedDatabase()` writes to
 * the store. camelCase domain values; the routes turn rows into the wire format of docs/api.md.
 * Instants are ISO strings in UTC; calendar dates are `YYYY-MM-DD`; wall-clock times are Singapore
 * `HH:mm`. Everything is deterministic from the seed number and the seeding day.
 *
 * A table the seed writes as it is (`seedTable`) has its item type derived from the migrated
 * schema with `SeedRowOf`: a column added by a migration is a field here without another edit.
 * The item types of the tables seeded as their generators give them (./seed-list.ts) are in their
 * generators' modules.
 */
import type { SeedRowOf } from './insert/support.ts';

export type CategoryId = 1 | 2 | 3; // Dining, Shopping, Services

/** `name` is one of docs/wire-format.md's observed sub-categories. */
export type SeedSubCategory = SeedRowOf<'sub_categories', { extra: { categoryId: CategoryId } }>;

export interface SeedOpeningHours {
  dayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 = Sunday
  open: string; // 'HH:mm' Singapore
  close: string; // 'HH:mm'; earlier than open means after midnight
}

/**
 * A merchant. `code` is its MerchantCode ('M0123'); `subCategoryIds` lists the primary first and
 * may list more; `unitNumber` is '#02-608' or '#B1-012', its level `level`; `zone` is 'Tower 1'..
 * 'Tower 5', 'Atrium (Convention Centre)', 'Fountain Court', ...; `phone` is '+65 6xxx xxxx';
 * `logoSvg` is a small generated monogram, stored as media for `logo_url`.
 */
export type SeedMerchant = SeedRowOf<
  'merchants',
  {
    omit: 'logo_url';
    flags:
      | 'is_participating'
      | 'accept_vouchers'
      | 'can_pay_with_points'
      | 'is_halal_certified'
      | 'is_sponsored'
      | 'is_featured'
      | 'hide_from_directory'
      | 'is_active';
    extra: {
      categoryId: CategoryId;
      subCategoryIds: number[];
      level: 'B1' | '01' | '02' | '03' | '04' | '05' | '06';
      logoSvg: string;
      hours: SeedOpeningHours[];
      participationLevel: 'Regular' | 'Premium';
    };
  }
>;

export interface SeedGettingThere {
  address: string;
  introHtml: string;
  introHtmlZh: string;
  mrt: {
    station: string;
    stationZh: string;
    line: string;
    lineZh: string;
    lineCode: string;
    exit: string;
    exitZh: string;
    walkMinutes: number;
    directions: string;
    directionsZh: string;
  }[];
  bus: {
    stopName: string;
    stopCode: string;
    services: string[];
    directions: string;
    directionsZh: string;
  }[];
  /** `entrancesZh` holds the same entrances in Chinese, in the same order. */
  car: { directions: string; directionsZh: string; entrances: string[]; entrancesZh: string[] };
  taxi: { name: string; nameZh: string; location: string; locationZh: string }[];
  carparkRates: { period: string; periodZh: string; rate: string; rateZh: string }[];
}

export type SeedContactDetails = SeedRowOf<
  'contact_details',
  { omit: 'id'; extra: { contactTypes: { value: string; label: string; labelZh: string }[] } }
>;

/** `phone` has 8 digits; `activationCodes` are issued to the member (some expired, some used). */
export type SeedMember = SeedRowOf<
  'members',
  {
    omit: 'password_hash' | 'password_updated_at';
    flags: 'corporate';
    extra: {
      activationCodes: {
        code: string;
        purpose: 'reset' | 'set' | 'setCorporate';
        expiresAt: string;
        usedAt?: string;
      }[];
    };
  }
>;

export interface SeedRoom {
  id: number;
  name: string;
  nameZh: string;
  description: string;
  descriptionZh: string;
  capacity: number;
  sizeSqm: number;
  imageSvgs: string[];
  amenities: string[];
  /** The same amenities in Chinese, in the same order. */
  amenitiesZh: string[];
  priceDefault: number;
  priceByDate: { start: string; end: string; price: number }[]; // calendar dates, end exclusive
  minNights: number;
  maxNights: number;
  disabledDaysOfWeek: string[]; // English weekday names
}

export interface SeedBooking {
  reference: string;
  roomId: number;
  checkIn: string; // YYYY-MM-DD
  checkOut: string;
  name: string;
  email: string;
  phone: string;
  purpose: string;
  attendees: number;
  createdAt: string;
}

export type SeedBlock =
  | {
      type: 'banner';
      title: string;
      titleZh: string;
      subtitle: string;
      subtitleZh: string;
      imageSvg: string;
      linkUrl?: string;
    }
  | {
      type: 'columns';
      layout: '12' | '6+6' | '4+8' | '8+4' | '4+4+4';
      columns: { html: string; htmlZh: string; imageSvg?: string; imageAlt?: string }[];
    }
  | {
      type: 'carousel';
      slides: { title: string; titleZh: string; imageSvg: string; linkUrl?: string }[];
    }
  | { type: 'richText'; html: string; htmlZh: string };

export interface SeedPage {
  slug: string; // 'about_us', 'tourist_privileges_eng', 'fountain-of-wealth', ...
  title: string;
  titleZh: string;
  description: string;
  descriptionZh: string;
  layout: 'default' | 'attraction';
  blocks: SeedBlock[];
}

export type SeedExplore = SeedRowOf<
  'explores',
  { omit: 'image_url'; extra: { imageSvg: string; merchantIds: number[] } }
>;

export type SeedCollection = SeedRowOf<
  'collections',
  { omit: 'image_url'; extra: { imageSvg: string; merchantIds: number[] } }
>;

export type SeedEvoucher = SeedRowOf<
  'evouchers',
  { omit: 'image_url'; extra: { imageSvg: string; merchantIds: number[] } }
>;

/**
 * The parts of the complex written by the insert modules (./insert/): the tables whose items become
 * more than their own rows. `SeedData` (./data.ts) adds the lists of the tables seeded as their
 * generators give them.
 */
export interface SeedCore {
  subCategories: SeedSubCategory[];
  merchants: SeedMerchant[];
  gettingThere: SeedGettingThere;
  contactDetails: SeedContactDetails;
  members: SeedMember[];
  rooms: SeedRoom[];
  bookings: SeedBooking[];
  pages: SeedPage[];
  explores: SeedExplore[];
  collections: SeedCollection[];
  evouchers: SeedEvoucher[];
}

export interface SeedOptions {
  /** Seed of the pseudo-random generator; the same seed and day give the same complex. */
  seed: number;
  /** The seeding instant: content dates are placed relative to it. */
  now: Date;
  /**
   * The random part of each activation code: crypto random unless given (tests that compare two
   * generations fix it). Not derived from `seed`, which is public.
   */
  codeSecret?: () => string;
}
