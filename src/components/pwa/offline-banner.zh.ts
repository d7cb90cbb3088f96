/** The Chinese of the offline banner (offline-banner.tsx), loaded only for visitors who read Chinese. */
import type { ChineseOf } from '../../i18n';
import type { offlineBannerMessages } from './offline-banner';

export const offlineBanner = {
  stale: '商场系统暂时无响应 · 显示的信息更新于{age}',
} satisfies ChineseOf<typeof offlineBannerMessages>;
