/**
 * What the flash-sale pages show while their data loads. Their own module: routes keep pending
 * components in the main bundle, and these must not pull the pages themselves in with them.
 */
import { DetailSkeleton } from '../../../components/ui/detail-layout';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { flashSaleMessages } from './flash-sale-messages';
import styles from './flash-sales.module.css';

/** What the flash-sale page shows while its data loads. */
export function FlashSaleListSkeleton() {
  const t = useMessages(flashSaleMessages);
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.list}`}>
        <CardGridSkeleton label={t.loading} />
      </div>
    </>
  );
}

/** What a flash sale's page shows while it loads. */
export function FlashSaleDetailSkeleton() {
  const t = useMessages(flashSaleMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
