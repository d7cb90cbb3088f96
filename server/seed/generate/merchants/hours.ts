/**
 * Weekly opening hours in Singapore time. Most shops keep mall hours (10:00-22:00); restaurants,
 * bars and cinemas run later (a close earlier than the open is after midnight), food courts open
 * early, offices and clinics keep weekday hours, and a few shops rest on Mondays or Sundays.
 */
import type { Rng } from '../../random.ts';
import type { SeedOpeningHours } from '../../types.ts';

export type HoursProfile =
  | 'mall'
  | 'dining'
  | 'lateDining'
  | 'bar'
  | 'cafe'
  | 'foodCourt'
  | 'supermarket'
  | 'office'
  | 'clinic'
  | 'education'
  | 'fitness'
  | 'leisure';

type Day = SeedOpeningHours['dayOfWeek'];
const ALL_DAYS: readonly Day[] = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS: readonly Day[] = [1, 2, 3, 4, 5];

function span(days: readonly Day[], open: string, close: string): SeedOpeningHours[] {
  return days.map((dayOfWeek) => ({ dayOfWeek, open, close }));
}

function withoutDay(hours: SeedOpeningHours[], day: Day): SeedOpeningHours[] {
  return hours.filter((entry) => entry.dayOfWeek !== day);
}

function byDay(hours: SeedOpeningHours[]): SeedOpeningHours[] {
  return [...hours].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
}

export function openingHours(profile: HoursProfile, rng: Rng): SeedOpeningHours[] {
  switch (profile) {
    case 'mall': {
      const variant = rng.next();
      let hours: SeedOpeningHours[];
      if (variant < 0.7) hours = span(ALL_DAYS, '10:00', '22:00');
      else if (variant < 0.85) hours = span(ALL_DAYS, '11:00', '21:30');
      else hours = [...span(WEEKDAYS, '10:30', '21:30'), ...span([0, 6], '10:00', '22:00')];
      if (rng.chance(0.04)) hours = withoutDay(hours, 0);
      return byDay(hours);
    }
    case 'dining': {
      const open = rng.pick(['11:00', '11:30', '11:30', '12:00']);
      const close = rng.pick(['21:30', '22:00', '22:00', '22:30']);
      let hours = span(ALL_DAYS, open, close);
      if (rng.chance(0.15)) hours = withoutDay(hours, 1);
      return byDay(hours);
    }
    case 'lateDining':
      return byDay([...span([0, 1, 2, 3, 4], '11:30', '23:00'), ...span([5, 6], '11:30', '02:00')]);
    case 'bar': {
      const late = rng.pick(['01:00', '02:00', '02:00']);
      let hours = [...span([0, 1, 2, 3, 4], '17:00', '00:00'), ...span([5, 6], '17:00', late)];
      if (rng.chance(0.5)) hours = withoutDay(hours, rng.pick([0, 1] as const));
      return byDay(hours);
    }
    case 'cafe': {
      const open = rng.pick(['07:30', '08:00', '08:00', '09:00']);
      let hours = [...span(WEEKDAYS, open, '21:00'), ...span([0, 6], '09:00', '21:00')];
      if (rng.chance(0.1)) hours = withoutDay(hours, 0);
      return byDay(hours);
    }
    case 'foodCourt':
      return span(ALL_DAYS, '08:00', '21:00');
    case 'supermarket':
      return span(ALL_DAYS, '08:00', '23:00');
    case 'office':
      return span(WEEKDAYS, '09:00', '18:00');
    case 'clinic':
      return byDay([...span(WEEKDAYS, '08:30', '17:30'), ...span([6], '08:30', '12:30')]);
    case 'education':
      return byDay([...span([2, 3, 4, 5], '14:00', '21:00'), ...span([0, 6], '09:00', '18:00')]);
    case 'fitness':
      return byDay([...span(WEEKDAYS, '06:30', '22:00'), ...span([0, 6], '08:00', '20:00')]);
    case 'leisure':
      return byDay([...span([0, 1, 2, 3, 4], '11:00', '23:00'), ...span([5, 6], '11:00', '01:00')]);
  }
}
