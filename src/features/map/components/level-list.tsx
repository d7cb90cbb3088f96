/**
 * The text twin of the plan: every store, amenity and carpark zone of the level shown, each with
 * "Show on map" and "Route here". This is how screen-reader users reach everything the picture shows.
 */
import { MapPin, Navigation } from 'lucide-react';
import { format } from '../../../i18n';
import { compareNamesFor } from './compare-names';
import { AMENITY_ICONS } from './amenity-icons';
import type { Place } from '../model/plan-index';
import { amenityPlaceKey, carparkPlaceKey, unitPlaceKey } from '../model/plan-index';
import { levelNameOf, placeName, type NamingContext } from './place-names';
import styles from './map-panels.module.css';

interface LevelListProps {
  naming: NamingContext;
  levelId: string;
  onShow: (key: string) => void;
  onRouteHere: (key: string) => void;
}

function PlaceRow({
  naming,
  place,
  detail,
  onShow,
  onRouteHere,
}: {
  naming: NamingContext;
  place: Place;
  detail?: string;
  onShow: () => void;
  onRouteHere: () => void;
}) {
  const name = placeName(naming, place);
  const Icon = place.kind === 'amenity' ? AMENITY_ICONS[place.amenity.type] : undefined;
  return (
    <li className={styles.listRow}>
      <span className={styles.listName}>
        {Icon && <Icon size={16} aria-hidden="true" className={styles.listIcon} />}
        {name}
        {detail && <span className={styles.listDetail}> · {detail}</span>}
      </span>
      <span className={styles.listActions}>
        <button
          type="button"
          className={styles.listButton}
          onClick={onShow}
          aria-label={`${naming.t.showOnMap}: ${name}`}
        >
          <MapPin size={16} aria-hidden="true" />
          {naming.t.showOnMap}
        </button>
        <button
          type="button"
          className={styles.listButton}
          onClick={onRouteHere}
          aria-label={`${naming.t.routeHere}: ${name}`}
        >
          <Navigation size={16} aria-hidden="true" />
          {naming.t.routeHere}
        </button>
      </span>
    </li>
  );
}

export function LevelList({ naming, levelId, onShow, onRouteHere }: LevelListProps) {
  const { t, index } = naming;
  const compare = compareNamesFor(naming.language);
  const byName = (a: Place, b: Place) => compare(placeName(naming, a), placeName(naming, b));
  const units = (index.unitsByLevel.get(levelId) ?? [])
    .map((unit) => index.placeByKey.get(unitPlaceKey(unit))!)
    .sort(byName);
  const amenities = (index.amenitiesByLevel.get(levelId) ?? [])
    .map((amenity) => index.placeByKey.get(amenityPlaceKey(amenity))!)
    .sort(byName);
  const carparks = (index.carparkZonesByLevel.get(levelId) ?? []).map((zone) =>
    index.placeByKey.get(carparkPlaceKey(zone))!,
  );
  const row = (place: Place, detail?: string) => (
    <PlaceRow
      key={place.key}
      naming={naming}
      place={place}
      detail={detail}
      onShow={() => onShow(place.key)}
      onRouteHere={() => onRouteHere(place.key)}
    />
  );

  return (
    <div className={styles.levelList}>
      <h2 className={styles.panelHeading}>
        {format(t.listHeading, { level: levelNameOf(naming, levelId) })}
      </h2>
      {/* A carpark level has no shops: its list starts with its zones. */}
      {(units.length > 0 || index.levelById.get(levelId)?.kind !== 'carpark') && (
        <>
          <h3 className={styles.listHeading}>{format(t.storesHeading, { n: units.length })}</h3>
          {units.length === 0 ? (
            <p className={styles.hint}>{t.noStores}</p>
          ) : (
            <ul className={styles.list}>
              {units.map((place) => row(place, place.kind === 'unit' ? place.unit.id : undefined))}
            </ul>
          )}
        </>
      )}
      {carparks.length > 0 && (
        <>
          <h3 className={styles.listHeading}>{format(t.carparkHeading, { n: carparks.length })}</h3>
          <ul className={styles.list}>{carparks.map((place) => row(place))}</ul>
        </>
      )}
      <h3 className={styles.listHeading}>{format(t.amenitiesHeading, { n: amenities.length })}</h3>
      <ul className={styles.list}>{amenities.map((place) => row(place))}</ul>
    </div>
  );
}
