import { defineFirstLoadMessages } from '../../i18n';

export const homeMessages = defineFirstLoadMessages('home', {
  metaDescription:
    'Suntec City, 3 Temasek Boulevard, Singapore: over 350 stores and restaurants, five office towers, a convention centre and the Fountain of Wealth. Promotions, events, directory and directions.',
  heading: 'Suntec City',
  lead: 'Shop, dine, work and meet around the Fountain of Wealth, in the heart of Singapore.',
  hours: 'Open daily 10AM to 10PM',
  quickLinksHeading: 'Plan your visit',
  directory: 'Store directory',
  directoryHint: 'Dining, shopping and services',
  gettingHere: 'Getting here',
  gettingHereHint: 'MRT, bus, car and taxi',
  map: 'Mall map',
  mapHint: 'Find stores floor by floor',
  booking: 'Book a room',
  bookingHint: 'Meeting and event spaces',
  rewards: 'Rewards',
  rewardsHint: 'Redeem your Suntec+ points',
  appHeading: 'Suntec+ member app',
  appLead: 'Earn points on every purchase, unlock members-only deals and redeem rewards.',
  appAbout: 'About Suntec+',
  appRewards: 'Browse rewards',
});
