/**
 * Promotion copy: mall-wide campaigns written out in full, and per-store templates filled with a
 * merchant's name. Type ids: 1 mall campaign, 2 store promotion, 3 members' day.
 */
import type { CategoryId } from '../types.ts';
import type { SubCategoryKey } from './sub-categories.ts';

export interface MallPromotion {
  title: string;
  titleZh: string;
  typeId: 1 | 3;
  startOffset: number;
  endOffset: number;
  membersDay: boolean;
  featuredOrder?: number;
  body: string;
  points: string[];
  terms: string[];
}

/** Fixed at ids 1..n so browser tests can open them; dates are relative to the seeding day. */
export const MALL_PROMOTIONS: readonly MallPromotion[] = [
  {
    title: "Members' Day: Triple Points Every First Wednesday",
    titleZh: '会员日：每月首个星期三三倍积分',
    typeId: 3,
    startOffset: -45,
    endOffset: 140,
    membersDay: true,
    featuredOrder: 1,
    body: 'On the first Wednesday of every month, members earn triple points on every receipt across the mall.',
    points: [
      'Triple points on all receipts',
      'Scan receipts in the app within 7 days',
      'No minimum spend',
    ],
    terms: [
      'Valid for app members only.',
      'Points are credited within 3 working days.',
      'Excludes purchases of vouchers and gift cards.',
    ],
  },
  {
    title: "Members' Day Dining Treats",
    titleZh: '会员日美食礼遇',
    typeId: 3,
    startOffset: -20,
    endOffset: 100,
    membersDay: true,
    featuredOrder: 3,
    body: 'Show the member app at participating restaurants on members’ day for a free drink or dessert.',
    points: [
      'Free drink or dessert with any main',
      'At over 30 participating restaurants',
      'Dine-in only',
    ],
    terms: ['One redemption per member per restaurant.', 'Not valid with other promotions.'],
  },
  {
    title: "Members' Day Parking: Free First Hour",
    titleZh: '会员日停车：首小时免费',
    typeId: 3,
    startOffset: -70,
    endOffset: 60,
    membersDay: true,
    body: 'Members who spend $30 on members’ day park free for the first hour.',
    points: [
      'Spend $30 in a single receipt',
      'Redeem at the customer service counter',
      'Car or motorcycle',
    ],
    terms: ['One redemption per vehicle per day.', 'Receipts from the same day only.'],
  },
  {
    title: "Members' Day Fashion Edit",
    titleZh: '会员日时尚精选',
    typeId: 3,
    startOffset: 10,
    endOffset: 120,
    membersDay: true,
    featuredOrder: 6,
    body: 'Extra 10% off at participating fashion stores every first Wednesday.',
    points: [
      'Extra 10% off on top of store promotions',
      'At participating fashion stores',
      'Show your member QR code',
    ],
    terms: ['Not valid for jewellery and watches.', 'While stocks last.'],
  },
  {
    title: "Members' Day Double Rewards Redemption",
    titleZh: '会员日双倍兑换礼遇',
    typeId: 3,
    startOffset: -5,
    endOffset: 4,
    membersDay: true,
    body: 'Redeem any reward with 50% fewer points on members’ day.',
    points: ['Applies to e-vouchers and carpark rewards', 'In the app only'],
    terms: ['Limited redemptions per day.', 'Rewards cannot be exchanged for cash.'],
  },
  {
    title: "Members' Day Kids Club",
    titleZh: '会员日儿童俱乐部',
    typeId: 3,
    startOffset: -100,
    endOffset: 200,
    membersDay: true,
    body: 'Free craft sessions for members’ children at the Sky Garden on members’ day.',
    points: ['Sessions at 11am, 2pm and 4pm', 'Ages 4 to 10', 'Register at the Sky Garden counter'],
    terms: ['Each session takes 20 children.', 'An adult must stay with the child.'],
  },
  {
    title: 'Spend $100, Get a $10 Voucher',
    titleZh: '消费满100元送10元礼券',
    typeId: 1,
    startOffset: -12,
    endOffset: 18,
    membersDay: false,
    featuredOrder: 2,
    body: 'Spend $100 across up to three same-day receipts and get a $10 mall voucher.',
    points: [
      'Up to three receipts on the same day',
      'Redeem at the customer service counter, Tower 1, Level 1',
      'Maximum two vouchers per member a day',
    ],
    terms: [
      'While stocks last.',
      'Vouchers are valid for 30 days.',
      'Excludes supermarket receipts.',
    ],
  },
  {
    title: 'Weekday Dine and Park',
    titleZh: '平日用餐停车优惠',
    typeId: 1,
    startOffset: -3,
    endOffset: 1,
    membersDay: false,
    featuredOrder: 4,
    body: 'Dine at any restaurant on weekdays after 6pm and get three hours of parking for $3.',
    points: ['Weekdays from 6pm', 'Minimum spend of $40', 'Redeem at the concierge'],
    terms: ['One redemption per vehicle.', 'Not valid on public holidays.'],
  },
  {
    title: 'Tourist Welcome Pack',
    titleZh: '游客欢迎礼包',
    typeId: 1,
    startOffset: 6,
    endOffset: 90,
    membersDay: false,
    featuredOrder: 5,
    body: 'Visitors from overseas show a passport at the concierge for a welcome pack of store offers.',
    points: [
      'Over 50 store offers',
      'A free drink at selected cafés',
      'Tourist refund scheme help',
    ],
    terms: ['Show a valid foreign passport.', 'One pack per passport.'],
  },
  {
    title: 'Back to School Savings',
    titleZh: '开学省钱季',
    typeId: 1,
    startOffset: -50,
    endOffset: -6,
    membersDay: false,
    body: 'Savings on books, shoes and stationery at participating stores.',
    points: ['Up to 25% off', 'Free name labels with every school bag'],
    terms: ['While stocks last.'],
  },
];

