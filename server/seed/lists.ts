/**
 * The tables the seed writes as their generators give them (./seed-list.ts), one line each: the
 * declaration in the generator's module, under the table's name in `SeedData` (./data.ts).
 */
export { contentSeed as content } from './generate/content.ts';
export { dealsSeed as deals } from './generate/deals.ts';
export { eventsSeed as events } from './generate/events.ts';
export { faqsSeed as faqs } from './generate/faqs.ts';
export { flashSalesSeed as flashSales } from './generate/flash-sales.ts';
export { promotionsSeed as promotions } from './generate/promotions.ts';
export { rewardsSeed as rewards } from './generate/rewards.ts';
