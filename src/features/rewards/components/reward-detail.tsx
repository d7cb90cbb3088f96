import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { DateRange } from '../../../components/ui/date-range';
import {
  BackLink,
  DetailActions,
  DetailFact,
  DetailFacts,
  DetailImage,
  DetailLayout,
  DetailSection,
} from '../../../components/ui/detail-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { ShareButton } from '../../../components/ui/share-button';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { formatCount } from '../../../lib/format';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  textLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { rewardQueryOptions } from '../api/queries';
import { rewardMessages } from '../messages';
import styles from './rewards.module.css';
import { PlainText } from '../../../components/ui/plain-text';

/**
 * One reward: image, kind, name, points, validity, where to use it and its terms as a list. The wire
 * has Chinese only for the name; description, place and terms are marked English on a Chinese page.
 */
export function RewardDetail({ id }: { id: string }) {
  const t = useMessages(rewardMessages);
  const language = useLanguage();
  const { data: reward } = useSuspenseQuery(rewardQueryOptions(id));
  const title = localizedTitle(language, reward.name, reward.nameZh);
  const english = textLang(language);
  usePageMeta({
    title,
    description: reward.description ?? format(t.detailDescription, { title }),
    image: reward.imageUrl,
  });
  const where = [reward.merchantName, reward.address].filter(Boolean).join(', ');

  return (
    <DetailLayout
      back={<BackLink to="/rewards-catalogue">{t.backToList}</BackLink>}
      media={<DetailImage src={reward.imageUrl} />}
    >
      {reward.kind !== 'other' && (
        <div>
          <Badge tone={reward.kind === 'evoucher' ? 'info' : 'neutral'}>
            {reward.kind === 'evoucher' ? t.evoucher : t.carpark}
          </Badge>
        </div>
      )}
      <h1 lang={localizedTitleLang(language, reward.nameZh)}>{title}</h1>
      {reward.points !== undefined && (
        <p className={styles.pointsLarge}>{format(t.points, { n: formatCount(reward.points) })}</p>
      )}
      <PlainText text={reward.description} lang={english} />
      <DetailFacts>
        {(reward.startTime || reward.endTime) && (
          <DetailFact label={t.validity}>
            <DateRange start={reward.startTime} end={reward.endTime} />
          </DetailFact>
        )}
        {where && (
          <DetailFact label={t.merchant} lang={english}>
            {where}
          </DetailFact>
        )}
      </DetailFacts>
      <p className={styles.hint}>{t.redeemHint}</p>
      <DetailActions>
        <ShareButton title={title} text={reward.description} url={`/reward-detail/${reward.id}`} />
      </DetailActions>
      {reward.terms.length > 0 && (
        <DetailSection title={t.terms}>
          <ul className={styles.terms} lang={english}>
            {reward.terms.map((term, index) => (
              <li key={index}>{term}</li>
            ))}
          </ul>
        </DetailSection>
      )}
    </DetailLayout>
  );
}

/** `/reward-detail` without an id: say so and lead to the catalogue. */
export function RewardDetailWithoutId() {
  const t = useMessages(rewardMessages);
  usePageMeta({ title: t.noIdTitle, description: t.listDescription });
  return (
    <div className={`container ${styles.list}`}>
      <h1 className="visually-hidden">{t.noIdTitle}</h1>
      <EmptyState
        title={t.noIdTitle}
        message={t.noIdMessage}
        action={
          <Link to="/rewards-catalogue" className={buttonClass()}>
            {t.browse}
          </Link>
        }
      />
    </div>
  );
}
