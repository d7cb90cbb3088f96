import { defineMessages } from '../../i18n';

export const cmsMessages = defineMessages(
  {
    loading: 'Loading page',
    carousel: 'Highlights',
    previous: 'Previous slide',
    next: 'Next slide',
    slide: 'Slide {n} of {total}',
    learnMore: 'Find out more',
  },
  {
    loading: '正在加载页面',
    carousel: '精选',
    previous: '上一张',
    next: '下一张',
    slide: '第 {n} 张，共 {total} 张',
    learnMore: '了解更多',
  },
);
