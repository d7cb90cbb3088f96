// zod/mini: route search validation runs in the first-load bundle, where classic zod is too heavy.
import { z } from 'zod/mini';

/** `/faq?q=parking`: the text filter, kept in the URL so a filtered list can be shared. */
export const faqSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
});
