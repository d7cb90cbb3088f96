import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardGrid } from '../../../components/ui/card';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../components/ui/use-now';
import { useMessages } from '../../../i18n';
import { featuredPromotionsQueryOptions } from '../api/queries';
import { listPromotions } from '../model/filter-promotions';
import { selectFeatured } from '../model/select-featured';
import { PromotionCard } from './promotion-card';
import { promotionCardMessages } from './promotion-card-messages';
import styles from './promotions.module.css';

/**
 * The home page's featured promotions: at most 4 current ones flagged featured, by SortOrder.
 * Self-contained (its own query, taken from the list) so the home page can place it anywhere; when the data cannot load
 * or nothing is featured it renders nothing rather than an error on the home page.
 */
export function FeaturedPromotions() {
  const t = useMessages(promotionCardMessages);
  const { data, isPending } = useQuery(featuredPromotionsQueryOptions());
  const now = useNow(60_000);
  if (isPending) {
    return (
      <section
        className={`container ${styles.featured}`}
        aria-labelledby="featured-promotions-title"
      >
        <div className={styles.featuredHeader}>
          <h2 id="featured-promotions-title">{t.featuredTitle}</h2>
        </div>
        <CardGridSkeleton count={4} label={t.loading} />
      </section>
    );
  }
  if (!data) return null;
  const featured = selectFeatured(
    listPromotions(data, now).map((listed) => ({
      ...listed,
      id: listed.promotion.id,
      isFeatured: listed.promotion.isFeatured,
      sortOrder: listed.promotion.sortOrder,
    })),
  );
  if (featured.length === 0) return null;
  return (
    <section className={`container ${styles.featured}`} aria-labelledby="featured-promotions-title">
      <div className={styles.featuredHeader}>
        <h2 id="featured-promotions-title">{t.featuredTitle}</h2>
        <Link to="/promotions">{t.viewAll}</Link>
      </div>
      <CardGrid label={t.featuredTitle}>
        {featured.map((listed) => (
          <PromotionCard key={listed.id} listed={listed} />
        ))}
      </CardGrid>
    </section>
  );
}
