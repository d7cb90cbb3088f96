/** The Chinese of the data banner's sentences (data-age.ts), loaded only for visitors who read Chinese. */
import type { ChineseOf } from '../i18n';
import type { dataAgeMessages } from './data-age';

export const dataAge = {
  prefix: '离线',
  none: '正在显示本设备保存的数据',
  updated: '正在显示{age}更新的数据',
  justNow: '刚刚',
  minutes: '{n}分钟前',
  hour: '1小时前',
  hours: '{n}小时前',
  day: '昨天',
  days: '{n}天前',
  on: '{date}',
} satisfies ChineseOf<typeof dataAgeMessages>;
