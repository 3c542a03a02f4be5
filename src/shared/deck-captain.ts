import { z } from 'zod';
import { ROUND_STATES } from '../domain/competition/enumerations';
import { EntryIdSchema, ReasonSchema, RoundCoupleSchema } from './judging';

/**
 * What the deck captain reads and sends on competition day: the rounds on
 * the floor now and next, with their heats and couples, and the changes to a
 * round's couples before the judges see them (check-in, no-shows, scratches,
 * walk-ons, heat moves).
 */

/** A couple of a round as the deck captain sees it, scratched ones included (struck through). */
export const FloorCoupleSchema = RoundCoupleSchema.extend({
  /** The entry is withdrawn from its event (with the reason), or null. */
  scratch: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /**
   * False when a scratch leaves the couple out of this round (the round had
   * not started at the time of the scratch): judges do not see it.
   */
  dancing: z.boolean(),
});
export type FloorCouple = z.infer<typeof FloorCoupleSchema>;

export const FloorRoundSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  roundNumber: z.number().int(),
  /** The round's storage key `{eventId}-R{n}`, which names its marks topic. */
  roundKey: z.string(),
  roundName: z.string(),
  roundState: z.enum(ROUND_STATES),
  scheduleIndex: z.number(),
  plannedStart: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** Not started yet: no-shows, walk-ons and heat moves are still allowed. */
  open: z.boolean(),
  /**
   * The event's earlier round (its name) whose posting fills this round with
   * the recalled couples, replacing what it holds: until then no-shows,
   * walk-ons and heat moves are refused. Null when the round's couples are set.
   */
  filledBy: z.string().nullable(),
  numHeats: z.number().int(),
  /** Heats 1 to numHeats (or the highest heat a couple is in), couples by number. */
  heats: z.array(z.object({ heat: z.number().int(), couples: z.array(FloorCoupleSchema) })),
  /** "12 of 14 checked in": couples left out by a scratch count in neither. */
  checkedIn: z.number().int(),
  dancing: z.number().int(),
});
export type FloorRound = z.infer<typeof FloorRoundSchema>;

/** No-shows, walk-ons and heat moves are allowed: the round holds its couples and has not started. */
export const canRearrange = (round: Pick<FloorRound, 'open' | 'filledBy'>): boolean =>
  round.open && round.filledBy === null;

export const DeckCaptainFloorSchema = z.object({
  competitionId: z.string(),
  /** The event setting: checking in also checks the couple in for the rounds danced straight after. */
  cascadeCheckin: z.boolean(),
  /** The rounds being danced, in schedule order. */
  now: z.array(FloorRoundSchema),
  /** The next rounds not started yet, in schedule order. */
  next: z.array(FloorRoundSchema),
});
export type DeckCaptainFloor = z.infer<typeof DeckCaptainFloorSchema>;

const heat = z
  .number({ message: 'must be a heat number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100, 'must be at most 100');

export const CheckInSchema = z.strictObject({ entryId: EntryIdSchema, checkedIn: z.boolean() });
export const SetAbsentSchema = z.strictObject({ absent: z.boolean() });
export const MoveToHeatSchema = z.strictObject({ heat });
export const ScratchEntrySchema = z.strictObject({ reason: ReasonSchema });
/**
 * A walk-on into a heat: an existing couple of the competition (one of their
 * entries in any event; an entry in this event is made for the same dancers
 * when they have none), or null for the event's placeholder couple #9999.
 */
export const AddWalkOnSchema = z.strictObject({ entryId: EntryIdSchema.nullable(), heat });
export type AddWalkOn = z.infer<typeof AddWalkOnSchema>;

export const RoundLabelSchema = z.object({
  eventId: z.string(),
  roundNumber: z.number().int(),
  roundName: z.string(),
});

/** A check-in's answer: the floor, and the rounds after it the cascade also changed. */
export const CheckInAnswerSchema = z.object({
  floor: DeckCaptainFloorSchema,
  /** "Also checked in for the next 2 rounds": the rounds beyond the one tapped. */
  followingRounds: z.array(RoundLabelSchema),
});
export type CheckInAnswer = z.infer<typeof CheckInAnswerSchema>;

export const HeatCheckInAnswerSchema = z.object({
  floor: DeckCaptainFloorSchema,
  /** Couples of the heat that were not checked in before. */
  couples: z.number().int(),
  /** The most following rounds one couple's check-in reached. */
  followingRounds: z.number().int(),
});
export type HeatCheckInAnswer = z.infer<typeof HeatCheckInAnswerSchema>;

/** A couple the deck captain can bring on as a walk-on: one of the competition's entries. */
export const WalkOnCandidateSchema = z.object({
  entryId: z.string(),
  number: z.number().int().nullable(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
  eventId: z.string(),
  eventName: z.string(),
});
export type WalkOnCandidate = z.infer<typeof WalkOnCandidateSchema>;
