/**
 * Strings of the site's frame: header, menu, search bar, language switch, footer, live chat and the
 * error pages. Menu labels live with the menu's definition (components/layout/menu-definition.ts).
 */
import { defineFirstLoadMessages } from './index';

export const headerMessages = defineFirstLoadMessages('header', {
  skipToContent: 'Skip to main content',
  homeLink: 'Suntec City home page',
  mainNavigation: 'Main',
  attractionNavigation: 'Visitor guide',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  menuPanel: 'Site menu',
  backToMainMenu: 'Main menu',
  opensInNewTab: '(opens in a new tab)',
  languageGroup: 'Language',
  search: 'Search',
});

export const searchMessages = defineFirstLoadMessages('search', {
  openSearch: 'Search',
  closeSearch: 'Close search',
  label: 'Search stores, promotions, events and pages',
  placeholder: 'What are you looking for?',
  submit: 'Search',
  emptyHint: 'Type a word or a store name to search for.',
});

export const footerMessages = defineFirstLoadMessages('footer', {
  footerNavigation: 'Footer',
  visitHeading: 'Visit',
  addressHeading: 'Address',
  address: '3 Temasek Boulevard, Singapore 038983',
  hoursHeading: 'Opening hours:',
  hours: 'Daily 10AM to 10PM',
  legalHeading: 'Legal',
  appHeading: 'Get the Suntec+ app',
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',
  socialHeading: 'Follow us',
  copyright: '© {year} Suntec City. All rights reserved.',
});

export const chatMessages = defineFirstLoadMessages('chat', {
  button: 'Live chat',
  connecting: 'Connecting to live chat…',
  title: 'How can we help?',
  intro: 'Our customer service team answers daily from 10AM to 10PM.',
  unavailable: 'Live chat is not available right now. You can reach us here:',
  call: 'Call us',
  email: 'Email us',
  message: 'Send us a message',
  close: 'Close',
});

export const errorMessages = defineFirstLoadMessages('error', {
  defaultMessage: 'Error',
  status: 'Error {status}',
  notFound: 'This page could not be found',
  backHome: 'Back to the home page',
  tryAgain: 'Try again',
  newVersion: 'A new version of the site is available. Reload the page to continue.',
  reload: 'Reload the page',
  errorPageFailed: 'An error occurred while showing the error page',
  goHome: 'Go to the home page',
  /** The words a failure came with (the server's Message), after our own sentence. */
  detail: 'Details: {words}',
});
