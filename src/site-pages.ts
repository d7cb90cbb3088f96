/**
 * Every page of the site a search engine should know, for the server's `/sitemap.xml`
 * (server/pages/sitemap.ts, through src/entry-server.tsx): the routes without parameters (less
 * those that say they are not listed), the three directory categories, the pages the menus link to
 * (the CMS's), and a page per store, event, promotion, flash sale, reward, explore, collection,
 * e-voucher and room, read from the same lists those pages read. Like a route, this composes
 * features; it knows no URL pattern the route tree does not: detail paths are built by the router.
 */
import type { QueryClient } from '@tanstack/react-query';
import { FOOTER_LEGAL_LINKS, touristBookletPath } from './components/layout/menu-definition';
import { menuInternalPaths } from './components/layout/mega-menu-content';
import { roomsQueryOptions } from './features/booking/api/queries';
import { collectionsQueryOptions } from './features/collections/api/queries';
import { directoryQueryOptions } from './features/directory/api/queries';
import { eventsQueryOptions } from './features/events/api/queries';
import { exploresQueryOptions } from './features/explore/api/queries';
import { flashSalesQueryOptions } from './features/flash-sales/api/queries';
import { evouchersQueryOptions } from './features/partners/api/queries';
import { promotionsQueryOptions } from './features/promotions/api/queries';
import { rewardsQueryOptions } from './features/rewards/api/queries';
import type { AppRouter } from './router';
import type { FileRouteTypes } from './routeTree.gen';
import { STORE_CATEGORIES, storeCategorySlug } from './shared/store-categories';
import type { SitePage } from './shared/server-render';

/** The pages of an item list: the list, and an item's page path, built by the router. */
function pagesOf<T>(
  list: () => Promise<readonly T[]>,
  path: (item: T) => string,
): () => Promise<SitePage[]> {
  return async () =>
    (await list()).map((item) => ({ path: path(item), content: JSON.stringify(item) }));
}

/**
 * Pages without parameters that search engines should not list: forms reached from an e-mail or
 * holding a visitor's search, the not-found page, and paths that only move to another page. Kept
 * here, with the sitemap, rather than in the routes' options: those travel in every browser's
 * first load, and this list is read by the server's render alone. Typed by the route tree, so a
 * route renamed or removed fails the build.
 */
const UNLISTED = new Set<FileRouteTypes['fullPaths']>([
  '/404',
  '/search',
  '/set-password',
  '/reset-password',
  '/promotion/',
  '/reward-detail/',
  '/store_categories/',
]);

/** The site's pages without parameters that search engines should list, as the router has them. */
function listedStaticPaths(router: AppRouter): string[] {
  const routes: { fullPath: string }[] = Object.values(router.routesById);
  return routes
    .filter(
      (route) =>
        route.fullPath !== '' &&
        !route.fullPath.includes('$') &&
        !UNLISTED.has(route.fullPath as FileRouteTypes['fullPaths']),
    )
    .map((route) => route.fullPath.replace(/(.)\/$/, '$1'));
}

/**
 * The site's pages, each with what it shows of its item (`content`, for the server to tell when it
 * changed) where it has one. A list that fails leaves its pages out of this answer only.
 */
export async function sitePages(queryClient: QueryClient, router: AppRouter): Promise<SitePage[]> {
  const at = (location: { pathname: string }) => location.pathname;
  const lists = [
    pagesOf(
      async () =>
        (await queryClient.fetchQuery(directoryQueryOptions())).merchants.filter(
          (merchant) => merchant.listedInDirectory,
        ),
      (merchant) =>
        at(
          router.buildLocation({
            to: '/store_categories/$category/$id',
            params: { category: storeCategorySlug(merchant.categoryId), id: merchant.id },
          }),
        ),
    ),
    pagesOf(
      () => queryClient.fetchQuery(eventsQueryOptions()),
      ({ id }) => at(router.buildLocation({ to: '/events/$id', params: { id } })),
    ),
    pagesOf(
      () => queryClient.fetchQuery(promotionsQueryOptions()),
      ({ id }) => at(router.buildLocation({ to: '/promotions/$id', params: { id } })),
    ),
    pagesOf(
      () => queryClient.fetchQuery(flashSalesQueryOptions()),
      ({ id }) => at(router.buildLocation({ to: '/flash_sale/$id', params: { id } })),
    ),
    pagesOf(
      () => queryClient.fetchQuery(rewardsQueryOptions()),
      ({ id }) => at(router.buildLocation({ to: '/reward-detail/$id', params: { id } })),
    ),
    pagesOf(
      () => queryClient.fetchQuery(exploresQueryOptions()),
      ({ id }) => at(router.buildLocation({ to: '/explore/$id', params: { id } })),
    ),
    pagesOf(
      () => queryClient.fetchQuery(collectionsQueryOptions()),
      ({ id }) => at(router.buildLocation({ to: '/collections/$id', params: { id } })),
    ),
    pagesOf(
      () => queryClient.fetchQuery(evouchersQueryOptions()),
      ({ id }) => at(router.buildLocation({ to: '/evouchers/$id', params: { id } })),
    ),
    pagesOf(
      () => queryClient.fetchQuery(roomsQueryOptions()),
      ({ id }) => at(router.buildLocation({ to: '/booking/$roomId', params: { roomId: id } })),
    ),
  ];
  const items = await Promise.allSettled(lists.map((list) => list()));
  const fixed = [
    ...listedStaticPaths(router),
    ...STORE_CATEGORIES.map(({ slug }) => `/store_categories/${slug}`),
    ...menuInternalPaths(),
    ...FOOTER_LEGAL_LINKS.flatMap((link) => (link.kind === 'internal' ? [link.to] : [])),
    touristBookletPath('ch'),
  ].filter((path) => !path.includes('?') && !path.includes('#'));
  const pages = new Map<string, SitePage>(fixed.map((path) => [path, { path }]));
  for (const result of items)
    if (result.status === 'fulfilled') for (const page of result.value) pages.set(page.path, page);
  return [...pages.values()];
}
