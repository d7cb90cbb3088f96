import { readAnyFlag, readFlag, readImageUrl, readNumber, readText } from '../../../lib/wire';
import { parseClockTime, type DayOfWeek, type OpeningHours } from '../../../shared/opening-hours';
import {
  DEFAULT_STORE_CATEGORY_ID,
  isStoreCategoryId,
  type StoreCategoryId,
} from '../../../shared/store-categories';
import { parseUnitNumber } from '../../../shared/unit-number';
import type { Merchant, SubCategory } from '../model/merchant';
import { dedupeSubCategories } from '../model/merge-merchants';
import type {
  MerchantWire,
  OpeningHoursWire,
  SubCategoryWire,
} from '../../../shared/contracts/directory';

const CATEGORY_BY_NAME: Record<string, StoreCategoryId> = { dining: 1, shopping: 2, services: 3 };

function readCategoryId(id: unknown, name: unknown): StoreCategoryId | undefined {
  const n = readNumber(id);
  if (isStoreCategoryId(n)) return n;
  return CATEGORY_BY_NAME[(readText(name) ?? '').toLowerCase()];
}

/** Weekly hours, keeping only well-formed entries. */
export function toOpeningHours(
  dtos: readonly OpeningHoursWire[] | null | undefined,
): OpeningHours[] {
  return (dtos ?? []).flatMap((dto) => {
    const day = readNumber(dto.DayOfWeek);
    if (day === undefined || !Number.isInteger(day) || day < 0 || day > 6) return [];
    if (parseClockTime(dto.Open) === undefined || parseClockTime(dto.Close) === undefined)
      return [];
    return [{ dayOfWeek: day as DayOfWeek, open: dto.Open.trim(), close: dto.Close.trim() }];
  });
}

/** A website as an absolute http(s) URL ("www.shop.sg" gains https://), or undefined. */
export function toWebsiteUrl(value: unknown): string | undefined {
  const text = readText(value);
  if (!text) return undefined;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A sub-category entry of the wire, or undefined when its category is unknown. */
export function toSubCategory(dto: SubCategoryWire): SubCategory | undefined {
  const categoryId = readCategoryId(dto.CategoryID, undefined);
  const id = readNumber(dto.SubCategoryID);
  const name = readText(dto.SubCategoryName);
  if (!categoryId || id === undefined || !name) return undefined;
  return { id, categoryId, name, nameZh: readText(dto.BiSubCategoryName) };
}

/** The merchant's own sub-category, from its SubCategoryID/SubCategoryName fields. */
function ownSubCategory(dto: MerchantWire, categoryId: StoreCategoryId): SubCategory | undefined {
  const id = readNumber(dto.SubCategoryID);
  const name = readText(dto.SubCategoryName);
  if (id === undefined || !name) return undefined;
  return { id, categoryId, name, nameZh: readText(dto.BiSubCategoryName) };
}

/**
 * Field-by-field mapping of one merchant. `listing` says where the directory listed it; the
 * directory call merges the listings of a merchant that appears under several entries.
 */
export function toMerchant(
  dto: MerchantWire,
  listing: { subCategory?: SubCategory; listedInDirectory?: boolean; isPartner?: boolean } = {},
): Merchant {
  const categoryId =
    readCategoryId(dto.CategoryID, dto.Category) ??
    listing.subCategory?.categoryId ??
    DEFAULT_STORE_CATEGORY_ID;
  const unitNumber = readText(dto.UnitNumber);
  const own = ownSubCategory(dto, categoryId);
  const subCategories = [own, listing.subCategory].filter((s): s is SubCategory => s !== undefined);
  const isActive =
    dto.isActive === undefined || dto.isActive === null ? true : readFlag(dto.isActive);
  const hidden = readFlag(dto.hideFromDirectory);
  return {
    id: String(dto.MerchantID).trim(),
    code: dto.MerchantCode.trim(),
    name: dto.StoreName.trim(),
    nameZh: readText(dto.BiStoreName),
    categoryId,
    categoryIds: [...new Set([categoryId, ...subCategories.map((s) => s.categoryId)])],
    subCategories: dedupeSubCategories(subCategories),
    unitNumber,
    level: parseUnitNumber(unitNumber)?.level ?? readText(dto.Level),
    zone: readText(dto.Zone),
    about: readText(dto.AboutStore),
    aboutZh: readText(dto.BiAboutStore),
    logoUrl: readImageUrl(dto.MerchantLogo),
    imageUrl: readImageUrl(dto.DetailImage) ?? readImageUrl(dto.PromotionalImage),
    email: readText(dto.Email),
    phone: readText(dto.PhoneNo),
    website: toWebsiteUrl(dto.Website),
    openingHoursText: readText(dto.MerchantOpeningHours),
    hours: toOpeningHours(dto.OpeningHours),
    refundPolicy: readText(dto.RefundPolicy),
    refundDays: readNumber(dto.RefundDays),
    participationLevel:
      readText(dto.ParticipationLevel)?.toLowerCase() === 'premium' ? 'Premium' : 'Regular',
    rewards: (dto.rewards ?? []).map((reward) => ({
      id: String(reward.id),
      name: reward.name,
      nameZh: readText(reward.nameZh),
      points: readNumber(reward.intouchPoints),
    })),
    isActive,
    isParticipating: readAnyFlag(dto.IsParticipating, dto.isParticipating),
    acceptsEvouchers: readFlag(dto.acceptVouchers),
    canPayWithPoints: readFlag(dto.canPayWithPoints),
    isHalal: readFlag(dto.isHalalCertified),
    isSponsored: readFlag(dto.isSponsored),
    isFeatured: readFlag(dto.isFeatured),
    listedInDirectory: Boolean(listing.listedInDirectory) && isActive && !hidden,
    isPartner: Boolean(listing.isPartner) && isActive,
  };
}
