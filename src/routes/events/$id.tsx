import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { ApiError } from '../../lib/api-client';
import { eventQueryOptions } from '../../features/events/api/get-event';
import { EventDetail } from '../../features/events/components/event-detail';
import { EventDetailSkeleton } from '../../features/events/components/event-skeletons';

export const Route = createFileRoute('/events/$id')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(eventQueryOptions(params.id));
    } catch (error) {
      // An unknown id is a 404; an id the backend cannot even read (400) names nothing either.
      if (error instanceof ApiError && (error.isNotFound || error.httpStatus === 400))
        throw notFound();
      throw error;
    }
  },
  pendingComponent: EventDetailSkeleton,
  errorComponent: LoadErrorState,
  component: EventPage,
});

function EventPage() {
  const { id } = Route.useParams();
  return <EventDetail id={id} />;
}
