/** The Chinese of the home banners' strings (messages.ts), loaded only for visitors who read Chinese. */
import type { ChineseOf } from '../../i18n';
import type { carouselMessages } from './messages';

export const carousel = {
  region: '精彩推荐',
  slide: '第 {n} 张，共 {total} 张',
  previous: '上一张',
  next: '下一张',
  pause: '暂停轮播',
  play: '播放轮播',
  goTo: '显示第 {n} 张',
  more: '了解更多',
  loading: '正在加载精彩推荐',
  opensInNewTab: '（在新标签页中打开）',
  welcomeTitle: '欢迎来到新达城',
  welcomeSubtitle: '环绕财富之泉的商店、餐厅、办公楼与会展中心。',
} satisfies ChineseOf<typeof carouselMessages>;
