import { z } from 'zod';
import { AGE_CATEGORIES, LEVELS, STYLES, matchLevel } from '../domain/competition/enumerations';
import { ACCESS_CODE_PATTERN } from '../domain/officials/access-code';
import type { ConfirmationState } from '../domain/registration/confirmation-rules';
import { REGISTRATION_PHASES } from '../domain/registration/phase';
import { MAX_DB_INT } from './api-error';

/**
 * The registration API's shapes: what a couple sends to register, what the
 * public lists show (numbers, names, schools; never emails), what a competitor
 * sees with their edit code and what organizers see and edit.
 */

/** Spec section 9: the two statements every registration accepts. */
export const REGISTRATION_STATEMENTS = {
  release:
    'I release the organizers, the host institution and the venue from liability for any injury, loss or damage suffered while taking part in this competition.',
  media:
    'I give permission for photos and videos of my dancing taken at this competition to be used to promote it and the dance community.',
} as const;

/** The fallback affiliation (spec section 3); choosing it lets the dancer type their own. */
export const OTHER_AFFILIATION = 'Other';

export const RegistrationPhaseSchema = z.enum(REGISTRATION_PHASES);
const LevelSchema = z.enum(LEVELS);
const StyleSchema = z.enum(STYLES);
const AgeCategorySchema = z.enum(AGE_CATEGORIES, {
  message: `must be one of ${AGE_CATEGORIES.join(', ')}`,
});

const text = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'is required' : 'must be text',
};
const nameField = z
  .string(text)
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .refine((name) => name.toUpperCase() !== 'TBA', 'must be a name; leave the partner TBA instead');
const emailField = z
  .string(text)
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be an email address'));
const affiliationField = z
  .string(text)
  .trim()
  .min(1, 'must not be empty; choose Other and type a name if yours is not listed')
  .max(100, 'must be at most 100 characters');
/** Level text is matched loosely (spec section 5): unknown or missing gives Bronze. */
const levelField = z
  .string('must be text')
  .max(40, 'must be at most 40 characters')
  .optional()
  .transform((value) => matchLevel(value));

export const DancerInputSchema = z
  .object({
    name: nameField,
    email: emailField,
    affiliation: affiliationField,
    ageCategory: AgeCategorySchema,
    standardLevel: levelField,
    smoothLevel: levelField,
    rhythmLevel: levelField,
    latinLevel: levelField,
  })
  .strict();
export type DancerInput = z.input<typeof DancerInputSchema>;

const EventIdSchema = z.string().min(1).max(100);
const eventIds = z
  .array(EventIdSchema)
  .min(1, 'choose at least one event')
  .max(60, 'must be at most 60 events')
  .refine((ids) => new Set(ids).size === ids.length, 'must not name an event twice');
const accepted = (what: string) =>
  z.literal(true, { message: `must be accepted: the ${what} statement` });

/** A couple registers: `follow` null means the partner is still to be announced (TBA). */
export const RegistrationInputSchema = z
  .object({
    lead: DancerInputSchema,
    follow: DancerInputSchema.nullable(),
    eventIds,
    acceptRelease: accepted('release of liability'),
    acceptMedia: accepted('media permission'),
  })
  .strict();
export type RegistrationInput = z.input<typeof RegistrationInputSchema>;

const FeeLineSchema = z.object({
  label: z.string(),
  quantity: z.number(),
  unitCents: z.number(),
  totalCents: z.number(),
});
export const FeeQuoteSchema = z.object({
  phase: RegistrationPhaseSchema,
  lines: z.array(FeeLineSchema),
  totalCents: z.number(),
});
export type FeeQuote = z.infer<typeof FeeQuoteSchema>;

const cents = z
  .number('must be a number of cents')
  .int('must be whole cents')
  .min(0, 'must not be negative')
  .max(MAX_DB_INT, 'is too large');
export const PhasePricesSchema = z.object({ perCompetitor: cents, perEntry: cents }).strict();
export const FeeScheduleSchema = z
  .object({
    Pending: PhasePricesSchema,
    Early: PhasePricesSchema,
    Normal: PhasePricesSchema,
    Late: PhasePricesSchema,
  })
  .strict();
export type FeeScheduleInput = z.infer<typeof FeeScheduleSchema>;

const affiliationName = z
  .string(text)
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters');

/** Organizers' registration settings: the school and club list and the fees per phase. */
export const RegistrationSettingsSchema = z
  .object({
    affiliations: z
      .array(affiliationName)
      .max(500, 'must be at most 500 names')
      .refine(
        (names) => new Set(names.map((n) => n.toLowerCase())).size === names.length,
        'must not list a name twice',
      )
      .refine(
        (names) => !names.some((n) => n.toLowerCase() === OTHER_AFFILIATION.toLowerCase()),
        `must not list ${OTHER_AFFILIATION}: the form always offers it last`,
      ),
    fees: FeeScheduleSchema,
  })
  .strict();
export type RegistrationSettings = z.infer<typeof RegistrationSettingsSchema>;

