import { expect, it } from 'vitest';
import { straightMetres, walkingMetres } from './distance.ts';
import { KNOWN_PLACES } from './places.ts';

const place = (name: string) => KNOWN_PLACES[name]!.location;

it('measures a degree of latitude as about 111 km', () => {
  expect(straightMetres({ lat: 1, lon: 103.8 }, { lat: 2, lon: 103.8 })).toBeCloseTo(111_195, -2);
});

it.each([
  ['Marina Square', 380],
  ['Millenia Singapore', 460],
  ['The Esplanade', 570],
  ['Raffles City', 580],
])('from Suntec City to %s is about %i m on foot', (name, metres) => {
  expect(walkingMetres(place('Suntec City'), place(name))).toBe(metres);
});

it('is nothing to walk to the same place', () => {
  expect(walkingMetres(place('Suntec City'), place('Suntec City'))).toBe(0);
});
