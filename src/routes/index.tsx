import { createFileRoute } from '@tanstack/react-router';
import { contentQueryOptions } from '../features/content/api/get-content';
import { HomeBanners } from '../features/content/components/home-banners';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueryOptions()),
  component: HomePage,
});

function HomePage() {
  return (
    <main id="main">
      <h1>Suntec City</h1>
      <HomeBanners />
    </main>
  );
}
