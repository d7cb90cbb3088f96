import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { SeedClock } from './clock.ts';
import { generateContactDetails } from './contact.ts';
import { generateFaqs } from './faqs.ts';
import { generateGettingThere } from './getting-there.ts';
import { generateMembers } from './members.ts';

const chinese = /[\u4e00-\u9fff]/;

describe('FAQs', () => {
  const faqs = generateFaqs();

  it('has at least 24 in five or more categories, in English and Chinese', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(24);
    expect(new Set(faqs.map((f) => f.category)).size).toBeGreaterThanOrEqual(5);
    for (const faq of faqs) {
      expect(faq.questionZh).toMatch(chinese);
      expect(faq.answerHtmlZh).toMatch(chinese);
      expect(faq.categoryZh).toMatch(chinese);
      expect(faq.answerHtml.startsWith('<p>')).toBe(true);
    }
  });

  it('flags some as getting-there information', () => {
    expect(faqs.filter((f) => f.gettingThere).length).toBeGreaterThanOrEqual(4);
  });
});

describe('getting there', () => {
  const info = generateGettingThere();

  it.each([
    ['Promenade', 'CC4'],
    ['Promenade', 'DT15'],
    ['Esplanade', 'CC3'],
    ['City Hall', 'EW13'],
    ['City Hall', 'NS25'],
  ])('names %s station (%s) with exit and walking time', (station, code) => {
    const entry = info.mrt.find((m) => m.station === station && m.lineCode === code);
    expect(entry?.exit).toMatch(/^Exit /);
    expect(entry?.walkMinutes).toBeGreaterThan(0);
    expect(entry?.directionsZh).toMatch(chinese);
  });

  it('lists bus stops with codes and services, car entrances, taxi stands and carpark rates', () => {
    expect(info.address).toBe('3 Temasek Boulevard, Singapore 038983');
    expect(info.bus.every((b) => /^\d{5}$/.test(b.stopCode) && b.services.length > 0)).toBe(true);
    expect(info.car.entrances.length).toBeGreaterThanOrEqual(3);
    expect(info.taxi.length).toBeGreaterThanOrEqual(2);
    const periods = info.carparkRates.map((r) => r.period).join(' ');
    expect(periods).toMatch(/Weekdays/);
    expect(periods).toMatch(/Saturdays/);
    expect(periods).toMatch(/5pm/);
  });
});

describe('contact details', () => {
  const contact = generateContactDetails();

  it('gives the address, daily hours and every contact subject with a Chinese label', () => {
    expect(contact.address).toBe('3 Temasek Boulevard, Singapore 038983');
    expect(contact.hours).toBe('Daily 10AM to 10PM');
    expect(contact.hoursZh).toMatch(chinese);
    expect(contact.contactTypes.map((t) => t.label)).toEqual([
      'General enquiry',
      'Feedback',
      'Lost and found',
      'Leasing',
      'Events and venue hire',
      'Carpark',
    ]);
    expect(contact.contactTypes.every((t) => chinese.test(t.labelZh))).toBe(true);
    for (const url of [
      contact.facebook,
      contact.instagram,
      contact.youtube,
      contact.appStoreUrl,
      contact.playStoreUrl,
    ])
      expect(url).toMatch(/^https:\/\//);
  });
});

describe('members', () => {
  const members = generateMembers(new SeedClock(new Date('2026-11-20T04:00:00Z')), createRng(11));

  it('has about 30 members with unique emails and Singapore mobiles, a few corporate', () => {
    expect(members.length).toBeGreaterThanOrEqual(28);
    expect(new Set(members.map((m) => m.email)).size).toBe(members.length);
    expect(new Set(members.map((m) => m.phone)).size).toBe(members.length);
    expect(members.every((m) => /^[89]\d{7}$/.test(m.phone))).toBe(true);
    expect(members.every((m) => /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(m.email))).toBe(true);
    const corporate = members.filter((m) => m.corporate).length;
    expect(corporate).toBeGreaterThanOrEqual(2);
    expect(corporate).toBeLessThanOrEqual(6);
  });

  it('issues unique codes, corporate ones only to corporate members', () => {
    const codes = members.flatMap((m) =>
      m.activationCodes.map((c) => ({ ...c, corporate: m.corporate })),
    );
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    expect(codes.filter((c) => c.purpose === 'setCorporate').every((c) => c.corporate)).toBe(true);
  });
});
