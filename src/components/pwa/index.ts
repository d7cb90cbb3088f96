export { PwaChrome } from './pwa-chrome';
export { OfflineBanner } from './offline-banner';
