import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { roomAvailabilityQueryOptions, roomQueryOptions } from '../../features/booking/api/queries';
import {
  RoomNotFound,
  RoomScreen,
  RoomScreenPending,
} from '../../features/booking/components/room-screen';
import { orNotFound } from '../../lib/not-found';

export const Route = createFileRoute('/booking/$roomId')({
  loader: async ({ context, params }) => {
    // The room's calendar: the server draws it with the page; in the browser it fills in as it
    // comes (prefetchQuery never rejects: a failed call is the calendar's own error state).
    const calendar = context.queryClient.prefetchQuery(
      roomAvailabilityQueryOptions(params.roomId, Date.now()),
    );
    await orNotFound(context.queryClient.ensureQueryData(roomQueryOptions(params.roomId)));
    if (import.meta.env.SSR) await calendar;
  },
  component: RoomBookingPage,
  pendingComponent: () => <RoomScreenPending />,
  notFoundComponent: () => <RoomNotFound />,
  errorComponent: ({ error, reset }) => (
    <div className="container">
      <LoadErrorState error={error} reset={reset} />
    </div>
  ),
});

function RoomBookingPage() {
  const { roomId } = Route.useParams();
  return <RoomScreen roomId={roomId} />;
}
