import { z } from 'zod';
import { LEVELS } from '../../../domain/competition/enumerations';
import type { LevelProfile } from '../../../domain/registration';
import type { RegistrationInput } from '../../../shared/registration';
import { OTHER_AFFILIATION, RegistrationInputSchema } from '../../../shared/registration';
import { formErrorsFrom } from '../../lib/form-errors';
import { fieldKeyOf, refusedFields } from '../../lib/refusals';
import type { Refusal } from '../../lib/refusals';

/** One dancer as the form holds them: the school as chosen (a listed name or Other) plus any typed name. */
const DancerValuesSchema = z.object({
  name: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
  otherAffiliation: z.string(),
  ageCategory: z.string().nullable(),
  standardLevel: z.enum(LEVELS),
  smoothLevel: z.enum(LEVELS),
  rhythmLevel: z.enum(LEVELS),
  latinLevel: z.enum(LEVELS),
});
export type DancerValues = z.infer<typeof DancerValuesSchema>;

/** Also what a kept draft of the form must be (form-drafts.ts); a draft of another shape is dropped. */
const RegistrationFormValuesSchema = z.object({
  lead: DancerValuesSchema,
  follow: DancerValuesSchema,
  /** The partner is to be announced: the follow fields are set aside (kept, not sent). */
  followTba: z.boolean(),
  eventIds: z.array(z.string()),
  acceptRelease: z.boolean(),
  acceptMedia: z.boolean(),
});
export type RegistrationFormValues = z.infer<typeof RegistrationFormValuesSchema>;

/** A kept draft of the form, if it still fits it. */
export function registrationDraftOf(stored: unknown): RegistrationFormValues | undefined {
  const parsed = RegistrationFormValuesSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export const LEVEL_FIELDS = [
  { field: 'standardLevel', style: 'Standard' },
  { field: 'smoothLevel', style: 'Smooth' },
  { field: 'rhythmLevel', style: 'Rhythm' },
  { field: 'latinLevel', style: 'Latin' },
] as const;

const emptyDancer = (): DancerValues => ({
  name: '',
  email: '',
  affiliation: null,
  otherAffiliation: '',
  ageCategory: null,
  standardLevel: 'Bronze',
  smoothLevel: 'Bronze',
  rhythmLevel: 'Bronze',
  latinLevel: 'Bronze',
});

export const emptyRegistration = (): RegistrationFormValues => ({
  lead: emptyDancer(),
  follow: emptyDancer(),
  followTba: false,
  eventIds: [],
  acceptRelease: false,
  acceptMedia: false,
});

export function levelProfileOf(dancer: DancerValues): LevelProfile {
  const { standardLevel, smoothLevel, rhythmLevel, latinLevel } = dancer;
  return { standardLevel, smoothLevel, rhythmLevel, latinLevel };
}

/** The school sent: the listed name, or the typed one under Other. */
export function affiliationOf(dancer: DancerValues): string {
  return dancer.affiliation === OTHER_AFFILIATION
    ? dancer.otherAffiliation
    : (dancer.affiliation ?? '');
}

function dancerInput(dancer: DancerValues) {
  return {
    name: dancer.name,
    email: dancer.email,
    affiliation: affiliationOf(dancer),
    // Left out when not chosen, so the schema says it is required.
    ...(dancer.ageCategory !== null && { ageCategory: dancer.ageCategory }),
    ...levelProfileOf(dancer),
  };
}

/**
 * The request body before checking. `eventIds` are the chosen events still
 * offered: one chosen and then hidden by a level change is not sent, and shows
 * as chosen again if the level changes back.
 */
function draftInputOf(values: RegistrationFormValues, offeredEventIds: readonly string[]) {
  return {
    lead: dancerInput(values.lead),
    follow: values.followTba ? null : dancerInput(values.follow),
    eventIds: [...offeredEventIds],
    acceptRelease: values.acceptRelease,
    acceptMedia: values.acceptMedia,
  };
}

/**
 * Where an error on an input path shows in the form: the school's error goes
 * on the typed name when Other is chosen, and a missing choice says so rather
 * than listing every option.
 */
export function formFieldOf(
  path: string,
  values: RegistrationFormValues,
): { field: string; override?: string } {
  const match = /^(lead|follow)\.(affiliation|ageCategory)$/.exec(path);
  if (!match) return { field: path.replace(/^eventIds\.\d+$/, 'eventIds') };
  const role = match[1] as 'lead' | 'follow';
  const dancer = values[role];
  if (match[2] === 'ageCategory') {
    return dancer.ageCategory === null
      ? { field: path, override: 'Choose an age category' }
      : { field: path };
  }
  if (dancer.affiliation === null) return { field: path, override: 'Choose a school or club' };
  return dancer.affiliation === OTHER_AFFILIATION
    ? { field: `${role}.otherAffiliation` }
    : { field: path };
}

export type Validation =
  { ok: true; input: RegistrationInput } | { ok: false; errors: Record<string, string> };

/** The same check the server makes, with its errors placed on the form's fields. */
export function validateRegistration(
  values: RegistrationFormValues,
  offeredEventIds: readonly string[],
): Validation {
  const parsed = RegistrationInputSchema.safeParse(draftInputOf(values, offeredEventIds));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(formErrorsFrom(parsed.error))) {
    const { field, override } = formFieldOf(path, values);
    errors[field] ??= override ?? message;
  }
  return { ok: false, errors };
}

/**
 * The form fields a server refusal names, with what to say on each: the
 * refused field (a follow who is the lead, an email registered under another
 * name, the level field a not_eligible refusal judged) and each issue of a
 * 400, placed as the form shows them. A refusal about the whole registration
 * names no field.
 */
export function fieldErrorsOf(
  refusal: Refusal,
  values: RegistrationFormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of refusedFields(refusal)) {
    const { field, override } = formFieldOf(fieldKeyOf(path), values);
    errors[field] ??= override ?? message;
  }
  return errors;
}
