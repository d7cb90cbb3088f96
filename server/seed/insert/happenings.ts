/** Events, promotions, flash sales, rewards and deals: rows as they are, artwork stored as media. */
import type { SeedData } from '../types.ts';
import { seedTable, withImageUrl, type SeedRows, type MediaStore } from './support.ts';

export function insertHappenings(rows: SeedRows, data: SeedData, media: MediaStore): void {
  seedTable(rows, 'events', data.events.map(withImageUrl(media, 'events', 'E')));
  seedTable(rows, 'promotions', data.promotions.map(withImageUrl(media, 'promotions', 'P')));
  seedTable(rows, 'flash_sales', data.flashSales.map(withImageUrl(media, 'flash-sales', 'F')));
  seedTable(rows, 'rewards', data.rewards.map(withImageUrl(media, 'rewards', 'R')));
  seedTable(rows, 'deals', data.deals.map(withImageUrl(media, 'deals', 'D')));
}
