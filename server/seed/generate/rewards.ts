/**
 * The rewards catalogue: e-vouchers of participating merchants and carpark rewards, redeemed with
 * points. Terms are plain text, one condition per line (the real API's shape).
 */
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { SeedMerchant } from '../types.ts';
import type { SeedClock } from './clock.ts';
import type { SeedRowOf } from '../insert/support.ts';
import { seedListWithArtwork } from '../seed-list.ts';

/** `terms` holds one condition per line; times are ISO instants (the wire sends Date.toString()). */
export type SeedReward = SeedRowOf<
  'rewards',
  { omit: 'image_url'; extra: { imageSvg: string; subcategory: 'evoucher' | 'carpark' } }
>;

const CARPARK_REWARDS: readonly {
  name: string;
  nameZh: string;
  points: number;
  description: string;
}[] = [
  {
    name: '1-Hour Parking',
    nameZh: '一小时停车',
    points: 300,
    description: 'One hour of parking at any Suntec carpark, any day.',
  },
  {
    name: '2-Hour Weekday Parking',
    nameZh: '平日两小时停车',
    points: 500,
    description: 'Two hours of parking on a weekday.',
  },
  {
    name: '3-Hour Weekend Parking',
    nameZh: '周末三小时停车',
    points: 900,
    description: 'Three hours of parking on a Saturday, Sunday or public holiday.',
  },
  {
    name: 'Evening Parking Pass',
    nameZh: '晚间停车通行证',
    points: 400,
    description: 'Park from 6pm until midnight for one evening.',
  },
  {
    name: 'Motorcycle Day Parking',
    nameZh: '摩托车全日停车',
    points: 200,
    description: 'A full day of motorcycle parking.',
  },
  {
    name: 'Convention Day Parking',
    nameZh: '会展日停车',
    points: 1200,
    description: 'All-day parking on a convention day, from 7am to midnight.',
  },
];

const CARPARK_TERMS = [
  'Valid for one vehicle per redemption.',
  'Apply the reward in the app before exiting the carpark.',
  'Not valid for season parking holders.',
  'Rewards cannot be exchanged for cash.',
];

const VOUCHER_TERMS = [
  'Present the e-voucher in the app at the cashier before payment.',
  'Valid for one-time use only; no change is given.',
  'Not valid with other promotions or discounts.',
  'Rewards cannot be exchanged for cash.',
];

const VALUES = [5, 10, 10, 15, 20, 25, 50] as const;

export function generateRewards(
  merchants: readonly SeedMerchant[],
  clock: SeedClock,
  rng: Rng,
): SeedReward[] {
  const rewards: SeedReward[] = CARPARK_REWARDS.map((def, index) => ({
    id: index + 1,
    name: def.name,
    nameZh: def.nameZh,
    description: def.description,
    imageSvg: bannerSvg({
      title: def.name,
      key: `reward-carpark-${def.name}`,
      width: 800,
      height: 450,
      motif: 'arcs',
    }),
    terms: CARPARK_TERMS.join('\n'),
    points: def.points,
    category: 'Rewards',
    subcategory: 'carpark',
    startTime: clock.at(-30 - index * 5, '00:00'),
    endTime: clock.at(120 + index * 15, '23:59'),
  }));

  const participating = merchants.filter(
    (m) => m.isActive && !m.hideFromDirectory && m.isParticipating,
  );
  // Merchants that take points first, topped up with other participating merchants.
  const partners = [
    ...rng.shuffle(participating.filter((m) => m.canPayWithPoints)),
    ...rng.shuffle(participating.filter((m) => !m.canPayWithPoints)),
  ].slice(0, 20);
  for (const merchant of partners) {
    const value = rng.pick(VALUES);
    const id = rewards.length + 1;
    const name = `$${value} ${merchant.name} e-Voucher`;
    // A few rewards start later or ended recently, so the catalogue's validity shows.
    const start = id % 9 === 0 ? rng.int(3, 20) : -rng.int(10, 90);
    const end = id % 11 === 0 ? -rng.int(1, 5) : rng.int(30, 200);
    rewards.push({
      id,
      name,
      nameZh: `${merchant.nameZh}${value}元电子礼券`,
      description: `A $${value} e-voucher to spend at ${merchant.name}, ${merchant.unitNumber}.`,
      imageSvg: bannerSvg({
        title: name,
        key: `reward-${merchant.code}-${value}`,
        width: 800,
        height: 450,
      }),
      terms: [`Valid at ${merchant.name} (${merchant.unitNumber}) only.`, ...VOUCHER_TERMS].join(
        '\n',
      ),
      points: value * 100,
      category: 'Rewards',
      subcategory: 'evoucher',
      merchantId: merchant.id,
      startTime: clock.at(start, '00:00'),
      endTime: clock.at(end, '23:59'),
    });
  }
  return rewards;
}

/** The rewards table, seeded with `generateRewards`. */
export const rewardsSeed = seedListWithArtwork(
  'rewards',
  { kind: 'rewards', prefix: 'R' },
  ({ merchants, clock, rng }) => generateRewards(merchants, clock, rng.fork('rewards')),
);
