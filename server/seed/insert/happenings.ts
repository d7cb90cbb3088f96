/** Events, promotions, flash sales, rewards and deals. */
import type { SeedData } from '../types.ts';
import { flag, inserter, type SeedRows, type MediaStore } from './support.ts';

export function insertHappenings(rows: SeedRows, data: SeedData, media: MediaStore): void {
  const event = inserter(rows, 'events', [
    'id',
    'type',
    'category',
    'title',
    'title_zh',
    'cost',
    'image_url',
    'start_date',
    'end_date',
    'location',
    'short_description',
    'description',
    'detail_html',
    'toc_html',
    'merchant_name',
    'is_featured',
    'sort_order',
    'priority',
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

  const promotion = inserter(rows, 'promotions', [
    'id',
    'slug',
    'title',
    'title_zh',
    'content_html',
    'toc_html',
    'image_url',
    'start_date',
    'end_date',
    'created_at',
    'type_id',
    'merchant_id',
    'is_featured',
    'is_members_day',
    'sort_order',
    'priority',
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

  const flashSale = inserter(rows, 'flash_sales', [
    'id',
    'title',
    'title_zh',
    'description',
    'description_zh',
    'detail_html',
    'detail_html_zh',
    'toc_html',
    'toc_html_zh',
    'image_url',
    'merchant_id',
    'original_price',
    'sales_price',
    'quantity',
    'remaining_quantity',
    'sales_start_date',
    'sales_expiry_date',
    'is_featured',
    'sort_order',
  ]);
  for (const f of data.flashSales) {
    flashSale.run({
      id: f.id,
      title: f.title,
      title_zh: f.titleZh,
      description: f.description,
      description_zh: f.descriptionZh,
      detail_html: f.detailHtml,
      detail_html_zh: f.detailHtmlZh,
      toc_html: f.tocHtml,
      toc_html_zh: f.tocHtmlZh,
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

  const reward = inserter(rows, 'rewards', [
    'id',
    'name',
    'name_zh',
    'description',
    'image_url',
    'terms',
    'points',
    'category',
    'subcategory',
    'merchant_id',
    'start_time',
    'end_time',
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

  const deal = inserter(rows, 'deals', [
    'id',
    'title',
    'title_zh',
    'description',
    'image_url',
    'merchant_id',
    'categ_id',
    'type_id',
    'price',
    'points',
    'start_date',
    'end_date',
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
