import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { DateRange } from '../../../components/ui/date-range';
import {
  BackLink,
  DetailActions,
  DetailLayout,
  DetailSection,
} from '../../../components/ui/detail-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { SafeImage } from '../../../components/ui/safe-image';
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
import { rewardQueryOptions } from '../api/get-reward';
import { rewardMessages } from '../messages';
import styles from './rewards.module.css';

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
  usePageMeta({ title, description: reward.description ?? format(t.detailDescription, { title }) });
  const where = [reward.merchantName, reward.address].filter(Boolean).join(', ');

  return (
    <DetailLayout
      back={<BackLink to="/rewards-catalogue">{t.backToList}</BackLink>}
      media={
        <SafeImage
          src={reward.imageUrl}
          alt=""
          width={1200}
          height={675}
          className={styles.heroImage}
          fetchPriority="high"
          loading="eager"
        />
      }
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
      {reward.description && <p lang={english}>{reward.description}</p>}
      <dl className={styles.facts}>
        {(reward.startTime || reward.endTime) && (
          <>
            <dt>{t.validity}</dt>
            <dd>
              <DateRange start={reward.startTime} end={reward.endTime} />
            </dd>
          </>
        )}
        {where && (
          <>
            <dt>{t.merchant}</dt>
            <dd lang={english}>{where}</dd>
          </>
        )}
      </dl>
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
