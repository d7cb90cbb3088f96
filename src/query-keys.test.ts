import { describe, expect, it } from 'vitest';
import { bookingKeys } from './features/booking/api/queries';
import { cmsKeys } from './features/cms/api/queries';
import { collectionKeys } from './features/collections/api/queries';
import { contactKeys } from './features/contact/api/queries';
import { contentKeys } from './features/content/api/queries';
import { directoryKeys } from './features/directory/api/queries';
import { eventKeys } from './features/events/api/queries';
import { exploreKeys } from './features/explore/api/queries';
import { faqKeys } from './features/faq/api/queries';
import { flashSaleKeys } from './features/flash-sales/api/queries';
import { gettingHereKeys } from './features/getting-here/api/queries';
import { mapKeys } from './features/map/api/queries';
import { notificationKeys } from './features/notifications/api/queries';
import { parkingKeys } from './features/parking/api/queries';
import { evoucherKeys } from './features/partners/api/queries';
import { promotionKeys } from './features/promotions/api/queries';
import { rewardKeys } from './features/rewards/api/queries';
import { searchKeys } from './features/search/api/queries';

// Every feature's keys, as a visitor's persisted cache (IndexedDB) already holds them: a key that
// changes silently drops that visitor's offline copy, so a change here must be meant.
const keys: [feature: string, key: readonly string[], saved: readonly string[]][] = [
  ['booking', bookingKeys.rooms(), ['rooms']],
  ['booking', bookingKeys.room('7'), ['rooms', '7']],
  [
    'booking',
    bookingKeys.availability('7', '2026-12-01', '2027-01-31'),
    ['booking-status', '7', '2026-12-01', '2027-01-31'],
  ],
  ['cms', cmsKeys.page('about-us'), ['cms-page', 'about-us']],
  ['collections', collectionKeys.list(), ['collections', 'list']],
  ['collections', collectionKeys.detail('3'), ['collections', 'detail', '3']],
  ['contact', contactKeys.details(), ['contact-page', 'details']],
  ['content', contentKeys.ofType('banner'), ['content', 'banner']],
  ['directory', directoryKeys.whole(), ['directory', 'all']],
  ['directory', directoryKeys.listing(' 1042 '), ['directory', 'listing', '1042']],
  ['directory', directoryKeys.details('M1042'), ['directory', 'details', 'M1042']],
  ['directory', directoryKeys.deals('M1042'), ['directory', 'deals', 'M1042']],
  ['events', eventKeys.list(), ['events']],
  ['events', eventKeys.detail('12'), ['events', 'detail', '12']],
  ['explore', exploreKeys.list(), ['explore', 'list']],
  ['explore', exploreKeys.detail('5'), ['explore', 'detail', '5']],
  ['faq', faqKeys.list(), ['faqs']],
  ['flash-sales', flashSaleKeys.list(), ['flash-sales']],
  ['flash-sales', flashSaleKeys.detail('9'), ['flash-sales', 'detail', '9']],
  ['getting-here', gettingHereKeys.directions(), ['getting-there']],
  ['map', mapKeys.plan(), ['map', 'plan']],
  ['notifications', notificationKeys.limits(), ['notifications', 'limits']],
  ['parking', parkingKeys.live(), ['parking']],
  ['partners', evoucherKeys.list(), ['evouchers', 'list']],
  ['partners', evoucherKeys.detail('4'), ['evouchers', 'detail', '4']],
  ['promotions', promotionKeys.list(), ['promotions']],
  ['promotions', promotionKeys.detail('8'), ['promotions', 'detail', '8']],
  ['promotions', promotionKeys.cards(), ['promotions', 'cards']],
  ['rewards', rewardKeys.list(), ['rewards']],
  ['rewards', rewardKeys.detail('6'), ['rewards', 'detail', '6']],
  ['search', searchKeys.results('Sushi'), ['search', 'sushi']],
];

describe('query key factories', () => {
  it.each(keys)('%s: %j is the key the persisted cache holds', (_feature, key, saved) => {
    expect(key).toEqual(saved);
  });

  it('gives every feature roots of its own, so no feature reads another one’s data', () => {
    const featuresByRoot = new Map<string, Set<string>>();
    for (const [feature, [root]] of keys) {
      const features = featuresByRoot.get(root!) ?? new Set<string>();
      featuresByRoot.set(root!, features.add(feature));
    }
    const shared = [...featuresByRoot].filter(([, features]) => features.size > 1);
    expect(shared).toEqual([]);
  });

  it('refreshes every availability window of a room after a refused booking, and no other', () => {
    const prefix = bookingKeys.availabilityOf('7');
    const startsWith = (key: readonly string[]) => prefix.every((part, i) => key[i] === part);
    expect(startsWith(bookingKeys.availability('7', '2026-12-01', '2027-01-31'))).toBe(true);
    expect(startsWith(bookingKeys.availability('17', '2026-12-01', '2027-01-31'))).toBe(false);
  });
});
