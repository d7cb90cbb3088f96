/** The Chinese of the frame's strings (frame.ts), loaded only for visitors who read Chinese. */
import type { ChineseOf } from './index';
import type {
  chatMessages,
  errorMessages,
  footerMessages,
  headerMessages,
  searchMessages,
} from './frame';

export const header = {
  skipToContent: '跳至主要内容',
  // The logo's visible words lead its name in both languages (WCAG 2.5.3, label in name).
  homeLink: 'SUNTEC CITY 新达城首页',
  mainNavigation: '主导航',
  attractionNavigation: '游客指南',
  openMenu: '菜单',
  closeMenu: '关闭菜单',
  menuPanel: '网站菜单',
  backToMainMenu: '主菜单',
  opensInNewTab: '（在新标签页中打开）',
  languageGroup: '语言',
  search: '搜索',
} satisfies ChineseOf<typeof headerMessages>;

export const search = {
  openSearch: '搜索',
  closeSearch: '关闭搜索',
  label: '搜索商户、优惠、活动和页面',
  placeholder: '您在找什么？',
  submit: '搜索',
  emptyHint: '请输入关键词或商户名称。',
} satisfies ChineseOf<typeof searchMessages>;

export const footer = {
  footerNavigation: '页脚',
  visitHeading: '参观',
  addressHeading: '地址',
  address: '新加坡淡马锡林荫道3号，邮编038983',
  hoursHeading: '营业时间：',
  hours: '每日 上午10点至晚上10点',
  legalHeading: '法律信息',
  appHeading: '下载 Suntec+ 应用',
  appStore: '在 App Store 下载',
  googlePlay: '在 Google Play 下载',
  socialHeading: '关注我们',
  copyright: '© {year} 新达城。保留所有权利。',
} satisfies ChineseOf<typeof footerMessages>;

export const chat = {
  button: '在线客服',
  connecting: '正在连接在线客服…',
  title: '需要什么帮助？',
  intro: '客服团队每日上午10点至晚上10点为您服务。',
  unavailable: '在线客服暂时无法使用。您可以通过以下方式联系我们：',
  call: '致电我们',
  email: '发送电子邮件',
  message: '给我们留言',
  close: '关闭',
} satisfies ChineseOf<typeof chatMessages>;

export const error = {
  defaultMessage: '错误',
  status: '错误 {status}',
  notFound: '找不到此页面',
  backHome: '返回首页',
  tryAgain: '重试',
  newVersion: '网站已有新版本。请重新加载页面以继续。',
  reload: '重新加载页面',
  errorPageFailed: '显示错误页面时出错',
  goHome: '前往首页',
  detail: '详情：{words}',
} satisfies ChineseOf<typeof errorMessages>;
