/**
 * Writes a generated complex (`SeedData`) into an empty, migrated database in one transaction.
 * Artwork SVGs go to the `media` table and rows keep the URL that serves them
 * (`/media/{kind}/{id}.svg`), so payloads carry ordinary image URLs.
 */
import type { Db } from '../db/database.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { SeedBlock, SeedData } from './types.ts';

export interface SeedDatabaseOptions {
  /** The generated complex to insert. */
  data: SeedData;
  /** Seed number it was generated from (recorded for `isSeeded` and diagnostics). */
  seed: number;
  /** Seeding instant. */
  now: Date;
}

/** True once a complex has been written to this database. */
export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM seed_info WHERE id = 1').get() !== undefined;
}

const flag = (value: boolean): number => (value ? 1 : 0);

type Statement = ReturnType<Db['prepare']>;

/** Prepares `INSERT INTO table (columns) VALUES (@columns)`: rows are plain objects keyed by column. */
function inserter(db: Db, table: string, columns: string[]): Statement {
  return db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
}

export function seedDatabase(db: Db, { data, seed, now }: SeedDatabaseOptions): void {
  const insertMedia = db.prepare('INSERT OR REPLACE INTO media (kind, id, svg) VALUES (?, ?, ?)');
  const media = (kind: string, id: string, svg: string): string => {
    insertMedia.run(kind, id, svg);
    return mediaUrl(kind, id);
  };

  db.transaction(() => {
    if (isSeeded(db)) throw new Error('The database is already seeded');
    db.prepare('INSERT INTO seed_info (id, seed, seeded_at) VALUES (1, ?, ?)').run(seed, now.toISOString());

    const subCategory = inserter(db, 'sub_categories', ['id', 'category_id', 'name', 'name_zh']);
    for (const s of data.subCategories) subCategory.run({ id: s.id, category_id: s.categoryId, name: s.name, name_zh: s.nameZh });

    insertMerchants(db, data, media);
    insertHappenings(db, data, media);
    insertInformation(db, data);
    insertMembers(db, data);
    insertRooms(db, data, media);
    insertCms(db, data, media);
  })();
}

type MediaStore = (kind: string, id: string, svg: string) => string;

function insertMerchants(db: Db, data: SeedData, media: MediaStore): void {
  const merchant = inserter(db, 'merchants', [
    'id', 'code', 'name', 'name_zh', 'category_id', 'unit_number', 'level', 'zone', 'about', 'about_zh', 'phone',
    'email', 'website', 'logo_url', 'refund_policy', 'refund_days', 'participation_level', 'is_participating',
    'accept_vouchers', 'can_pay_with_points', 'is_halal_certified', 'is_sponsored', 'is_featured',
    'hide_from_directory', 'is_active',
  ]);
  const subCategory = inserter(db, 'merchant_sub_categories', ['merchant_id', 'sub_category_id', 'position']);
  const hours = inserter(db, 'merchant_hours', ['merchant_id', 'day_of_week', 'open', 'close']);
  for (const m of data.merchants) {
    merchant.run({
      id: m.id,
      code: m.code,
      name: m.name,
      name_zh: m.nameZh,
      category_id: m.categoryId,
      unit_number: m.unitNumber,
      level: m.level,
      zone: m.zone,
      about: m.about,
      about_zh: m.aboutZh,
      phone: m.phone ?? null,
      email: m.email ?? null,
      website: m.website ?? null,
      logo_url: media('merchants', `${m.code}-logo`, m.logoSvg),
      refund_policy: m.refundPolicy ?? null,
      refund_days: m.refundDays ?? null,
      participation_level: m.participationLevel,
      is_participating: flag(m.isParticipating),
      accept_vouchers: flag(m.acceptVouchers),
      can_pay_with_points: flag(m.canPayWithPoints),
      is_halal_certified: flag(m.isHalalCertified),
      is_sponsored: flag(m.isSponsored),
      is_featured: flag(m.isFeatured),
      hide_from_directory: flag(m.hideFromDirectory),
      is_active: flag(m.isActive),
    });
    m.subCategoryIds.forEach((id, position) => subCategory.run({ merchant_id: m.id, sub_category_id: id, position }));
    for (const h of m.hours) hours.run({ merchant_id: m.id, day_of_week: h.dayOfWeek, open: h.open, close: h.close });
  }
}

