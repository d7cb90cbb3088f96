import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../components/ui/load-error-state';
import { orNotFound } from '../lib/not-found';
import { cmsPageQueryOptions } from '../features/cms/api/queries';
import { CmsPageView } from '../features/cms/components/cms-page';
import { CmsPageSkeleton } from '../features/cms/components/cms-page-skeleton';

/**
 * The catch-all for page-builder pages (/about_us, /parking, /tourist_privileges, /tour-bus, ...).
 * An unknown slug is the 404 page. The loader hands the page's own `layout` to the frame.
 */
export const Route = createFileRoute('/$slug')({
  loader: async ({ context, params }) => {
    const page = await orNotFound(
      context.queryClient.ensureQueryData(cmsPageQueryOptions(params.slug)),
    );
    return { layout: page.layout };
  },
  pendingComponent: CmsPageSkeleton,
  errorComponent: LoadErrorState,
  component: CmsRoute,
});

function CmsRoute() {
  const { slug } = Route.useParams();
  return <CmsPageView slug={slug} />;
}
