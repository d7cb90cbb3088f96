/**
 * What the promotion pages show while their data loads. Their own module: routes keep pending
 * components in the main bundle, and these must not pull the pages themselves in with them.
 */
import { DetailSkeleton } from '../../../components/ui/detail-layout';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { promotionMessages } from './promotion-messages';
import styles from './promotions.module.css';

/** What the promotions page shows while its data loads. */
export function PromotionListSkeleton() {
  const t = useMessages(promotionMessages);
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.list}`}>
        <CardGridSkeleton label={t.loading} />
      </div>
    </>
  );
}

/** What a promotion's page shows while it loads. */
export function PromotionDetailSkeleton() {
  const t = useMessages(promotionMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
