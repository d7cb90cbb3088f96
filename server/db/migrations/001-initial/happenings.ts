/** What happens at the complex: events, promotions, flash sales, rewards and deals. */
import { sql, type Kysely } from 'kysely';
import { flag, key, required, untranslated } from '../columns.ts';

export async function createHappeningTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', key)
    .addColumn('type', 'text', required)
    .addColumn('category', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('title_zh', 'text', required)
    .addColumn('cost', 'text', required)
    .addColumn('image_url', 'text', required)
    .addColumn('start_date', 'text', required)
    .addColumn('end_date', 'text', required)
    .addColumn('location', 'text', required)
    .addColumn('short_description', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('detail_html', 'text', required)
    .addColumn('toc_html', 'text', required)
    .addColumn('merchant_name', 'text')
    .addColumn(...flag('is_featured'))
    .addColumn('sort_order', 'integer', required)
    .addColumn('priority', 'integer', required)
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', key)
    .addColumn('slug', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('title_zh', 'text', required)
    .addColumn('content_html', 'text', required)
    .addColumn('toc_html', 'text', required)
    .addColumn('image_url', 'text', required)
    .addColumn('start_date', 'text', required)
    .addColumn('end_date', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('type_id', 'integer', required)
    .addColumn('merchant_id', 'integer', (c) => c.references('merchants.id'))
    .addColumn(...flag('is_featured'))
    .addColumn(...flag('is_members_day'))
    .addColumn('sort_order', 'integer', required)
    .addColumn('priority', 'integer', required)
    .execute();

  await db.schema
    .createTable('flash_sales')
    .addColumn('id', 'integer', key)
    .addColumn('title', 'text', required)
    .addColumn('title_zh', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('detail_html', 'text', required)
    .addColumn('toc_html', 'text', required)
    .addColumn('image_url', 'text', required)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('original_price', 'double precision')
    .addColumn('sales_price', 'double precision')
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('remaining_quantity', 'integer', (c) =>
      c.notNull().check(sql`remaining_quantity >= 0`),
    )
    .addColumn('sales_start_date', 'text', required)
    .addColumn('sales_expiry_date', 'text', required)
    .addColumn(...flag('is_featured'))
    .addColumn('sort_order', 'integer', required)
    .addColumn('description_zh', 'text', untranslated)
    .addColumn('detail_html_zh', 'text', untranslated)
    .addColumn('toc_html_zh', 'text', untranslated)
    .execute();

  await db.schema
    .createTable('rewards')
    .addColumn('id', 'integer', key)
    .addColumn('name', 'text', required)
    .addColumn('name_zh', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('image_url', 'text', required)
    .addColumn('terms', 'text', required)
    .addColumn('points', 'integer', required)
    .addColumn('category', 'text', required)
    .addColumn('subcategory', 'text', required)
    .addColumn('merchant_id', 'integer', (c) => c.references('merchants.id'))
    .addColumn('start_time', 'text', required)
    .addColumn('end_time', 'text', required)
    .execute();
  await db.schema.createIndex('rewards_by_merchant').on('rewards').column('merchant_id').execute();

  await db.schema
    .createTable('deals')
    .addColumn('id', 'integer', key)
    .addColumn('title', 'text', required)
    .addColumn('title_zh', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('image_url', 'text', required)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('categ_id', 'integer', required)
    .addColumn('type_id', 'integer', required)
    .addColumn('price', 'double precision')
    .addColumn('points', 'integer')
    .addColumn('start_date', 'text', required)
    .addColumn('end_date', 'text', required)
    .execute();
  await db.schema.createIndex('deals_by_merchant').on('deals').column('merchant_id').execute();
}
