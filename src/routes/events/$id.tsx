import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { orNotFound } from '../../lib/not-found';
import { eventQueryOptions } from '../../features/events/api/queries';
import { EventDetail } from '../../features/events/components/event-detail';
import { EventDetailSkeleton } from '../../features/events/components/event-skeletons';

export const Route = createFileRoute('/events/$id')({
  loader: async ({ context, params }) => {
    await orNotFound(context.queryClient.ensureQueryData(eventQueryOptions(params.id)));
  },
  pendingComponent: EventDetailSkeleton,
  errorComponent: LoadErrorState,
  component: EventPage,
});

function EventPage() {
  const { id } = Route.useParams();
  return <EventDetail id={id} />;
}
