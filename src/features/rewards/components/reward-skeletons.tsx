/**
 * What the reward pages show while their data loads. Their own module: routes keep pending
 * components in the main bundle, and these must not pull the pages themselves in with them.
 */
import { DetailSkeleton } from '../../../components/ui/detail-layout';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { rewardMessages } from '../messages';
import styles from './rewards.module.css';

/** What the rewards catalogue shows while its data loads. */
export function RewardsCatalogueSkeleton() {
  const t = useMessages(rewardMessages);
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.list}`}>
        <CardGridSkeleton label={t.loading} />
      </div>
    </>
  );
}

/** What a reward's page shows while it loads. */
export function RewardDetailSkeleton() {
  const t = useMessages(rewardMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
