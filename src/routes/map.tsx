import { useDeferredValue, useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadErrorState } from '../components/ui/load-error-state';
import { directoryQueryOptions } from '../features/directory/api/queries';
import { mapPlanQueryOptions } from '../features/map/api/queries';
import { MapPage } from '../features/map/components/map-page';
import { MapPageSkeleton } from '../features/map/components/map-page-skeleton';
import type { MapStore } from '../features/map/model/map-plan';
import { parseMapSearch, storeParam } from '../features/map/model/map-search-params';
import { storeCategorySlug } from '../shared/store-categories';

export const Route = createFileRoute('/map')({
  validateSearch: parseMapSearch,
  // The plan is needed; the directory only adds names and hours (prefetched, never fatal). Asked
  // for in the browser only: the server draws the page's frame, heading and placeholder, not the
  // plans and the directory, some 800 KB of JSON (86 KB compressed) the page would carry. The
  // worker keeps the plan from its install, and the saved cache both, for offline use.
  loader: async ({ context }) => {
    if (import.meta.env.SSR) return;
    await Promise.all([
      context.queryClient.ensureQueryData(mapPlanQueryOptions()),
      context.queryClient.prefetchQuery(directoryQueryOptions()),
    ]);
  },
  pendingComponent: MapPageSkeleton,
  errorComponent: LoadErrorState,
  component: MapRoute,
});

function MapRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Not a suspense query: the server draws the placeholder, and the browser hydrates that same
  // placeholder before it asks for the plan (a page it navigates to has the plan from the loader).
  const { data: planAnswer, error, refetch } = useQuery(mapPlanQueryOptions());
  const { data: directoryAnswer } = useQuery(directoryQueryOptions());
  // The plan and the directory drawn by a deferred render, which React renders in slices with the
  // main thread free between them, where the query's own update renders at once: drawing a level
  // with its lists was one task of some 550 ms on a budget phone. Until it is drawn, the
  // placeholder stays (also on a navigation here, whose loader has the plan already).
  const plan = useDeferredValue(planAnswer, undefined);
  const directory = useDeferredValue(directoryAnswer, undefined);
  const stores = useMemo(
    () =>
      (directory?.merchants ?? []).map((merchant): MapStore => ({
        merchantId: merchant.id,
        name: merchant.name,
        nameZh: merchant.nameZh,
        hours: merchant.hours,
        categorySlug: storeCategorySlug(merchant.categoryId),
      })),
    [directory],
  );
  const url = useMemo(() => ({ level: search.level, store: storeParam(search) }), [search]);
  if (!plan) {
    return error ? (
      <LoadErrorState error={error} reset={() => void refetch()} />
    ) : (
      <MapPageSkeleton />
    );
  }
  return (
    <MapPage
      plan={plan}
      stores={stores}
      url={url}
      onUrlChange={(next) => void navigate({ search: parseMapSearch({ ...next }), replace: true })}
    />
  );
}
