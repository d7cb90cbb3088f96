/**
 * The directory call and the mapping of its answer, loaded with the first fetch of the directory
 * (get-directory.ts): a page the server drew carries what it shows, and a store page never needs
 * the payload's schema.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { apiRequest, unexpectedShape } from '../../../lib/api-client';
import { mapInSlices } from '../../../lib/slices';
import { BI_PATHS } from '../../../shared/api-paths';
import type { Directory, Merchant, SubCategory } from '../model/merchant';
import {
  directoriesEnvelopeDto,
  directoryEntryDto,
  type DirectoriesEnvelopeDto,
  type DirectoriesResponseDto,
  type DirectoryEntryDto,
  type SubCategoryDto,
} from './merchant-dto';
import { mergeMerchants, toMerchant, toSubCategory } from './merchant-mapper';

/**
 * One collator for every comparison: `localeCompare` with options builds a new one per call.
 * Built on first use, not when the module loads: building it costs a phone some 50 ms, which a
 * store page (one listing, nothing to sort) need not pay.
 */
let nameCollator: Intl.Collator | undefined;

/** Sort key for names: case- and accent-insensitive, so "éclair" sits with the E's. */
export function compareNames(a: string, b: string): number {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return nameCollator.compare(a, b);
}

/**
 * Builds the directory from the wire, one entry at a time. Each entry is one (category,
 * sub-category) listing merchants and e-voucher partners; a merchant can appear under several
 * entries and in both lists. Merchants are deduplicated by MerchantID with every listing merged.
 */
function directoryBuilder(categoryList: readonly SubCategoryDto[] = []) {
  const subCategories = new Map<number, SubCategory>();
  const addSubCategory = (dto: SubCategoryDto) => {
    const sub = toSubCategory(dto);
    if (sub && !subCategories.has(sub.id)) subCategories.set(sub.id, sub);
    return sub;
  };
  for (const dto of categoryList) addSubCategory(dto);

  const merchants = new Map<string, Merchant>();
  const addMerchant = (merchant: Merchant) => {
    const known = merchants.get(merchant.id);
    merchants.set(merchant.id, known ? mergeMerchants(known, merchant) : merchant);
  };
  return {
    add(entry: DirectoryEntryDto): void {
      const subCategory = addSubCategory(entry);
      for (const dto of entry.Merchants ?? [])
        addMerchant(toMerchant(dto, { subCategory, listedInDirectory: true }));
      for (const dto of entry.participatingMerchants ?? [])
        addMerchant(toMerchant(dto, { subCategory, isPartner: true }));
    },
    /** One merchant by MerchantID, every listing merged (nothing is sorted). */
    merchant(id: string): Merchant | undefined {
      return merchants.get(id.trim());
    },
    result(): Directory {
      return {
        merchants: [...merchants.values()].sort((a, b) => compareNames(a.name, b.name)),
        subCategories: [...subCategories.values()].sort(
          (a, b) => a.categoryId - b.categoryId || compareNames(a.name, b.name),
        ),
      };
    },
  };
}

/** The directory from a whole, already checked, `directories` payload. */
export function toDirectory(payload: DirectoriesResponseDto): Directory {
  const directory = directoryBuilder(payload.CategoryList ?? []);
  for (const entry of payload.Result) directory.add(entry);
  return directory.result();
}

/**
 * The directory made of each answer, by the answer's identity. The server's render gets the same
 * checked answer again while its ETag holds (src/lib/server-answers.ts), so it maps the directory
 * once per answer, not once per page; in the browser every fetch is a new answer.
 */
const directoryOfAnswer = new WeakMap<object, Promise<Directory>>();

/**
 * `POST {bi}/v1/directories` (empty body): every category at once. Its entries (some hundred
 * merchants, many listed twice) are checked and mapped in slices: done in one go, that was the
 * longest task of a directory page's first load on a phone.
 */
export async function getDirectory(signal?: AbortSignal): Promise<Directory> {
  const envelope = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.directories,
    body: {},
    schema: directoriesEnvelopeDto,
    signal,
  });
  let directory = directoryOfAnswer.get(envelope);
  if (!directory) {
    directory = mapDirectory(envelope);
    directoryOfAnswer.set(envelope, directory);
    // A payload that failed its check is checked (and fails) again if asked again.
    directory.catch(() => directoryOfAnswer.delete(envelope));
  }
  return directory;
}

async function mapDirectory(envelope: DirectoriesEnvelopeDto): Promise<Directory> {
  const directory = directoryBuilder(envelope.CategoryList ?? []);
  const issues: StandardSchemaV1.Issue[] = [];
  await mapInSlices(envelope.Result, (raw, index) => {
    const entry = directoryEntryDto.read(raw, ['Result', index], issues);
    if (issues.length === 0) directory.add(entry);
  });
  if (issues.length > 0) throw unexpectedShape('POST', BI_PATHS.directories, issues);
  return directory.result();
}
