import { z } from 'zod';
import { STORE_CATEGORIES, type StoreCategorySlug } from '../../../shared/store-categories';

const SLUGS = STORE_CATEGORIES.map((c) => c.slug) as [StoreCategorySlug, ...StoreCategorySlug[]];

/** `/participating-merchant?category=dining&q=...`; unknown values are dropped. */
export const partnerSearchSchema = z.object({
  category: z.enum(SLUGS).optional().catch(undefined),
  q: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, 100) || undefined)
    .optional()
    .catch(undefined),
});
export type PartnerSearch = z.infer<typeof partnerSearchSchema>;
