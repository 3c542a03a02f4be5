import { z } from 'zod';
import { MAX_DB_INT } from './api-error';

/** Competition ids are stable, URL-safe slugs such as `demo-2026`. */
export const CompetitionIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be lower-case letters, digits and dashes');

/** The seeded demo competition (decision 029): shown with a banner until an organizer removes it. */
export const DEMO_COMPETITION_ID = 'demo-2026';

const isoDay = z.iso.date({ message: 'must be a date as YYYY-MM-DD' });
const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).max(500);

export const RegistrationStatusSchema = z.enum(['EARLY', 'OPEN', 'CLOSED']);

/** Strict, as its `.partial()` in the patch stays: an unknown key is refused, not dropped. */
export const SocialsSchema = z.strictObject({
  website: url.nullable(),
  facebook: url.nullable(),
  /** A handle (`@bamjam`) or a profile URL; the footer strips a leading @. */
  instagram: z.string().trim().max(200).nullable(),
  communityChat: url.nullable(),
});

export const OfficialSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  photoURL: z.string().nullable(),
});

export const OrganizerSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
});

/** What anyone may read about a competition: spec section 3's metadata. */
export const CompetitionSchema = z.object({
  id: CompetitionIdSchema,
  fullName: z.string(),
  startDate: isoDay.nullable(),
  endDate: isoDay.nullable(),
  dateRegistrationOpen: isoDay.nullable(),
  dateRegistrationEarly: isoDay.nullable(),
  dateRegistrationClosed: isoDay.nullable(),
  registrationStatus: RegistrationStatusSchema,
  resultsPageShown: z.boolean(),
  primaryColor: z.string(),
  socials: SocialsSchema,
  officials: z.array(OfficialSchema),
  organizers: z.array(OrganizerSchema),
});
export type Competition = z.infer<typeof CompetitionSchema>;

export const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb');

/** The editable part of the metadata; every field optional so a save sends only what changed. */
export const CompetitionPatchSchema = z
  .object({
    fullName: z.string().trim().min(1, 'must not be empty').max(200),
    startDate: isoDay.nullable(),
    endDate: isoDay.nullable(),
    dateRegistrationOpen: isoDay.nullable(),
    dateRegistrationEarly: isoDay.nullable(),
    dateRegistrationClosed: isoDay.nullable(),
    registrationStatus: RegistrationStatusSchema,
    resultsPageShown: z.boolean(),
    primaryColor: HexColorSchema,
    socials: SocialsSchema.partial(),
  })
  .partial()
  .strict();
export type CompetitionPatch = z.infer<typeof CompetitionPatchSchema>;

export const PAGE_SLUGS = ['home', 'details', 'rules', 'venue', 'contact', 'about'] as const;
export const PageSlugSchema = z.enum(PAGE_SLUGS, {
  message: `must be one of ${PAGE_SLUGS.join(', ')}`,
});
export type PageSlug = z.infer<typeof PageSlugSchema>;

export const PageSchema = z.object({
  slug: PageSlugSchema,
  title: z.string(),
  bodyMarkdown: z.string(),
  /** bodyMarkdown rendered and sanitized on the server, so public pages ship no Markdown parser. */
  bodyHtml: z.string(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof PageSchema>;

export const PagePatchSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty').max(120),
    bodyMarkdown: z.string().max(100_000),
  })
  .partial()
  .strict();
export type PagePatch = z.infer<typeof PagePatchSchema>;

/** The ten event settings of spec section 3. */
export const EventSettingsSchema = z.object({
  showScheduleIndex: z.boolean(),
  hideLiveSchedule: z.boolean(),
  hideLevelIcons: z.boolean(),
  highlightOtherRoundsInEvent: z.boolean(),
  hideClearRoundsButton: z.boolean(),
  hideGenerateRoundsButton: z.boolean(),
  dontReorderAfterAddRemoveRounds: z.boolean(),
  /** Bumped to make every live screen re-scroll and refresh. */
  liveScrollRefreshIndex: z
    .number()
    .int()
    .min(0, 'must not be negative')
    .max(MAX_DB_INT, 'is too large'),
  cascadeCheckin: z.boolean(),
  autoAssignTimes: z.boolean(),
});
export type EventSettings = z.infer<typeof EventSettingsSchema>;
export const EventSettingsPatchSchema = EventSettingsSchema.partial().strict();
export type EventSettingsPatch = z.infer<typeof EventSettingsPatchSchema>;

/** Where the public site starts: the default competition's id. */
export const SiteSchema = z.object({
  defaultCompetitionId: CompetitionIdSchema,
  /** The competition shown is the seeded demo (decision 029): pages say so and Settings offers its removal. */
  demo: z.boolean(),
});
export type Site = z.infer<typeof SiteSchema>;