/** GET /api/competitions/:id/registration: what the register screen needs before the dancer types. */
export const RegistrationInfoSchema = z.object({
  open: z.boolean(),
  /** dateRegistrationClosed: registration closes when this day begins. */
  closingDate: z.string().nullable(),
  earlyDeadline: z.string().nullable(),
  openDeadline: z.string().nullable(),
  /** The phase a registration made now falls in. */
  phaseNow: RegistrationPhaseSchema,
  /** The listed schools and clubs, without Other (the form adds it last). */
  affiliations: z.array(z.string()),
  fees: FeeScheduleSchema,
});
export type RegistrationInfo = z.infer<typeof RegistrationInfoSchema>;

export const LevelProfileSchema = z.object({
  standardLevel: LevelSchema,
  smoothLevel: LevelSchema,
  rhythmLevel: LevelSchema,
  latinLevel: LevelSchema,
});

/** What every list shows of a competitor: number, name and school. */
const CompetitorCardSchema = z.object({
  id: z.string(),
  number: z.number(),
  name: z.string(),
  affiliation: z.string(),
});

/** A dancer as they and organizers see them (with email and levels). */
export const RegisteredDancerSchema = CompetitorCardSchema.extend({
  email: z.string(),
  ageCategory: z.string(),
  ...LevelProfileSchema.shape,
});
export type RegisteredDancer = z.infer<typeof RegisteredDancerSchema>;

export const OwnEntrySchema = z.object({
  entryId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  registeredTime: z.string(),
  phase: RegistrationPhaseSchema,
});
export type OwnEntry = z.infer<typeof OwnEntrySchema>;

/**
 * A dancer of a couple as its registration shows them. Email and age category
 * are null for a dancer whose record predates the registration, unless that
 * dancer is the one looking (decision 022): an edit code never opens what was
 * stored before its holder typed it.
 */
export const CoupleDancerSchema = RegisteredDancerSchema.extend({
  email: z.string().nullable(),
  ageCategory: z.string().nullable(),
  awaiting: z.literal(false),
});
export type CoupleDancer = z.infer<typeof CoupleDancerSchema>;

/** A dancer on file who has not confirmed the registration yet: only what the registration typed. */
export const AwaitingDancerSchema = z.object({
  awaiting: z.literal(true),
  name: z.string(),
  email: z.string(),
});
export type AwaitingDancer = z.infer<typeof AwaitingDancerSchema>;

export const ViewDancerSchema = z.discriminatedUnion('awaiting', [
  CoupleDancerSchema,
  AwaitingDancerSchema,
]);
export type ViewDancer = z.infer<typeof ViewDancerSchema>;

export const RequestedEventSchema = z.object({ eventId: z.string(), eventName: z.string() });
export type RequestedEvent = z.infer<typeof RequestedEventSchema>;

/** A couple's registration as its dancers see it after giving their email and edit code. */
export const RegistrationViewSchema = z.object({
  registrationId: z.string(),
  lead: ViewDancerSchema,
  /** Null while the partner is TBA. */
  follow: ViewDancerSchema.nullable(),
  entries: z.array(OwnEntrySchema),
  /**
   * The events asked for while a dancer on file has not confirmed (nothing is
   * entered until then); empty once entered.
   */
  requestedEvents: z.array(RequestedEventSchema),
  open: z.boolean(),
  closingDate: z.string().nullable(),
});
export type RegistrationView = z.infer<typeof RegistrationViewSchema>;

/** 201 from a registration: the view, the fees charged, the edit code and where it was emailed. */
export const RegistrationReceiptSchema = RegistrationViewSchema.extend({
  editCode: z.string(),
  fees: FeeQuoteSchema,
  emailedTo: z.array(z.string()),
});
export type RegistrationReceipt = z.infer<typeof RegistrationReceiptSchema>;

export const EditCodeSchema = z
  .string(text)
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(ACCESS_CODE_PATTERN, 'must be 7 characters: A-Z, 0-9 and ! @ # $ % &'));

/** /updateEntries signs in with the email of either dancer and the couple's edit code. */
export const EditCredentialsSchema = z.object({ email: emailField, code: EditCodeSchema }).strict();
export type EditCredentials = z.input<typeof EditCredentialsSchema>;

/** The names of the dancers on file a registration still waits for, lead first. */
export function awaitedNames(view: RegistrationView): string[] {
  return [view.lead, view.follow].flatMap((dancer) => (dancer?.awaiting ? [dancer.name] : []));
}

/** Adds events and withdraws entries in one step; the result is the new view and the added fees. */
export const EntryChangesSchema = EditCredentialsSchema.extend({
  add: z
    .array(EventIdSchema)
    .max(60)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name an event twice')
    .default([]),
  withdraw: z.array(z.string().min(1).max(200)).max(60).default([]),
})
  .strict()
  .refine((c) => c.add.length + c.withdraw.length > 0, {
    message: 'choose an event to add or an entry to withdraw',
    path: ['add'],
  });
export type EntryChanges = z.input<typeof EntryChangesSchema>;

/** The token of an emailed confirmation link: 32 random bytes, base64url. */
export const ConfirmationTokenSchema = z
  .object({
    token: z
      .string(text)
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 43-character code from the confirmation link'),
  })
  .strict();
