/** Content items and page-builder pages of the internal API (docs/api.md, ContentItem and Page). */
import { sql } from 'kysely';
import type { SentPageWire } from '../../src/shared/contracts/cms.ts';
import type { ContentItemWire } from '../../src/shared/contracts/content.ts';
import type { Db, Row } from '../db/database.ts';

type ContentRow = Row<'content_items'>;

/** Items of one type that are current at `now`, by sort order. */
export async function listContent(db: Db, type: string, now: Date): Promise<ContentItemWire[]> {
  const at = now.toISOString();
  const { rows } = await sql<ContentRow>`SELECT * FROM content_items
    WHERE type = ${type} AND start_date <= ${at} AND end_date >= ${at}
    ORDER BY sort_order, id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    titleZh: row.title_zh,
    subtitle: row.subtitle,
    subtitleZh: row.subtitle_zh,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    imageAltZh: row.image_alt_zh,
    linkUrl: row.link_url,
    sortOrder: row.sort_order,
    startDate: row.start_date,
    endDate: row.end_date,
  }));
}

type PageRow = Row<'pages'>;

export async function findPage(db: Db, slug: string): Promise<SentPageWire | undefined> {
  const {
    rows: [row],
  } = await sql<PageRow>`SELECT * FROM pages WHERE slug = ${slug}`.execute(db);
  if (!row) return undefined;
  return {
    slug: row.slug,
    title: row.title,
    titleZh: row.title_zh,
    description: row.description,
    descriptionZh: row.description_zh,
    layout: row.layout,
    // Stored already in the wire shape (image URLs instead of SVGs) by the seed.
    blocks: JSON.parse(row.blocks) as unknown[],
  };
}
