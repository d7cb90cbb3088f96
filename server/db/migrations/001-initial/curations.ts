/**
 * Curated lists of merchants: explore guides, collections and e-vouchers, each with its merchants
 * in order.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../../dialect.ts';
import { key, required, untranslated, withoutRowid } from '../columns.ts';

/** The merchants of one curated list, in order (`explore_merchants`, ...). */
async function createMerchantList(
  db: Kysely<unknown>,
  dialect: Dialect,
  table: string,
  owner: { column: string; table: string },
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn(owner.column, 'integer', (c) =>
      c.notNull().references(`${owner.table}.id`).onDelete('cascade'),
    )
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('position', 'integer', required)
    .addPrimaryKeyConstraint(`${table}_pkey`, [owner.column, 'merchant_id'])
    .$call(withoutRowid(dialect))
    .execute();
}

export async function createCurationTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('explores')
    .addColumn('id', 'integer', key)
    .addColumn('title', 'text', required)
    .addColumn('title_zh', 'text', required)
    .addColumn('category', 'text', required)
    .addColumn('summary', 'text', required)
    .addColumn('content_html', 'text', required)
    .addColumn('image_url', 'text', required)
    .addColumn('sort_order', 'integer', required)
    .addColumn('summary_zh', 'text', untranslated)
    .addColumn('content_html_zh', 'text', untranslated)
    .addColumn('category_zh', 'text', untranslated)
    .execute();
  await createMerchantList(db, dialect, 'explore_merchants', {
    column: 'explore_id',
    table: 'explores',
  });

  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', key)
    .addColumn('title', 'text', required)
    .addColumn('title_zh', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('image_url', 'text', required)
    .addColumn('description_zh', 'text', untranslated)
    .execute();
  await createMerchantList(db, dialect, 'collection_merchants', {
    column: 'collection_id',
    table: 'collections',
  });

  await db.schema
    .createTable('evouchers')
    .addColumn('id', 'integer', key)
    .addColumn('title', 'text', required)
    .addColumn('title_zh', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('value', 'double precision', required)
    .addColumn('points_cost', 'integer', required)
    .addColumn('image_url', 'text', required)
    .addColumn('toc_html', 'text', required)
    .addColumn('valid_from', 'text', required)
    .addColumn('valid_to', 'text', required)
    .addColumn('description_zh', 'text', untranslated)
    .addColumn('toc_html_zh', 'text', untranslated)
    .execute();
  await createMerchantList(db, dialect, 'evoucher_merchants', {
    column: 'evoucher_id',
    table: 'evouchers',
  });
}
