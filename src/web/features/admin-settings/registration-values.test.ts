import { describe, expect, it } from 'vitest';
import type { RegistrationSettings } from '../../../shared/registration';
import {
  affiliationLines,
  couplePreview,
  formValuesOf,
  repeatedNames,
  settingsFrom,
} from './registration-values';
import type { RegistrationFormValues } from './registration-values';

const saved: RegistrationSettings = {
  affiliations: ['Riverside University', 'Hillcrest College'],
  fees: {
    Pending: { perCompetitor: 0, perEntry: 0 },
    Early: { perCompetitor: 2000, perEntry: 500 },
    Normal: { perCompetitor: 2500, perEntry: 750 },
    Late: { perCompetitor: 3999, perEntry: 1001 },
  },
};

describe('affiliationLines and repeatedNames', () => {
  it('trims, drops blank lines and Other, and names repeats once', () => {
    const names = affiliationLines(
      ' Riverside University \n\n other\nHillcrest College\r\nriverside university\n',
    );
    expect(names).toEqual(['Riverside University', 'Hillcrest College', 'riverside university']);
    expect(repeatedNames([...names, 'RIVERSIDE UNIVERSITY'])).toEqual(['riverside university']);
    expect(repeatedNames(['A', 'B'])).toEqual([]);
  });
});

describe('settingsFrom', () => {
  it('round-trips the saved settings through the form', () => {
    expect(settingsFrom(formValuesOf(saved))).toEqual({ ok: true, settings: saved });
    expect(formValuesOf(saved).affiliations).toBe('Riverside University\nHillcrest College');
    expect(formValuesOf(saved).fees.Late).toEqual({ perCompetitor: 39.99, perEntry: 10.01 });
  });

  it('refuses with errors on the fields that need fixing', () => {
    const values: RegistrationFormValues = {
      ...formValuesOf(saved),
      affiliations: 'Riverside University\nRIVERSIDE university\nHillcrest',
    };
    values.fees = { ...values.fees, Early: { perCompetitor: '', perEntry: 5 } };
    expect(settingsFrom(values)).toEqual({
      ok: false,
      errors: {
        affiliations: 'Listed twice: RIVERSIDE university',
        'fees.Early.perCompetitor': 'Enter an amount (0 for free)',
      },
    });
  });

  it('names a name the shared schema refuses, and keeps fee errors on their field', () => {
    const values: RegistrationFormValues = {
      ...formValuesOf(saved),
      affiliations: `Riverside University\n${'x'.repeat(101)}`,
    };
    values.fees = { ...values.fees, Normal: { perCompetitor: -1, perEntry: 7.5 } };
    expect(settingsFrom(values)).toEqual({
      ok: false,
      errors: {
        affiliations: `“${'x'.repeat(101)}”: must be at most 100 characters`,
        'fees.Normal.perCompetitor': 'Must not be negative',
      },
    });
  });
});

describe('couplePreview', () => {
  it('quotes 2 new competitors and 3 entries per phase with the domain fees', () => {
    const preview = couplePreview(formValuesOf(saved).fees);
    expect(preview.map(({ phase, quote }) => [phase, quote?.totalCents])).toEqual([
      ['Pending', 0],
      ['Early', 2 * 2000 + 3 * 500],
      ['Normal', 2 * 2500 + 3 * 750],
      ['Late', 2 * 3999 + 3 * 1001],
    ]);
    expect(preview[1]?.quote?.lines).toEqual([
      { label: 'Competitor fee', quantity: 2, unitCents: 2000, totalCents: 4000 },
      { label: 'Entry fee', quantity: 3, unitCents: 500, totalCents: 1500 },
    ]);
  });

  it('has no quote for a phase with an amount missing', () => {
    const fees = { ...formValuesOf(saved).fees, Late: { perCompetitor: '', perEntry: 10 } };
    expect(couplePreview(fees)[3]).toEqual({ phase: 'Late', quote: undefined });
  });
});
