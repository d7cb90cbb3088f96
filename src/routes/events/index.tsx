import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { NotifyMe } from '../../features/notifications/components/notify-me';
import { eventsQueryOptions } from '../../features/events/api/queries';
import { EventList } from '../../features/events/components/event-list';
import { EventListSkeleton } from '../../features/events/components/event-skeletons';
import { eventSearchSchema } from '../../features/events/model/event-search';

export const Route = createFileRoute('/events/')({
  validateSearch: eventSearchSchema,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(eventsQueryOptions());
  },
  pendingComponent: EventListSkeleton,
  errorComponent: LoadErrorState,
  component: EventsPage,
});

function EventsPage() {
  const { filter } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventList
      filter={filter}
      notify={<NotifyMe topic="events" />}
      onFilterChange={(next) =>
        void navigate({ search: { filter: next }, replace: true, resetScroll: false })
      }
    />
  );
}
