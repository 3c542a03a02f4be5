import { z } from 'zod';
import { ROUND_STATES } from '../domain/competition/enumerations';

/**
 * One round on the floor and a competitor's rounds, as the public sees them
 * on competition day (issue 13). Planned start times are the venue's wall
 * clock written as UTC; actual start times are real instants (the browser
 * converts them with its venue clock). No marks leave the server here.
 */

export const LiveCoupleSchema = z.object({
  entryId: z.string(),
  number: z.number().int().nullable(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
  /** Marked a no-show for this round by the deck captain. */
  absent: z.boolean(),
});
export type LiveCouple = z.infer<typeof LiveCoupleSchema>;

export const LiveHeatSchema = z.object({
  /** Null for couples not given a heat yet. */
  heat: z.number().int().nullable(),
  couples: z.array(LiveCoupleSchema),
});
export type LiveHeat = z.infer<typeof LiveHeatSchema>;

/** GET one round live: who dances it, heat by heat (couples a scratch leaves out are not listed). */
export const LiveRoundSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  roundNumber: z.number().int(),
  roundName: z.string(),
  state: z.enum(ROUND_STATES),
  dances: z.array(z.string()),
  plannedStart: z.string().nullable(),
  actualStart: z.string().nullable(),
  /** By heat number, couples by number within a heat. */
  heats: z.array(LiveHeatSchema),
});
export type LiveRound = z.infer<typeof LiveRoundSchema>;

/** A round a competitor's couple is in. */
export const CompetitorRoundSchema = z.object({
  roundNumber: z.number().int(),
  roundName: z.string(),
  state: z.enum(ROUND_STATES),
  scheduleIndex: z.number(),
  /** The couple's heat; null when heats are not drawn yet. */
  heat: z.number().int().nullable(),
  plannedStart: z.string().nullable(),
  actualStart: z.string().nullable(),
});
export type CompetitorRound = z.infer<typeof CompetitorRoundSchema>;

/** How the couple did, from the posted rounds (only when the event's results are public). */
export const CompetitorResultSchema = z.object({
  /** The final place, once the final is posted (3.5 for couples sharing third and fourth). */
  place: z.number().nullable(),
  /** How many couples share that place (1 when it is the couple's own). */
  sharedBy: z.number().int().min(1),
  /** The last posted round the couple danced, with its placing there. */
  lastPosted: z.object({
    roundNumber: z.number().int(),
    roundName: z.string(),
    /** "7" or "7-8" for a couple out of a recall round, the place in a final; null when recalled. */
    placement: z.string().nullable(),
    /** Recalled to the next round. */
    recalled: z.boolean(),
  }),
});
export type CompetitorResult = z.infer<typeof CompetitorResultSchema>;

export const CompetitorEntryRoundsSchema = z.object({
  entryId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  /** The couple's number (the lead's). */
  number: z.number().int().nullable(),
  /** The rounds the couple is in, in the order danced (most rounds to go first). */
  rounds: z.array(CompetitorRoundSchema),
  /** Null until a round is posted, or while the event's results are not public. */
  result: CompetitorResultSchema.nullable(),
});
export type CompetitorEntryRounds = z.infer<typeof CompetitorEntryRoundsSchema>;

/** GET a competitor's rounds: per entry, in the order of the competitor's events. */
export const CompetitorRoundsSchema = z.object({
  competitorId: z.string(),
  entries: z.array(CompetitorEntryRoundsSchema),
});
export type CompetitorRounds = z.infer<typeof CompetitorRoundsSchema>;
