/** The directory: sub-categories, merchants, their sub-categories and opening hours. */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../dialect.ts';
import { flag, key, required, withoutRowid } from '../columns.ts';

export async function createMerchantTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('sub_categories')
    .addColumn('id', 'integer', key)
    .addColumn('category_id', 'integer', (c) => c.notNull().check(sql`category_id IN (1, 2, 3)`))
    .addColumn('name', 'text', required)
    .addColumn('name_zh', 'text', required)
    .execute();

  await db.schema
    .createTable('merchants')
    .addColumn('id', 'integer', key)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', required)
    .addColumn('name_zh', 'text', required)
    .addColumn('category_id', 'integer', (c) => c.notNull().check(sql`category_id IN (1, 2, 3)`))
    .addColumn('unit_number', 'text', required)
    .addColumn('level', 'text', required)
    .addColumn('zone', 'text', required)
    .addColumn('about', 'text', required)
    .addColumn('about_zh', 'text', required)
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('logo_url', 'text', required)
    .addColumn('refund_policy', 'text')
    .addColumn('refund_days', 'integer')
    .addColumn('participation_level', 'text', (c) =>
      c.notNull().check(sql`participation_level IN ('Regular', 'Premium')`),
    )
    .addColumn(...flag('is_participating'))
    .addColumn(...flag('accept_vouchers'))
    .addColumn(...flag('can_pay_with_points'))
    .addColumn(...flag('is_halal_certified'))
    .addColumn(...flag('is_sponsored'))
    .addColumn(...flag('is_featured'))
    .addColumn(...flag('hide_from_directory'))
    .addColumn(...flag('is_active'))
    .execute();

  await db.schema
    .createTable('merchant_sub_categories')
    .addColumn('merchant_id', 'integer', (c) =>
      c.notNull().references('merchants.id').onDelete('cascade'),
    )
    .addColumn('sub_category_id', 'integer', (c) => c.notNull().references('sub_categories.id'))
    .addColumn('position', 'integer', required)
    .addPrimaryKeyConstraint('merchant_sub_categories_pkey', ['merchant_id', 'sub_category_id'])
    .$call(withoutRowid(dialect))
    .execute();
  await db.schema
    .createIndex('merchant_sub_categories_by_sub')
    .on('merchant_sub_categories')
    .column('sub_category_id')
    .execute();

  await db.schema
    .createTable('merchant_hours')
    .addColumn('merchant_id', 'integer', (c) =>
      c.notNull().references('merchants.id').onDelete('cascade'),
    )
    .addColumn('day_of_week', 'integer', (c) => c.notNull().check(sql`day_of_week BETWEEN 0 AND 6`))
    .addColumn('open', 'text', required)
    .addColumn('close', 'text', required)
    .addPrimaryKeyConstraint('merchant_hours_pkey', ['merchant_id', 'day_of_week', 'open'])
    .$call(withoutRowid(dialect))
    .execute();
}
