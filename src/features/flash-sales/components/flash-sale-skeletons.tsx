/** What the flash-sale pages show while their data loads (loaded with the route's own chunk). */
import { CardListPageSkeleton } from '../../../components/ui/card-list-page';
import { DetailSkeleton } from '../../../components/ui/detail-layout';
import { useMessages } from '../../../i18n';
import { flashSaleMessages } from '../messages';

/** What the flash-sale page shows while its data loads. */
export function FlashSaleListSkeleton() {
  const t = useMessages(flashSaleMessages);
  return <CardListPageSkeleton title={t.listTitle} lead={t.listLead} loadingLabel={t.loading} />;
}

/** What a flash sale's page shows while it loads. */
export function FlashSaleDetailSkeleton() {
  const t = useMessages(flashSaleMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
