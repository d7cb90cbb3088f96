/**
 * Pan and zoom of the plan by every means: one finger or the mouse drags, two fingers pinch (the
 * plan point between them stays put), the wheel zooms about the pointer, and the caller's buttons
 * and keys use `zoomBy`/`panBy`. A short press that did not move is a tap, reported with its
 * screen position so the caller can find what is under it.
 *
 * The view is stored with the level bounds and viewport size it was made for: a new level starts
 * fitted, a resized viewport keeps the view (clamped).
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import type { Bounds } from '../model/geometry';
import type { Point } from '../model/map-plan';
import {
  clampView,
  fitView,
  panBy as panViewBy,
  zoomAbout,
  type MapView,
  type ViewportSize,
} from '../model/view';

/** Movement (px) under which a press is a tap rather than a drag. */
const TAP_SLOP = 6;
/** Wheel distance to zoom factor: one notch (100 px) is about x1.2. */
const WHEEL_ZOOM_PER_PIXEL = 0.0018;

interface StoredView {
  view: MapView;
  bounds: Bounds;
  size: ViewportSize;
}

function resolveView(stored: StoredView | undefined, bounds: Bounds, size: ViewportSize): MapView {
  if (!stored || stored.bounds !== bounds) return clampView(fitView(bounds, size), bounds, size);
  return stored.size === size ? stored.view : clampView(stored.view, bounds, size);
}

export interface PanZoom {
  view: MapView | undefined;
  /** Replaces the view (clamped to the level). */
  update: (change: (view: MapView) => MapView) => void;
  zoomBy: (factor: number, anchor?: Point) => void;
  panBy: (dx: number, dy: number) => void;
  fit: () => void;
  surfaceHandlers: {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
  };
}

export function usePanZoom(
  surface: RefObject<HTMLElement | null>,
  size: ViewportSize | undefined,
  bounds: Bounds | undefined,
  onTap: (clientX: number, clientY: number) => void,
): PanZoom {
  const [stored, setStored] = useState<StoredView | undefined>(undefined);
  const view = size && bounds ? resolveView(stored, bounds, size) : undefined;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ moved: false, multi: false, startX: 0, startY: 0 });
  const onTapRef = useRef(onTap);
  useEffect(() => {
    onTapRef.current = onTap;
  });

  const update = useCallback(
    (change: (view: MapView) => MapView) => {
      if (!size || !bounds) return;
      setStored((previous) => ({
        view: clampView(change(resolveView(previous, bounds, size)), bounds, size),
        bounds,
        size,
      }));
    },
    [size, bounds],
  );
  const fit = useCallback(() => {
    if (size && bounds) update(() => fitView(bounds, size));
  }, [size, bounds, update]);
  const zoomBy = useCallback(
    (factor: number, anchor?: Point) => {
      if (size) update((current) => zoomAbout(current, size, factor, anchor));
    },
    [size, update],
  );
  const panBy = useCallback(
    (dx: number, dy: number) => update((current) => panViewBy(current, dx, dy)),
    [update],
  );

  /** A client point relative to the surface's top left. */
  const localPoint = (element: HTMLElement | null, clientX: number, clientY: number): Point => {
    const rect = element?.getBoundingClientRect();
    return rect ? [clientX - rect.left, clientY - rect.top] : [clientX, clientY];
  };

  // The wheel needs a non-passive listener to keep the page from scrolling while zooming.
  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const delta = event.deltaMode === 1 ? event.deltaY * 40 : event.deltaY;
      const rect = element.getBoundingClientRect();
      zoomBy(Math.exp(-delta * WHEEL_ZOOM_PER_PIXEL), [
        event.clientX - rect.left,
        event.clientY - rect.top,
      ]);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [surface, zoomBy]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1)
      gesture.current = {
        moved: false,
        multi: false,
        startX: event.clientX,
        startY: event.clientY,
      };
    else gesture.current.multi = true;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous || !size) return;
    const current = { x: event.clientX, y: event.clientY };
    const single = pointers.current.size === 1;
    if (
      single &&
      !gesture.current.moved &&
      Math.hypot(current.x - gesture.current.startX, current.y - gesture.current.startY) < TAP_SLOP
    )
      return;
    gesture.current.moved = true;
    const other = single
      ? undefined
      : [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
    pointers.current.set(event.pointerId, current);
    if (!other) {
      panBy(current.x - previous.x, current.y - previous.y);
      return;
    }
    // Pinch: the fingers' midpoint carries the plan, their spread scales it.
    const before = Math.hypot(previous.x - other.x, previous.y - other.y);
    const after = Math.hypot(current.x - other.x, current.y - other.y);
    const midBefore = localPoint(
      event.currentTarget,
      (previous.x + other.x) / 2,
      (previous.y + other.y) / 2,
    );
    const midAfter = localPoint(
      event.currentTarget,
      (current.x + other.x) / 2,
      (current.y + other.y) / 2,
    );
    update((view) =>
      panViewBy(
        zoomAbout(view, size, before > 0 ? after / before : 1, midBefore),
        midAfter[0] - midBefore[0],
        midAfter[1] - midBefore[1],
      ),
    );
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (
      !cancelled &&
      pointers.current.size === 0 &&
      !gesture.current.moved &&
      !gesture.current.multi
    )
      onTapRef.current(event.clientX, event.clientY);
  };

  return {
    view,
    update,
    zoomBy,
    panBy,
    fit,
    surfaceHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event) => onPointerEnd(event, false),
      onPointerCancel: (event) => onPointerEnd(event, true),
    },
  };
}
