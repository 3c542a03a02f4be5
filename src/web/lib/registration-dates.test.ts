import { describe, expect, it } from 'vitest';
import {
  closedSentence,
  deadlineRows,
  phaseSummary,
  registrationDatesOf,
} from './registration-dates';

const dates = {
  earlyDeadline: '2026-03-10',
  openDeadline: '2026-03-20',
  closingDate: '2026-04-01',
};

describe('registration dates', () => {
  it('lists the deadlines set, in the order they fall due', () => {
    expect(deadlineRows(dates)).toEqual([
      { label: 'Early registration', value: 'before Tue, March 10, 2026' },
      { label: 'Normal registration', value: 'before Fri, March 20, 2026' },
      { label: 'Registration closes', value: 'when Wed, April 1, 2026 begins' },
    ]);
    expect(
      deadlineRows({ earlyDeadline: null, openDeadline: '2026-03-20', closingDate: '2026-03-01' }),
    ).toEqual([
      { label: 'Registration closes', value: 'when Sun, March 1, 2026 begins' },
      { label: 'Normal registration', value: 'before Fri, March 20, 2026' },
    ]);
    expect(deadlineRows({ earlyDeadline: null, openDeadline: null, closingDate: null })).toEqual(
      [],
    );
  });

  it('shows organizers the deadlines not set, after the others', () => {
    expect(
      deadlineRows(
        { earlyDeadline: null, openDeadline: '2026-03-20', closingDate: null },
        { includeUnset: true },
      ),
    ).toEqual([
      { label: 'Normal registration', value: 'before Fri, March 20, 2026' },
      { label: 'Early registration', value: 'not set' },
      { label: 'Registration closes', value: 'not set (registration stays open)' },
    ]);
  });

  it("reads the competition record's deadline fields", () => {
    expect(
      registrationDatesOf({
        dateRegistrationEarly: '2026-03-10',
        dateRegistrationOpen: '2026-03-20',
        dateRegistrationClosed: '2026-04-01',
      } as Parameters<typeof registrationDatesOf>[0]),
    ).toEqual(dates);
  });

  it.each([
    ['Pending', 'Pending: the organizers have not set registration deadlines yet'],
    ['Early', 'Early registration, before Tue, March 10, 2026'],
    ['Normal', 'Normal registration, before Fri, March 20, 2026'],
    ['Late', 'Late registration'],
  ] as const)('the %s phase reads "%s"', (phaseNow, text) => {
    expect(phaseSummary({ ...dates, phaseNow })).toBe(text);
  });

  it('says when registration closed', () => {
    expect(closedSentence('2026-04-01')).toBe('Registration closed on Wed, April 1, 2026.');
    expect(closedSentence(null)).toBe('Registration is closed.');
  });
});
