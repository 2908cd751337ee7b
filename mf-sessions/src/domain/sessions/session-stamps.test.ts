import { formatDateTime } from '@liftbook/shared/format';
import { updatedStamp } from './session-stamps';

const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

describe('updatedStamp', () => {
  it('is the time alone on the day the session was created', () => {
    // Half an hour apart at midday UTC: the same day in every zone.
    const shown = updatedStamp('2026-11-20T12:00:00.000Z', '2026-11-20T12:30:00.000Z');
    expect(shown).toBe(time.format(new Date('2026-11-20T12:30:00.000Z')));
    expect(shown).toMatch(/^\d{1,2}:30\s[AP]M$/);
  });

  it('is the whole stamp on another day', () => {
    expect(updatedStamp('2026-11-20T12:00:00.000Z', '2026-11-22T12:00:00.000Z')).toBe(formatDateTime('2026-11-22T12:00:00.000Z'));
    expect(updatedStamp('2026-11-20T12:00:00.000Z', '2026-11-22T12:00:00.000Z')).toContain('2026');
  });

  it('is the whole stamp when the created one cannot be read, and empty when the updated one cannot', () => {
    expect(updatedStamp('', '2026-11-22T12:00:00.000Z')).toBe(formatDateTime('2026-11-22T12:00:00.000Z'));
    expect(updatedStamp('2026-11-20T12:00:00.000Z', 'not a date')).toBe('');
  });
});
