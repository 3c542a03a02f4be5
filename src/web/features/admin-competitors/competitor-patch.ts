import type { AdminCompetitor, CompetitorPatch } from '../../../shared/registration';

/** The edit form's fields: the competitor's editable values, the number as typed. */
export type CompetitorFormValues = {
  number: number | string;
  name: string;
  email: string;
  affiliation: string;
  ageCategory: string;
  standardLevel: string;
  smoothLevel: string;
  rhythmLevel: string;
  latinLevel: string;
};

const TEXT_FIELDS = [
  'name',
  'email',
  'affiliation',
  'ageCategory',
  'standardLevel',
  'smoothLevel',
  'rhythmLevel',
  'latinLevel',
] as const;

export function formValuesOf(competitor: AdminCompetitor): CompetitorFormValues {
  return {
    number: competitor.number,
    name: competitor.name,
    email: competitor.email,
    affiliation: competitor.affiliation,
    ageCategory: competitor.ageCategory,
    standardLevel: competitor.standardLevel,
    smoothLevel: competitor.smoothLevel,
    rhythmLevel: competitor.rhythmLevel,
    latinLevel: competitor.latinLevel,
  };
}

/** Emails are stored lower case and names trimmed, so "Ann@X.org " is not a change of "ann@x.org". */
const normalized = (field: (typeof TEXT_FIELDS)[number], value: string) =>
  field === 'email' ? value.trim().toLowerCase() : value.trim();

/**
 * Only the fields the organizer changed, as typed (the shared schema validates
 * them), so an edit never rewrites a value someone else changed meanwhile.
 * A number left empty or not a number is sent as typed for the schema to refuse.
 */
export function changedFields(
  competitor: AdminCompetitor,
  values: CompetitorFormValues,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    if (normalized(field, values[field]) !== normalized(field, competitor[field])) {
      patch[field] = values[field];
    }
  }
  if (values.number !== competitor.number) {
    patch['number'] = typeof values.number === 'string' ? numberFrom(values.number) : values.number;
  }
  return patch;
}

/** NumberInput gives '' when cleared; that is a missing number, not 0. */
function numberFrom(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

export const isEmptyPatch = (patch: CompetitorPatch | Record<string, unknown>) =>
  Object.keys(patch).length === 0;
