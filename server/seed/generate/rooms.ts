/**
 * Bookable rooms of the convention centre, with date prices (December peak, weekend rates), stay
 * limits and closed weekdays, and existing bookings over the next 60 days that never overlap
 * within a room (a booking occupies the nights checkIn .. checkOut - 1).
 */
import { WEEKDAY_NAMES } from '../../../src/shared/stay-rules.ts';
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { SeedBooking, SeedRoom } from '../types.ts';
import type { SeedClock } from './clock.ts';

/** Day of the week (0 = Sunday) of a `YYYY-MM-DD` calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

interface RoomDefinition {
  name: string;
  nameZh: string;
  description: string;
  descriptionZh: string;
  capacity: number;
  sizeSqm: number;
  amenities: string[];
  /** The same amenities in Chinese, in the same order. */
  amenitiesZh: string[];
  priceDefault: number;
  /** Price of December nights, if the room has a peak season. */
  decemberPrice?: number;
  /** Price of Friday and Saturday nights over the coming months, if different. */
  weekendPrice?: number;
  minNights: number;
  maxNights: number;
  disabledDays: (typeof WEEKDAY_NAMES)[number][];
  images: number;
}

const ROOMS: readonly RoomDefinition[] = [
  {
    name: 'Heron Meeting Room',
    nameZh: '苍鹭会议室',
    capacity: 12,
    sizeSqm: 28,
    priceDefault: 380,
    minNights: 1,
    maxNights: 5,
    disabledDays: ['Sunday'],
    images: 1,
    description:
      'A quiet meeting room on level 3 with a view of the Sky Garden, set up boardroom style.',
    descriptionZh: '位于三楼的安静会议室，可眺望空中花园，采用董事会式布置。',
    amenities: [
      'Wi-Fi',
      'Video conferencing',
      '65-inch display',
      'Whiteboard',
      'Coffee and tea service',
    ],
    amenitiesZh: ['无线网络', '视频会议', '65英寸显示屏', '白板', '咖啡与茶水服务'],
  },
  {
    name: 'Orchid Boardroom',
    nameZh: '兰花董事会议室',
    capacity: 20,
    sizeSqm: 45,
    priceDefault: 620,
    decemberPrice: 780,
    minNights: 1,
    maxNights: 7,
    disabledDays: [],
    images: 2,
    description: 'A panelled boardroom for twenty, with a private pantry and breakout corner.',
    descriptionZh: '可容纳二十人的木饰董事会议室，设有私人茶水间和休息角。',
    amenities: [
      'Wi-Fi',
      'Video conferencing',
      'Dual projectors',
      'Private pantry',
      'Wheelchair access',
    ],
    amenitiesZh: ['无线网络', '视频会议', '双投影仪', '私人茶水间', '无障碍通道'],
  },
  {
    name: 'Fountain View Suite',
    nameZh: '喷泉景观套房',
    capacity: 40,
    sizeSqm: 80,
    priceDefault: 1200,
    weekendPrice: 1500,
    minNights: 1,
    maxNights: 14,
    disabledDays: [],
    images: 3,
    description:
      'A bright function suite overlooking the Fountain of Wealth, for workshops and launches.',
    descriptionZh: '俯瞰财富之泉的明亮多功能套房，适合工作坊与发布会。',
    amenities: ['Wi-Fi', 'Natural light', 'PA system', 'Projector', 'Catering available'],
    amenitiesZh: ['无线网络', '自然采光', '扩音系统', '投影仪', '可提供餐饮'],
  },
  {
    name: 'Summit Hall 401',
    nameZh: '峰会厅401',
    capacity: 300,
    sizeSqm: 650,
    priceDefault: 8500,
    decemberPrice: 11000,
    minNights: 2,
    maxNights: 10,
    disabledDays: [],
    images: 2,
    description:
      'A pillarless hall on level 4 for conferences and exhibitions, with a loading bay next door.',
    descriptionZh: '位于四楼的无柱大厅，适合会议与展览，旁设装卸区。',
    amenities: [
      'Wi-Fi',
      'Stage',
      'PA system',
      'Loading bay',
      'Registration foyer',
      'Catering available',
    ],
    amenitiesZh: ['无线网络', '舞台', '扩音系统', '装卸区', '登记前厅', '可提供餐饮'],
  },
  {
    name: 'Marina Ballroom',
    nameZh: '滨海宴会厅',
    capacity: 800,
    sizeSqm: 1500,
    priceDefault: 18000,
    decemberPrice: 24000,
    minNights: 1,
    maxNights: 5,
    disabledDays: ['Monday'],
    images: 3,
    description: 'The grand ballroom on level 6 for gala dinners, weddings and plenary sessions.',
    descriptionZh: '位于六楼的宴会大厅，适合晚宴、婚礼与大会。',
    amenities: [
      'Wi-Fi',
      'Stage',
      'Theatre lighting',
      'PA system',
      'Bridal room',
      'Catering available',
    ],
    amenitiesZh: ['无线网络', '舞台', '剧场灯光', '扩音系统', '新娘房', '可提供餐饮'],
  },
  {
    name: 'Sky Garden Terrace',
    nameZh: '空中花园露台',
    capacity: 120,
    sizeSqm: 400,
    priceDefault: 4200,
    weekendPrice: 5200,
    minNights: 1,
    maxNights: 3,
    disabledDays: ['Monday', 'Tuesday'],
    images: 2,
    description:
      'An open-air terrace with a retractable canopy for cocktail receptions and parties.',
    descriptionZh: '设有可伸缩顶篷的露天平台，适合鸡尾酒会与派对。',
    amenities: [
      'Retractable canopy',
      'Outdoor lighting',
      'PA system',
      'Bar counter',
      'Catering available',
    ],
    amenitiesZh: ['可伸缩顶篷', '户外照明', '扩音系统', '吧台', '可提供餐饮'],
  },
];

