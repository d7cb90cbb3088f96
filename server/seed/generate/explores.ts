/** Explore guides: themed walks through the directory, each pointing at matching merchants. */
import { bannerSvg } from '../artwork.ts';
import type { Rng } from '../random.ts';
import type { SeedExplore, SeedMerchant } from '../types.ts';
import { escapeHtml } from './html.ts';
import { SUB_CATEGORIES, type SubCategoryKey } from './sub-categories.ts';

const GUIDES: readonly { title: string; titleZh: string; category: string; summary: string; subs: SubCategoryKey[]; tip: string }[] = [
  { title: 'A Dim Sum Morning', titleZh: '点心早晨', category: 'Dining', summary: 'Start the day with tea and dumplings, then walk it off around the fountain.', subs: ['restaurant', 'cafe'], tip: 'Arrive before 11am on weekends to skip the queue.' },
  { title: 'Coffee Crawl', titleZh: '咖啡巡礼', category: 'Dining', summary: 'Five cafés, five brewing styles, one afternoon.', subs: ['cafe'], tip: 'Ask for a half cup to try more.' },
  { title: 'Sweet Treats Trail', titleZh: '甜品之旅', category: 'Dining', summary: 'From kueh to gelato, the best desserts in the basement.', subs: ['deli'], tip: 'Many dessert counters restock at 3pm.' },
  { title: 'Office Wardrobe Refresh', titleZh: '通勤衣橱焕新', category: 'Shopping', summary: 'Workwear that handles the heat outside and the chill inside.', subs: ['fashion'], tip: 'Tailors on level 1 hem trousers while you lunch.' },
  { title: 'Gadget Hunting', titleZh: '数码寻宝', category: 'Shopping', summary: 'Phones, headphones and cameras to try before you buy.', subs: ['electronics'], tip: 'Tourists can claim GST refunds on purchases of $100 or more.' },
  { title: 'A Family Day Out', titleZh: '家庭欢乐日', category: 'Family', summary: 'Toys, games and kid-friendly food on level 3.', subs: ['kids', 'leisure'], tip: 'Strollers can be borrowed at the concierge.' },
  { title: 'Self-Care Saturday', titleZh: '周六宠爱自己', category: 'Wellness', summary: 'A facial, a yoga class and a healthy lunch.', subs: ['beauty', 'fitness'], tip: 'Book treatments a day ahead on weekends.' },
  { title: 'After Dark', titleZh: '夜幕之后', category: 'Nightlife', summary: 'Bars, karaoke and late suppers once the shops close.', subs: ['restaurant', 'leisure'], tip: 'The Sky Garden bars stay open until 2am on Fridays and Saturdays.' },
  { title: 'Home Makeover', titleZh: '家居焕新', category: 'Shopping', summary: 'Linen, lighting and ceramics for a compact home.', subs: ['home'], tip: 'Most furniture stores deliver island-wide.' },
];

export function generateExplores(merchants: readonly SeedMerchant[], rng: Rng): SeedExplore[] {
  const listed = merchants.filter((m) => m.isActive && !m.hideFromDirectory);
  return GUIDES.map((guide, index) => {
    const subIds = new Set(SUB_CATEGORIES.filter((sub) => guide.subs.includes(sub.key)).map((sub) => sub.id));
    const picks = rng.sample(listed.filter((m) => m.subCategoryIds.some((id) => subIds.has(id))), 5);
    return {
      id: index + 1,
      title: guide.title,
      titleZh: guide.titleZh,
      category: guide.category,
      summary: guide.summary,
      contentHtml:
        `<p>${escapeHtml(guide.summary)}</p><ul>${picks.map((m) => `<li><strong>${escapeHtml(m.name)}</strong>, ${escapeHtml(m.unitNumber)} (${escapeHtml(m.zone)})</li>`).join('')}</ul>` +
        `<p><strong>Tip:</strong> ${escapeHtml(guide.tip)}</p>`,
      imageSvg: bannerSvg({ title: guide.title, key: `explore-${guide.title}`, width: 960, height: 540 }),
      merchantIds: picks.map((m) => m.id),
      sortOrder: index + 1,
    };
  });
}
