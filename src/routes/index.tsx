import { createFileRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/layout/use-page-meta';
import { useMessages } from '../i18n';
import { contentQueryOptions } from '../features/content/api/queries';
import { featuredEventsQueryOptions } from '../features/events/api/queries';
import { HomeIntro } from '../features/home/components/home-intro';
import { homeMessages } from '../features/home/messages';
import { HomeSection } from '../features/home/components/home-section';
import { featuredPromotionsQueryOptions } from '../features/promotions/api/queries';
import { island, loadIslands } from '../components/ui/island';

// Every section but the greeting is an island (components/ui/island.tsx): the server draws them
// all, and each hydrates in a task of its own once its code arrives (one chunk with the frame's
// islands, vite.config.ts), so the page comes alive in short tasks on a slow phone.
const HomeBanners = island(() =>
  import('../features/content/components/home-banners').then((m) => m.HomeBanners),
);
const QuickLinks = island(() =>
  import('../features/home/components/quick-links').then((m) => m.QuickLinks),
);
const FeaturedPromotions = island(() =>
  import('../features/promotions/components/featured-promotions').then((m) => m.FeaturedPromotions),
);
const FeaturedEvents = island(() =>
  import('../features/events/components/featured-events').then((m) => m.FeaturedEvents),
);
const MemberAppBand = island(() =>
  import('../features/home/components/member-app-band').then((m) => m.MemberAppBand),
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
    if (import.meta.env.SSR) await started;
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
      </HomeSection>
      <FeaturedPromotions />
      <FeaturedEvents />
      <HomeSection>
        <MemberAppBand />
      </HomeSection>
    </>
  );
}