export type ConfirmationToken = z.input<typeof ConfirmationTokenSchema>;

export const ConfirmationStateSchema = z.enum([
  'open',
  'accepted',
  'declined',
  'expired',
] as const satisfies readonly ConfirmationState[]);
export type { ConfirmationState };

/** What the confirming dancer sees before answering: their own name, the partner and events as typed. */
export const ConfirmationPreviewSchema = z.object({
  competitionName: z.string(),
  role: z.enum(['lead', 'follow']),
  dancerName: z.string(),
  /** As the registration typed them; null while the partner is TBA. */
  partner: z.object({ name: z.string(), email: z.string() }).nullable(),
  events: z.array(RequestedEventSchema),
  state: ConfirmationStateSchema,
  expiresAt: z.string(),
});
export type ConfirmationPreview = z.infer<typeof ConfirmationPreviewSchema>;

export const ConfirmationAnswerSchema = ConfirmationTokenSchema.extend({
  accept: z.boolean(),
}).strict();
export type ConfirmationAnswer = z.input<typeof ConfirmationAnswerSchema>;

/**
 * The answer's outcome. `notEntered` lists the events the stored profiles do
 * not allow (with why); it is shown only to the confirming dancer.
 */
export const ConfirmationResultSchema = z.object({
  outcome: z.enum(['entered', 'waiting_for_partner', 'declined']),
  entered: z.array(RequestedEventSchema),
  notEntered: z.array(RequestedEventSchema.extend({ reason: z.string() })),
});
export type ConfirmationResult = z.infer<typeof ConfirmationResultSchema>;

export const EntryChangeResultSchema = z.object({
  view: RegistrationViewSchema,
  fees: FeeQuoteSchema,
});
export type EntryChangeResult = z.infer<typeof EntryChangeResultSchema>;

/** One couple on the public entries list: numbers, names and school, never emails. */
export const PublicEntrySchema = z.object({
  entryId: z.string(),
  leadId: z.string().nullable(),
  followId: z.string().nullable(),
  leadNumber: z.number().nullable(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
});
export type PublicEntry = z.infer<typeof PublicEntrySchema>;

export const EventEntriesSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  style: StyleSchema,
  level: LevelSchema,
  entries: z.array(PublicEntrySchema),
});
export type EventEntries = z.infer<typeof EventEntriesSchema>;

/** The public competitors list. */
export const PublicCompetitorSchema = CompetitorCardSchema.extend({ eventCount: z.number() });
export type PublicCompetitor = z.infer<typeof PublicCompetitorSchema>;

export const CompetitorEventSchema = z.object({
  entryId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  style: StyleSchema,
  level: LevelSchema,
  role: z.enum(['lead', 'follow']),
  partnerName: z.string(),
  /** Null for a TBA partner or one not registered as a competitor. */
  partnerId: z.string().nullable(),
  leadNumber: z.number().nullable(),
});
export type CompetitorEvent = z.infer<typeof CompetitorEventSchema>;

/** /competitors/{id}: number, school and events. */
export const CompetitorDetailSchema = CompetitorCardSchema.extend({
  events: z.array(CompetitorEventSchema),
});
export type CompetitorDetail = z.infer<typeof CompetitorDetailSchema>;

/** /TBAList: a dancer looking for a partner, with the events they entered without one. */
export const TbaDancerSchema = z.object({
  competitorId: z.string(),
  name: z.string(),
  affiliation: z.string(),
  events: z.array(
    z.object({
      entryId: z.string(),
      eventId: z.string(),
      eventName: z.string(),
      style: StyleSchema,
      level: LevelSchema,
    }),
  ),
});
export type TbaDancer = z.infer<typeof TbaDancerSchema>;

/** A message to a TBA dancer, emailed by the server so the dancer's address stays private. */
export const TbaContactSchema = z
  .object({
    name: nameField,
    email: emailField,
    message: z
      .string(text)
      .trim()
      .min(1, 'must not be empty')
      .max(2000, 'must be at most 2000 characters'),
  })
  .strict();
export type TbaContact = z.input<typeof TbaContactSchema>;

/** Organizers' row: the dancer with contact details, levels and every entry. */
export const AdminCompetitorSchema = RegisteredDancerSchema.extend({
  createdAt: z.string(),
  events: z.array(
    CompetitorEventSchema.extend({ registeredTime: z.string(), phase: RegistrationPhaseSchema }),
  ),
});
export type AdminCompetitor = z.infer<typeof AdminCompetitorSchema>;

/** An organizer's edit: only the fields sent change; names and school follow into the entries. */
export const CompetitorPatchSchema = z
  .object({
    name: nameField,
    email: emailField,
    affiliation: affiliationField,
    ageCategory: AgeCategorySchema,
    standardLevel: levelField,
    smoothLevel: levelField,
    rhythmLevel: levelField,
    latinLevel: levelField,
    number: z
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(9998, 'must be at most 9998 (9999 is the ad hoc placeholder)'),
  })
  .partial()
  .strict();
export type CompetitorPatch = z.input<typeof CompetitorPatchSchema>;
