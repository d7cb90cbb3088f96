/**
 * The weekdays, Sunday first (0-6: `Date#getDay`, the wire's `DayOfWeek`), in every form the site
 * writes them, in both languages. The one list: the dictionaries (opening hours, the picker, a
 * room's closed days), the wire's names of closed days and the server's texts all take them here.
 */
import type { Language } from './language';

interface WeekdayNames {
  /** 'Sunday' / '星期日' */
  long: readonly string[];
  /** 'Sun' / '周日' */
  short: readonly string[];
  /** A column header: 'Su' / '日' */
  narrow: readonly string[];
}

export const WEEKDAYS = {
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    narrow: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  },
  ch: {
    long: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    short: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    narrow: ['日', '一', '二', '三', '四', '五', '六'],
  },
} as const satisfies Record<Language, WeekdayNames>;

/** One form of the names as a dictionary entry: the dictionaries hold comma-separated text. */
export const weekdayEntry = (language: Language, form: keyof WeekdayNames): string =>
  WEEKDAYS[language][form].join(',');
