/**
 * What each sub-category's merchants are: the kinds of shop (the last word of the name), what they
 * offer (for the description), how they keep hours, and where in the complex they tend to be.
 */
import type { SubCategoryKey } from '../sub-categories.ts';
import type { Zone } from '../zones.ts';
import type { SubCategoryProfile } from './kind-profile.ts';
import { DINING_PROFILES } from './kinds-dining.ts';
import { SERVICES_PROFILES } from './kinds-services.ts';
import { SHOPPING_PROFILES } from './kinds-shopping.ts';

export const PROFILES: Record<Exclude<SubCategoryKey, 'foodCourt'>, SubCategoryProfile> = {
  ...DINING_PROFILES,
  ...SHOPPING_PROFILES,
  ...SERVICES_PROFILES,
};

/** Convention-centre services on levels 04-06: few, weekday offices beside the halls. */
export const CONVENTION_SERVICES: readonly {
  en: string;
  zh: string;
  level: '04' | '05' | '06';
  offer: string;
  offerZh: string;
}[] = [
  {
    en: 'Summit Business Centre',
    zh: '峰会商务中心',
    level: '05',
    offer: 'hot desks, printing and courier services for exhibitors',
    offerZh: '为参展商提供临时办公桌、打印与快递服务',
  },
  {
    en: 'Atrium Event Concierge',
    zh: '中庭活动礼宾处',
    level: '04',
    offer: 'event registration help and cloakroom',
    offerZh: '活动登记协助与衣帽寄存',
  },
  {
    en: 'Hall Side Print Studio',
    zh: '展厅印刷工作室',
    level: '04',
    offer: 'banners, badges and same-day printing',
    offerZh: '横幅、胸牌与当日印刷',
  },
  {
    en: 'Conference Medical Room',
    zh: '会议医疗室',
    level: '06',
    offer: 'first aid and a nurse on duty during events',
    offerZh: '活动期间的急救与驻场护士',
  },
  {
    en: 'Exhibitor Logistics Desk',
    zh: '参展物流服务台',
    level: '06',
    offer: 'freight, storage and booth deliveries',
    offerZh: '货运、仓储与展位配送',
  },
  {
    en: 'Skyline Meeting Services',
    zh: '天际会议服务',
    level: '05',
    offer: 'interpreters, AV support and meeting packages',
    offerZh: '口译、视听支持与会议配套',
  },
];

/** The food courts (names are fixed: one per food hall). */
export const FOOD_COURTS: readonly {
  en: string;
  zh: string;
  level: 'B1' | '02' | '03';
  zone: Zone;
}[] = [
  { en: 'Fountain Food Terrace', zh: '喷泉美食坊', level: 'B1', zone: 'Fountain Court' },
  { en: 'Sky Garden Food Hall', zh: '空中花园美食馆', level: '03', zone: 'Sky Garden' },
  { en: 'Westside Hawker Hall', zh: '西区小贩中心', level: '02', zone: 'West Wing' },
];