export interface StorePromotionTemplate {
  title: (name: string) => string;
  titleZh: (nameZh: string) => string;
  body: string;
  points: string[];
  /** Only for merchants of these sub-categories (all of the category when absent). */
  subs?: readonly SubCategoryKey[];
}

export const STORE_PROMOTIONS: Record<CategoryId, readonly StorePromotionTemplate[]> = {
  1: [
    {
      title: (n) => `1-for-1 Weekday Lunch at ${n}`,
      titleZh: (n) => `${n}平日午餐买一送一`,
      body: 'Bring a colleague: two lunch sets for the price of one, Monday to Friday.',
      points: ['11:30am to 2:30pm', 'Dine-in only', 'Lower-priced set is free'],
      subs: ['restaurant', 'fastFood', 'foodCourt'],
    },
    {
      title: (n) => `20% Off the Dinner Menu at ${n}`,
      titleZh: (n) => `${n}晚餐菜单八折`,
      body: 'Enjoy 20% off à la carte dinner items from 6pm.',
      points: ['From 6pm daily', 'Tables of up to eight'],
      subs: ['restaurant'],
    },
    {
      title: (n) => `Free Dessert with Every Main at ${n}`,
      titleZh: (n) => `${n}点主菜送甜品`,
      body: 'Order any main course and finish with a dessert on the house.',
      points: ['One dessert per main', 'Dine-in only'],
      subs: ['restaurant', 'fastFood'],
    },
    {
      title: (n) => `Happy Hour Bites at ${n}`,
      titleZh: (n) => `${n}欢乐时光小食`,
      body: 'Half-price bar bites with any drink between 3pm and 6pm.',
      points: ['3pm to 6pm', 'With any drink ordered'],
      subs: ['restaurant'],
    },
    {
      title: (n) => `Second Drink at Half Price at ${n}`,
      titleZh: (n) => `${n}第二杯半价`,
      body: 'Order two drinks and the second one is half price, all day.',
      points: ['Any two drinks', 'Lower-priced drink at half price'],
      subs: ['cafe', 'deli', 'fastFood'],
    },
    {
      title: (n) => `Buy 5 Pastries, Get 1 Free at ${n}`,
      titleZh: (n) => `${n}糕点买五送一`,
      body: 'Fill a box of six and pay for five.',
      points: ['Any six pastries or cakes by the piece', 'While stocks last'],
      subs: ['deli', 'cafe'],
    },
  ],
  2: [
    {
      title: (n) => `Up to 30% Off New Season at ${n}`,
      titleZh: (n) => `${n}新季商品低至七折`,
      body: 'Selected new-season items at up to 30% off.',
      points: ['Selected items', 'While stocks last'],
      subs: ['fashion', 'sports', 'beauty', 'kids'],
    },
    {
      title: (n) => `Buy 2, Get 1 Free at ${n}`,
      titleZh: (n) => `${n}买二送一`,
      body: 'Pick any three items and the lowest-priced one is free.',
      points: ['Storewide except new arrivals', 'Lowest-priced item free'],
    },
    {
      title: (n) => `$20 Off Every $150 at ${n}`,
      titleZh: (n) => `${n}每满150元减20元`,
      body: 'Spend $150 in a single receipt and save $20, again for every further $150.',
      points: ['Single receipt', 'No cap on savings'],
    },
    {
      title: (n) => `Members Get 15% Off at ${n}`,
      titleZh: (n) => `${n}会员享八五折`,
      body: 'Show the member app at the counter for 15% off full-priced items.',
      points: ['Full-priced items', 'Show your member QR code'],
    },
  ],
  3: [
    {
      title: (n) => `First Trial Session at $15 at ${n}`,
      titleZh: (n) => `${n}首次体验仅需15元`,
      body: 'New customers try a first session for just $15.',
      points: ['New customers only', 'Book ahead'],
    },
    {
      title: (n) => `Free Consultation at ${n}`,
      titleZh: (n) => `${n}免费咨询`,
      body: 'Book a free 20-minute consultation with our team.',
      points: ['20 minutes', 'By appointment'],
    },
  ],
};

/** Start and end offsets (days) of store promotions: ongoing, ending soon, upcoming, long, over. */
export const STORE_WINDOWS: readonly [number, number][] = [
  [-10, 20],
  [-5, 30],
  [-30, 10],
  [-2, 45],
  [-15, 25],
  [-8, 60],
  [-1, 14],
  [-25, 35],
  [-20, 1],
  [-14, 2],
  [-7, 0],
  [-9, 3],
  [3, 30],
  [7, 40],
  [15, 60],
  [1, 21],
  [21, 75],
  [-30, 120],
  [-60, 90],
  [0, 150],
  [-10, 110],
  [-40, -5],
  [-30, -1],
  [-4, 16],
  [-6, 26],
  [5, 35],
];
