import { defineFirstLoadMessages } from '../../i18n';

export const carouselMessages = defineFirstLoadMessages('carousel', {
  region: 'Highlights',
  slide: '{n} of {total}',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause the slide show',
  play: 'Play the slide show',
  goTo: 'Show slide {n}',
  more: 'Find out more',
  loading: 'Loading highlights',
  opensInNewTab: '(opens in a new tab)',
  welcomeTitle: 'Welcome to Suntec City',
  welcomeSubtitle:
    'Shops, restaurants, offices and a convention centre around the Fountain of Wealth.',
});
