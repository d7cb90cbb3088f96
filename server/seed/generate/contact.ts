/** The complex's contact details and the contact form's subjects. */
import type { SeedContactDetails } from '../types.ts';
import { ADDRESS } from './getting-there.ts';

export const CONTACT_TYPES: SeedContactDetails['contactTypes'] = [
  { value: 'general', label: 'General enquiry', labelZh: '一般查询' },
  { value: 'feedback', label: 'Feedback', labelZh: '意见反馈' },
  { value: 'lost-and-found', label: 'Lost and found', labelZh: '失物招领' },
  { value: 'leasing', label: 'Leasing', labelZh: '租赁' },
  { value: 'events', label: 'Events and venue hire', labelZh: '活动与场地租用' },
  { value: 'carpark', label: 'Carpark', labelZh: '停车场' },
];

export function generateContactDetails(): SeedContactDetails {
  return {
    address: ADDRESS,
    phone: '+65 6266 1502',
    email: 'enquiries@suntec-city.example.com',
    hours: 'Daily 10AM to 10PM',
    hoursZh: '每日上午10点至晚上10点',
    whatsApp: 'https://wa.me/6562661502',
    facebook: 'https://www.facebook.com/example-suntec-city',
    instagram: 'https://www.instagram.com/example_suntec_city',
    youtube: 'https://www.youtube.com/@example-suntec-city',
    appStoreUrl: 'https://apps.apple.com/sg/app/example-suntec-plus/id0000000000',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=com.example.suntecplus',
    contactTypes: CONTACT_TYPES,
  };
}
