/**
 * The seeded complex: `generateSeed({ seed, now })` builds every merchant, event, promotion, page,
 * member and room as plain data. Pure and deterministic apart from the activation codes (random
 * credentials, see below): the same seed and instant give the same JSON, and every content date is
 * placed relative to `now` on Singapore's calendar, so ongoing, upcoming, ending-soon and expired
 * content always exists.
 *
 * Fixed identities for tests (the same in every seed):
 *
 * Members (password pages, contact-form statuses 3/4/5)
 *   id 1  registered@example.com / mobile 91234567
 *   id 2  corporate@example.com  / mobile 81234567 (corporate)
 * Activation codes: member 1 has a valid (expires 72 h after `now`), an expired (24 h ago) and a
 *   used (12 h ago) code for `reset` and for `set`, member 2 the same for `setCorporate`. Codes are
 *   random per database (`RESET-` + 16 random characters), not fixed strings: read them from the
 *   database (demo-codes.ts) or the start-up log of the first start.
 * Merchants
 *   1 M0001 Lotus Leaf Dim Sum      #01-601 Fountain Court  Dining / Restaurant & Bar; halal,
 *                                   participating, featured; daily 10:00-22:00
 *   2 M0002 Meridian Optical        #02-105 Tower 1  Shopping / Jewellery Watches & Optical;
 *                                   participating, featured; 14-day refund policy
 *   3 M0003 Night Heron Taproom     #01-712 East Wing  closed Mondays, Fri-Sat 17:00-02:00
 *   4 M0004 Fountain Food Terrace   #B1-605 Fountain Court  Food Court, daily 08:00-21:00
 *   5 M0005 Summit Business Centre  #05-901 Atrium (Convention Centre)  weekdays 09:00-18:00
 * Promotions: id 1 "Members' Day: Triple Points Every First Wednesday" (members' day, featured 1,
 *   from 45 days before to 140 days after the seeding day); ids 1-6 are members'-day promotions.
 * Events: id 1 "Fountain of Wealth Light and Water Show" (ongoing, featured 1).
 * Rooms: ids 1-6; room 1 "Heron Meeting Room" is closed on Sundays.
 *
 * Unit numbers are `#LL-NNN`: LL is the level, the hundreds digit of NNN the zone
 * (see generate/zones.ts), unique per merchant.
 */
import { createRng } from './random.ts';
import { generateLists, type SeedData } from './data.ts';
import type { SeedOptions } from './types.ts';
import { SeedClock } from './generate/clock.ts';
import { generateCollections } from './generate/collections.ts';
import { generateContactDetails } from './generate/contact.ts';
import { generateEvouchers } from './generate/evouchers.ts';
import { generateExplores } from './generate/explores.ts';
import { generateGettingThere } from './generate/getting-there.ts';
import { generateMembers } from './generate/members.ts';
import { generateMerchants } from './generate/merchants.ts';
import { generatePages } from './generate/pages.ts';
import { generateBookings, generateRooms } from './generate/rooms.ts';
import { seedSubCategories } from './generate/sub-categories.ts';

export function generateSeed(options: SeedOptions): SeedData {
  const rng = createRng(options.seed);
  const clock = new SeedClock(options.now);
  const merchants = generateMerchants(rng.fork('merchants'));
  const rooms = generateRooms(clock);
  return {
    subCategories: seedSubCategories(),
    merchants,
    ...generateLists({ clock, rng, merchants }),
    gettingThere: generateGettingThere(),
    contactDetails: generateContactDetails(),
    members: generateMembers(clock, rng.fork('members'), options.codeSecret),
    rooms,
    bookings: generateBookings(rooms, clock, rng.fork('bookings')),
    pages: generatePages(),
    explores: generateExplores(merchants, rng.fork('explores')),
    collections: generateCollections(merchants, rng.fork('collections')),
    evouchers: generateEvouchers(merchants, clock, rng.fork('evouchers')),
  };
}
