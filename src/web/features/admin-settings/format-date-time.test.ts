import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('formats a moment in the given locale and time zone', () => {
    const at = '2027-01-02T15:04:05.000Z';
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('Jan 2, 2027, 3:04 PM');
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Jan 2, 2027, 10:04 AM',
    );
  });

  it('shows a value that is not a date as received', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
