/** FAQs, getting-there, contact details and members with their activation codes. */
import type { SeedData } from '../types.ts';
import { flag, inserter, type SeedRows } from './support.ts';

export function insertInformation(rows: SeedRows, data: SeedData): void {
  const faq = inserter(rows, 'faqs', [
    'id',
    'category',
    'category_zh',
    'question',
    'question_zh',
    'answer_html',
    'answer_html_zh',
    'sort_order',
    'getting_there',
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
  inserter(rows, 'getting_there', ['id', 'document']).run({
    id: 1,
    document: JSON.stringify(data.gettingThere),
  });

  const c = data.contactDetails;
  inserter(rows, 'contact_details', [
    'id',
    'address',
    'phone',
    'email',
    'hours',
    'hours_zh',
    'whats_app',
    'facebook',
    'instagram',
    'youtube',
    'app_store_url',
    'play_store_url',
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
  const contactType = inserter(rows, 'contact_types', ['value', 'label', 'label_zh', 'position']);
  c.contactTypes.forEach((t, position) =>
    contactType.run({ value: t.value, label: t.label, label_zh: t.labelZh, position }),
  );
}

export function insertMembers(rows: SeedRows, data: SeedData): void {
  const member = inserter(rows, 'members', ['id', 'email', 'phone', 'corporate']);
  const code = inserter(rows, 'activation_codes', [
    'code',
    'member_id',
    'purpose',
    'expires_at',
    'used_at',
  ]);
  for (const m of data.members) {
    member.run({ id: m.id, email: m.email, phone: m.phone, corporate: flag(m.corporate) });
    for (const a of m.activationCodes) {
      code.run({
        code: a.code,
        member_id: m.id,
        purpose: a.purpose,
        expires_at: a.expiresAt,
        used_at: a.usedAt ?? null,
      });
    }
  }
}
