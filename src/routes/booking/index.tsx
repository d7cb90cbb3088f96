import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { roomsQueryOptions } from '../../features/booking/api/queries';
import { RoomsScreen, RoomsScreenPending } from '../../features/booking/components/rooms-screen';

export const Route = createFileRoute('/booking/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(roomsQueryOptions());
  },
  component: BookingPage,
  pendingComponent: BookingPagePending,
  errorComponent: ({ error, reset }) => (
    <div className="container">
      <LoadErrorState error={error} reset={reset} />
    </div>
  ),
});

function BookingPage() {
  return <RoomsScreen />;
}

function BookingPagePending() {
  return <RoomsScreenPending />;
}
