import { z } from 'zod';
import type { Competition } from '../../../shared/competition';
import { RegistrationStatusSchema } from '../../../shared/competition';
import { draftReader } from '../../lib/use-drafted-form';

/**
 * The competition details form as the organizer types it: every field a
 * string (an empty date or link is unset), turned into the patch the server
 * checks. Also what a kept draft of the form may hold (lib/use-drafted-form.ts).
 */
const CompetitionFormValuesSchema = z.object({
  fullName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dateRegistrationOpen: z.string(),
  dateRegistrationEarly: z.string(),
  dateRegistrationClosed: z.string(),
  registrationStatus: RegistrationStatusSchema,
  resultsPageShown: z.boolean(),
  primaryColor: z.string(),
  website: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  communityChat: z.string(),
});
export type CompetitionFormValues = z.infer<typeof CompetitionFormValuesSchema>;

/** The kept changes to the form, if they still fit it. */
export const competitionDraftOf = draftReader(CompetitionFormValuesSchema);

export const competitionFormValuesOf = (c: Competition): CompetitionFormValues => ({
  fullName: c.fullName,
  startDate: c.startDate ?? '',
  endDate: c.endDate ?? '',
  dateRegistrationOpen: c.dateRegistrationOpen ?? '',
  dateRegistrationEarly: c.dateRegistrationEarly ?? '',
  dateRegistrationClosed: c.dateRegistrationClosed ?? '',
  registrationStatus: c.registrationStatus,
  resultsPageShown: c.resultsPageShown,
  primaryColor: c.primaryColor,
  website: c.socials.website ?? '',
  facebook: c.socials.facebook ?? '',
  instagram: c.socials.instagram ?? '',
  communityChat: c.socials.communityChat ?? '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function competitionPatchOf(v: CompetitionFormValues) {
  return {
    fullName: v.fullName,
    startDate: orNull(v.startDate),
    endDate: orNull(v.endDate),
    dateRegistrationOpen: orNull(v.dateRegistrationOpen),
    dateRegistrationEarly: orNull(v.dateRegistrationEarly),
    dateRegistrationClosed: orNull(v.dateRegistrationClosed),
    registrationStatus: v.registrationStatus,
    resultsPageShown: v.resultsPageShown,
    primaryColor: v.primaryColor.toLowerCase(),
    socials: {
      website: orNull(v.website),
      facebook: orNull(v.facebook),
      instagram: orNull(v.instagram),
      communityChat: orNull(v.communityChat),
    },
  };
}

/** Form errors use the flat field names; the patch nests socials. */
export const flattenSocialPath = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path.replace(/^socials\./, ''), message]),
  );
