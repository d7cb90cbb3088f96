import { describe, expect, it } from 'vitest';
import type { RoomWire } from '../../../shared/contracts/rooms';
import { toRoom } from './rooms';

const base: RoomWire = { id: 3, name: 'Heron Meeting Room', capacity: 12, priceDefault: 380 };

describe('toRoom amenities', () => {
  it.each([
    {
      case: 'pairs the Chinese names by position',
      amenities: ['Wi-Fi', 'Whiteboard'],
      amenitiesZh: ['无线网络', '白板'],
      expected: [
        { name: 'Wi-Fi', nameZh: '无线网络' },
        { name: 'Whiteboard', nameZh: '白板' },
      ],
    },
    {
      case: 'keeps English only when the lists differ in length (no mislabelled item)',
      amenities: ['Wi-Fi', 'Whiteboard'],
      amenitiesZh: ['无线网络'],
      expected: [
        { name: 'Wi-Fi', nameZh: undefined },
        { name: 'Whiteboard', nameZh: undefined },
      ],
    },
    {
      case: 'keeps English when the backend sends no Chinese list',
      amenities: ['Stage'],
      amenitiesZh: undefined,
      expected: [{ name: 'Stage', nameZh: undefined }],
    },
    {
      case: 'drops empty and NA entries, and an NA Chinese name falls back to English',
      amenities: ['Stage', 'NA', ' '],
      amenitiesZh: ['NA', '不适用', ''],
      expected: [{ name: 'Stage', nameZh: undefined }],
    },
  ])('$case', ({ amenities, amenitiesZh, expected }) => {
    expect(toRoom({ ...base, amenities, amenitiesZh }).amenities).toEqual(expected);
  });
});
