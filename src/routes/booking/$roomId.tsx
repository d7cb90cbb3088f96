import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { roomQueryOptions } from '../../features/booking/api/get-rooms';
import {
  RoomNotFound,
  RoomScreen,
  RoomScreenPending,
} from '../../features/booking/components/room-screen';
import { ApiError } from '../../lib/api-client';

export const Route = createFileRoute('/booking/$roomId')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(roomQueryOptions(params.roomId));
    } catch (error) {
      if (error instanceof ApiError && error.isNotFound) throw notFound();
      throw error;
    }
  },
  component: RoomBookingPage,
  pendingComponent: () => <RoomScreenPending />,
  notFoundComponent: () => <RoomNotFound />,
  errorComponent: ({ reset }) => (
    <div className="container">
      <LoadErrorState reset={reset} />
    </div>
  ),
});

function RoomBookingPage() {
  const { roomId } = Route.useParams();
  return <RoomScreen roomId={roomId} />;
}
