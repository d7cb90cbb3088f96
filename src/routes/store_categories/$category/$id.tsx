import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../../components/ui/load-error-state';
import { loadStorePage } from '../../../features/directory/api/load-store-page';
import { StorePage, StorePageSkeleton } from '../../../features/directory/components/store-page';

export const Route = createFileRoute('/store_categories/$category/$id')({
  loader: ({ context, params }) => loadStorePage(context.queryClient, params.category, params.id),
  pendingComponent: StorePageSkeleton,
  errorComponent: LoadErrorState,
  component: StoreRoute,
});

function StoreRoute() {
  const { category, id } = Route.useParams();
  return <StorePage category={category} id={id} />;
}
