import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../components/ui/load-error-state';
import { useMessages } from '../i18n';
import { gettingThereQueryOptions } from '../features/getting-here/api/queries';
import { GettingHerePage } from '../features/getting-here/components/getting-here-page';
import { GettingHereSkeleton } from '../features/getting-here/components/getting-here-skeleton';
import { parkingQueryOptions } from '../features/parking/api/queries';
import { ParkingSection } from '../features/parking/components/parking-section';
import { parkingMessages } from '../features/parking/messages';

export const Route = createFileRoute('/getting_here')({
  loader: async ({ context: { queryClient } }) => {
    // Live parking is started, not awaited, in the browser: its section shows its own state
    // while it comes. The server's render waits for it, to draw the page with the count.
    const parking = queryClient.prefetchQuery(parkingQueryOptions());
    await queryClient.ensureQueryData(gettingThereQueryOptions());
    if (import.meta.env.SSR) await parking;
  },
  pendingComponent: GettingHereSkeleton,
  errorComponent: LoadErrorState,
  component: GettingHereRoute,
});

function GettingHereRoute() {
  const t = useMessages(parkingMessages);
  return (
    <GettingHerePage
      afterCar={{ id: 'parking-now', title: t.sectionTitle, content: <ParkingSection /> }}
    />
  );
}
