/**
 * The card of what was tapped or found: a store with its unit, zone, level, open-status badge and a
 * link to its page; an amenity; a carpark zone (park here). Every card offers the route there.
 */
import { Link } from '@tanstack/react-router';
import { Car, Navigation, X } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { OpenStatusBadge } from '../../../components/ui/open-status-badge';
import { STORE_PAGE_ROUTE } from '../../../shared/store-categories';
import type { Place } from '../model/plan-index';
import { levelNameOf, placeName, storeOfPlace, type NamingContext } from './place-names';
import styles from './map-canvas.module.css';

interface PlaceCardProps {
  place: Place;
  naming: NamingContext;
  onClose: () => void;
  onRouteHere: () => void;
  onRouteFrom: () => void;
  onParkHere: () => void;
}

export function PlaceCard({
  place,
  naming,
  onClose,
  onRouteHere,
  onRouteFrom,
  onParkHere,
}: PlaceCardProps) {
  const { t, language, index } = naming;
  const store = storeOfPlace(naming, place);
  const zone = place.kind === 'unit' ? index.zoneById.get(place.unit.zoneId) : undefined;
  const meta = [
    place.kind === 'unit' ? place.unit.id : undefined,
    zone ? (language === 'ch' && zone.nameZh ? zone.nameZh : zone.name) : undefined,
    levelNameOf(naming, place.levelId),
  ]
    .filter(Boolean)
    .join(' · ');
  const name = placeName(naming, place);

  return (
    <section className={styles.card} aria-label={name} data-testid="map-place-card">
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{name}</h2>
        <button type="button" className={styles.cardClose} onClick={onClose} aria-label={t.close}>
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <p className={styles.cardMeta}>{meta}</p>
      {store && store.hours.length > 0 && <OpenStatusBadge hours={store.hours} />}
      <div className={styles.cardActions}>
        <button type="button" className={buttonClass('primary')} onClick={onRouteHere}>
          <Navigation size={18} aria-hidden="true" />
          {t.routeHere}
        </button>
        {store && (
          <Link
            to={STORE_PAGE_ROUTE}
            params={{ category: store.categorySlug, id: store.merchantId }}
            className={buttonClass('secondary')}
          >
            {t.viewStore}
          </Link>
        )}
        {place.kind === 'carpark' && (
          <button type="button" className={buttonClass('secondary')} onClick={onParkHere}>
            <Car size={18} aria-hidden="true" />
            {t.parkedHere}
          </button>
        )}
        {place.kind === 'amenity' && (
          <button type="button" className={buttonClass('secondary')} onClick={onRouteFrom}>
            {t.routeFromHere}
          </button>
        )}
      </div>
    </section>
  );
}
