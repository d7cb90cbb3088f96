/**
 * The complex's own contact facts, shown by the frame (footer, live-chat fallback) on every page,
 * offline too, so they are constants rather than a call. The contact page shows the full, live
 * details from the backend.
 */
export const SITE_CONTACT = {
  phoneDisplay: '+65 6266 1502',
  phoneHref: 'tel:+6562661502',
  email: 'enquiry@suntec-sister.example',
  appStoreUrl: 'https://apps.apple.com/sg/search?term=Suntec%2B',
  playStoreUrl: 'https://play.google.com/store/search?q=Suntec%2B&c=apps',
  social: {
    facebook: 'https://www.facebook.com/suntecsg.example',
    instagram: 'https://www.instagram.com/suntecsg.example',
    youtube: 'https://www.youtube.com/@suntecsg.example',
  },
} as const;
