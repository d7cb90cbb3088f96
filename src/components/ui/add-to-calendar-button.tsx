import { CalendarPlus } from 'lucide-react';
import { defineMessages, useMessages } from '../../i18n';
import type { CalendarItem } from '../../lib/calendar';
import { downloadCalendarItem } from '../../lib/calendar-download';
import { Button } from './button';

const messages = defineMessages({ add: 'Add to calendar' }, { add: '添加到日历' });

/** Downloads an .ics file for the item, in Singapore time (see lib/calendar). */
export function AddToCalendarButton({ item }: { item: CalendarItem }) {
  const t = useMessages(messages);
  return (
    <Button
      variant="secondary"
      onClick={() =>
        downloadCalendarItem({
          ...item,
          // A page of this site may be given as its path (the server draws pages without an origin).
          ...(item.url && { url: new URL(item.url, window.location.href).href }),
        })
      }
    >
      <CalendarPlus size={18} aria-hidden="true" />
      {t.add}
    </Button>
  );
}
