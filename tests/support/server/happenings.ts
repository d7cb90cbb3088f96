/**
 * Flash sales, events and promotions a test places at instants it chooses (the push scheduler's
 * tests and bench), after clearing the seeded ones so that nothing else is due.
 */
import type { Db } from '../../../server/db/database.ts';

export async function clearHappenings(db: Db): Promise<void> {
  await db.deleteFrom('flash_sales').execute();
  await db.deleteFrom('events').execute();
  await db.deleteFrom('promotions').execute();
}

async function someMerchant(db: Db): Promise<number> {
  const { id } = await db
    .selectFrom('merchants')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return id;
}

export interface TestFlashSale {
  id: number;
  title: string;
  titleZh?: string;
  start: Date;
  expiry: Date;
  remaining?: number;
}

export async function addFlashSale(db: Db, sale: TestFlashSale): Promise<void> {
  await db
    .insertInto('flash_sales')
    .values({
      id: sale.id,
      title: sale.title,
      title_zh: sale.titleZh ?? '',
      description: '',
      detail_html: '',
      toc_html: '',
      image_url: '',
      merchant_id: await someMerchant(db),
      original_price: 20,
      sales_price: 10,
      quantity: 100,
      remaining_quantity: sale.remaining ?? 100,
      sales_start_date: sale.start.toISOString(),
      sales_expiry_date: sale.expiry.toISOString(),
      is_featured: 0,
      sort_order: 1,
    })
    .execute();
}

export interface TestEvent {
  id: number;
  title: string;
  titleZh?: string;
  start: Date;
  end: Date;
}

export async function addEvent(db: Db, event: TestEvent): Promise<void> {
  await db
    .insertInto('events')
    .values({
      id: event.id,
      type: 'event',
      category: 'Family',
      title: event.title,
      title_zh: event.titleZh ?? '',
      cost: 'Free',
      image_url: '',
      start_date: event.start.toISOString(),
      end_date: event.end.toISOString(),
      location: 'Fountain of Wealth',
      short_description: '',
      description: '',
      detail_html: '',
      toc_html: '',
      merchant_name: null,
      is_featured: 0,
      sort_order: 1,
      priority: 1,
    })
    .execute();
}

export interface TestPromotion {
  id: number;
  title: string;
  titleZh?: string;
  start: Date;
  end: Date;
}

export async function addPromotion(db: Db, promotion: TestPromotion): Promise<void> {
  await db
    .insertInto('promotions')
    .values({
      id: promotion.id,
      slug: `promotion-${promotion.id}`,
      title: promotion.title,
      title_zh: promotion.titleZh ?? '',
      content_html: '',
      toc_html: '',
      image_url: '',
      start_date: promotion.start.toISOString(),
      end_date: promotion.end.toISOString(),
      created_at: promotion.start.toISOString(),
      type_id: 1,
      merchant_id: null,
      is_featured: 0,
      is_members_day: 1,
      sort_order: 1,
      priority: 1,
    })
    .execute();
}
