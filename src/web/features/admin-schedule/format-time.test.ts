import { describe, expect, it } from 'vitest';
import { formatPlannedTime } from './format-time';

describe('formatPlannedTime', () => {
  it('shows the venue wall-clock time, or a dash', () => {
    expect(formatPlannedTime('2027-01-02T09:00:00.000Z')).toBe('09:00');
    expect(formatPlannedTime('2027-01-02T13:45:10.000Z')).toBe('13:45');
    expect(formatPlannedTime(null)).toBe('—');
    expect(formatPlannedTime('garbage')).toBe('—');
  });
});
