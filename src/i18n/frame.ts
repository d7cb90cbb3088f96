/**
 * Strings of the site's frame: header, menu, search bar, language switch, footer, live chat and the
 * error pages. Menu labels live with the menu's definition (components/layout/menu-definition.ts).
 */
import { defineMessages } from './index';

export const headerMessages = defineMessages(
  {
    skipToContent: 'Skip to main content',
    homeLink: 'Suntec City home page',
    mainNavigation: 'Main',
    attractionNavigation: 'Visitor guide',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    menuPanel: 'Site menu',
    backToMainMenu: 'Main menu',
    opensInNewTab: '(opens in a new tab)',
    languageGroup: 'Language',
    search: 'Search',
  },
  {
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
  },
);

export const searchMessages = defineMessages(
  {
    openSearch: 'Search',
    closeSearch: 'Close search',
    label: 'Search stores, promotions, events and pages',
    placeholder: 'What are you looking for?',
    submit: 'Search',
    emptyHint: 'Type a word or a store name to search for.',
  },
  {
    openSearch: '搜索',
    closeSearch: '关闭搜索',
    label: '搜索商户、优惠、活动和页面',
    placeholder: '您在找什么？',
    submit: '搜索',
    emptyHint: '请输入关键词或商户名称。',
  },
);

export const footerMessages = defineMessages(
  {
    footerNavigation: 'Footer',
    visitHeading: 'Visit',
    addressHeading: 'Address',
    address: '3 Temasek Boulevard, Singapore 038983',
    hoursHeading: 'Opening hours:',
    hours: 'Daily 10AM to 10PM',
    legalHeading: 'Legal',
    appHeading: 'Get the Suntec+ app',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    socialHeading: 'Follow us',
    copyright: '© {year} Suntec City. All rights reserved.',
  },
  {
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
  },
);

export const chatMessages = defineMessages(
  {
    button: 'Live chat',
    connecting: 'Connecting to live chat…',
    title: 'How can we help?',
    intro: 'Our customer service team answers daily from 10AM to 10PM.',
    unavailable: 'Live chat is not available right now. You can reach us here:',
    call: 'Call us',
    email: 'Email us',
    message: 'Send us a message',
    close: 'Close',
  },
  {
    button: '在线客服',
    connecting: '正在连接在线客服…',
    title: '需要什么帮助？',
    intro: '客服团队每日上午10点至晚上10点为您服务。',
    unavailable: '在线客服暂时无法使用。您可以通过以下方式联系我们：',
    call: '致电我们',
    email: '发送电子邮件',
    message: '给我们留言',
    close: '关闭',
  },
);

export const errorMessages = defineMessages(
  {
    defaultMessage: 'Error',
    status: 'Error {status}',
    notFound: 'This page could not be found',
    backHome: 'Back to the home page',
    tryAgain: 'Try again',
    newVersion: 'A new version of the site is available. Reload the page to continue.',
    reload: 'Reload the page',
    errorPageFailed: 'An error occurred while showing the error page',
    goHome: 'Go to the home page',
  },
  {
    defaultMessage: '错误',
    status: '错误 {status}',
    notFound: '找不到此页面',
    backHome: '返回首页',
    tryAgain: '重试',
    newVersion: '网站已有新版本。请重新加载页面以继续。',
    reload: '重新加载页面',
    errorPageFailed: '显示错误页面时出错',
    goHome: '前往首页',
  },
);
