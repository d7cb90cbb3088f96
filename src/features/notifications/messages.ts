import { defineMessages } from '../../i18n';

/** Every visible string of the push notifications: the "Notify me" controls and the settings page. */
export const notificationMessages = defineMessages(
  {
    // The controls on the flash sale, event and promotion pages.
    notifyFlashSales: 'Notify me when flash sales start',
    notifyEvents: 'Notify me when events open',
    notifyMembersDays: "Notify me when a members' day begins",
    onFlashSales: "You'll be told when a flash sale starts.",
    onEvents: "You'll be told when an event opens.",
    onMembersDays: "You'll be told when a members' day begins.",
    turnOff: 'Turn off',
    turningOn: 'Turning on…',
    turningOff: 'Turning off…',
    settingsLink: 'Notification settings',
    // Why it cannot be turned on.
    denied:
      "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
    unsupported: 'This browser cannot show notifications from websites.',
    addToHomeScreen:
      'On iPhone and iPad, add this site to your Home Screen first: tap Share, then "Add to Home Screen", and open it from there.',
    failed: 'Notifications could not be turned on just now. Please try again.',
    offline: 'You are offline. Notifications can be turned on when you are back online.',
    // The settings page.
    title: 'Notifications',
    lead: "We tell you when a flash sale starts, an event opens or a members' day begins, and nothing else.",
    leadWithLimit:
      "We tell you when a flash sale starts, an event opens or a members' day begins: at most {n} a day, nothing else.",
    description:
      "Choose what Suntec City tells you about: flash sales, events and members' days, in English or Chinese.",
    topicsLegend: 'Tell me when',
    topicFlashSales: 'A flash sale starts',
    topicEvents: 'An event opens',
    topicMembersDays: "A members' day begins",
    languageLegend: 'Language of the notifications',
    english: 'English',
    chinese: '中文 (Chinese)',
    turnOn: 'Turn on notifications',
    save: 'Save changes',
    saving: 'Saving…',
    turnOffAll: 'Turn off all notifications',
    chooseOne: 'Choose at least one.',
    statusOn: 'Notifications are on.',
    statusSaved: 'Your choices are saved.',
    statusOff: 'Notifications are off.',
    statusGone:
      'This browser no longer receives notifications from us (they were turned off or expired). Turn them on again below.',
  },
  {
    notifyFlashSales: '限时抢购开始时通知我',
    notifyEvents: '活动开始时通知我',
    notifyMembersDays: '会员日开始时通知我',
    onFlashSales: '限时抢购开始时会通知您。',
    onEvents: '活动开始时会通知您。',
    onMembersDays: '会员日开始时会通知您。',
    turnOff: '关闭',
    turningOn: '正在开启…',
    turningOff: '正在关闭…',
    settingsLink: '通知设置',
    denied: '本网站的通知已被阻止。请在浏览器的网站设置中允许通知，然后重试。',
    unsupported: '此浏览器无法显示网站通知。',
    addToHomeScreen:
      '在 iPhone 和 iPad 上，请先将本网站添加到主屏幕：点击“分享”，选择“添加到主屏幕”，然后从主屏幕打开。',
    failed: '暂时无法开启通知，请稍后重试。',
    offline: '您目前处于离线状态。恢复联网后即可开启通知。',
    title: '通知',
    lead: '限时抢购开始、活动开始或会员日开始时，我们会通知您，不发送其他内容。',
    leadWithLimit:
      '限时抢购开始、活动开始或会员日开始时，我们会通知您：每天最多 {n} 条，不发送其他内容。',
    description: '选择 Suntec City 通知您的内容：限时抢购、活动和会员日，可选英文或中文。',
    topicsLegend: '在以下情况通知我',
    topicFlashSales: '限时抢购开始',
    topicEvents: '活动开始',
    topicMembersDays: '会员日开始',
    languageLegend: '通知语言',
    english: 'English（英文）',
    chinese: '中文',
    turnOn: '开启通知',
    save: '保存更改',
    saving: '正在保存…',
    turnOffAll: '关闭所有通知',
    chooseOne: '请至少选择一项。',
    statusOn: '通知已开启。',
    statusSaved: '您的选择已保存。',
    statusOff: '通知已关闭。',
    statusGone: '此浏览器已不再接收我们的通知（已被关闭或已过期）。请在下方重新开启。',
  },
);
