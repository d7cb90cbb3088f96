import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/layout/use-page-meta';
import { useMessages } from '../i18n';
import { contentQueryOptions } from '../features/content/api/queries';
import { HomeBanners } from '../features/content/components/home-banners';
import { featuredEventsQueryOptions } from '../features/events/api/queries';
import { FeaturedEvents } from '../features/events/components/featured-events';
import { HomeIntro } from '../features/home/components/home-intro';
import { homeMessages } from '../features/home/messages';
import { HomeSection } from '../features/home/components/home-section';
import { MemberAppBand } from '../features/home/components/member-app-band';
import { QuickLinks } from '../features/home/components/quick-links';
import styles from '../features/home/components/home.module.css';
import { FeaturedPromotions } from '../features/promotions/components/featured-promotions';
import { featuredPromotionsQueryOptions } from '../features/promotions/api/queries';
import { whenOnScreen } from '../lib/when-on-screen';

const PARKING_LINE_ID = 'home-parking';
const loadParkingLine = () => import('../features/parking/components/home-parking-line');

/**
 * The live parking line. The server draws it with the page (its loader loads the line's module
 * and its count first: a page is drawn in one synchronous pass). In the browser the line's code,
 * and its polling, load only once hydration is done and the line is on screen, so the home
 * page's first load carries none of it; until then React keeps the server's drawing of it (a
 * suspense boundary waiting to hydrate). The module is never imported statically: its
 * stylesheet import would keep it in this route's chunk.
 */
let drawnParkingLine: ComponentType | undefined;
const ParkingLine = import.meta.env.SSR
  ? () => (drawnParkingLine ? createElement(drawnParkingLine) : null)
  : lazy(() =>
      whenOnScreen(PARKING_LINE_ID)
        .then(loadParkingLine)
        .then((module) => ({ default: module.HomeParkingLine })),
    );

export const Route = createFileRoute('/')({
  // In the browser started, not awaited: every home section shows its own placeholder, so a slow
  // or failed call never holds back (or breaks) the whole home page. The server's render waits
  // for them (bounded by its time limit), to draw the page with its data.
  loader: async ({ context: { queryClient } }) => {
    const started = Promise.all([
      queryClient.prefetchQuery(contentQueryOptions()),
      queryClient.prefetchQuery(featuredPromotionsQueryOptions()),
      queryClient.prefetchQuery(featuredEventsQueryOptions()),
    ]);
    // The parking line's count is asked by its own code in the browser (above).
    if (import.meta.env.SSR) {
      const line = await loadParkingLine();
      await Promise.all([started, queryClient.prefetchQuery(line.homeParkingQueryOptions())]);
      drawnParkingLine = line.HomeParkingLine;
    }
  },
  component: HomePage,
});

function HomePage() {
  const t = useMessages(homeMessages);
  usePageMeta({ description: t.metaDescription });
  return (
    <>
      <HomeSection>
        <HomeIntro />
      </HomeSection>
      <HomeSection bleed>
        <HomeBanners />
      </HomeSection>
      <HomeSection>
        <QuickLinks />
        <div id={PARKING_LINE_ID} className={styles.parkingLine}>
          <Suspense fallback={null}>
            <ParkingLine />
          </Suspense>
        </div>
      </HomeSection>
      <FeaturedPromotions />
      <FeaturedEvents />
      <HomeSection>
        <MemberAppBand />
      </HomeSection>
    </>
  );
}
