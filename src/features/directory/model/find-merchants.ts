import type { Directory, Merchant } from './merchant';

/** A merchant of the directory by MerchantID (the store page's URL id). */
export function findMerchantById(directory: Directory, id: string): Merchant | undefined {
  return directory.merchants.find((merchant) => merchant.id === id.trim());
}

/** Merchants of the directory for a list of MerchantCodes, in that order, skipping unknown codes. */
export function findMerchantsByCode(directory: Directory, codes: readonly string[]): Merchant[] {
  const byCode = new Map(directory.merchants.map((merchant) => [merchant.code, merchant]));
  return codes.flatMap((code) => {
    const merchant = byCode.get(code);
    return merchant ? [merchant] : [];
  });
}
