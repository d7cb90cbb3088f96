import { z } from 'zod';

/** `/faq?q=parking`: the text filter, kept in the URL so a filtered list can be shared. */
export const faqSearchSchema = z.object({
  q: z.string().max(100).optional().catch(undefined),
});
