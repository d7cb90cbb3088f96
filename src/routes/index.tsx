import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/layout/use-page-meta';
import { useMessages } from '../i18n';
import { getServerLanguage } from '../lib/language';
import { contentQueryOptions } from '../features/content/api/queries';
import { featuredEventsQueryOptions } from '../features/events/api/queries';
import { HomeIntro } from '../features/home/components/home-intro';
import { homeMessages } from '../features/home/messages';
import { HomeSection } from '../features/home/components/home-section';
import styles from '../features/home/components/home.module.css';
import { featuredPromotionsQueryOptions } from '../features/promotions/api/queries';
import { island, loadIslands } from '../components/ui/island';
import { whenOnScreen } from '../lib/when-on-screen';

// Every section but the greeting is an island (components/ui/island.tsx): the server draws them
// all, and each hydrates in a task of its own once its code arrives, so the page comes alive in
// short tasks on a slow phone. The banners (which turn by themselves) and the quick links at the
// top come alive with the page; the sections below them once the visitor first uses the page
// (touch, scroll, a key) or they come on screen, their cards' links working as plain links until
// then.
const HomeBanners = island(() =>
  import('../features/content/components/home-banners').then((m) => m.HomeBanners),
);
const QuickLinks = island(() =>
  import('../features/home/components/quick-links').then((m) => m.QuickLinks),
);
const FeaturedPromotions = island(
  () =>
    import('../features/promotions/components/featured-promotions').then(
      (m) => m.FeaturedPromotions,
    ),
  { onUse: true },
);
const FeaturedEvents = island(
  () => import('../features/events/components/featured-events').then((m) => m.FeaturedEvents),
  { onUse: true },
);
const MemberAppBand = island(
  () => import('../features/home/components/member-app-band').then((m) => m.MemberAppBand),
  { onUse: true },
);

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
    // On a visit from another page, the sections' code comes with their data, not after it.
    void loadIslands();
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
  const description = t.metaDescription;
  // The complex's schema.org data is built by the server's render only, its code loaded there:
  // the browser's build drops the branch and the property, so its first load carries neither.
  usePageMeta(
    import.meta.env.SSR
      ? {
          description,
          structuredData: async () =>
            (await import('../lib/structured-data')).complexStructuredData(
              getServerLanguage(),
              description,
            ),
        }
      : { description },
  );
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
