import { createFileRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/layout/use-page-meta';
import { useMessages } from '../i18n';
import { getServerLanguage } from '../lib/language';
import { contentQueryOptions } from '../features/content/api/queries';
import { HomeBanners } from '../features/content/components/home-banners';
import { featuredEventsQueryOptions } from '../features/events/api/queries';
import { FeaturedEvents } from '../features/events/components/featured-events';
import { HomeIntro } from '../features/home/components/home-intro';
import { homeMessages } from '../features/home/messages';
import { HomeSection } from '../features/home/components/home-section';
import { MemberAppBand } from '../features/home/components/member-app-band';
import { QuickLinks } from '../features/home/components/quick-links';
import { FeaturedPromotions } from '../features/promotions/components/featured-promotions';
import { featuredPromotionsQueryOptions } from '../features/promotions/api/queries';

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
    if (import.meta.env.SSR) await started;
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
      </HomeSection>
      <FeaturedPromotions />
      <FeaturedEvents />
      <HomeSection>
        <MemberAppBand />
      </HomeSection>
    </>
  );
}
