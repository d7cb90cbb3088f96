import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../components/ui/load-error-state';
import { faqsQueryOptions } from '../features/faq/api/queries';
import { FaqPage } from '../features/faq/components/faq-page';
import { FaqPageSkeleton } from '../features/faq/components/faq-page-skeleton';
import { faqSearchSchema } from '../features/faq/model/faq-search';

export const Route = createFileRoute('/faq')({
  validateSearch: faqSearchSchema,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(faqsQueryOptions());
  },
  pendingComponent: FaqPageSkeleton,
  errorComponent: LoadErrorState,
  component: FaqRoute,
});

function FaqRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback(
    (next: string) =>
      void navigate({
        search: { q: next.trim() ? next : undefined },
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return <FaqPage query={q ?? ''} onQueryChange={onQueryChange} />;
}
