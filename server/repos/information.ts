/** Getting-there, contact details and FAQs as the BI API sends them (docs/api.md, Shapes). */
import { sql } from 'kysely';
import type { ContactDetailsWire } from '../../src/shared/contracts/contact.ts';
import type { FaqWire } from '../../src/shared/contracts/faq.ts';
import type { GettingThereWire } from '../../src/shared/contracts/getting-here.ts';
import type { Db, Row } from '../db/database.ts';
import type { SeedGettingThere } from '../seed/types.ts';

type FaqRow = Row<'faqs'>;

export async function listFaqs(
  db: Db,
  options: { gettingThereOnly?: boolean } = {},
): Promise<FaqWire[]> {
  const where = options.gettingThereOnly ? sql`WHERE getting_there = 1` : sql``;
  const { rows } = await sql<FaqRow>`SELECT * FROM faqs ${where} ORDER BY sort_order, id`.execute(
    db,
  );
  return rows.map((row) => ({
    FaqID: String(row.id),
    Category: row.category,
    CategoryZh: row.category_zh,
    Question: row.question,
    QuestionZh: row.question_zh,
    Answer: row.answer_html,
    AnswerZh: row.answer_html_zh,
    SortOrder: row.sort_order,
  }));
}

export async function gettingThere(db: Db): Promise<GettingThereWire> {
  const {
    rows: [row],
  } = await sql<
    Pick<Row<'getting_there'>, 'document'>
  >`SELECT document FROM getting_there WHERE id = 1`.execute(db);
  if (!row) throw new Error('The getting-there document is missing from the database');
  const doc = JSON.parse(row.document) as SeedGettingThere;
  return {
    Address: doc.address,
    Intro: doc.introHtml,
    IntroZh: doc.introHtmlZh,
    Mrt: doc.mrt.map((m) => ({
      Station: m.station,
      StationZh: m.stationZh,
      Line: m.line,
      LineZh: m.lineZh,
      LineCode: m.lineCode,
      Exit: m.exit,
      ExitZh: m.exitZh,
      WalkMinutes: m.walkMinutes,
      Directions: m.directions,
      DirectionsZh: m.directionsZh,
    })),
    Bus: doc.bus.map((b) => ({
      StopName: b.stopName,
      StopCode: b.stopCode,
      Services: b.services,
      Directions: b.directions,
      DirectionsZh: b.directionsZh,
    })),
    Car: {
      Directions: doc.car.directions,
      DirectionsZh: doc.car.directionsZh,
      Entrances: doc.car.entrances,
      EntrancesZh: doc.car.entrancesZh,
    },
    Taxi: doc.taxi.map((t) => ({
      Name: t.name,
      NameZh: t.nameZh,
      Location: t.location,
      LocationZh: t.locationZh,
    })),
    CarparkRates: doc.carparkRates.map((r) => ({
      Period: r.period,
      PeriodZh: r.periodZh,
      Rate: r.rate,
      RateZh: r.rateZh,
    })),
  };
}

type ContactRow = Row<'contact_details'>;

export type ContactType = Pick<Row<'contact_types'>, 'value' | 'label' | 'label_zh'>;

export async function listContactTypes(db: Db): Promise<ContactType[]> {
  const { rows } = await sql<ContactType>`SELECT value, label, label_zh FROM contact_types
    ORDER BY position`.execute(db);
  return rows;
}

export async function contactDetails(db: Db): Promise<ContactDetailsWire> {
  const {
    rows: [row],
  } = await sql<ContactRow>`SELECT * FROM contact_details WHERE id = 1`.execute(db);
  if (!row) throw new Error('The contact details are missing from the database');
  return {
    Address: row.address,
    Phone: row.phone,
    Email: row.email,
    Hours: row.hours,
    HoursZh: row.hours_zh,
    WhatsApp: row.whats_app,
    Facebook: row.facebook,
    Instagram: row.instagram,
    Youtube: row.youtube,
    AppStoreUrl: row.app_store_url,
    PlayStoreUrl: row.play_store_url,
    ContactTypes: (await listContactTypes(db)).map((t) => ({
      Value: t.value,
      Label: t.label,
      LabelZh: t.label_zh,
    })),
  };
}
