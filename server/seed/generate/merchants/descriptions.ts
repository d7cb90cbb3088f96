/**
 * Merchant descriptions in English and Chinese, assembled from an opening sentence (which names
 * the shop and what it offers), an optional category detail and an optional practical note, so
 * that no two read the same. Each part is written as an EN/ZH pair.
 */
import type { Rng } from '../../random.ts';
import type { CategoryId } from '../../types.ts';
import { LEVEL_ZH, ZONE_ZH, zoneInSentence, type Level, type Zone } from '../zones.ts';

export interface DescriptionInput {
  name: string;
  nameZh: string;
  offer: string;
  offerZh: string;
  categoryId: CategoryId;
  level: Level;
  zone: Zone;
}

interface Pair {
  en: string;
  zh: string;
}

type Template = (input: DescriptionInput, year: number) => Pair;

const levelEn = (level: Level): string =>
  level === 'B1' ? 'Basement 1' : `level ${Number(level)}`;

const OPENINGS: readonly Template[] = [
  (d) => ({
    en: `${d.name} brings ${d.offer} to ${zoneInSentence(d.zone)}, ${levelEn(d.level)}.`,
    zh: `${d.nameZh}在${ZONE_ZH[d.zone]}${LEVEL_ZH[d.level]}为您带来${d.offerZh}。`,
  }),
  (d) => ({
    en: `Drop by ${d.name} for ${d.offer}.`,
    zh: `欢迎光临${d.nameZh}，这里有${d.offerZh}。`,
  }),
  (d) => ({ en: `${d.name} is known for ${d.offer}.`, zh: `${d.nameZh}以${d.offerZh}而闻名。` }),
  (d, year) => ({
    en: `Since ${year}, ${d.name} has offered ${d.offer}.`,
    zh: `自${year}年起，${d.nameZh}一直提供${d.offerZh}。`,
  }),
  (d) => ({
    en: `Looking for ${d.offer}? ${d.name} in ${zoneInSentence(d.zone)} has you covered.`,
    zh: `想找${d.offerZh}？就到${ZONE_ZH[d.zone]}的${d.nameZh}。`,
  }),
  (d) => ({
    en: `A favourite with office workers and visitors alike, ${d.name} specialises in ${d.offer}.`,
    zh: `${d.nameZh}深受上班族与游客喜爱，专营${d.offerZh}。`,
  }),
];

const DETAILS: Record<CategoryId, readonly Pair[]> = {
  1: [
    { en: 'Set lunches are served on weekdays.', zh: '平日供应商务套餐。' },
    { en: 'Tables for groups can be reserved by phone.', zh: '团体座位可致电预订。' },
    { en: 'Takeaway and delivery are available.', zh: '提供外带与外送服务。' },
    { en: 'The menu changes with the seasons.', zh: '菜单随季节更换。' },
    { en: 'Vegetarian options are marked on the menu.', zh: '菜单上标有素食选项。' },
    { en: 'Seats by the window look out over the fountain.', zh: '靠窗座位可欣赏喷泉景致。' },
  ],
  2: [
    { en: 'New arrivals land every week.', zh: '每周都有新品上架。' },
    { en: 'Gift wrapping is free on request.', zh: '可应要求免费礼品包装。' },
    {
      en: 'Friendly staff are happy to help you find the right fit.',
      zh: '亲切的店员乐意为您挑选合适的款式。',
    },
    {
      en: 'Tourists can claim GST refunds on eligible purchases.',
      zh: '游客购买合资格商品可申请消费税退税。',
    },
    { en: 'Online orders can be collected in store.', zh: '网上订单可到店自取。' },
    { en: 'Ask about the loyalty card for regular customers.', zh: '常客可咨询会员卡详情。' },
  ],
  3: [
    { en: 'Walk-ins are welcome; appointments get priority.', zh: '欢迎直接到访，预约客人优先。' },
    { en: 'Staff speak English, Mandarin and Malay.', zh: '员工能以英语、华语和马来语服务。' },
    { en: 'Book online or call ahead to reserve a slot.', zh: '可上网或致电预约时段。' },
    {
      en: 'Corporate packages are available for tenants of the office towers.',
      zh: '为办公楼租户提供企业配套。',
    },
    { en: 'Trial sessions are offered to first-time visitors.', zh: '首次到访可参加体验课程。' },
  ],
};

const NOTES: readonly Pair[] = [
  { en: 'Members earn points on every visit.', zh: '会员每次消费均可累积积分。' },
  {
    en: 'The nearest carpark lift lobby is a short walk away.',
    zh: '距离最近的停车场电梯厅仅几步之遥。',
  },
  { en: 'The shop is wheelchair accessible.', zh: '店铺设有无障碍通道。' },
  { en: 'Cashless payments are accepted.', zh: '接受无现金支付。' },
  { en: 'Follow the signs from the nearest escalator.', zh: '从最近的扶手电梯循指示牌即可到达。' },
];

export function describeMerchant(
  input: DescriptionInput,
  rng: Rng,
): { about: string; aboutZh: string } {
  const parts: Pair[] = [rng.pick(OPENINGS)(input, rng.int(1995, 2022))];
  const extra = rng.int(0, 2);
  if (extra >= 1) parts.push(rng.pick(DETAILS[input.categoryId]));
  if (extra >= 2) parts.push(rng.pick(NOTES));
  return { about: parts.map((p) => p.en).join(' '), aboutZh: parts.map((p) => p.zh).join('') };
}
