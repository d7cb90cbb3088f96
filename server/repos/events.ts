/** Events as the BI API sends them (docs/wire-format.md, Event; plus `IsFeatured` and `SortOrder`). */
import type { Db } from '../db/database.ts';

interface EventRow {
  id: number;
  type: string;
  category: string;
  title: string;
  title_zh: string;
  cost: string;
  image_url: string;
  start_date: string;
  end_date: string;
  location: string;
  short_description: string;
  description: string;
  detail_html: string;
  toc_html: string;
  merchant_name: string | null;
  is_featured: number;
  sort_order: number;
  priority: number;
}

const ORDER = 'ORDER BY start_date, sort_order, id';

/** Events that have not ended yet (ongoing and upcoming), by start. */
export function listEvents(db: Db, now: Date): Record<string, unknown>[] {
  const rows = db
    .prepare(`SELECT * FROM events WHERE end_date >= ? ${ORDER}`)
    .all(now.toISOString()) as EventRow[];
  return rows.map(toEventWire);
}

export function findEvent(db: Db, id: number): Record<string, unknown> | undefined {
  const row = db.prepare('SELECT * FROM events WHERE id = ?').get(id) as EventRow | undefined;
  return row && toEventWire(row);
}

/** Events whose English or Chinese title contains `needle` (already lower-cased), not ended. */
export function searchEvents(db: Db, pattern: string, now: Date): Record<string, unknown>[] {
  const rows = db
    .prepare(
      `SELECT * FROM events WHERE end_date >= ? AND (title LIKE ? ESCAPE '\\' OR title_zh LIKE ? ESCAPE '\\') ${ORDER}`,
    )
    .all(now.toISOString(), pattern, pattern) as EventRow[];
  return rows.map(toEventWire);
}

function toEventWire(row: EventRow): Record<string, unknown> {
  return {
    EventID: String(row.id),
    EventType: row.type,
    EventCategory: row.category,
    Title: row.title,
    BiTitle: row.title_zh,
    Cost: row.cost,
    EventImage: row.image_url,
    Images: [row.image_url],
    StartDate: row.start_date,
    EndDate: row.end_date,
    Location: row.location,
    Status: 'Active',
    ShortDescription: row.short_description,
    Description: row.description,
    DetailView: row.detail_html,
    TOC: row.toc_html,
    IsRSVPDone: '0',
    TierString: '',
    ShareLink: `/events/${row.id}`,
    Merchant_Name: row.merchant_name ?? '',
    Priority: row.priority,
    IsFeatured: row.is_featured ? '1' : '0',
    SortOrder: row.sort_order,
  };
}
