import { describe, expect, it } from 'vitest';
import { CompetitorPatchSchema } from '../../../shared/registration';
import type { AdminCompetitor } from '../../../shared/registration';
import { changedFields, formValuesOf, isEmptyPatch } from './competitor-patch';

const saved: AdminCompetitor = {
  id: 'c1',
  number: 105,
  name: 'Ana Núñez',
  email: 'ana@river.edu',
  affiliation: 'Riverside University',
  ageCategory: 'Adult',
  standardLevel: 'Gold',
  smoothLevel: 'Bronze',
  rhythmLevel: 'Bronze',
  latinLevel: 'Silver',
  createdAt: '2026-10-01T12:00:00.000Z',
  events: [],
};

describe('changedFields', () => {
  it('is empty when nothing changed, or only case and spaces the server ignores', () => {
    expect(changedFields(saved, formValuesOf(saved))).toEqual({});
    expect(
      changedFields(saved, {
        ...formValuesOf(saved),
        email: ' ANA@river.edu ',
        name: 'Ana Núñez ',
      }),
    ).toEqual({});
    expect(isEmptyPatch({})).toBe(true);
  });

  it.each([
    [{ name: 'Ana Nunez' }, { name: 'Ana Nunez' }],
    [{ email: 'ana@new.edu' }, { email: 'ana@new.edu' }],
    [
      { affiliation: 'Hillcrest College', latinLevel: 'Gold' },
      { affiliation: 'Hillcrest College', latinLevel: 'Gold' },
    ],
    [{ number: 7 }, { number: 7 }],
    [{ number: '8' }, { number: 8 }], // typed text that is a number
    [{ number: '' }, { number: '' }], // cleared: sent for the schema to refuse
    [{ ageCategory: 'Senior' }, { ageCategory: 'Senior' }],
  ] as const)('sends only %j', (edit, expected) => {
    expect(changedFields(saved, { ...formValuesOf(saved), ...edit })).toEqual(expected);
  });

  it('gives a patch the shared schema accepts, or refuses with the field named', () => {
    const ok = CompetitorPatchSchema.safeParse(
      changedFields(saved, { ...formValuesOf(saved), name: ' Ana N ', number: 9 }),
    );
    expect(ok.data).toEqual({ name: 'Ana N', number: 9 });
    const refused = CompetitorPatchSchema.safeParse(
      changedFields(saved, { ...formValuesOf(saved), number: '' }),
    );
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['number']);
  });
});
