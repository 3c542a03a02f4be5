import { z } from 'zod';
import { FinalComputationSchema, MarkGridSchema } from './judging';

/**
 * Posted results as the public and staff read them (issue 13, decision 019).
 *
 * Everything comes from what posting stored (`saved_results`, `final_results`):
 * a result page never recomputes a posted round. Judges appear by letter with
 * a legend of names. While the marks embargo holds, the public reads the same
 * shapes with every `detail` null: who was recalled and the places, never the
 * judges' marks.
 */

export const ResultCoupleSchema = z.object({
  entryId: z.string(),
  number: z.number().int().nullable(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
});
export type ResultCouple = z.infer<typeof ResultCoupleSchema>;

/** A judge of the event: the letter used in every table, and the name in the legend. */
export const ResultJudgeSchema = z.object({ letter: z.string(), name: z.string() });
export type ResultJudge = z.infer<typeof ResultJudgeSchema>;

/** The judges' marks behind a recall round: 1 where a judge recalled the couple in a dance. */
export const RecallDetailSchema = z.object({
  kind: z.literal('recall'),
  /** sumRecalls: per couple, its recall marks over all judges and dances. */
  totals: z.record(z.string(), z.number()),
  /**
   * The judging grid, `marks[dance][couple][judge]`, with its judges given by
   * letter (as in the legend), not by id. Null for a round posted before recall
   * grids were kept: totals only.
   */
  grid: MarkGridSchema.nullable(),
});

/** The judges' places behind a final, and the engine's working (skating tables, Rules 10 and 11). */
export const FinalDetailSchema = z.object({
  kind: z.literal('final'),
  /** The judges' places: the judging grid, `marks[dance][couple][judge]`, judges by letter. */
  grid: MarkGridSchema,
  computation: FinalComputationSchema,
});

export const RoundResultSchema = z.object({
  roundNumber: z.number().int(),
  roundName: z.string(),
  kind: z.enum(['recall', 'final']),
  dances: z.array(z.string()),
  /** When it was posted; null for a staff preview of a Marked round not posted yet. */
  postedAt: z.string().nullable(),
  /**
   * Every couple that danced the round: a recall round's most marks first (by
   * number while the marks are held back), a final's by place.
   */
  couples: z.array(ResultCoupleSchema),
  /** Recall rounds: the couples recalled to the next round, in the order of `couples`. */
  recalled: z.array(z.string()),
  /** Per couple: "7" or "7-8" for couples out in a recall round; the final place in a final. */
  placements: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Finals: each couple's place in each dance (placements, not marks: public at once). */
  perDance: z.record(z.string(), z.record(z.string(), z.number())),
  /** The judges' marks; null while the embargo holds them back. */
  detail: z.discriminatedUnion('kind', [RecallDetailSchema, FinalDetailSchema]).nullable(),
});
export type RoundResult = z.infer<typeof RoundResultSchema>;
export type RecallDetail = z.infer<typeof RecallDetailSchema>;
export type FinalDetail = z.infer<typeof FinalDetailSchema>;

export const ResultsEventSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  style: z.string(),
  level: z.string(),
  dances: z.array(z.string()),
});

/** GET one event's results: every posted round, the final first. */
export const EventResultsSchema = z.object({
  event: ResultsEventSchema,
  /**
   * The legend: every judge whose marks the rounds hold, by letter. Letters are
   * the competition's (officials list order), so a letter names the same judge
   * on every event's page; the list may therefore skip letters.
   */
  judges: z.array(ResultJudgeSchema),
  /** False while the embargo holds the judges' marks back (the rounds' `detail` is then null). */
  marksPublic: z.boolean(),
  /** When the embargo lifts, if a time is set and it has not passed. */
  marksReleaseAt: z.string().nullable(),
  rounds: z.array(RoundResultSchema),
});
export type EventResults = z.infer<typeof EventResultsSchema>;

/** One couple in the results index: what a search by number, name or school finds. */
export const IndexedCoupleSchema = ResultCoupleSchema.extend({
  /**
   * "1st", "Semi-Final", ...: how far the couple got, as far as rounds are
   * posted: its place in the posted final, else the furthest posted round it danced.
   */
  result: z.string(),
});

export const ResultsIndexEventSchema = ResultsEventSchema.extend({
  /** The posted rounds, in the order danced (highest round number first). */
  postedRounds: z.array(z.object({ roundNumber: z.number().int(), roundName: z.string() })),
  /** True once the final is posted. */
  finished: z.boolean(),
  /** Every couple that danced a posted round: by final place, then furthest round, then number. */
  couples: z.array(IndexedCoupleSchema),
});
export type ResultsIndexEvent = z.infer<typeof ResultsIndexEventSchema>;

/** GET the results page: the events whose results are public and have a posted round. */
export const ResultsIndexSchema = z.object({
  /** The competition's resultsPageShown; when false the public index lists nothing. */
  resultsPageShown: z.boolean(),
  events: z.array(ResultsIndexEventSchema),
});
export type ResultsIndex = z.infer<typeof ResultsIndexSchema>;

// --- Staff -----------------------------------------------------------------

export const StaffResultsEventSchema = ResultsEventSchema.extend({
  /** The event's posted results are public (staff may withdraw them). */
  published: z.boolean(),
  postedRounds: z.number().int(),
  /** Rounds with every sheet in, waiting for the scrutineer to post. */
  markedRounds: z.number().int(),
  rounds: z.number().int(),
});

export const MarksEmbargoSchema = z.object({
  embargo: z.boolean(),
  releaseAt: z.string().nullable(),
  /** Whether the public sees the judges' marks now. */
  marksPublic: z.boolean(),
});
export type MarksEmbargo = z.infer<typeof MarksEmbargoSchema>;

/** GET the staff results overview: every event, publication and the embargo. */
export const StaffResultsSchema = z.object({
  resultsPageShown: z.boolean(),
  embargo: MarksEmbargoSchema,
  events: z.array(StaffResultsEventSchema),
});
export type StaffResults = z.infer<typeof StaffResultsSchema>;

/**
 * GET one event for staff: always with the marks, the published switch, and a
 * preview (`postedAt` null) of each Marked round not posted yet.
 */
export const StaffEventResultsSchema = EventResultsSchema.extend({
  published: z.boolean(),
  /** Marked rounds the engine could not work out yet, with its reason. */
  previewProblems: z.array(z.object({ roundName: z.string(), message: z.string() })),
});
export type StaffEventResults = z.infer<typeof StaffEventResultsSchema>;

export const SetPublishedSchema = z.strictObject({ published: z.boolean() });

/**
 * The embargo: `embargo: false` shows marks as soon as a round is posted;
 * `true` holds them until `releaseAt` (an instant; null: until released).
 * `releaseAt` with `embargo: false` is refused (400, path releaseAt): a
 * release time means nothing without an embargo. The server stores the
 * instant in UTC.
 */
export const SetMarksEmbargoSchema = z.strictObject({
  embargo: z.boolean(),
  /**
   * An instant, null (until released), or `'now'`: "Release marks now", which
   * the server stamps with its own clock (a device's clock may be wrong).
   */
  releaseAt: z
    .union([
      z.literal('now'),
      z.iso.datetime({
        offset: true,
        message: 'must be a date and time, e.g. 2026-11-24T17:00:00Z, or "now"',
      }),
    ])
    .nullable(),
});
export type SetMarksEmbargo = z.infer<typeof SetMarksEmbargoSchema>;
