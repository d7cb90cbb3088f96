/**
 * The places offered by the search and the route fields: every store, amenity and carpark zone,
 * searchable by name, unit number and kind; the route's start suggests carpark lobbies, entrances
 * and MRT links (and the saved car), its destination the nearest toilets, ATM, nursing room ...
 */
import { format } from '../../../i18n';
import { AMENITY_KEYWORDS, searchPlaces, type SearchablePlace } from '../model/place-search';
import type { AmenityType } from '../model/map-plan';
import type { Place } from '../model/plan-index';
import type { RouteTarget } from '../model/route-plan';
import { AMENITY_ICONS } from './amenity-icons';
import { levelNameOf, levelShortName, placeName, type NamingContext } from './place-names';
import type { PlaceOption } from './place-combobox';
import { Car, Store } from 'lucide-react';

const NEAREST_PREFIX = 'nearest:';
const NEAREST_TYPES: readonly AmenityType[] = [
  'toilet',
  'atm',
  'nursing-room',
  'taxi-stand',
  'mrt-link',
];

export function targetOfKey(key: string): RouteTarget {
  return key.startsWith(NEAREST_PREFIX)
    ? { kind: 'nearest', type: key.slice(NEAREST_PREFIX.length) as AmenityType }
    : { kind: 'place', key };
}

function nearestLabel(naming: NamingContext, type: AmenityType): string {
  const { t } = naming;
  const what: Partial<Record<AmenityType, string>> = {
    toilet: t.nearestToilet,
    atm: t.nearestAtm,
    'nursing-room': t.nearestNursing,
    'taxi-stand': t.nearestTaxi,
    'mrt-link': t.nearestMrt,
  };
  return format(t.nearest, { what: what[type] ?? type });
}

export interface PlaceOptions {
  searchable: SearchablePlace[];
  option: (place: Place) => PlaceOption;
  /** The option for a key: a place, a 'nearest:' target or the saved car. */
  optionOfKey: (key: string | undefined) => PlaceOption | undefined;
  search: (query: string) => PlaceOption[];
  fromSuggestions: (query: string) => PlaceOption[];
  toSuggestions: (query: string) => PlaceOption[];
}

export function buildPlaceOptions(naming: NamingContext, carKey: string | undefined): PlaceOptions {
  const { t, index } = naming;
  const groupOf = (place: Place) =>
    place.kind === 'unit'
      ? t.groupStores
      : place.kind === 'carpark'
        ? t.groupCarpark
        : place.amenity.type === 'carpark-lobby'
          ? t.groupLobbies
          : place.amenity.type === 'entrance' || place.amenity.type === 'mrt-link'
            ? t.groupEntrances
            : t.groupAmenities;
  const option = (place: Place): PlaceOption => {
    const level =
      place.kind === 'unit'
        ? `${place.unit.id} · ${levelShortName(place.levelId)}`
        : levelNameOf(naming, place.levelId);
    const isCar = place.key === carKey;
    return {
      key: place.key,
      label: isCar
        ? format(t.myCar, { place: placeName(naming, place) })
        : placeName(naming, place),
      detail: isCar ? undefined : level,
      group: isCar ? t.groupMyCar : groupOf(place),
      icon:
        place.kind === 'unit'
          ? Store
          : place.kind === 'carpark'
            ? Car
            : AMENITY_ICONS[place.amenity.type],
    };
  };
  const searchable: SearchablePlace[] = index.places.map((place) => ({
    place,
    name: placeName(naming, place),
    extra: [
      place.kind === 'unit' ? place.unit.id : '',
      place.kind === 'amenity'
        ? `${AMENITY_KEYWORDS[place.amenity.type]} ${place.amenity.name} ${place.amenity.nameZh}`
        : '',
      place.kind === 'carpark'
        ? `carpark parking ${place.carparkZone.name} ${place.carparkZone.nameZh}`
        : '',
      levelNameOf(naming, place.levelId),
    ].join(' '),
  }));
  const nearest = NEAREST_TYPES.filter((type) =>
    index.plan.amenities.some((amenity) => amenity.type === type),
  ).map((type): PlaceOption => ({
    key: `${NEAREST_PREFIX}${type}`,
    label: nearestLabel(naming, type),
    group: t.groupNearest,
    icon: AMENITY_ICONS[type],
  }));
  const car = carKey ? index.placeByKey.get(carKey) : undefined;
  const carOption = car ? [option(car)] : [];
  const search = (query: string) =>
    searchPlaces(searchable, query).map((entry) => option(entry.place));

  return {
    searchable,
    option,
    optionOfKey: (key) => {
      if (!key) return undefined;
      if (key.startsWith(NEAREST_PREFIX)) return nearest.find((candidate) => candidate.key === key);
      const place = index.placeByKey.get(key);
      return place ? option(place) : undefined;
    },
    search,
    fromSuggestions: (query) => {
      if (query.trim() !== '') return search(query);
      const ways = index.places.filter(
        (place) =>
          place.kind === 'amenity' &&
          (place.amenity.type === 'carpark-lobby' ||
            place.amenity.type === 'entrance' ||
            place.amenity.type === 'mrt-link'),
      );
      const lobbiesFirst = [...ways].sort(
        (a, b) => Number(groupOf(a) !== t.groupLobbies) - Number(groupOf(b) !== t.groupLobbies),
      );
      return [...carOption, ...lobbiesFirst.map(option)];
    },
    toSuggestions: (query) => {
      if (query.trim() === '') return [...nearest, ...carOption];
      const q = query.trim().toLowerCase();
      return [
        ...nearest.filter((candidate) => candidate.label.toLowerCase().includes(q)),
        ...search(query),
      ];
    },
  };
}