function insertHappenings(db: Db, data: SeedData, media: MediaStore): void {
  const event = inserter(db, 'events', [
    'id', 'type', 'category', 'title', 'title_zh', 'cost', 'image_url', 'start_date', 'end_date', 'location',
    'short_description', 'description', 'detail_html', 'toc_html', 'merchant_name', 'is_featured', 'sort_order', 'priority',
  ]);
  for (const e of data.events) {
    event.run({
      id: e.id,
      type: e.type,
      category: e.category,
      title: e.title,
      title_zh: e.titleZh,
      cost: e.cost,
      image_url: media('events', `E${e.id}`, e.imageSvg),
      start_date: e.startDate,
      end_date: e.endDate,
      location: e.location,
      short_description: e.shortDescription,
      description: e.description,
      detail_html: e.detailHtml,
      toc_html: e.tocHtml,
      merchant_name: e.merchantName ?? null,
      is_featured: flag(e.isFeatured),
      sort_order: e.sortOrder,
      priority: e.priority,
    });
  }

  const promotion = inserter(db, 'promotions', [
    'id', 'slug', 'title', 'title_zh', 'content_html', 'toc_html', 'image_url', 'start_date', 'end_date', 'created_at',
    'type_id', 'merchant_id', 'is_featured', 'is_members_day', 'sort_order', 'priority',
  ]);
  for (const p of data.promotions) {
    promotion.run({
      id: p.id,
      slug: p.slug,
      title: p.title,
      title_zh: p.titleZh,
      content_html: p.contentHtml,
      toc_html: p.tocHtml,
      image_url: media('promotions', `P${p.id}`, p.imageSvg),
      start_date: p.startDate,
      end_date: p.endDate,
      created_at: p.createdAt,
      type_id: p.typeId,
      merchant_id: p.merchantId ?? null,
      is_featured: flag(p.isFeatured),
      is_members_day: flag(p.isMembersDay),
      sort_order: p.sortOrder,
      priority: p.priority,
    });
  }

  const flashSale = inserter(db, 'flash_sales', [
    'id', 'title', 'title_zh', 'description', 'detail_html', 'toc_html', 'image_url', 'merchant_id', 'original_price',
    'sales_price', 'quantity', 'remaining_quantity', 'sales_start_date', 'sales_expiry_date', 'is_featured', 'sort_order',
  ]);
  for (const f of data.flashSales) {
    flashSale.run({
      id: f.id,
      title: f.title,
      title_zh: f.titleZh,
      description: f.description,
      detail_html: f.detailHtml,
      toc_html: f.tocHtml,
      image_url: media('flash-sales', `F${f.id}`, f.imageSvg),
      merchant_id: f.merchantId,
      original_price: f.originalPrice ?? null,
      sales_price: f.salesPrice ?? null,
      quantity: f.quantity,
      remaining_quantity: f.remainingQuantity,
      sales_start_date: f.salesStartDate,
      sales_expiry_date: f.salesExpiryDate,
      is_featured: flag(f.isFeatured),
      sort_order: f.sortOrder,
    });
  }

  const reward = inserter(db, 'rewards', [
    'id', 'name', 'name_zh', 'description', 'image_url', 'terms', 'points', 'category', 'subcategory', 'merchant_id',
    'start_time', 'end_time',
  ]);
  for (const r of data.rewards) {
    reward.run({
      id: r.id,
      name: r.name,
      name_zh: r.nameZh,
      description: r.description,
      image_url: media('rewards', `R${r.id}`, r.imageSvg),
      terms: r.termsAndConditions,
      points: r.points,
      category: r.category,
      subcategory: r.subcategory,
      merchant_id: r.merchantId ?? null,
      start_time: r.startTime,
      end_time: r.endTime,
    });
  }

  const deal = inserter(db, 'deals', [
    'id', 'title', 'title_zh', 'description', 'image_url', 'merchant_id', 'categ_id', 'type_id', 'price', 'points',
    'start_date', 'end_date',
  ]);
  for (const d of data.deals) {
    deal.run({
      id: d.id,
      title: d.title,
      title_zh: d.titleZh,
      description: d.description,
      image_url: media('deals', `D${d.id}`, d.imageSvg),
      merchant_id: d.merchantId,
      categ_id: d.categId,
      type_id: d.typeId,
      price: d.price ?? null,
      points: d.points ?? null,
      start_date: d.startDate,
      end_date: d.endDate,
    });
  }
}

