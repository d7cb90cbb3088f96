import { defineMessages } from '../../../i18n';

/**
 * What an e-voucher's, a guide's or a collection's list of stores says when the store directory is
 * not on the device (offline, never saved). Its own module: those pages' chunks carry it, not the
 * directory's whole dictionary.
 */
export const merchantsByCodeMessages = defineMessages(
  {
    unavailable:
      'The stores could not be loaded, and none are saved on your device yet. They show here once you are online.',
  },
  {
    unavailable: '无法加载这些商店，您的设备上也尚未保存。联网后会在这里显示。',
  },
);
