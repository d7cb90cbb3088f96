/**
 * The mall map page: the complex's hours, a search over stores and amenities, the interactive plan
 * of the chosen level and the side panel (directions, find my car, the level's list). The level
 * and the highlighted store live in the URL (`/map?level=B1`, `/map?store=123`), so "Show on map"
 * links and shared links open the same view.
 */
import { useMemo, useRef, useState } from 'react';
import { Car, Clock, List, Navigation, Search } from 'lucide-react';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { OpenStatusBadge } from '../../../components/ui/open-status-badge';
import { format, useLanguage, useMessages } from '../../../i18n';
import { COMPLEX_OPENING_HOURS } from '../../../shared/opening-hours';
import { boundsOf, padBounds } from '../model/geometry';
import type { MapPlan, MapStore, Point } from '../model/map-plan';
import {
  carparkPlaceKey,
  indexPlan,
  unitPlaceKey,
  type Place,
  type PlanIndex,
} from '../model/plan-index';
import { planRoute } from '../model/route-plan';
import { CarPanel } from './car-panel';
import { DirectionsPanel } from './directions-panel';
import { LevelList } from './level-list';
import { MapCanvas, type FocusRequest } from './map-canvas';
import { mapMessages } from '../messages';
import { PanelTabs } from './panel-tabs';
import { PlaceCard } from './place-card';
import { PlaceCombobox } from './place-combobox';
import { buildPlaceOptions, targetOfKey } from './place-options';
import type { NamingContext } from './place-names';
import { useSavedCar } from './use-saved-car';
import styles from './map-page.module.css';
import panelStyles from './map-panels.module.css';

export interface MapUrlState {
  level?: string;
  store?: string;
}

interface MapPageProps {
  plan: MapPlan;
  /** The directory's stores (names, hours, pages); the plan alone knows only unit numbers. */
  stores: readonly MapStore[];
  url: MapUrlState;
  onUrlChange: (next: MapUrlState) => void;
}

type PanelKey = 'directions' | 'car' | 'list';

/** The level a visitor sees first: the ground floor. */
function defaultLevel(index: PlanIndex): string {
  return index.levelById.has('01')
    ? '01'
    : (index.plan.levels.find((level) => level.kind === 'mall') ?? index.plan.levels[0])!.id;
}

/** A stretch of route framed with room around it (a lift lobby's few metres are not a view). */
function routeFocus(points: readonly Point[], levelId: string, id: number): FocusRequest {
  const bounds = boundsOf(points)!;
  const [cx, cy] = [(bounds.minX + bounds.maxX) / 2, (bounds.minY + bounds.maxY) / 2];
  const half = Math.max(
    60,
    (bounds.maxX - bounds.minX) / 2 + 15,
    (bounds.maxY - bounds.minY) / 2 + 15,
  );
  return {
    id,
    levelId,
    bounds: {
      minX: Math.min(bounds.minX - 15, cx - half),
      maxX: Math.max(bounds.maxX + 15, cx + half),
      minY: Math.min(bounds.minY - 15, cy - half),
      maxY: Math.max(bounds.maxY + 15, cy + half),
    },
    maxScale: 8,
  };
}

/** A view around a place with its neighbours for context, close enough to read shop names. */
function focusOn(place: Place, id: number): FocusRequest {
  const points =
    place.kind === 'unit'
      ? place.unit.polygon
      : place.kind === 'carpark'
        ? place.carparkZone.polygon
        : [place.point];
  return { id, levelId: place.levelId, bounds: padBounds(boundsOf(points)!, 28), maxScale: 9 };
}

