import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import {
  STORE_PAGE_ROUTE,
  storeCategoryIdOfSlug,
  storeCategorySlug,
  type StoreCategorySlug,
} from '../../../shared/store-categories';
import type { Merchant } from '../model/merchant';

/**
 * A link to a store page. Inside a category's list it stays in that category (a merchant can be
 * listed under several); elsewhere it goes to the merchant's own category.
 */
export function StoreLink({
  merchant,
  category,
  className,
  children,
}: {
  merchant: Pick<Merchant, 'id' | 'categoryId' | 'categoryIds'>;
  category?: StoreCategorySlug;
  className?: string;
  children: ReactNode;
}) {
  const contextId = category ? storeCategoryIdOfSlug(category) : undefined;
  const slug =
    category && contextId !== undefined && merchant.categoryIds.includes(contextId)
      ? category
      : storeCategorySlug(merchant.categoryId);
  return (
    <Link to={STORE_PAGE_ROUTE} params={{ category: slug, id: merchant.id }} className={className}>
      {children}
    </Link>
  );
}
