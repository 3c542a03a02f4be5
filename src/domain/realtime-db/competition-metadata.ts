import type { OldMetadata } from './read-export';
import type { ReadIssue } from './tree-reading';

/** The competition's own fields from competitionMetadata, in our forms. */
export type PlannedCompetition = {
  fullName: string;
  startDate: string | null;
  endDate: string | null;
  dateRegistrationOpen: string | null;
  dateRegistrationEarly: string | null;
  dateRegistrationClosed: string | null;
  registrationStatus: 'EARLY' | 'OPEN' | 'CLOSED';
  resultsPageShown: boolean;
  primaryColor: string;
  website: string | null;
  facebook: string | null;
  instagram: string | null;
};

/** The colour a new competition gets (the blank competition's). */
export const DEFAULT_PRIMARY_COLOR = '#1971c2';
const STATUSES = ['EARLY', 'OPEN', 'CLOSED'] as const;

/**
 * A calendar day (YYYY-MM-DD) from the old app's date text or timestamp
 * text; undefined when it is none, which the caller reports.
 */
export function calendarDay(text: string): string | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(text.trim())?.[1];
  if (day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return day;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString().slice(0, 10);
}

export function planCompetition(metadata: OldMetadata, skipped: ReadIssue[]): PlannedCompetition {
  const path = 'competitionMetadata';
  const day = (
    key:
      | 'startDate'
      | 'endDate'
      | 'dateRegistrationOpen'
      | 'dateRegistrationEarly'
      | 'dateRegistrationClosed',
  ) => {
    const text = metadata[key];
    if (typeof text !== 'string') return null;
    const parsed = calendarDay(text);
    if (parsed === undefined)
      skipped.push({ path: `${path}/${key}`, message: `"${text}" is not a date; left empty` });
    return parsed ?? null;
  };
  const status = STATUSES.find((s) => s === metadata.registrationStatus?.trim().toUpperCase());
  if (metadata.registrationStatus !== undefined && !status)
    skipped.push({
      path: `${path}/registrationStatus`,
      message: `"${metadata.registrationStatus}" is not EARLY, OPEN or CLOSED; registration is CLOSED`,
    });
  const color = metadata.primaryColor?.trim();
  const colorOk = color !== undefined && /^#[0-9a-fA-F]{6}$/.test(color);
  if (color !== undefined && !colorOk)
    skipped.push({
      path: `${path}/primaryColor`,
      message: `"${color}" is not a #rrggbb colour; the default ${DEFAULT_PRIMARY_COLOR} is used`,
    });
  if (!metadata.fullName?.trim())
    skipped.push({
      path: `${path}/fullName`,
      message: 'missing; the competition is named "Imported competition"',
    });
  return {
    fullName: metadata.fullName?.trim() || 'Imported competition',
    startDate: day('startDate'),
    endDate: day('endDate'),
    dateRegistrationOpen: day('dateRegistrationOpen'),
    dateRegistrationEarly: day('dateRegistrationEarly'),
    dateRegistrationClosed: day('dateRegistrationClosed'),
    registrationStatus: status ?? 'CLOSED',
    resultsPageShown: metadata.resultsPageShown ?? false,
    primaryColor: colorOk ? color.toLowerCase() : DEFAULT_PRIMARY_COLOR,
    website: metadata.socials.website?.trim() || null,
    facebook: metadata.socials.facebook?.trim() || null,
    instagram: metadata.socials.instagram?.trim() || null,
  };
}

/** A competition id from the competition's name: lower-case letters, digits and dashes. */
export function competitionIdFrom(fullName: string): string {
  const slug = fullName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return slug === '' ? 'imported' : slug;
}
