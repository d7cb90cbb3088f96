import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/format';
import { format, useDisplayDate, useMessages } from '../../../i18n';
import type { Reward } from '../model/reward';
import { rewardMessages } from '../messages';
import styles from './rewards.module.css';

/** A reward in the catalogue: image, kind, name, points and how long it is valid. */
export function RewardCard({ reward }: { reward: Reward }) {
  const t = useMessages(rewardMessages);
  const showDate = useDisplayDate();
  return (
    <Card
      to="/reward-detail/$id"
      params={{ id: reward.id }}
      imageUrl={reward.thumbnailUrl}
      title={reward.name}
      titleZh={reward.nameZh}
      badges={
        reward.kind !== 'other' && (
          <Badge tone={reward.kind === 'evoucher' ? 'info' : 'neutral'}>
            {reward.kind === 'evoucher' ? t.evoucher : t.carpark}
          </Badge>
        )
      }
      meta={reward.endTime && format(t.validUntil, { date: showDate(reward.endTime) })}
    >
      {reward.points !== undefined && (
        <p className={styles.points}>{format(t.points, { n: formatCount(reward.points) })}</p>
      )}
    </Card>
  );
}
