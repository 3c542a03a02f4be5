import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, formatShortDay } from './format-date';

describe('formatDay', () => {
  it('formats a calendar day without time-zone drift', () => {
    expect(formatDay('2027-01-02')).toBe('Sat, January 2, 2027');
  });
});

describe('formatDayRange', () => {
  it('joins two different days and collapses equal ones', () => {
    expect(formatDayRange('2027-01-02', '2027-01-03')).toBe(
      'Sat, January 2, 2027 – Sun, January 3, 2027',
    );
    expect(formatDayRange('2027-01-02', '2027-01-02')).toBe('Sat, January 2, 2027');
    expect(formatDayRange('2027-01-02', null)).toBe('Sat, January 2, 2027');
  });
});

describe('formatShortDay', () => {
  it('gives the weekday, month and day of a calendar day without time-zone drift', () => {
    expect(formatShortDay('2027-01-02')).toBe('Sat, Jan 2');
  });
});
