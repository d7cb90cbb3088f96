import { defineMessages } from '../../i18n';

export const pwaMessages = defineMessages(
  {
    updateTitle: 'Update available',
    updateBody: 'A new version of the site is ready.',
    updateReload: 'Reload',
    updateLater: 'Later',
    installTitle: 'Install Suntec City',
    installBody: 'Keep the directory, maps and promotions on your phone. They work without signal.',
    installAction: 'Install',
    notNow: 'Not now',
    iosTitle: 'Add to Home Screen',
    iosBody:
      'Tap Share {share}, then "Add to Home Screen": the directory and maps then work without signal.',
    iosShare: 'Share',
    dismiss: 'Dismiss',
  },
  {
    updateTitle: '有可用更新',
    updateBody: '网站的新版本已准备就绪。',
    updateReload: '重新加载',
    updateLater: '稍后',
    installTitle: '安装 Suntec City',
    installBody: '将商户名录、地图和优惠保存到手机上，没有信号也能使用。',
    installAction: '安装',
    notNow: '暂不',
    iosTitle: '添加到主屏幕',
    iosBody: '点击“分享”{share}，然后选择“添加到主屏幕”：商户名录和地图即可在没有信号时使用。',
    iosShare: '分享',
    dismiss: '关闭',
  },
);
