import { format, textLang, useLanguage, useMessages } from '../../../i18n';
import { formatCount } from '../../../lib/format';
import { parkingMessages } from '../messages';
import type { NearbyCarpark } from '../model/parking';
import type { ReadingStatus } from '../model/reading-status';
import { ageText } from './parking-text';
import styles from './parking.module.css';

/**
 * The carparks near the complex with their free car lots and walking distance (estimated from
 * their places). Their counts are as old as the complex's, and said to be when not live.
 */
export function NearbyCarparks({
  nearby,
  status,
  headingLevel = 2,
}: {
  nearby: readonly NearbyCarpark[];
  status: ReadingStatus;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(parkingMessages);
  const language = useLanguage();
  if (nearby.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.nearby} aria-labelledby="nearby-carparks-title">
      <Heading id="nearby-carparks-title" className={styles.subTitle}>
        {t.nearbyTitle}
      </Heading>
      {status.kind === 'last-known' && (
        <p className={styles.statusOld}>{format(t.lastKnown, { age: ageText(t, status.ageMs) })}</p>
      )}
      <ul className={styles.nearbyList}>
        {nearby.map((carpark) => (
          <li key={carpark.name} className={styles.nearbyItem}>
            {/* The feed names carparks in English only. */}
            <span className={styles.nearbyName} lang={textLang(language)}>
              {carpark.name}
            </span>
            <span className={styles.nearbyLots}>
              {carpark.carLots === null
                ? t.noCount
                : format(t.nearbyCarLots, { n: formatCount(carpark.carLots) })}
            </span>
            <span className={styles.nearbyWalk}>
              {carpark.walkMetres === null
                ? t.walkUnknown
                : format(t.walk, { n: formatCount(carpark.walkMetres) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
