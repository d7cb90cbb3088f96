import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DateRange } from '../../../components/ui/date-range';
import { format, useDisplayDate, useMessages } from '../../../i18n';
import { sgWallTimeToIso } from '../../../shared/singapore-time';
import type { ListedPromotion } from '../model/filter-promotions';
import type { PromotionCardFields } from '../model/promotion';
import { promotionCardMessages } from './promotion-card-messages';
import styles from './promotions.module.css';

/** A promotion in a list: image, status and members' day badges, title, dates, members' day line. */
/** `first`: the list's first card, whose image loads at once (Card's `imagePriority`). */
export function PromotionCard({
  listed,
  first = false,
}: {
  listed: ListedPromotion<PromotionCardFields>;
  first?: boolean;
}) {
  const t = useMessages(promotionCardMessages);
  const showDate = useDisplayDate();
  const { promotion, status, membersDay } = listed;
  return (
    <Card
      imagePriority={first}
      to="/promotions/$id"
      params={{ id: promotion.id }}
      imageUrl={promotion.thumbnailUrl}
      title={promotion.title}
      titleZh={promotion.titleZh}
      badges={
        <>
          <Badge tone={status === 'ongoing' ? 'success' : 'info'}>
            {status === 'ongoing' ? t.ongoing : t.upcoming}
          </Badge>
          {membersDay && <Badge tone="promo">{t.membersDay}</Badge>}
        </>
      }
      meta={<DateRange start={promotion.startDate} end={promotion.endDate} />}
    >
      {promotion.storeName && <p className={styles.store}>{promotion.storeName}</p>}
      {membersDay && (
        <p className={styles.membersDay}>
          {format(t.membersDayOn, { date: showDate(sgWallTimeToIso(membersDay)) })}
        </p>
      )}
    </Card>
  );
}
