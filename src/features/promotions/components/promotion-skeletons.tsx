/** What the promotion pages show while their data loads (loaded with the route's own chunk). */
import { CardListPageSkeleton } from '../../../components/ui/card-list-page';
import { DetailSkeleton } from '../../../components/ui/detail-layout';
import { useMessages } from '../../../i18n';
import { promotionMessages } from '../messages';
import { promotionCardMessages } from './promotion-card-messages';

/** What the promotions page shows while its data loads. */
export function PromotionListSkeleton() {
  const t = useMessages(promotionMessages);
  const card = useMessages(promotionCardMessages);
  return <CardListPageSkeleton title={t.listTitle} lead={t.listLead} loadingLabel={card.loading} />;
}

/** What a promotion's page shows while it loads. */
export function PromotionDetailSkeleton() {
  const t = useMessages(promotionMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
