import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { useMessages } from '../../../i18n';
import { parkingMessages } from '../messages';
import { DayChart } from './day-chart';
import { NearbyCarparks } from './nearby-carparks';
import { ParkingNow, RatesLink } from './parking-now';

export { RATES_ID } from './parking-now';
import { useLiveParking } from './use-live-parking';
import styles from './parking.module.css';

/**
 * /parking: the complex's free lots now, the carparks nearby, today against a typical day, the
 * ways on to the carpark's rates and privileges and to the map's "find my car", then
 * `ratesAndPrivileges` (the route's: the CMS's blocks, `RATES_ID`). Kept up to date while open
 * (use-live-parking.ts); offline, the last reading the device holds, with its age.
 */
export function ParkingPage({ ratesAndPrivileges }: { ratesAndPrivileges?: ReactNode }) {
  const t = useMessages(parkingMessages);
  usePageMeta({ title: t.title, description: t.metaDescription });
  const { query, status } = useLiveParking();
  const parking = query.data;
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className={`container ${styles.page}`}>
        <section aria-labelledby="parking-now-title">
          <h2 id="parking-now-title" className={styles.subTitle}>
            {t.nowTitle}
          </h2>
          <ParkingNow parking={parking} status={status} pending={query.isPending} />
        </section>
        {/* Side by side on a wide screen: a list of four carparks and a chart 32rem wide would
            each leave most of the row empty (the chart on the left: parking.module.css). */}
        <div className={styles.pair}>
          {parking?.reading && status.kind !== 'none' && (
            <NearbyCarparks nearby={parking.reading.nearby} status={status} />
          )}
          {parking && <DayChart day={parking.day} />}
        </div>
        <ul className={styles.links}>
          <li>
            <RatesLink className={styles.linkCard}>
              {t.ratesLink}
              <ChevronRight size={18} aria-hidden="true" />
            </RatesLink>
          </li>
          <li>
            <Link to="/map" className={styles.linkCard}>
              {t.mapLink}
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          </li>
        </ul>
        {parking?.simulated && <p className={styles.note}>{t.simulated}</p>}
      </div>
      {ratesAndPrivileges}
    </>
  );
}
