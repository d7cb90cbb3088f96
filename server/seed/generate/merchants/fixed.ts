/**
 * Merchants that exist in every seed, at fixed ids, codes and units, so browser tests and the
 * floor-plan map can rely on them (listed in generate.ts's header).
 */
import type { SeedOpeningHours } from '../../types.ts';
import type { SubCategoryKey } from '../sub-categories.ts';
import type { Level, Zone } from '../zones.ts';

export interface FixedMerchant {
  name: string;
  nameZh: string;
  sub: SubCategoryKey;
  offer: string;
  offerZh: string;
  unit: string;
  level: Level;
  zone: Zone;
  hours: SeedOpeningHours[];
  halal: boolean;
  participating: boolean;
  featured: boolean;
  kiosk: boolean;
  refundDays?: number;
}

const daily = (open: string, close: string): SeedOpeningHours[] =>
  ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({ dayOfWeek, open, close }));

export const FIXED_MERCHANTS: readonly FixedMerchant[] = [
  {
    name: 'Lotus Leaf Dim Sum',
    nameZh: '荷叶点心',
    sub: 'restaurant',
    offer: 'handmade har gow, siew mai and custard buns',
    offerZh: '手工虾饺、烧卖和流沙包',
    unit: '#01-601',
    level: '01',
    zone: 'Fountain Court',
    hours: daily('10:00', '22:00'),
    halal: true,
    participating: true,
    featured: true,
    kiosk: false,
  },
  {
    name: 'Meridian Optical',
    nameZh: '子午眼镜',
    sub: 'jewellery',
    offer: 'eye tests, frames and contact lenses',
    offerZh: '验光、镜框与隐形眼镜',
    unit: '#02-105',
    level: '02',
    zone: 'Tower 1',
    hours: daily('10:00', '22:00'),
    halal: false,
    participating: true,
    featured: true,
    kiosk: false,
    refundDays: 14,
  },
  {
    name: 'Night Heron Taproom',
    nameZh: '夜鹭啤酒馆',
    sub: 'restaurant',
    offer: 'craft beer on tap and bar bites',
    offerZh: '精酿生啤与佐酒小食',
    unit: '#01-712',
    level: '01',
    zone: 'East Wing',
    // Closed on Mondays; past midnight on Friday and Saturday nights.
    hours: [
      { dayOfWeek: 0, open: '17:00', close: '00:00' },
      { dayOfWeek: 2, open: '17:00', close: '00:00' },
      { dayOfWeek: 3, open: '17:00', close: '00:00' },
      { dayOfWeek: 4, open: '17:00', close: '00:00' },
      { dayOfWeek: 5, open: '17:00', close: '02:00' },
      { dayOfWeek: 6, open: '17:00', close: '02:00' },
    ],
    halal: false,
    participating: false,
    featured: false,
    kiosk: false,
  },
  {
    name: 'Fountain Food Terrace',
    nameZh: '喷泉美食坊',
    sub: 'foodCourt',
    offer: 'hawker favourites from twenty stalls beside the Fountain of Wealth',
    offerZh: '财富之泉旁二十个摊位的小贩美食',
    unit: '#B1-605',
    level: 'B1',
    zone: 'Fountain Court',
    hours: daily('08:00', '21:00'),
    halal: false,
    participating: true,
    featured: false,
    kiosk: false,
  },
  {
    name: 'Summit Business Centre',
    nameZh: '峰会商务中心',
    sub: 'services',
    offer: 'hot desks, printing and courier services for exhibitors',
    offerZh: '为参展商提供临时办公桌、打印与快递服务',
    unit: '#05-901',
    level: '05',
    zone: 'Atrium (Convention Centre)',
    hours: ([1, 2, 3, 4, 5] as const).map((dayOfWeek) => ({
      dayOfWeek,
      open: '09:00',
      close: '18:00',
    })),
    halal: false,
    participating: false,
    featured: false,
    kiosk: false,
  },
];
