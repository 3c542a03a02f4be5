import { describe, expect, it } from 'vitest';
import { clockTime, minutesAfter } from './clock';

const at = (time: string) => `2027-03-06T${time}:00.000Z`;

describe('the venue clock', () => {
  it('shows a time as hours and minutes, and nothing for no time', () => {
    expect(clockTime(at('09:05'))).toBe('09:05');
    expect(clockTime(null)).toBeNull();
    expect(clockTime('not a time')).toBeNull();
  });

  it('counts whole minutes after a time, never below zero', () => {
    expect(minutesAfter(at('10:30'), '2027-03-06T10:42:59.000Z')).toBe(12);
    expect(minutesAfter(at('10:30'), at('10:20'))).toBe(0);
    expect(minutesAfter(null, at('10:20'))).toBe(0);
  });
});