export function MapPage({ plan, stores, url, onUrlChange }: MapPageProps) {
  const t = useMessages(mapMessages);
  const language = useLanguage();
  usePageMeta({ title: t.title, description: t.lead });
  const index = indexPlan(plan);
  const storeById = useMemo(
    () => new Map(stores.map((store) => [store.merchantId, store])),
    [stores],
  );
  const naming: NamingContext = useMemo(
    () => ({ t, language, index, stores: storeById }),
    [t, language, index, storeById],
  );
  const { car, save, forget } = useSavedCar();
  const carZone = car ? index.plan.carparkZones.find((zone) => zone.id === car.zoneId) : undefined;
  const carKey = carZone ? carparkPlaceKey(carZone) : undefined;
  const options = useMemo(() => buildPlaceOptions(naming, carKey), [naming, carKey]);

  const deepLinked = (state: MapUrlState) => {
    const unit = state.store ? index.unitByMerchantId.get(state.store) : undefined;
    return unit ? index.placeByKey.get(unitPlaceKey(unit)) : undefined;
  };
  const validLevel = (levelId: string | undefined) =>
    levelId && index.levelById.has(levelId) ? levelId : undefined;
  const initial = deepLinked(url);
  // A store of the directory that the floor plans do not place (an unknown unit): said, not hidden.
  const linkedStore = url.store && !deepLinked(url) ? storeById.get(url.store) : undefined;
  const notOnMap =
    linkedStore &&
    (language === 'ch' ? (linkedStore.nameZh ?? linkedStore.name) : linkedStore.name);
  const [levelId, setLevelId] = useState(
    () => initial?.levelId ?? validLevel(url.level) ?? defaultLevel(index),
  );
  const [selectedKey, setSelectedKey] = useState(initial?.key);
  const [focus, setFocus] = useState<FocusRequest | undefined>(
    initial ? focusOn(initial, 1) : undefined,
  );
  const [panel, setPanel] = useState<PanelKey>('directions');
  const [fromKey, setFromKey] = useState<string | undefined>(undefined);
  const [toKey, setToKey] = useState<string | undefined>(undefined);
  const [stepFree, setStepFree] = useState(false);
  const [parkSuggestion, setParkSuggestion] = useState<string | undefined>(undefined);
  const fromInput = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // Our own URL writes are remembered, so only a change from outside (a new link, Back) moves the
  // map, never the echo of a write that has not reached the URL yet.
  const [previousUrl, setPreviousUrl] = useState(url);
  const [written, setWritten] = useState<MapUrlState | undefined>(undefined);
  const sameUrl = (a: MapUrlState | undefined, b: MapUrlState) =>
    a?.level === b.level && a?.store === b.store;
  const commitUrl = (next: MapUrlState) => {
    setWritten(next);
    // After the new level is painted: the router's history write must not delay the plan.
    if (!sameUrl(url, next)) requestAnimationFrame(() => setTimeout(() => onUrlChange(next), 0));
  };
  if (!sameUrl(previousUrl, url)) {
    setPreviousUrl(url);
    if (!sameUrl(written, url)) {
      const place = deepLinked(url);
      if (place) {
        setLevelId(place.levelId);
        setSelectedKey(place.key);
        setFocus((previous) => focusOn(place, (previous?.id ?? 0) + 1));
      } else if (validLevel(url.level)) setLevelId(url.level!);
    }
  }

  const route = useMemo(
    () =>
      fromKey && toKey
        ? planRoute(index, { fromKey, to: targetOfKey(toKey), stepFree })
        : undefined,
    [index, fromKey, toKey, stepFree],
  );
  const foundRoute = route?.ok ? route : undefined;
  const selected = selectedKey ? index.placeByKey.get(selectedKey) : undefined;

  const changeLevel = (next: string) => {
    setLevelId(next);
    const keep =
      selected?.levelId === next && selected.kind === 'unit' ? selected.unit.merchantId : undefined;
    commitUrl({ level: next, store: keep });
  };

  const select = (key: string | undefined, bringIntoView: boolean) => {
    const place = key ? index.placeByKey.get(key) : undefined;
    setSelectedKey(place?.key);
    if (!place) {
      commitUrl({ level: levelId });
      return;
    }
    setLevelId(place.levelId);
    if (bringIntoView) setFocus((previous) => focusOn(place, (previous?.id ?? 0) + 1));
    commitUrl({
      level: place.levelId,
      store: place.kind === 'unit' ? place.unit.merchantId : undefined,
    });
  };

  /** Shows a new route: its first level, framed. */
  const applyRoute = (
    nextFrom: string | undefined,
    nextTo: string | undefined,
    nextStepFree: boolean,
  ) => {
    setFromKey(nextFrom);
    setToKey(nextTo);
    setStepFree(nextStepFree);
    if (!nextFrom || !nextTo) return;
    const planned = planRoute(index, {
      fromKey: nextFrom,
      to: targetOfKey(nextTo),
      stepFree: nextStepFree,
    });
    if (!planned.ok) return;
    const firstLeg =
      planned.legs.find((leg) => leg.levelId === planned.from.levelId) ?? planned.legs[0]!;
    // The route and its steps now tell the story: the card would only hide the line.
    setSelectedKey(undefined);
    setLevelId(firstLeg.levelId);
    setFocus((previous) => routeFocus(firstLeg.points, firstLeg.levelId, (previous?.id ?? 0) + 1));
    commitUrl({ level: firstLeg.levelId });
  };

  const showPanel = (key: PanelKey) => {
    setPanel(key);
    // On a phone the panel is below the map: bring it up.
    if (window.matchMedia('(max-width: 1023px)').matches)
      panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const routeHere = (key: string) => {
    showPanel('directions');
    applyRoute(fromKey === key ? undefined : fromKey, key, stepFree);
    if (!fromKey || fromKey === key)
      requestAnimationFrame(() => fromInput.current?.focus({ preventScroll: true }));
  };
  const routeFrom = (key: string) => {
    showPanel('directions');
    applyRoute(key, toKey === key ? undefined : toKey, stepFree);
  };

  const showLevel = (next: string) => {
    changeLevel(next);
    const leg = foundRoute?.legs.find((candidate) => candidate.levelId === next);
    if (leg) setFocus((previous) => routeFocus(leg.points, next, (previous?.id ?? 0) + 1));
  };

  const card = selected && selected.levelId === levelId && (
    <PlaceCard
      key={selected.key}
      place={selected}
      naming={naming}
      onClose={() => select(undefined, false)}
      onRouteHere={() => routeHere(selected.key)}
      onRouteFrom={() => routeFrom(selected.key)}
      onParkHere={() => {
        setParkSuggestion(selected.kind === 'carpark' ? selected.carparkZone.id : undefined);
        showPanel('car');
      }}
    />
  );

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.lead}>{t.lead}</p>
        </div>
        <p className={styles.hours}>
          <Clock size={18} aria-hidden="true" className={styles.hoursIcon} />
          {t.hours}
          <OpenStatusBadge hours={COMPLEX_OPENING_HOURS} />
        </p>
      </header>

      {notOnMap && (
        <p role="status" className={styles.lead}>
          {format(t.notOnMap, { name: notOnMap })}
        </p>
      )}

      <div className={styles.search} role="search">
        <PlaceCombobox
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={undefined}
          suggest={options.search}
          onSelect={(option) => select(option.key, true)}
          onClear={() => undefined}
          noMatches={(q) => format(t.noMatches, { q })}
          clearLabel={t.close}
          icon={<Search size={18} aria-hidden="true" className={panelStyles.fieldIcon} />}
        />
      </div>

      <div className={styles.layout}>
        <MapCanvas
          index={index}
          naming={naming}
          levelId={levelId}
          onLevelChange={changeLevel}
          selected={selected}
          onSelect={(key) => select(key, false)}
          route={foundRoute}
          carZoneId={carZone?.id}
          focus={focus}
          card={card}
        />
        <aside ref={panelRef} className={styles.panel} aria-label={t.tabsLabel}>
          <PanelTabs
            label={t.tabsLabel}
            current={panel}
            onChange={setPanel}
            tabs={[
              {
                key: 'directions',
                label: t.directionsTab,
                icon: <Navigation size={16} aria-hidden="true" />,
              },
              { key: 'car', label: t.carTab, icon: <Car size={16} aria-hidden="true" /> },
              { key: 'list', label: t.listTab, icon: <List size={16} aria-hidden="true" /> },
            ]}
          >
            {panel === 'directions' && (
              <DirectionsPanel
                naming={naming}
                options={options}
                fromKey={fromKey}
                toKey={toKey}
                stepFree={stepFree}
                route={route}
                onFromChange={(key) => applyRoute(key, toKey, stepFree)}
                onToChange={(key) => applyRoute(fromKey, key, stepFree)}
                onStepFreeChange={(next) => applyRoute(fromKey, toKey, next)}
                onSwap={() =>
                  applyRoute(
                    toKey?.startsWith('nearest:') ? fromKey : toKey,
                    toKey?.startsWith('nearest:') ? toKey : fromKey,
                    stepFree,
                  )
                }
                onShowLevel={showLevel}
                fromInputRef={fromInput}
              />
            )}
            {panel === 'car' && (
              <CarPanel
                naming={naming}
                car={carZone ? car : undefined}
                onSave={(next) => {
                  save(next);
                  setParkSuggestion(undefined);
                }}
                onForget={forget}
                onRouteToCar={() => carKey && routeHere(carKey)}
                onShowCar={() => carKey && select(carKey, true)}
                suggestedZoneId={parkSuggestion}
              />
            )}
            {panel === 'list' && (
              <LevelList
                naming={naming}
                levelId={levelId}
                onShow={(key) => select(key, true)}
                onRouteHere={routeHere}
              />
            )}
          </PanelTabs>
        </aside>
      </div>
    </div>
  );
}
