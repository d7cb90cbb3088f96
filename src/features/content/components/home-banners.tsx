import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { contentQueryOptions } from '../api/queries';
import type { ContentItem } from '../model/content-item';
import { BannerCarousel } from './banner-carousel';
import { carouselMessages } from '../messages';
import styles from './banner-carousel.module.css';

/**
 * The home page's banners from the content call, as a carousel. The home page never fails because
 * of its banners: while loading it shows a placeholder of the same size, and without banners (none
 * current, or the call failed offline) a generated welcome banner.
 */
export function HomeBanners() {
  const t = useMessages(carouselMessages);
  const { data, isPending } = useQuery(contentQueryOptions());
  if (isPending) {
    return (
      <div className={styles.carousel} role="status">
        <span className="visually-hidden">{t.loading}</span>
        <div className={styles.media}>
          <Skeleton height="100%" radius="0" />
        </div>
        <div className={`${styles.caption} ${styles.captionPlaceholder}`} />
      </div>
    );
  }
  const items: readonly ContentItem[] =
    data && data.length > 0 ? data : [welcomeBanner(t.welcomeTitle, t.welcomeSubtitle)];
  return <BannerCarousel items={items} />;
}

function welcomeBanner(title: string, subtitle: string): ContentItem {
  return {
    id: 'welcome',
    type: 'home-banner',
    title,
    subtitle,
    imageAlt: '',
    sortOrder: 0,
    linkUrl: '/getting_here',
  };
}
