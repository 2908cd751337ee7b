// The session header's Created and Updated stamps, on one line of a phone: the updated stamp
// leaves out the day when it is the created one's ("Nov 20, 2026, 7:05 PM" · "7:40 PM"). Both in
// the viewer's own zone, as formatDateTime writes them.
import { formatDateTime } from '@liftbook/shared/format';

const localDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const localTime = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** The updated stamp: its time alone on the created stamp's day, else the whole stamp; "" when missing or invalid. */
export function updatedStamp(createdAt: string, updatedAt: string): string {
  const created = new Date(createdAt);
  const updated = new Date(updatedAt);
  if (Number.isNaN(updated.getTime())) return formatDateTime(updatedAt);
  const sameDay = !Number.isNaN(created.getTime()) && localDay.format(created) === localDay.format(updated);
  return sameDay ? localTime.format(updated) : formatDateTime(updated);
}
