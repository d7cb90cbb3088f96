import { createFileRoute, notFound } from '@tanstack/react-router';
import { isStoreCategorySlug, type StoreCategorySlug } from '../../shared/store-categories';

/**
 * /store_categories/{dining,shopping,services_amenities}: the three categories' list and store
 * pages are one list route and one store route under this one. Any other category is the 404
 * page (and a 404 status from the server), checked before anything loads.
 */
export const Route = createFileRoute('/store_categories/$category')({
  params: {
    // Checked in beforeLoad, which makes anything else the router's not-found.
    parse: ({ category }) => ({ category: category as StoreCategorySlug }),
    stringify: ({ category }) => ({ category }),
  },
  beforeLoad: ({ params }) => {
    if (!isStoreCategorySlug(params.category)) throw notFound();
  },
});
