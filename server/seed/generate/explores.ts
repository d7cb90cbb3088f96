/** Explore guides: themed walks through the directory, each pointing at matching merchants. */
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { SeedExplore, SeedMerchant } from '../types.ts';
import { escapeHtml } from './html.ts';
import { SUB_CATEGORIES, type SubCategoryKey } from './sub-categories.ts';
import { zoneZh } from './zones.ts';

/** A guide as written here: the texts of its explore, the sub-categories it walks and a tip. */
type Guide = Pick<
  SeedExplore,
  'title' | 'titleZh' | 'category' | 'categoryZh' | 'summary' | 'summaryZh'
> & {
  subs: SubCategoryKey[];
  tip: string;
  tipZh: string;
};

const GUIDES: readonly Guide[] = [
  {
    title: 'A Dim Sum Morning',
    titleZh: '点心早晨',
    category: 'Dining',
    categoryZh: '餐饮',
    summary: 'Start the day with tea and dumplings, then walk it off around the fountain.',
    summaryZh: '以茶点和饺子开启一天，再绕着喷泉散散步。',
    subs: ['restaurant', 'cafe'],
    tip: 'Arrive before 11am on weekends to skip the queue.',
    tipZh: '周末请在上午11点前到达，免去排队。',
  },
  {
    title: 'Coffee Crawl',
    titleZh: '咖啡巡礼',
    category: 'Dining',
    categoryZh: '餐饮',
    summary: 'Five cafés, five brewing styles, one afternoon.',
    summaryZh: '五家咖啡馆，五种冲煮方式，一个下午。',
    subs: ['cafe'],
    tip: 'Ask for a half cup to try more.',
    tipZh: '点半杯，可以多尝几家。',
  },
  {
    title: 'Sweet Treats Trail',
    titleZh: '甜品之旅',
    category: 'Dining',
    categoryZh: '餐饮',
    summary: 'From kueh to gelato, the best desserts in the basement.',
    summaryZh: '从娘惹糕到意式冰淇淋，地下层最好的甜品。',
    subs: ['deli'],
    tip: 'Many dessert counters restock at 3pm.',
    tipZh: '许多甜品柜台在下午3点补货。',
  },
  {
    title: 'Office Wardrobe Refresh',
    titleZh: '通勤衣橱焕新',
    category: 'Shopping',
    categoryZh: '购物',
    summary: 'Workwear that handles the heat outside and the chill inside.',
    summaryZh: '既耐得住户外炎热、又抵得住室内冷气的通勤服装。',
    subs: ['fashion'],
    tip: 'Tailors on level 1 hem trousers while you lunch.',
    tipZh: '一楼的裁缝可在您午餐时为裤子改脚。',
  },
  {
    title: 'Gadget Hunting',
    titleZh: '数码寻宝',
    category: 'Shopping',
    categoryZh: '购物',
    summary: 'Phones, headphones and cameras to try before you buy.',
    summaryZh: '手机、耳机和相机，先试后买。',
    subs: ['electronics'],
    tip: 'Tourists can claim GST refunds on purchases of $100 or more.',
    tipZh: '游客单次消费满100新元可申请消费税退税。',
  },
  {
    title: 'A Family Day Out',
    titleZh: '家庭欢乐日',
    category: 'Family',
    categoryZh: '亲子',
    summary: 'Toys, games and kid-friendly food on level 3.',
    summaryZh: '三楼的玩具、游戏和亲子美食。',
    subs: ['kids', 'leisure'],
    tip: 'Strollers can be borrowed at the concierge.',
    tipZh: '可在礼宾处借用婴儿车。',
  },
  {
    title: 'Self-Care Saturday',
    titleZh: '周六宠爱自己',
    category: 'Wellness',
    categoryZh: '身心健康',
    summary: 'A facial, a yoga class and a healthy lunch.',
    summaryZh: '一次面部护理、一堂瑜伽课和一顿健康午餐。',
    subs: ['beauty', 'fitness'],
    tip: 'Book treatments a day ahead on weekends.',
    tipZh: '周末的护理项目请提前一天预约。',
  },
  {
    title: 'After Dark',
    titleZh: '夜幕之后',
    category: 'Nightlife',
    categoryZh: '夜生活',
    summary: 'Bars, karaoke and late suppers once the shops close.',
    summaryZh: '商店打烊后的酒吧、卡拉OK和宵夜。',
    subs: ['restaurant', 'leisure'],
    tip: 'The Sky Garden bars stay open until 2am on Fridays and Saturdays.',
    tipZh: '空中花园的酒吧逢星期五、六营业至凌晨2点。',
  },
  {
    title: 'Home Makeover',
    titleZh: '家居焕新',
    category: 'Shopping',
    categoryZh: '购物',
    summary: 'Linen, lighting and ceramics for a compact home.',
    summaryZh: '为小户型家居挑选布艺、灯具和陶瓷。',
    subs: ['home'],
    tip: 'Most furniture stores deliver island-wide.',
    tipZh: '大多数家具店提供全岛送货。',
  },
];

export function generateExplores(merchants: readonly SeedMerchant[], rng: Rng): SeedExplore[] {
  const listed = merchants.filter((m) => m.isActive && !m.hideFromDirectory);
  return GUIDES.map((guide, index) => {
    const subIds = new Set(
      SUB_CATEGORIES.filter((sub) => guide.subs.includes(sub.key)).map((sub) => sub.id),
    );
    const picks = rng.sample(
      listed.filter((m) => m.subCategoryIds.some((id) => subIds.has(id))),
      5,
    );
    return {
      id: index + 1,
      title: guide.title,
      titleZh: guide.titleZh,
      category: guide.category,
      categoryZh: guide.categoryZh,
      summary: guide.summary,
      summaryZh: guide.summaryZh,
      contentHtml:
        `<ul>${picks.map((m) => `<li><strong>${escapeHtml(m.name)}</strong>, ${escapeHtml(m.unitNumber)} (${escapeHtml(m.zone)})</li>`).join('')}</ul>` +
        `<p><strong>Tip:</strong> ${escapeHtml(guide.tip)}</p>`,
      contentHtmlZh:
        `<ul>${picks.map((m) => `<li><strong>${escapeHtml(m.nameZh || m.name)}</strong>，${escapeHtml(m.unitNumber)}（${escapeHtml(zoneZh(m.zone))}）</li>`).join('')}</ul>` +
        `<p><strong>小贴士：</strong>${escapeHtml(guide.tipZh)}</p>`,
      imageSvg: bannerSvg({
        title: guide.title,
        key: `explore-${guide.title}`,
        width: 960,
        height: 540,
      }),
      merchantIds: picks.map((m) => m.id),
      sortOrder: index + 1,
    };
  });
}
