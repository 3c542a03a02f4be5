import { describe, expect, it } from 'vitest';
import { formatMoment, formatMomentParts } from './format-moment';

describe('formatMoment', () => {
  it('shows a timestamp in the given locale and zone, and anything else as received', () => {
    const at = { locale: 'en-US', timeZone: 'UTC' };
    expect(formatMoment('2026-10-03T09:05:00.000Z', at)).toBe('Oct 3, 2026, 9:05 AM');
    expect(formatMoment('2026-10-03T09:05:00.000Z', { ...at, timeZone: 'America/New_York' })).toBe(
      'Oct 3, 2026, 5:05 AM',
    );
    expect(formatMoment('soon', at)).toBe('soon');
  });
});

describe('formatMomentParts', () => {
  it('splits a moment into its day and time, and leaves anything else whole', () => {
    const at = { locale: 'en-US', timeZone: 'UTC' };
    expect(formatMomentParts('2026-10-03T21:05:00.000Z', at)).toEqual({
      day: 'Oct 3, 2026',
      time: '9:05 PM',
    });
    expect(formatMomentParts('soon', at)).toEqual({ day: 'soon', time: '' });
  });
});
