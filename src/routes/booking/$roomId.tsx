import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { roomQueryOptions } from '../../features/booking/api/get-rooms';
import {
  RoomNotFound,
  RoomScreen,
  RoomScreenPending,
} from '../../features/booking/components/room-screen';
import { orNotFound } from '../../lib/not-found';

export const Route = createFileRoute('/booking/$roomId')({
  loader: async ({ context, params }) => {
    await orNotFound(context.queryClient.ensureQueryData(roomQueryOptions(params.roomId)));
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
