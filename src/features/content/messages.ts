import { defineMessages } from '../../i18n';

export const carouselMessages = defineMessages(
  {
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
  },
  {
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
  },
);
