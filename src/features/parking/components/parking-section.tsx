import { Link } from '@tanstack/react-router';
import { useMessages } from '../../../i18n';
import { parkingMessages } from '../messages';
import { NearbyCarparks } from './nearby-carparks';
import { ParkingNow } from './parking-now';
import { useLiveParking } from './use-live-parking';
import styles from './parking.module.css';

/** Live parking inside another page (getting here): the count now, nearby carparks, more. */
export function ParkingSection() {
  const t = useMessages(parkingMessages);
  const { query, status } = useLiveParking();
  const parking = query.data;
  return (
    <div className={styles.section}>
      <ParkingNow parking={parking} status={status} pending={query.isPending} />
      {parking?.reading && status.kind !== 'none' && (
        <NearbyCarparks nearby={parking.reading.nearby} status={status} headingLevel={3} />
      )}
      <p>
        <Link to="/parking">{t.moreLink}</Link>
      </p>
    </div>
  );
}
