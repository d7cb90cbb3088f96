import {
  ArrowUpDown,
  Banknote,
  Baby,
  CarTaxiFront,
  DoorOpen,
  Footprints,
  Info,
  SquareParking,
  Toilet,
  TrainFront,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { AmenityType } from '../model/map-plan';

/** The glyph of each kind of amenity, on the plan and in the lists. */
export const AMENITY_ICONS: Readonly<Record<AmenityType, LucideIcon>> = {
  lift: ArrowUpDown,
  escalator: TrendingUp,
  stairs: Footprints,
  toilet: Toilet,
  'nursing-room': Baby,
  atm: Banknote,
  'taxi-stand': CarTaxiFront,
  'mrt-link': TrainFront,
  'carpark-lobby': SquareParking,
  entrance: DoorOpen,
  information: Info,
};

/** Colour family of an amenity's disc: getting around, services, ways in and out. */
export function amenityTone(type: AmenityType): 'move' | 'service' | 'way' {
  if (type === 'lift' || type === 'escalator' || type === 'stairs') return 'move';
  if (
    type === 'entrance' ||
    type === 'mrt-link' ||
    type === 'taxi-stand' ||
    type === 'carpark-lobby'
  )
    return 'way';
  return 'service';
}
