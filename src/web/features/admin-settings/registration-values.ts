import { z } from 'zod';
import { NO_FEES, REGISTRATION_PHASES, quoteFees } from '../../../domain/registration';
import type { FeeQuote, FeeSchedule, RegistrationPhase } from '../../../domain/registration';
import { OTHER_AFFILIATION, RegistrationSettingsSchema } from '../../../shared/registration';
import type { RegistrationSettings } from '../../../shared/registration';
import { formErrorsFrom } from '../../lib/form-errors';
import { dollarsToCents } from '../../lib/money';
import type { Dollars } from '../../lib/money';
import { draftReader } from '../../lib/use-drafted-form';

/**
 * The registration settings form as pure functions: the school list typed one
 * name a line, fees typed in dollars and stored in cents, and the preview of
 * what a couple pays in each phase.
 */

export type FeeFieldValues = Record<
  RegistrationPhase,
  { perCompetitor: Dollars; perEntry: Dollars }
>;
export type RegistrationFormValues = { affiliations: string; fees: FeeFieldValues };

/** An amount as typed: a number, or the empty string of an emptied field. */
const DollarsSchema = z.union([z.number(), z.string()]);
/** A kept draft of the form (lib/use-drafted-form.ts), if it still fits it. */
export const registrationSettingsDraftOf = draftReader(
  z.object({
    affiliations: z.string(),
    fees: z.record(
      z.enum(REGISTRATION_PHASES),
      z.object({ perCompetitor: DollarsSchema, perEntry: DollarsSchema }),
    ),
  }),
);

export function formValuesOf(settings: RegistrationSettings): RegistrationFormValues {
  const fees = Object.fromEntries(
    REGISTRATION_PHASES.map((phase) => [
      phase,
      {
        perCompetitor: settings.fees[phase].perCompetitor / 100,
        perEntry: settings.fees[phase].perEntry / 100,
      },
    ]),
  ) as FeeFieldValues;
  return { affiliations: settings.affiliations.join('\n'), fees };
}

/** The names typed one a line: trimmed, blank lines dropped, 'Other' dropped (it is always offered). */
export function affiliationLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && line.toLowerCase() !== OTHER_AFFILIATION.toLowerCase());
}

/** Names listed more than once (ignoring case), each named once as first typed. */
export function repeatedNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Map<string, string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key) && !repeated.has(key)) repeated.set(key, name);
    seen.add(key);
  }
  return [...repeated.values()];
}

/** The phases' fees in cents; a phase with a missing amount is undefined. */
export function feesInCents(fees: FeeFieldValues): Partial<FeeSchedule> {
  const schedule: Partial<Record<RegistrationPhase, FeeSchedule[RegistrationPhase]>> = {};
  for (const phase of REGISTRATION_PHASES) {
    const perCompetitor = dollarsToCents(fees[phase].perCompetitor);
    const perEntry = dollarsToCents(fees[phase].perEntry);
    if (perCompetitor !== undefined && perEntry !== undefined) {
      schedule[phase] = { perCompetitor, perEntry };
    }
  }
  return schedule;
}

export type SettingsFromForm =
  { ok: true; settings: RegistrationSettings } | { ok: false; errors: Record<string, string> };

/** The settings to save, or errors keyed by form field (`affiliations`, `fees.Early.perEntry`). */
export function settingsFrom(values: RegistrationFormValues): SettingsFromForm {
  const errors: Record<string, string> = {};
  const affiliations = affiliationLines(values.affiliations);
  const repeated = repeatedNames(affiliations);
  if (repeated.length > 0) errors['affiliations'] = `Listed twice: ${repeated.join(', ')}`;
  for (const phase of REGISTRATION_PHASES) {
    for (const kind of ['perCompetitor', 'perEntry'] as const) {
      if (dollarsToCents(values.fees[phase][kind]) === undefined) {
        errors[`fees.${phase}.${kind}`] = 'Enter an amount (0 for free)';
      }
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = RegistrationSettingsSchema.safeParse({
    affiliations,
    fees: feesInCents(values.fees),
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  return {
    ok: false,
    errors: affiliationErrorsOnOneField(formErrorsFrom(parsed.error), affiliations),
  };
}

/** The list is one text field, so an error about its n-th name names that name. */
function affiliationErrorsOnOneField(
  errors: Record<string, string>,
  names: readonly string[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const line = /^affiliations\.(\d+)$/.exec(path);
    if (line)
      result['affiliations'] ??= `“${names[Number(line[1])] ?? ''}”: ${message.toLowerCase()}`;
    else result[path] ??= message;
  }
  return result;
}

/** The preview's example: a couple registering together, both new, in three events. */
export const EXAMPLE_COUPLE = { newCompetitors: 2, entries: 3 } as const;

/** What the example couple pays in each phase; undefined for a phase whose fees are incomplete. */
export function couplePreview(
  fees: FeeFieldValues,
): { phase: RegistrationPhase; quote: FeeQuote | undefined }[] {
  const schedule = feesInCents(fees);
  return REGISTRATION_PHASES.map((phase) => {
    const prices = schedule[phase];
    return {
      phase,
      quote: prices && quoteFees({ ...NO_FEES, [phase]: prices }, phase, EXAMPLE_COUPLE),
    };
  });
}
