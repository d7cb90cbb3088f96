import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  DEFAULT_STORE_CATEGORY_ID,
  STORE_LIST_ROUTE,
  storeCategorySlug,
} from '../../shared/store-categories';

/** /store_categories alone opens the spec's default category (Dining, '1'). */
export const Route = createFileRoute('/store_categories/')({
  beforeLoad: () => {
    throw redirect({
      to: STORE_LIST_ROUTE,
      params: { category: storeCategorySlug(DEFAULT_STORE_CATEGORY_ID) },
      replace: true,
    });
  },
});
