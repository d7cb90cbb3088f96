import { createFileRoute } from '@tanstack/react-router';
import { cmsPageQueryOptions } from '../features/cms/api/queries';
import { EmbeddedCmsBlocks } from '../features/cms/components/cms-blocks';
import { parkingQueryOptions } from '../features/parking/api/queries';
import { ParkingPage, RATES_ID } from '../features/parking/components/parking-page';

/** The page-builder page /parking was before it showed live parking: rates and privileges. */
const RATES_PAGE = 'parking';

/**
 * Live parking, and below it the carpark's rates, entrances and privileges from the CMS page this
 * path used to be, so its links (the menu's "Carpark privileges", FAQ answers) still find them.
 * Both calls start without waiting in the browser: a slow or failed one shows as its part's own
 * state, never holds the page back. The server's render waits for them, to draw the page whole.
 */
export const Route = createFileRoute('/parking')({
  loader: async ({ context: { queryClient } }) => {
    const started = Promise.all([
      queryClient.prefetchQuery(parkingQueryOptions()),
      queryClient.prefetchQuery(cmsPageQueryOptions(RATES_PAGE)),
    ]);
    if (import.meta.env.SSR) await started;
  },
  component: ParkingRoute,
});

function ParkingRoute() {
  return <ParkingPage ratesAndPrivileges={<EmbeddedCmsBlocks slug={RATES_PAGE} id={RATES_ID} />} />;
}
