/**
 * What sits on top of a level: the selected shop or amenity, the route's line on this level with
 * its start, end and level-change markers, and the saved car. Sizes are in screen pixels
 * converted to metres, so markers stay the same size at any zoom.
 */
import { memo } from 'react';
import { ArrowUpDown, Car, Footprints, TrendingUp } from 'lucide-react';
import { pathOf, pointsOf } from '../model/geometry';
import { textWidthEm } from '../model/label-fit';
import type { Point } from '../model/map-plan';
import type { Place, PlanIndex } from '../model/plan-index';
import type { PlannedRoute, RideKind } from '../model/route-plan';
import { amenityRadiusPx } from './level-drawing';
import { changeText, type NamingContext } from './place-names';
import styles from './floor-plan.module.css';

type FoundRoute = Extract<PlannedRoute, { ok: true }>;

interface FloorOverlayProps {
  index: PlanIndex;
  levelId: string;
  scale: number;
  naming: NamingContext;
  selected: Place | undefined;
  route: FoundRoute | undefined;
  carZoneId: string | undefined;
}

const RIDE_ICONS: Record<RideKind, typeof ArrowUpDown> = {
  lift: ArrowUpDown,
  escalator: TrendingUp,
  stairs: Footprints,
};

function Pin({
  at,
  px,
  className,
}: {
  at: Point;
  px: (n: number) => number;
  className: string | undefined;
}) {
  const [x, y] = at;
  const r = px(9);
  const h = px(26);
  // A teardrop standing on the point.
  const d = `M${x} ${y}C${x - r * 0.4} ${y - h * 0.45} ${x - r} ${y - h + r * 1.1} ${x - r} ${y - h + r}A${r} ${r} 0 1 1 ${x + r} ${y - h + r}C${x + r} ${y - h + r * 1.1} ${x + r * 0.4} ${y - h * 0.45} ${x} ${y}Z`;
  return (
    <g className={className}>
      <path d={d} />
      <circle cx={x} cy={y - h + r} r={r * 0.42} className={styles.pinHole} />
    </g>
  );
}

function Badge({
  at,
  text,
  px,
  icon: Icon,
}: {
  at: Point;
  text: string;
  px: (n: number) => number;
  icon: typeof ArrowUpDown;
}) {
  const [x, y] = at;
  const r = px(11);
  const font = px(12);
  const width = textWidthEm(text) * font + px(14);
  return (
    <g className={styles.changeMarker}>
      <circle cx={x} cy={y} r={r} />
      <Icon
        x={x - r * 0.62}
        y={y - r * 0.62}
        size={r * 1.24}
        strokeWidth={2.4}
        aria-hidden="true"
      />
      <rect x={x + r + px(4)} y={y - px(11)} width={width} height={px(22)} rx={px(11)} />
      <text x={x + r + px(4) + width / 2} y={y} fontSize={font}>
        {text}
      </text>
    </g>
  );
}

export const FloorOverlay = memo(function FloorOverlay({
  index,
  levelId,
  scale,
  naming,
  selected,
  route,
  carZoneId,
}: FloorOverlayProps) {
  const px = (n: number) => n / scale;
  const legs = route?.legs.filter((leg) => leg.levelId === levelId && leg.points.length > 1) ?? [];
  const changes = route?.changes.filter((change) => change.levelId === levelId) ?? [];
  const car = carZoneId
    ? index.plan.carparkZones.find((zone) => zone.id === carZoneId && zone.levelId === levelId)
    : undefined;
  const selectedHere = selected && selected.levelId === levelId ? selected : undefined;

  return (
    <g>
      {selectedHere?.kind === 'unit' && (
        <g className={styles.selectedUnit}>
          <path d={pathOf(selectedHere.unit.polygon)} />
          <circle
            cx={selectedHere.unit.label[0]}
            cy={selectedHere.unit.label[1]}
            r={px(30)}
            className={styles.pulse}
          />
        </g>
      )}
      {selectedHere && selectedHere.kind !== 'unit' && (
        <circle
          cx={selectedHere.point[0]}
          cy={selectedHere.point[1]}
          r={px(amenityRadiusPx(scale) + 6)}
          className={styles.selectedRing}
        />
      )}
      {legs.map((leg, i) => (
        <g key={i} className={styles.route}>
          <polyline points={pointsOf(leg.points)} className={styles.routeCasing} />
          <polyline points={pointsOf(leg.points)} className={styles.routeLine} />
        </g>
      ))}
      {route && route.from.levelId === levelId && (
        <g className={styles.startMarker}>
          <circle cx={route.from.point[0]} cy={route.from.point[1]} r={px(9)} />
          <circle
            cx={route.from.point[0]}
            cy={route.from.point[1]}
            r={px(3.5)}
            className={styles.startDot}
          />
        </g>
      )}
      {changes.map((change, i) => (
        <Badge
          key={i}
          at={change.at}
          text={changeText(naming, change)}
          px={px}
          icon={RIDE_ICONS[change.via]}
        />
      ))}
      {car && (
        <g className={styles.carMarker}>
          <circle cx={car.label[0] + px(26)} cy={car.label[1] - px(4)} r={px(13)} />
          <Car
            x={car.label[0] + px(26) - px(8)}
            y={car.label[1] - px(4) - px(8)}
            size={px(16)}
            strokeWidth={2.2}
            aria-hidden="true"
          />
        </g>
      )}
      {route && route.to.levelId === levelId && (
        <Pin at={route.to.point} px={px} className={styles.endPin} />
      )}
      {!route && selectedHere && (
        <Pin at={selectedHere.point} px={px} className={styles.selectedPin} />
      )}
    </g>
  );
});
