import { defineMessages } from '../../i18n';

export const exploreMessages = defineMessages(
  {
    listTitle: 'Explore',
    listLead:
      'Ideas for your visit: themed trails through the mall’s shops, restaurants and services.',
    listDescription:
      'Themed guides to Suntec City: where to eat, shop and unwind, with the stores that make each trail.',
    loading: 'Loading guides',
    emptyTitle: 'No guides yet',
    emptyMessage: 'New guides are on their way. Browse the directory in the meantime.',
    browseDirectory: 'Browse the directory',
    back: 'All guides',
    stores: 'Stores on this trail',
    storeCount: '{n} stores',
    loadingDetail: 'Loading guide',
  },
  {
    listTitle: '探索',
    listLead: '为您的行程带来灵感：商场商店、餐厅与服务的主题路线。',
    listDescription: '新达城主题指南：吃喝玩乐好去处，以及每条路线上的店铺。',
    loading: '正在加载指南',
    emptyTitle: '暂无指南',
    emptyMessage: '新的指南即将推出。您可以先浏览商户指南。',
    browseDirectory: '浏览商户指南',
    back: '全部指南',
    stores: '路线上的店铺',
    storeCount: '{n} 家店铺',
    loadingDetail: '正在加载指南',
  },
);
