import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../../components/ui/load-error-state';
import { loadStorePage } from '../../../features/directory/api/load-store-page';
import { StorePage, StorePageSkeleton } from '../../../features/directory/components/store-page';

export const Route = createFileRoute('/store_categories/services_amenities/$id')({
  loader: ({ context, params }) =>
    loadStorePage(context.queryClient, 'services_amenities', params.id),
  pendingComponent: StorePageSkeleton,
  errorComponent: LoadErrorState,
  component: ServicesStorePage,
});

function ServicesStorePage() {
  const { id } = Route.useParams();
  return <StorePage category="services_amenities" id={id} />;
}
