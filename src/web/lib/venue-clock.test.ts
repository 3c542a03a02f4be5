import { describe, expect, it } from 'vitest';
import { venueClock } from './venue-clock';

describe('venueClock', () => {
  it("writes a moment as the venue's wall-clock time in UTC form", () => {
    // 15:42 UTC is 10:42 in New York (UTC-5, offset +300 minutes).
    expect(venueClock('2027-03-06T15:42:00.000Z', 300)).toBe('2027-03-06T10:42:00.000Z');
    expect(venueClock('2027-03-06T09:42:00.000Z', -60)).toBe('2027-03-06T10:42:00.000Z');
    expect(venueClock('not a time', 0)).toBe('not a time');
  });
});
