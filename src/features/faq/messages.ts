import { defineMessages } from '../../i18n';

export const faqMessages = defineMessages(
  {
    title: 'Frequently asked questions',
    lead: 'Answers about getting here, parking, shopping, membership and visiting the complex.',
    description:
      'Frequently asked questions about Suntec City, Singapore: getting here, parking, opening hours, membership, rewards and facilities.',
    searchLabel: 'Search the questions',
    searchPlaceholder: 'e.g. parking, wifi, lost and found',
    countOne: '{n} question',
    countMany: '{n} questions',
    categories: 'Topics',
    emptyTitle: 'No questions match',
    emptyMessage: 'Try other words, or contact us and we will help.',
    clear: 'Clear the search',
    loading: 'Loading questions',
  },
  {
    title: '常见问题',
    lead: '关于交通、停车、购物、会员及参观的解答。',
    description: '新加坡新达城常见问题：交通、停车、营业时间、会员、礼品及设施。',
    searchLabel: '搜索问题',
    searchPlaceholder: '例如：停车、无线网络、失物招领',
    countOne: '{n} 个问题',
    countMany: '{n} 个问题',
    categories: '主题',
    emptyTitle: '没有符合的问题',
    emptyMessage: '请尝试其他关键词，或联系我们获取帮助。',
    clear: '清除搜索',
    loading: '正在加载问题',
  },
);