function insertInformation(db: Db, data: SeedData): void {
  const faq = inserter(db, 'faqs', [
    'id', 'category', 'category_zh', 'question', 'question_zh', 'answer_html', 'answer_html_zh', 'sort_order', 'getting_there',
  ]);
  for (const f of data.faqs) {
    faq.run({
      id: f.id,
      category: f.category,
      category_zh: f.categoryZh,
      question: f.question,
      question_zh: f.questionZh,
      answer_html: f.answerHtml,
      answer_html_zh: f.answerHtmlZh,
      sort_order: f.sortOrder,
      getting_there: flag(f.gettingThere),
    });
  }
  db.prepare('INSERT INTO getting_there (id, document) VALUES (1, ?)').run(JSON.stringify(data.gettingThere));

  const c = data.contactDetails;
  inserter(db, 'contact_details', [
    'id', 'address', 'phone', 'email', 'hours', 'hours_zh', 'whats_app', 'facebook', 'instagram', 'youtube',
    'app_store_url', 'play_store_url',
  ]).run({
    id: 1,
    address: c.address,
    phone: c.phone,
    email: c.email,
    hours: c.hours,
    hours_zh: c.hoursZh,
    whats_app: c.whatsApp,
    facebook: c.facebook,
    instagram: c.instagram,
    youtube: c.youtube,
    app_store_url: c.appStoreUrl,
    play_store_url: c.playStoreUrl,
  });
  const contactType = inserter(db, 'contact_types', ['value', 'label', 'label_zh', 'position']);
  c.contactTypes.forEach((t, position) => contactType.run({ value: t.value, label: t.label, label_zh: t.labelZh, position }));
}

function insertMembers(db: Db, data: SeedData): void {
  const member = inserter(db, 'members', ['id', 'email', 'phone', 'corporate']);
  const code = inserter(db, 'activation_codes', ['code', 'member_id', 'purpose', 'expires_at', 'used_at']);
  for (const m of data.members) {
    member.run({ id: m.id, email: m.email, phone: m.phone, corporate: flag(m.corporate) });
    for (const a of m.activationCodes) {
      code.run({ code: a.code, member_id: m.id, purpose: a.purpose, expires_at: a.expiresAt, used_at: a.usedAt ?? null });
    }
  }
}

function insertRooms(db: Db, data: SeedData, media: MediaStore): void {
  const room = inserter(db, 'rooms', [
    'id', 'name', 'name_zh', 'description', 'description_zh', 'capacity', 'size_sqm', 'image_urls', 'amenities',
    'price_default', 'min_nights', 'max_nights', 'disabled_days_of_week',
  ]);
  const price = inserter(db, 'room_prices', ['room_id', 'start_date', 'end_date', 'price']);
  for (const r of data.rooms) {
    const imageUrls = r.imageSvgs.map((svg, index) => media('rooms', `room-${r.id}-${index + 1}`, svg));
    room.run({
      id: r.id,
      name: r.name,
      name_zh: r.nameZh,
      description: r.description,
      description_zh: r.descriptionZh,
      capacity: r.capacity,
      size_sqm: r.sizeSqm,
      image_urls: JSON.stringify(imageUrls),
      amenities: JSON.stringify(r.amenities),
      price_default: r.priceDefault,
      min_nights: r.minNights,
      max_nights: r.maxNights,
      disabled_days_of_week: JSON.stringify(r.disabledDaysOfWeek),
    });
    for (const p of r.priceByDate) price.run({ room_id: r.id, start_date: p.start, end_date: p.end, price: p.price });
  }

  const booking = inserter(db, 'bookings', [
    'reference', 'room_id', 'check_in', 'check_out', 'nights', 'total_price', 'name', 'email', 'phone', 'purpose',
    'attendees', 'created_at',
  ]);
  const night = inserter(db, 'booking_nights', ['booking_id', 'room_id', 'night']);
  const roomsById = new Map(data.rooms.map((r) => [r.id, r]));
  for (const b of data.bookings) {
    const seedRoom = roomsById.get(b.roomId);
    if (!seedRoom) throw new Error(`Seed booking ${b.reference} names unknown room ${b.roomId}`);
    const nights = nightsBetween(b.checkIn, b.checkOut);
    const total = nights.reduce((sum, n) => sum + (seedRoom.priceByDate.find((p) => p.start <= n && n < p.end)?.price ?? seedRoom.priceDefault), 0);
    const { lastInsertRowid } = booking.run({
      reference: b.reference,
      room_id: b.roomId,
      check_in: b.checkIn,
      check_out: b.checkOut,
      nights: nights.length,
      total_price: total,
      name: b.name,
      email: b.email,
      phone: b.phone,
      purpose: b.purpose,
      attendees: b.attendees,
      created_at: b.createdAt,
    });
    for (const n of nights) night.run({ booking_id: lastInsertRowid, room_id: b.roomId, night: n });
  }
}

/** Calendar nights from `checkIn` up to, not including, `checkOut` (both `YYYY-MM-DD`). */
function nightsBetween(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let t = Date.parse(`${checkIn}T00:00:00Z`); t < Date.parse(`${checkOut}T00:00:00Z`); t += 86_400_000) {
    nights.push(new Date(t).toISOString().slice(0, 10));
  }
  return nights;
}

