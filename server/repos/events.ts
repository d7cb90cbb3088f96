/** Events as the BI API sends them (docs/wire-format.md, Event; plus `IsFeatured` and `SortOrder`). */
import { sql } from 'kysely';
import type { EventWire } from '../../src/shared/contracts/events.ts';
import type { Db, Row } from '../db/database.ts';
import { containsMatch } from './like.ts';

type EventRow = Row<'events'>;

const ORDER = sql`ORDER BY start_date, sort_order, id`;

/** Events that have not ended yet (ongoing and upcoming), by start. */
export async function listEvents(db: Db, now: Date): Promise<EventWire[]> {
  const { rows } = await sql<EventRow>`SELECT * FROM events
    WHERE end_date >= ${now.toISOString()} ${ORDER}`.execute(db);
  return rows.map(toEventWire);
}

export async function findEvent(db: Db, id: number): Promise<EventWire | undefined> {
  const {
    rows: [row],
  } = await sql<EventRow>`SELECT * FROM events WHERE id = ${id}`.execute(db);
  return row && toEventWire(row);
}

/** Events whose English or Chinese title contains `needle` (already lower-cased), not ended. */
export async function searchEvents(db: Db, pattern: string, now: Date): Promise<EventWire[]> {
  const { rows } = await sql<EventRow>`SELECT * FROM events
    WHERE end_date >= ${now.toISOString()}
      AND (${containsMatch('title', pattern)} OR ${containsMatch('title_zh', pattern)}) ${ORDER}`.execute(
    db,
  );
  return rows.map(toEventWire);
}

function toEventWire(row: EventRow): EventWire {
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
