import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../../components/ui/load-error-state';
import { loadStorePage } from '../../../features/directory/api/load-store-page';
import { StorePage, StorePageSkeleton } from '../../../features/directory/components/store-page';

export const Route = createFileRoute('/store_categories/dining/$id')({
  loader: ({ context, params }) => loadStorePage(context.queryClient, 'dining', params.id),
  pendingComponent: StorePageSkeleton,
  errorComponent: LoadErrorState,
  component: DiningStorePage,
});

function DiningStorePage() {
  const { id } = Route.useParams();
  return <StorePage category="dining" id={id} />;
}