function insertCms(db: Db, data: SeedData, media: MediaStore): void {
  const content = inserter(db, 'content_items', [
    'id', 'type', 'title', 'title_zh', 'subtitle', 'subtitle_zh', 'image_url', 'image_alt', 'image_alt_zh', 'link_url',
    'sort_order', 'start_date', 'end_date',
  ]);
  for (const c of data.content) {
    content.run({
      id: c.id,
      type: c.type,
      title: c.title,
      title_zh: c.titleZh,
      subtitle: c.subtitle,
      subtitle_zh: c.subtitleZh,
      image_url: media('content', `C${c.id}`, c.imageSvg),
      image_alt: c.imageAlt,
      image_alt_zh: c.imageAltZh,
      link_url: c.linkUrl,
      sort_order: c.sortOrder,
      start_date: c.startDate,
      end_date: c.endDate,
    });
  }

  const page = inserter(db, 'pages', ['slug', 'title', 'title_zh', 'description', 'description_zh', 'layout', 'blocks']);
  for (const p of data.pages) {
    const blocks = p.blocks.map((block, index) => blockWithUrls(block, (svg, part) => media('pages', `${p.slug}-${index + 1}${part}`, svg)));
    page.run({
      slug: p.slug,
      title: p.title,
      title_zh: p.titleZh,
      description: p.description,
      description_zh: p.descriptionZh,
      layout: p.layout,
      blocks: JSON.stringify(blocks),
    });
  }

  const explore = inserter(db, 'explores', ['id', 'title', 'title_zh', 'category', 'summary', 'content_html', 'image_url', 'sort_order']);
  const exploreMerchant = inserter(db, 'explore_merchants', ['explore_id', 'merchant_id', 'position']);
  for (const e of data.explores) {
    explore.run({
      id: e.id,
      title: e.title,
      title_zh: e.titleZh,
      category: e.category,
      summary: e.summary,
      content_html: e.contentHtml,
      image_url: media('explores', `X${e.id}`, e.imageSvg),
      sort_order: e.sortOrder,
    });
    e.merchantIds.forEach((merchantId, position) => exploreMerchant.run({ explore_id: e.id, merchant_id: merchantId, position }));
  }

  const collection = inserter(db, 'collections', ['id', 'title', 'title_zh', 'description', 'image_url']);
  const collectionMerchant = inserter(db, 'collection_merchants', ['collection_id', 'merchant_id', 'position']);
  for (const c of data.collections) {
    collection.run({
      id: c.id,
      title: c.title,
      title_zh: c.titleZh,
      description: c.description,
      image_url: media('collections', `K${c.id}`, c.imageSvg),
    });
    c.merchantIds.forEach((merchantId, position) => collectionMerchant.run({ collection_id: c.id, merchant_id: merchantId, position }));
  }

  const evoucher = inserter(db, 'evouchers', [
    'id', 'title', 'title_zh', 'description', 'value', 'points_cost', 'image_url', 'toc_html', 'valid_from', 'valid_to',
  ]);
  const evoucherMerchant = inserter(db, 'evoucher_merchants', ['evoucher_id', 'merchant_id', 'position']);
  for (const v of data.evouchers) {
    evoucher.run({
      id: v.id,
      title: v.title,
      title_zh: v.titleZh,
      description: v.description,
      value: v.value,
      points_cost: v.pointsCost,
      image_url: media('evouchers', `V${v.id}`, v.imageSvg),
      toc_html: v.tocHtml,
      valid_from: v.validFrom,
      valid_to: v.validTo,
    });
    v.merchantIds.forEach((merchantId, position) => evoucherMerchant.run({ evoucher_id: v.id, merchant_id: merchantId, position }));
  }
}

/** A page block as stored: its SVG artwork replaced by the URL that serves it. */
function blockWithUrls(block: SeedBlock, store: (svg: string, part: string) => string): unknown {
  switch (block.type) {
    case 'banner': {
      const { imageSvg, ...rest } = block;
      return { ...rest, imageUrl: store(imageSvg, '') };
    }
    case 'columns':
      return {
        ...block,
        columns: block.columns.map(({ imageSvg, ...column }, index) =>
          imageSvg === undefined ? column : { ...column, imageUrl: store(imageSvg, `-c${index + 1}`) },
        ),
      };
    case 'carousel':
      return {
        ...block,
        slides: block.slides.map(({ imageSvg, ...slide }, index) => ({ ...slide, imageUrl: store(imageSvg, `-s${index + 1}`) })),
      };
    case 'richText':
      return block;
  }
}
