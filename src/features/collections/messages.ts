import { defineMessages } from '../../i18n';

export const collectionMessages = defineMessages(
  {
    listTitle: 'Collections',
    listLead: 'Hand-picked sets of stores for every occasion.',
    listDescription:
      'Curated collections of Suntec City stores and restaurants for every occasion.',
    loading: 'Loading collections',
    emptyTitle: 'No collections yet',
    emptyMessage: 'New collections are on their way. Browse the directory in the meantime.',
    browseDirectory: 'Browse the directory',
    back: 'All collections',
    stores: 'Stores in this collection',
    storeCount: '{n} stores',
    loadingDetail: 'Loading collection',
  },
  {
    listTitle: '精选合集',
    listLead: '为各种场合精心挑选的店铺合集。',
    listDescription: '新达城店铺与餐厅精选合集，适合各种场合。',
    loading: '正在加载合集',
    emptyTitle: '暂无合集',
    emptyMessage: '新的合集即将推出。您可以先浏览商户指南。',
    browseDirectory: '浏览商户指南',
    back: '全部合集',
    stores: '合集中的店铺',
    storeCount: '{n} 家店铺',
    loadingDetail: '正在加载合集',
  },
);
