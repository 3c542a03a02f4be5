import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRegistrationOpen, registrationPhase } from './phase';

const at = (iso: string) => new Date(iso);

describe('registrationPhase', () => {
  it.each([
    // registeredTime, early deadline, open deadline, phase
    ['2026-03-01T12:00:00Z', null, null, 'Pending'],
    ['2026-03-01T12:00:00Z', '2026-03-10', '2026-03-20', 'Early'],
    ['2026-03-09T23:59:59Z', '2026-03-10', '2026-03-20', 'Early'],
    ['2026-03-10T00:00:00Z', '2026-03-10', '2026-03-20', 'Normal'],
    ['2026-03-19T23:59:59Z', '2026-03-10', '2026-03-20', 'Normal'],
    ['2026-03-20T00:00:00Z', '2026-03-10', '2026-03-20', 'Late'],
    ['2026-04-01T00:00:00Z', '2026-03-10', '2026-03-20', 'Late'],
    ['2026-03-01T00:00:00Z', '2026-03-10', null, 'Early'],
    ['2026-03-15T00:00:00Z', '2026-03-10', null, 'Late'],
    ['2026-03-15T00:00:00Z', null, '2026-03-20', 'Normal'],
    ['2026-03-25T00:00:00Z', null, '2026-03-20', 'Late'],
    // An open deadline before the early one leaves no Normal phase.
    ['2026-03-15T00:00:00Z', '2026-03-20', '2026-03-10', 'Early'],
    ['2026-03-25T00:00:00Z', '2026-03-20', '2026-03-10', 'Late'],
  ] as const)('%s with early %s and open %s is %s', (time, early, open, phase) => {
    expect(registrationPhase(at(time), { early, open })).toBe(phase);
  });

  it('never goes back to an earlier phase as time passes', () => {
    const order = ['Early', 'Normal', 'Late'];
    const day = fc.integer({ min: 0, max: 400 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d)));
    const deadline = fc.option(day.map((d) => d.toISOString().slice(0, 10)));
    fc.assert(
      fc.property(day, day, deadline, deadline, (a, b, early, open) => {
        fc.pre(early !== null || open !== null);
        const [first, second] = a <= b ? [a, b] : [b, a];
        const p1 = registrationPhase(first, { early, open });
        const p2 = registrationPhase(second, { early, open });
        return order.indexOf(p1) <= order.indexOf(p2);
      }),
    );
  });
});

describe('isRegistrationOpen', () => {
  it.each([
    ['2026-03-01T12:00:00Z', null, true],
    ['2026-03-01T12:00:00Z', '2026-03-02', true],
    ['2026-03-01T23:59:59Z', '2026-03-02', true],
    ['2026-03-02T00:00:00Z', '2026-03-02', false],
    ['2026-03-05T00:00:00Z', '2026-03-02', false],
  ] as const)('at %s with closing date %s is %s', (now, closing, open) => {
    expect(isRegistrationOpen(at(now), closing)).toBe(open);
  });
});
