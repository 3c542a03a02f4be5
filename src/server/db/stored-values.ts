import { AGE_CATEGORIES, LEVELS, STYLES } from '../../domain/competition/enumerations';
import type { AgeCategory, Level, Style } from '../../domain/competition/enumerations';
import { RegistrationStatusSchema } from '../../shared/competition';
import { PAYMENT_METHODS } from '../../shared/invoices';

/**
 * A column that holds one of a fixed list is validated on the way in, so
 * reading back anything else means the data was changed outside the app (or by
 * a newer version). That is corruption: it fails loudly, naming the column and
 * the value, instead of quietly becoming a default that a screen would show
 * and a save would write back. The error handler logs it and answers 500.
 */
export class UnknownStoredValueError extends Error {
  constructor(
    readonly column: string,
    readonly value: string,
  ) {
    super(`The database holds ${JSON.stringify(value)} in ${column}, which is not a known value.`);
    this.name = 'UnknownStoredValueError';
  }
}

function readStored<T extends string>(allowed: readonly T[], column: string, value: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UnknownStoredValueError(column, value);
}

type LevelColumn =
  'events.level' | `competitors.${'standard' | 'smooth' | 'rhythm' | 'latin'}_level`;

export const asStyle = (value: string): Style => readStored(STYLES, 'events.style', value);

export const asLevel = (value: string, column: LevelColumn = 'events.level'): Level =>
  readStored(LEVELS, column, value);

/** An event open to every age stores no category. */
export const asAgeCategory = (value: string | null): AgeCategory | null =>
  value === null ? null : readStored(AGE_CATEGORIES, 'events.age_category', value);

export const asRegistrationStatus = (value: string) =>
  readStored(RegistrationStatusSchema.options, 'competitions.registration_status', value);

export const asPaymentMethod = (value: string) =>
  readStored(PAYMENT_METHODS, 'school_payments.method', value);