function decemberPeriod(clock: SeedClock): { start: string; end: string } {
  // The coming December is always this calendar year's (the current one while it lasts).
  const year = Number(clock.today.slice(0, 4));
  return { start: `${year}-12-01`, end: `${year + 1}-01-01` };
}

function weekendPeriods(clock: SeedClock, price: number): SeedRoom['priceByDate'] {
  const periods: SeedRoom['priceByDate'] = [];
  for (let offset = 0; offset < 120; offset += 1) {
    const date = clock.date(offset);
    if (weekdayOf(date) === 5) periods.push({ start: date, end: clock.date(offset + 2), price });
  }
  return periods;
}

export function generateRooms(clock: SeedClock): SeedRoom[] {
  return ROOMS.map((def, index) => {
    const priceByDate: SeedRoom['priceByDate'] = [];
    if (def.weekendPrice !== undefined)
      priceByDate.push(...weekendPeriods(clock, def.weekendPrice));
    if (def.decemberPrice !== undefined)
      priceByDate.push({ ...decemberPeriod(clock), price: def.decemberPrice });
    return {
      id: index + 1,
      name: def.name,
      nameZh: def.nameZh,
      description: def.description,
      descriptionZh: def.descriptionZh,
      capacity: def.capacity,
      sizeSqm: def.sizeSqm,
      imageSvgs: Array.from({ length: def.images }, (_, image) =>
        bannerSvg({
          title: `${def.name}, view ${image + 1}`,
          key: `room-${def.name}-${image}`,
          width: 1200,
          height: 800,
          motif: image === 0 ? 'fountain' : undefined,
        }),
      ),
      amenities: def.amenities,
      amenitiesZh: def.amenitiesZh,
      priceDefault: def.priceDefault,
      priceByDate,
      minNights: def.minNights,
      maxNights: def.maxNights,
      disabledDaysOfWeek: def.disabledDays,
    };
  });
}

const BOOKERS = [
  {
    name: 'Harbourfront Capital',
    email: 'events@harbourfront-capital.example.com',
    phone: '91110001',
    purpose: 'Quarterly town hall',
  },
  {
    name: 'Marina Logistics',
    email: 'admin@marina-logistics.example.com',
    phone: '81110002',
    purpose: 'Client workshop',
  },
  {
    name: 'Asia Dental Society',
    email: 'secretariat@asia-dental.example.com',
    phone: '91110003',
    purpose: 'Annual conference',
  },
  {
    name: 'Tan Wei Ming',
    email: 'weiming.tan@example.com',
    phone: '91110004',
    purpose: 'Wedding banquet',
  },
  {
    name: 'Lotus Leaf Dim Sum',
    email: 'hello@lotus-leaf-dim-sum.example.com',
    phone: '81110005',
    purpose: 'Staff training day',
  },
  {
    name: 'Startup Founders Circle',
    email: 'hello@founders-circle.example.com',
    phone: '91110006',
    purpose: 'Product launch',
  },
  {
    name: 'Priya Kumar',
    email: 'priya.kumar@example.com',
    phone: '81110007',
    purpose: 'Birthday reception',
  },
  {
    name: 'Singapore Quilters Guild',
    email: 'guild@quilters.example.com',
    phone: '91110008',
    purpose: 'Exhibition',
  },
];

/** Two or three bookings per room within the next 60 days, back-to-back at most, never overlapping. */
export function generateBookings(
  rooms: readonly SeedRoom[],
  clock: SeedClock,
  rng: Rng,
): SeedBooking[] {
  const bookings: SeedBooking[] = [];
  for (const room of rooms) {
    const closed = new Set(
      room.disabledDaysOfWeek.map((day) =>
        WEEKDAY_NAMES.indexOf(day as (typeof WEEKDAY_NAMES)[number]),
      ),
    );
    const wanted = rng.int(2, 3);
    let cursor = rng.int(1, 6);
    let made = 0;
    while (made < wanted && cursor < 55) {
      const nights = rng.int(room.minNights, Math.min(room.maxNights, room.minNights + 2));
      const checkIn = cursor;
      const checkOut = checkIn + nights;
      const days = Array.from({ length: nights + 1 }, (_, i) => weekdayOf(clock.date(checkIn + i)));
      if (checkOut > 60 || days.some((day) => closed.has(day))) {
        cursor += 1;
        continue;
      }
      const booker = rng.pick(BOOKERS);
      bookings.push({
        reference: `BK-${clock.date(checkIn).replace(/-/g, '').slice(2)}-${room.id}${String(made + 1).padStart(2, '0')}`,
        roomId: room.id,
        checkIn: clock.date(checkIn),
        checkOut: clock.date(checkOut),
        name: booker.name,
        email: booker.email,
        phone: booker.phone,
        purpose: booker.purpose,
        attendees: Math.max(1, Math.round(room.capacity * (0.4 + rng.next() * 0.6))),
        createdAt: clock.hoursFromNow(-rng.int(24, 24 * 40)),
      });
      made += 1;
      cursor = checkOut + rng.int(2, 12);
    }
  }
  return bookings;
}
