/**
 * Find my car: the visitor picks the carpark level and zone (and types the bay if they like); it is
 * kept on the device, shown on the plan, and one button routes back to it from wherever they are.
 */
import { useId, useState, type FormEvent } from 'react';
import { Car, MapPin, Navigation, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { format } from '../../../i18n';
import { inSingapore } from '../../../shared/dates';
import { carparkPlaceKey } from '../model/plan-index';
import { normaliseBay, type SavedCar } from '../model/saved-car';
import { levelName, placeName, type NamingContext } from './place-names';
import styles from './map-panels.module.css';

interface CarPanelProps {
  naming: NamingContext;
  car: SavedCar | undefined;
  onSave: (car: SavedCar) => void;
  onForget: () => void;
  onRouteToCar: () => void;
  onShowCar: () => void;
  /** A zone tapped on the plan ("I parked here") preselects the form. */
  suggestedZoneId: string | undefined;
}

export function CarPanel({
  naming,
  car,
  onSave,
  onForget,
  onRouteToCar,
  onShowCar,
  suggestedZoneId,
}: CarPanelProps) {
  const { t, index, language } = naming;
  const id = useId();
  const carparkLevels = index.plan.levels
    .filter((level) => (index.carparkZonesByLevel.get(level.id) ?? []).length > 0)
    .reverse();
  const suggested = suggestedZoneId
    ? index.plan.carparkZones.find((zone) => zone.id === suggestedZoneId)
    : undefined;
  const [levelId, setLevelId] = useState(suggested?.levelId ?? carparkLevels[0]?.id ?? '');
  const zones = index.carparkZonesByLevel.get(levelId) ?? [];
  const [zoneId, setZoneId] = useState(suggested?.id ?? zones[0]?.id ?? '');
  const [bay, setBay] = useState('');
  const [seenSuggestion, setSeenSuggestion] = useState(suggestedZoneId);
  if (suggestedZoneId !== seenSuggestion) {
    setSeenSuggestion(suggestedZoneId);
    if (suggested) {
      setLevelId(suggested.levelId);
      setZoneId(suggested.id);
    }
  }

  const savedZone = car
    ? index.plan.carparkZones.find((zone) => zone.id === car.zoneId)
    : undefined;
  const savedPlace = savedZone ? index.placeByKey.get(carparkPlaceKey(savedZone)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zone = zones.find((candidate) => candidate.id === zoneId) ?? zones[0];
    if (!zone) return;
    const normalisedBay = normaliseBay(bay);
    onSave({
      zoneId: zone.id,
      levelId: zone.levelId,
      savedAt: new Date().toISOString(),
      ...(normalisedBay ? { bay: normalisedBay } : {}),
    });
    setBay('');
  };

  return (
    <div className={styles.car}>
      <h2 className={styles.panelHeading}>{t.carHeading}</h2>
      {car && savedPlace ? (
        <div className={styles.savedCar} role="status">
          <Car size={28} aria-hidden="true" className={styles.savedCarIcon} />
          <div>
            <p className={styles.savedCarPlace}>
              {format(t.carSaved, { place: placeName(naming, savedPlace) })}
              {car.bay ? `, ${format(t.carBayText, { bay: car.bay })}` : ''}
            </p>
            <p className={styles.savedCarTime}>
              {format(t.carSavedAt, { time: inSingapore(car.savedAt).format('D MMM, h:mm A') })}
            </p>
          </div>
        </div>
      ) : (
        <p className={styles.hint}>{t.carIntro}</p>
      )}
      {car && savedPlace && (
        <div className={styles.actions}>
          <Button onClick={onRouteToCar}>
            <Navigation size={18} aria-hidden="true" />
            {t.routeToCar}
          </Button>
          <Button variant="secondary" onClick={onShowCar}>
            <MapPin size={18} aria-hidden="true" />
            {t.showOnMap}
          </Button>
          <Button variant="secondary" onClick={onForget}>
            <Trash2 size={18} aria-hidden="true" />
            {t.forgetCar}
          </Button>
        </div>
      )}
      <form onSubmit={submit} className={styles.carForm}>
        <div className={styles.field}>
          <label htmlFor={`${id}-level`} className={styles.label}>
            {t.carLevel}
          </label>
          <select
            id={`${id}-level`}
            value={levelId}
            onChange={(event) => {
              setLevelId(event.target.value);
              setZoneId(index.carparkZonesByLevel.get(event.target.value)?.[0]?.id ?? '');
            }}
            className={styles.select}
          >
            {carparkLevels.map((level) => (
              <option key={level.id} value={level.id}>
                {levelName(level, language)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-zone`} className={styles.label}>
            {t.carZone}
          </label>
          <select
            id={`${id}-zone`}
            value={zoneId}
            onChange={(event) => setZoneId(event.target.value)}
            className={styles.select}
          >
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {language === 'ch' && zone.nameZh ? zone.nameZh : zone.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-bay`} className={styles.label}>
            {t.carBay}
          </label>
          <input
            id={`${id}-bay`}
            value={bay}
            onChange={(event) => setBay(event.target.value)}
            maxLength={12}
            inputMode="text"
            autoComplete="off"
            className={styles.input}
          />
        </div>
        <Button type="submit">
          <Car size={18} aria-hidden="true" />
          {t.saveCar}
        </Button>
      </form>
    </div>
  );
}
