/**
 * The interactive plan of one level: level tabs, the SVG (role img, one label per level), pan and
 * zoom by touch, mouse, wheel, buttons and keys, taps that select a shop or amenity, and the card
 * of what is selected. Shops are not focusable one by one: the list "On this level" is the
 * accessible way to every one of them.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Maximize2, Minus, Plus } from 'lucide-react';
import { format } from '../../../i18n';
import type { Bounds } from '../model/geometry';
import type { Place, PlanIndex } from '../model/plan-index';
import type { PlannedRoute } from '../model/route-plan';
import { viewBoxOf, viewOfBounds } from '../model/view';
import { FloorOverlay } from './floor-overlay';
import { LevelDrawing } from './level-drawing';
import { LevelTabs, levelTabId } from './level-tabs';
import { levelName, type NamingContext } from './place-names';
import { useElementSize } from './use-element-size';
import { usePanZoom } from './use-pan-zoom';
import planStyles from './floor-plan.module.css';
import styles from './map-canvas.module.css';

/** A request to bring part of a level into view; a new `id` asks again. */
export interface FocusRequest {
  id: number;
  levelId: string;
  bounds: Bounds;
  maxScale?: number;
}

interface MapCanvasProps {
  index: PlanIndex;
  naming: NamingContext;
  levelId: string;
  onLevelChange: (levelId: string) => void;
  selected: Place | undefined;
  onSelect: (key: string | undefined) => void;
  route: Extract<PlannedRoute, { ok: true }> | undefined;
  carZoneId: string | undefined;
  focus: FocusRequest | undefined;
  card: ReactNode;
}

const KEY_PAN_PX = 80;
const BUTTON_ZOOM = 1.5;

/** Zoom rounded to quarter steps of a doubling: labels and symbols are redrawn only per step. */
function zoomStep(scale: number): number {
  return 2 ** (Math.round(Math.log2(scale) * 4) / 4);
}

export function MapCanvas({
  index,
  naming,
  levelId,
  onLevelChange,
  selected,
  onSelect,
  route,
  carZoneId,
  focus,
  card,
}: MapCanvasProps) {
  const { t } = naming;
  const panelId = useId();
  const titleId = useId();
  const helpId = useId();
  const surface = useRef<HTMLDivElement>(null);
  const size = useElementSize(surface);
  const bounds = index.boundsByLevel.get(levelId);

  const onTap = useCallback(
    (clientX: number, clientY: number) => {
      const hit = document.elementFromPoint(clientX, clientY)?.closest<SVGElement>('[data-place]');
      onSelect(hit?.dataset.place);
    },
    [onSelect],
  );
  const { view, update, zoomBy, panBy, fit, surfaceHandlers } = usePanZoom(
    surface,
    size,
    bounds,
    onTap,
  );

  // Bring a requested place or route into view once this level and the viewport are ready.
  const [appliedFocus, setAppliedFocus] = useState<number | undefined>(undefined);
  if (focus && focus.id !== appliedFocus && focus.levelId === levelId && size && bounds) {
    setAppliedFocus(focus.id);
    update(() => viewOfBounds(focus.bounds, size, focus.maxScale));
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => panBy(KEY_PAN_PX, 0),
      ArrowRight: () => panBy(-KEY_PAN_PX, 0),
      ArrowUp: () => panBy(0, KEY_PAN_PX),
      ArrowDown: () => panBy(0, -KEY_PAN_PX),
      '+': () => zoomBy(BUTTON_ZOOM),
      '=': () => zoomBy(BUTTON_ZOOM),
      '-': () => zoomBy(1 / BUTTON_ZOOM),
      _: () => zoomBy(1 / BUTTON_ZOOM),
      '0': fit,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const level = index.levelById.get(levelId);
  const stores = (index.unitsByLevel.get(levelId) ?? []).filter((unit) => unit.merchantId).length;
  const amenities = (index.amenitiesByLevel.get(levelId) ?? []).length;
  const name = levelName(level, naming.language, levelId);
  const step = view ? zoomStep(view.scale) : 1;

  return (
    <div className={styles.canvas}>
      <LevelTabs
        levels={index.plan.levels}
        current={levelId}
        onChange={onLevelChange}
        panelId={panelId}
        label={t.levels}
        naming={naming}
        routeLevels={route?.levelIds ?? []}
        carLevel={
          carZoneId
            ? index.plan.carparkZones.find((zone) => zone.id === carZoneId)?.levelId
            : undefined
        }
      />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the plan's own pan/zoom keys; shops are reached through the level list */}
      <div
        id={panelId}
        role="tabpanel"
        tabIndex={0}
        aria-labelledby={levelTabId(levelId)}
        aria-describedby={helpId}
        className={styles.viewport}
        onKeyDown={onKeyDown}
      >
        <p id={helpId} className="visually-hidden">
          {t.mapHelp}
        </p>
        <div ref={surface} className={styles.surface} {...surfaceHandlers}>
          {view && size && (
            <svg
              className={planStyles.plan}
              viewBox={viewBoxOf(view, size)}
              role="img"
              aria-labelledby={titleId}
              data-level={levelId}
              data-selected={selected?.levelId === levelId ? selected.key : undefined}
            >
              <title id={titleId}>{format(t.mapLabel, { level: name, stores, amenities })}</title>
              <LevelDrawing index={index} levelId={levelId} scale={step} naming={naming} />
              <FloorOverlay
                index={index}
                levelId={levelId}
                scale={step}
                naming={naming}
                selected={selected}
                route={route}
                carZoneId={carZoneId}
              />
            </svg>
          )}
        </div>
        <p className={styles.levelName} aria-hidden="true">
          {name}
        </p>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => zoomBy(BUTTON_ZOOM)}
            aria-label={t.zoomIn}
          >
            <Plus size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => zoomBy(1 / BUTTON_ZOOM)}
            aria-label={t.zoomOut}
          >
            <Minus size={20} aria-hidden="true" />
          </button>
          <button type="button" className={styles.control} onClick={fit} aria-label={t.fitLevel}>
            <Maximize2 size={18} aria-hidden="true" />
          </button>
        </div>
      </div>
      {card}
    </div>
  );
}
