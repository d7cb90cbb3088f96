import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { roomsQueryOptions } from '../../features/booking/api/get-rooms';
import { RoomsScreen, RoomsScreenPending } from '../../features/booking/components/rooms-screen';

export const Route = createFileRoute('/booking/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(roomsQueryOptions()),
  component: BookingPage,
  pendingComponent: BookingPagePending,
  errorComponent: ({ reset }) => (
    <main id="main" className="container">
      <LoadErrorState reset={reset} />
    </main>
  ),
});

function BookingPage() {
  return (
    <main id="main">
      <RoomsScreen />
    </main>
  );
}

function BookingPagePending() {
  return (
    <main id="main">
      <RoomsScreenPending />
    </main>
  );
}
