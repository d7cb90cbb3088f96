/**
 * One level of the plan as SVG, in metres: floor, zones, decorative areas, carpark zones, shops
 * with their labels and amenity symbols. Memoised: panning never redraws it, zooming redraws it
 * only when the zoom crosses a step (labels and symbols keep one screen size).
 */
import { memo } from 'react';
import { fitUnitLabel, LABEL_FONT_PX, labelRoom, UNIT_NUMBER_FONT_PX } from '../model/label-fit';
import { pathOf, roundel } from '../model/geometry';
import type { MapArea } from '../model/map-plan';
import {
  amenityPlaceKey,
  carparkPlaceKey,
  unitPlaceKey,
  type PlanIndex,
} from '../model/plan-index';
import { AMENITY_ICONS, amenityTone } from './amenity-icons';
import { placeName, type NamingContext } from './place-names';
import styles from './floor-plan.module.css';

interface LevelDrawingProps {
  index: PlanIndex;
  levelId: string;
  /** Screen pixels per metre, rounded to a zoom step. */
  scale: number;
  naming: NamingContext;
}

/** The size in metres of `px` screen pixels at this zoom. */
const sizer = (scale: number) => (px: number) => px / scale;

/** Amenity discs: small when the whole level is in view, a finger's width when zoomed in. */
export function amenityRadiusPx(scale: number): number {
  return Math.min(13, Math.max(9, scale * 2.8));
}

function Area({ area, scale, naming }: { area: MapArea; scale: number; naming: NamingContext }) {
  const px = sizer(scale);
  const d = pathOf(area.polygon);
  const name = naming.language === 'ch' && area.nameZh ? area.nameZh : area.name;
  const label = area.label ?? roundel(area.polygon).centre;
  const showLabel = name && (area.kind === 'road' || area.kind === 'hall' || scale >= 2.5);
  if (area.kind === 'fountain') {
    const { centre, radius } = roundel(area.polygon);
    return (
      <g className={styles.fountain}>
        <path d={d} />
        {[0.7, 0.42, 0.16].map((ratio) => (
          <circle key={ratio} cx={centre[0]} cy={centre[1]} r={radius * ratio} />
        ))}
        {showLabel && (
          <text x={label[0]} y={label[1]} fontSize={px(LABEL_FONT_PX)} className={styles.areaLabel}>
            {name}
          </text>
        )}
      </g>
    );
  }
  return (
    <g className={styles[`area-${area.kind}`]}>
      <path d={d} />
      {showLabel && (
        <text
          x={label[0]}
          y={label[1]}
          fontSize={px(area.kind === 'hall' ? 14 : LABEL_FONT_PX)}
          className={styles.areaLabel}
        >
          {name}
        </text>
      )}
    </g>
  );
}

export const LevelDrawing = memo(function LevelDrawing({
  index,
  levelId,
  scale,
  naming,
}: LevelDrawingProps) {
  const level = index.levelById.get(levelId);
  if (!level) return null;
  const px = sizer(scale);
  const zones = index.zonesByLevel.get(levelId) ?? [];
  const units = index.unitsByLevel.get(levelId) ?? [];
  const amenities = index.amenitiesByLevel.get(levelId) ?? [];
  const carparkZones = index.carparkZonesByLevel.get(levelId) ?? [];
  const areas = index.areasByLevel.get(levelId) ?? [];
  const radius = px(amenityRadiusPx(scale));

  return (
    <g>
      {/* Floor outline: every ring stroked first, then every ring filled over the strokes, so only the outer edge of their union shows. */}
      <g className={styles.floorEdge}>
        {level.floor.map((ring, i) => (
          <path key={i} d={pathOf(ring)} />
        ))}
      </g>
      <g className={styles.floor}>
        {level.floor.map((ring, i) => (
          <path key={i} d={pathOf(ring)} />
        ))}
      </g>
      {zones.map((zone) => (
        <path key={zone.id} d={pathOf(zone.polygon)} className={styles[`zone-${zone.kind}`]} />
      ))}
      {areas.map((area) => (
        <Area key={area.id} area={area} scale={scale} naming={naming} />
      ))}
      {carparkZones.map((zone) => (
        <g
          key={zone.id}
          data-place={carparkPlaceKey(zone)}
          className={styles.carparkZone}
          style={{ color: zone.colour }}
        >
          <path d={pathOf(zone.polygon)} />
          <text
            x={zone.label[0]}
            y={zone.label[1]}
            fontSize={px(26)}
            className={styles.carparkLetter}
          >
            {zone.id.split('-').pop()}
          </text>
          {scale >= 2 && (
            <text
              x={zone.label[0]}
              y={zone.label[1] + px(24)}
              fontSize={px(LABEL_FONT_PX)}
              className={styles.carparkName}
            >
              {naming.language === 'ch' && zone.nameZh ? zone.nameZh : zone.name}
            </text>
          )}
        </g>
      ))}
      {units.map((unit) => (
        <path
          key={unit.id}
          d={pathOf(unit.polygon)}
          data-place={unitPlaceKey(unit)}
          className={unit.merchantId ? styles.unit : styles.vacantUnit}
        />
      ))}
      <g className={styles.unitLabels} aria-hidden="true">
        {units.map((unit) => {
          const label = fitUnitLabel(
            placeName(naming, {
              key: '',
              kind: 'unit',
              levelId,
              nodeId: unit.nodeId,
              point: unit.label,
              unit,
            }),
            unit.id,
            labelRoom(unit),
            scale,
          );
          if (!label.name) return null;
          const lift = label.unitNumber ? px(UNIT_NUMBER_FONT_PX * 0.6) : 0;
          return (
            <text
              key={unit.id}
              x={unit.label[0]}
              y={unit.label[1] - lift}
              fontSize={px(LABEL_FONT_PX)}
            >
              {label.name}
              {label.unitNumber && (
                <tspan
                  x={unit.label[0]}
                  dy={px(LABEL_FONT_PX * 1.15)}
                  fontSize={px(UNIT_NUMBER_FONT_PX)}
                  className={styles.unitNumber}
                >
                  {label.unitNumber}
                </tspan>
              )}
            </text>
          );
        })}
      </g>
      {zones.map((zone) => (
        <text
          key={zone.id}
          x={zone.label[0]}
          y={zone.label[1]}
          fontSize={px(12)}
          className={styles.zoneLabel}
        >
          {naming.language === 'ch' && zone.nameZh ? zone.nameZh : zone.name}
        </text>
      ))}
      {amenities.map((amenity) => {
        const Icon = AMENITY_ICONS[amenity.type];
        const [x, y] = amenity.position;
        return (
          <g
            key={amenity.id}
            data-place={amenityPlaceKey(amenity)}
            className={styles[`amenity-${amenityTone(amenity.type)}`]}
          >
            <circle cx={x} cy={y} r={radius} />
            <Icon
              x={x - radius * 0.66}
              y={y - radius * 0.66}
              size={radius * 1.32}
              strokeWidth={2.5}
              aria-hidden="true"
            />
          </g>
        );
      })}
    </g>
  );
});
