/**
 * The site's own content: the seed's record, artwork, help and contact information, the home
 * page's content items and the CMS pages. JSON columns only for documents always read whole.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../../dialect.ts';
import { flag, jsonDocument, key, required, withoutRowid } from '../columns.ts';

/** `id = 1`: a table of one row. */
const singleton = (column: ColumnDefinitionBuilder) => key(column).check(sql`id = 1`);

export async function createSiteTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('seed_info')
    .addColumn('id', 'integer', singleton)
    .addColumn('seed', 'integer', required)
    .addColumn('seeded_at', 'text', required)
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('kind', 'text', required)
    .addColumn('id', 'text', required)
    .addColumn('svg', 'text', required)
    .addPrimaryKeyConstraint('media_pkey', ['kind', 'id'])
    .$call(withoutRowid(dialect))
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', key)
    .addColumn('category', 'text', required)
    .addColumn('category_zh', 'text', required)
    .addColumn('question', 'text', required)
    .addColumn('question_zh', 'text', required)
    .addColumn('answer_html', 'text', required)
    .addColumn('answer_html_zh', 'text', required)
    .addColumn('sort_order', 'integer', required)
    .addColumn(...flag('getting_there'))
    .execute();

  await db.schema
    .createTable('getting_there')
    .addColumn('id', 'integer', singleton)
    .addColumn(...jsonDocument(dialect, 'document'))
    .execute();

  await db.schema
    .createTable('contact_details')
    .addColumn('id', 'integer', singleton)
    .addColumn('address', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('hours', 'text', required)
    .addColumn('hours_zh', 'text', required)
    .addColumn('whats_app', 'text', required)
    .addColumn('facebook', 'text', required)
    .addColumn('instagram', 'text', required)
    .addColumn('youtube', 'text', required)
    .addColumn('app_store_url', 'text', required)
    .addColumn('play_store_url', 'text', required)
    .execute();

  await db.schema
    .createTable('contact_types')
    .addColumn('value', 'text', key)
    .addColumn('label', 'text', required)
    .addColumn('label_zh', 'text', required)
    .addColumn('position', 'integer', required)
    .execute();

  await db.schema
    .createTable('content_items')
    .addColumn('id', 'integer', key)
    .addColumn('type', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('title_zh', 'text', required)
    .addColumn('subtitle', 'text', required)
    .addColumn('subtitle_zh', 'text', required)
    .addColumn('image_url', 'text', required)
    .addColumn('image_alt', 'text', required)
    .addColumn('image_alt_zh', 'text', required)
    .addColumn('link_url', 'text', required)
    .addColumn('sort_order', 'integer', required)
    .addColumn('start_date', 'text', required)
    .addColumn('end_date', 'text', required)
    .execute();
  await db.schema
    .createIndex('content_items_by_type')
    .on('content_items')
    .columns(['type', 'sort_order'])
    .execute();

  // Blocks are a document rendered in order; they are never queried one by one.
  await db.schema
    .createTable('pages')
    .addColumn('slug', 'text', key)
    .addColumn('title', 'text', required)
    .addColumn('title_zh', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('description_zh', 'text', required)
    .addColumn('layout', 'text', (c) => c.notNull().check(sql`layout IN ('default', 'attraction')`))
    .addColumn(...jsonDocument(dialect, 'blocks'))
    .execute();
}
