import { describe, expect, it } from 'vitest';
import { emptyRegistration, fieldErrorsOf, validateRegistration } from './form-values';
import type { RegistrationFormValues } from './form-values';
import type { Refusal } from '../../lib/refusals';

const filled = (): RegistrationFormValues => {
  const values = emptyRegistration();
  values.lead = {
    ...values.lead,
    name: ' Ada Lovelace ',
    email: 'ADA@example.org',
    affiliation: 'Riverside University',
    ageCategory: 'Adult',
    standardLevel: 'Gold',
  };
  values.follow = {
    ...values.follow,
    name: 'Grace Hopper',
    email: 'grace@example.org',
    affiliation: 'Other',
    otherAffiliation: 'Navy Dance Club',
    ageCategory: 'Student',
  };
  values.eventIds = ['e2', 'e4'];
  values.acceptRelease = true;
  values.acceptMedia = true;
  return values;
};

describe('validateRegistration', () => {
  it('sends the listed school, or the typed one under Other, and only offered events', () => {
    const result = validateRegistration(filled(), ['e4']);
    expect(result).toEqual({
      ok: true,
      input: {
        lead: {
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          affiliation: 'Riverside University',
          ageCategory: 'Adult',
          standardLevel: 'Gold',
          smoothLevel: 'Bronze',
          rhythmLevel: 'Bronze',
          latinLevel: 'Bronze',
        },
        follow: expect.objectContaining({ name: 'Grace Hopper', affiliation: 'Navy Dance Club' }),
        eventIds: ['e4'],
        acceptRelease: true,
        acceptMedia: true,
      },
    });
  });

  it('sends no follow when the partner is TBA, whatever the follow fields hold', () => {
    const values = { ...filled(), followTba: true };
    values.follow = { ...values.follow, email: 'not an email' };
    const result = validateRegistration(values, ['e2']);
    expect(result.ok && result.input.follow).toBe(null);
  });

  it('puts each problem on the field that shows it', () => {
    const values = emptyRegistration();
    values.follow.affiliation = 'Other';
    values.follow.ageCategory = 'Adult';
    expect(validateRegistration(values, [])).toEqual({
      ok: false,
      errors: {
        'lead.name': 'Must not be empty',
        'lead.email': 'Must be an email address',
        'lead.affiliation': 'Choose a school or club',
        'lead.ageCategory': 'Choose an age category',
        'follow.name': 'Must not be empty',
        'follow.email': 'Must be an email address',
        'follow.otherAffiliation':
          'Must not be empty; choose Other and type a name if yours is not listed',
        eventIds: 'Choose at least one event',
        acceptRelease: 'Must be accepted: the release of liability statement',
        acceptMedia: 'Must be accepted: the media permission statement',
      },
    });
  });
});

describe('fieldErrorsOf', () => {
  it('places each issue of a 400 on its field', () => {
    const refusal: Refusal = {
      code: 'invalid_input',
      message:
        "Invalid body: 'lead.email' must be an email address; 'follow.affiliation' must not be empty",
      details: {
        issues: [
          { path: ['lead', 'email'], message: 'must be an email address' },
          { path: ['follow', 'affiliation'], message: 'must not be empty' },
          { path: ['eventIds', 1], message: 'must not name an event twice' },
          { path: [], message: 'ignored: names no field' },
        ],
      },
    };
    expect(fieldErrorsOf(refusal, filled())).toEqual({
      'lead.email': 'Must be an email address',
      'follow.otherAffiliation': 'Must not be empty',
      eventIds: 'Must not name an event twice',
    });
  });

  it.each([
    ['lead', 'ADA@example.org is already registered under another name.'],
    ['follow', 'grace@example.org is already registered under another name.'],
    // The sentence may change, or name the other dancer: only the path decides the field.
    ['follow', 'ADA@example.org is taken.'],
    ['lead', 'This address belongs to someone else.'],
  ] as const)('marks the %s email of a dancer registered under another name', (role, message) => {
    const refusal: Refusal = { code: 'email_taken', message, path: [role, 'email'] };
    expect(fieldErrorsOf(refusal, filled())).toEqual({ [`${role}.email`]: message });
  });

  it.each(['email', 'name'] as const)('marks the follow %s when it is the lead’s', (field) => {
    const message = `The follow's ${field} is the lead's ${field}; the lead and the follow must be two different dancers.`;
    const refusal: Refusal = { code: 'same_dancer', message, path: ['follow', field] };
    expect(fieldErrorsOf(refusal, filled())).toEqual({ [`follow.${field}`]: message });
  });

  it('puts a level refusal on the level field the server judged', () => {
    // A dancer registered before is judged by the level on file, not the one typed.
    const message =
      "Ada Lovelace dances Standard at Gold level, so may not enter 'Bronze Standard': a dancer may enter their own level or higher, not lower.";
    const refusal: Refusal = { code: 'not_eligible', message, path: ['lead', 'standardLevel'] };
    expect(fieldErrorsOf(refusal, filled())).toEqual({ 'lead.standardLevel': message });
  });

  it('names no field for a refusal about the whole registration', () => {
    const refusal: Refusal = {
      code: 'duplicate_entry',
      message: "Ada Lovelace and Grace Hopper are already entered in 'Bronze Smooth'.",
    };
    expect(fieldErrorsOf(refusal, filled())).toEqual({});
  });
});
