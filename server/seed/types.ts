/**
 * The seeded complex as plain data: what `generateSeed()` produces and `insertSeed()` writes to
 * SQLite. camelCase domain values; the routes turn rows into the wire format of docs/api.md.
 * Instants are ISO strings in UTC; calendar dates are `YYYY-MM-DD`; wall-clock times are Singapore
 * `HH:mm`. Everything is deterministic from the seed number and the seeding day.
 */

export type CategoryId = 1 | 2 | 3; // Dining, Shopping, Services

export interface SeedSubCategory {
  id: number;
  categoryId: CategoryId;
  name: string; // one of docs/wire-format.md's observed sub-categories
  nameZh: string;
}

export interface SeedOpeningHours {
  dayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 = Sunday
  open: string; // 'HH:mm' Singapore
  close: string; // 'HH:mm'; earlier than open means after midnight
}

export interface SeedMerchant {
  id: number; // MerchantID
  code: string; // MerchantCode, e.g. 'M0123'
  name: string;
  nameZh: string;
  categoryId: CategoryId;
  subCategoryIds: number[]; // first is the primary; may list more than one
  unitNumber: string; // '#02-608' or '#B1-012'; level matches `level`
  level: 'B1' | '01' | '02' | '03' | '04' | '05' | '06';
  zone: string; // 'Tower 1'..'Tower 5', 'Atrium (Convention Centre)', 'Fountain Court', 'Sky Garden', ...
  about: string;
  aboutZh: string;
  phone?: string; // '+65 6xxx xxxx'
  email?: string;
  website?: string;
  logoSvg: string; // small generated monogram SVG
  hours: SeedOpeningHours[];
  refundPolicy?: string;
  refundDays?: number;
  participationLevel: 'Regular' | 'Premium';
  isParticipating: boolean;
  acceptVouchers: boolean;
  canPayWithPoints: boolean;
  isHalalCertified: boolean;
  isSponsored: boolean;
  isFeatured: boolean;
  hideFromDirectory: boolean;
  isActive: boolean;
}

export interface SeedEvent {
  id: number;
  type: string; // EventType, e.g. 'Mall Event'
  category: string; // 'General', 'Workshop', 'Festive', 'Family', 'Exhibition', ...
  title: string;
  titleZh: string;
  cost: string; // 'Free' or '$15.00'
  imageSvg: string;
  startDate: string; // ISO instant
  endDate: string;
  location: string;
  shortDescription: string;
  description: string;
  detailHtml: string;
  tocHtml: string;
  merchantName?: string;
  isFeatured: boolean;
  sortOrder: number;
  priority: number;
}

export interface SeedPromotion {
  id: number; // HappeningID
  slug: string;
  title: string;
  titleZh: string;
  contentHtml: string;
  tocHtml: string;
  imageSvg: string;
  startDate: string;
  endDate: string;
  createdAt: string;
  typeId: number;
  merchantId?: number;
  isFeatured: boolean;
  isMembersDay: boolean;
  sortOrder: number;
  priority: number;
}

export interface SeedFlashSale {
  id: number;
  title: string;
  titleZh: string;
  description: string;
  descriptionZh: string;
  detailHtml: string;
  detailHtmlZh: string;
  tocHtml: string;
  tocHtmlZh: string;
  imageSvg: string;
  merchantId: number;
  originalPrice?: number; // dollars
  salesPrice?: number;
  quantity: number;
  remainingQuantity: number;
  salesStartDate: string;
  salesExpiryDate: string; // some past, some within a day
  isFeatured: boolean;
  sortOrder: number;
}

export interface SeedReward {
  id: number;
  name: string;
  nameZh: string;
  description: string;
  imageSvg: string;
  termsAndConditions: string; // one condition per line
  points: number;
  category: string; // 'Rewards'
  subcategory: 'evoucher' | 'carpark';
  merchantId?: number;
  startTime: string; // ISO instant (the wire sends Date.toString())
  endTime: string;
}

export interface SeedDeal {
  id: number;
  title: string;
  titleZh: string;
  description: string;
  imageSvg: string;
  merchantId: number;
  categId: number;
  typeId: number;
  price?: number;
  points?: number;
  startDate: string;
  endDate: string;
}

export interface SeedFaq {
  id: number;
  category: string;
  categoryZh: string;
  question: string;
  questionZh: string;
  answerHtml: string;
  answerHtmlZh: string;
  sortOrder: number;
  /** Shown with getting-there information too. */
  gettingThere: boolean;
}

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

export interface SeedContactDetails {
  address: string;
  phone: string;
  email: string;
  hours: string;
  hoursZh: string;
  whatsApp: string;
  facebook: string;
  instagram: string;
  youtube: string;
  appStoreUrl: string;
  playStoreUrl: string;
  contactTypes: { value: string; label: string; labelZh: string }[];
}

export interface SeedMember {
  id: number;
  email: string;
  phone: string; // 8 digits
  corporate: boolean;
  /** Activation codes issued to this member (some expired, some used) for the password pages. */
  activationCodes: {
    code: string;
    purpose: 'reset' | 'set' | 'setCorporate';
    expiresAt: string;
    usedAt?: string;
  }[];
}

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

export interface SeedContentItem {
  id: number;
  type: string; // 'home-banner', ...
  title: string;
  titleZh: string;
  subtitle: string;
  subtitleZh: string;
  imageSvg: string;
  imageAlt: string;
  imageAltZh: string;
  linkUrl: string;
  sortOrder: number;
  startDate: string;
  endDate: string;
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

export interface SeedExplore {
  id: number;
  title: string;
  titleZh: string;
  category: string;
  categoryZh: string;
  summary: string;
  summaryZh: string;
  contentHtml: string;
  contentHtmlZh: string;
  imageSvg: string;
  merchantIds: number[];
  sortOrder: number;
}

export interface SeedCollection {
  id: number;
  title: string;
  titleZh: string;
  description: string;
  descriptionZh: string;
  imageSvg: string;
  merchantIds: number[];
}

export interface SeedEvoucher {
  id: number;
  title: string;
  titleZh: string;
  description: string;
  descriptionZh: string;
  value: number;
  pointsCost: number;
  imageSvg: string;
  tocHtml: string;
  tocHtmlZh: string;
  validFrom: string;
  validTo: string;
  merchantIds: number[];
}

export interface SeedData {
  subCategories: SeedSubCategory[];
  merchants: SeedMerchant[];
  events: SeedEvent[];
  promotions: SeedPromotion[];
  flashSales: SeedFlashSale[];
  rewards: SeedReward[];
  deals: SeedDeal[];
  faqs: SeedFaq[];
  gettingThere: SeedGettingThere;
  contactDetails: SeedContactDetails;
  members: SeedMember[];
  rooms: SeedRoom[];
  bookings: SeedBooking[];
  content: SeedContentItem[];
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
