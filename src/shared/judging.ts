import { z } from 'zod';
import { ROUND_STATES } from '../domain/competition/enumerations';

/**
 * What judges and the scrutineer send and read on the competition day.
 *
 * A couple is its entry id; screens show its number. A judge's marks for one
 * dance are a list of entry ids: in a recall round the couples recalled, in a
 * final the couples in place order, 1st first (docs/decisions/016).
 */

const id = (what: string) => z.string().min(1, `must name ${what}`).max(100);
export const EntryIdSchema = id('a couple');
const judgeId = id('a judge');
const dance = z.string().min(1, 'must name a dance').max(60);
/** A couple appears at most once per list; rounds hold at most a few hundred couples. */
const entryList = z.array(EntryIdSchema).max(500, 'must list at most 500 couples');
/** Why a staff member changes something posted or settled: kept in the audit log. */
export const ReasonSchema = z
  .string()
  .trim()
  .min(3, 'must say why (at least 3 characters)')
  .max(300, 'must be at most 300 characters');

// --- Judge sign-in ---------------------------------------------------------

export const JudgeSignInSchema = z.strictObject({
  code: z.string().trim().min(1, 'type the 7-character code').max(20, 'is not a judge code'),
});

export const JudgeSchema = z.object({ id: z.string(), name: z.string() });
export type Judge = z.infer<typeof JudgeSchema>;

export const JudgeSessionSchema = z.object({
  /** Sent back as `Authorization: Bearer <token>`. */
  token: z.string(),
  judge: JudgeSchema,
  competitionId: z.string(),
  expiresAt: z.string(),
});
export type JudgeSession = z.infer<typeof JudgeSessionSchema>;

// --- Sheets ----------------------------------------------------------------

export const SHEET_STATUSES = ['draft', 'submitted'] as const;

/** A judge's current list for one dance of one round. */
export const DanceSheetSchema = z.object({
  judgeId: z.string(),
  dance: z.string(),
  status: z.enum(SHEET_STATUSES),
  entries: z.array(z.string()),
  /** 'judge', or the staff member who entered or corrected it on the judge's behalf. */
  enteredBy: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type DanceSheet = z.infer<typeof DanceSheetSchema>;

/**
 * A judge's write of one dance: every tap sends the whole current list as a
 * draft; `submit` locks it. `version` grows with each tap on a device, so a
 * late queued draft never overwrites a newer one; `submissionId` makes a
 * repeated send a no-op answered with the first answer.
 */
export const SaveDanceSheetSchema = z.strictObject({
  submissionId: z.uuid('must be a UUID'),
  deviceId: z.string().min(8, 'must be at least 8 characters').max(100),
  version: z.number().int('must be a whole number').min(0).max(Number.MAX_SAFE_INTEGER),
  entries: entryList,
  submit: z.boolean(),
});
export type SaveDanceSheet = z.infer<typeof SaveDanceSheetSchema>;

/**
 * counted: applied; ignored: a draft older than what the server holds (kept out,
 * harmless); after-posting: the round was posted before it arrived, so it is
 * kept for the scrutineer and changes nothing.
 */
export const SUBMISSION_OUTCOMES = ['counted', 'ignored', 'after-posting'] as const;
export const SheetReceiptSchema = z.object({
  submissionId: z.string(),
  outcome: z.enum(SUBMISSION_OUTCOMES),
  receivedAt: z.string(),
  /** The sheet as the server now holds it (null when it holds none). */
  sheet: DanceSheetSchema.nullable(),
});
export type SheetReceipt = z.infer<typeof SheetReceiptSchema>;

// --- Rounds as a judge sees them ------------------------------------------

const JudgeCoupleSchema = z.object({
  entryId: z.string(),
  number: z.number().int().nullable(),
  /**
   * The deck captain marked the couple a no-show. It stays on the sheet,
   * labelled, and can still be marked: the deck captain may be wrong.
   */
  absent: z.boolean(),
});
export const RoundKindSchema = z.enum(['recall', 'final']);
export type RoundKind = z.infer<typeof RoundKindSchema>;

export const JudgeRoundSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  roundNumber: z.number().int(),
  /** The round's storage key `{eventId}-R{n}`, which names its marks topic (not the schedule's roundId). */
  roundKey: z.string(),
  roundName: z.string(),
  roundState: z.enum(ROUND_STATES),
  kind: RoundKindSchema,
  dances: z.array(z.string()),
  /** How many couples to recall per dance (recall rounds). */
  recallTarget: z.number().int(),
  startedAt: z.string().nullable(),
  heats: z.array(z.object({ heat: z.number().int(), couples: z.array(JudgeCoupleSchema) })),
  /** This judge's sheet per dance, where one exists. */
  sheets: z.array(DanceSheetSchema),
});
export type JudgeRound = z.infer<typeof JudgeRoundSchema>;

export const JudgeRoundsSchema = z.object({
  judge: JudgeSchema,
  competitionId: z.string(),
  rounds: z.array(JudgeRoundSchema),
});
export type JudgeRounds = z.infer<typeof JudgeRoundsSchema>;

// --- The scrutineer's view of a round -------------------------------------

export const RoundCoupleSchema = z.object({
  entryId: z.string(),
  number: z.number().int().nullable(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
  heat: z.number().int().nullable(),
  checkedIn: z.boolean(),
  /** Marked a no-show for this round by the deck captain. */
  absent: z.boolean(),
  /** Added to this round on the day by the deck captain. */
  walkOn: z.boolean(),
});
export type RoundCouple = z.infer<typeof RoundCoupleSchema>;

export const PanelJudgeSchema = z.object({
  judgeId: z.string(),
  name: z.string(),
  absence: z.object({ reason: z.string(), markedBy: z.string(), at: z.string() }).nullable(),
});
export type PanelJudge = z.infer<typeof PanelJudgeSchema>;

export const LateArrivalSchema = z.object({
  submissionId: z.string(),
  judgeId: z.string(),
  dance: z.string(),
  entries: z.array(z.string()),
  receivedAt: z.string(),
});
export type LateArrival = z.infer<typeof LateArrivalSchema>;

/** The chairman's approval of a posted round: while it stands, nothing about the round may change. */
export const RoundLockSchema = z.object({ lockedBy: z.string(), lockedAt: z.string() });
export type RoundLock = z.infer<typeof RoundLockSchema>;

export const RoundJudgingSchema = z.object({
  competitionId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  roundNumber: z.number().int(),
  /** The round's storage key `{eventId}-R{n}`: `liveTopics.marks(competitionId, roundKey)`. */
  roundKey: z.string(),
  roundName: z.string(),
  roundState: z.enum(ROUND_STATES),
  kind: RoundKindSchema,
  dances: z.array(z.string()),
  recallSize: z.number().int(),
  /** Per judge and dance; null means the round's recall size. */
  recallTarget: z.number().int().nullable(),
  numHeats: z.number().int(),
  startedAt: z.string().nullable(),
  couples: z.array(RoundCoupleSchema),
  panel: z.array(PanelJudgeSchema),
  sheets: z.array(DanceSheetSchema),
  /** Judges' sends that arrived after the round was posted: kept, never counted. */
  lateArrivals: z.array(LateArrivalSchema),
  /** What was posted, once the round is Posted. */
  posted: z.lazy(() => SavedRoundResultSchema).nullable(),
  /** Set while the chairman has the round approved and locked. */
  lock: RoundLockSchema.nullable(),
});
export type RoundJudging = z.infer<typeof RoundJudgingSchema>;

export const EnterSheetSchema = z.strictObject({
  judgeId,
  dance,
  entries: entryList,
});
export const MarkAbsentSchema = z.strictObject({ judgeId, reason: ReasonSchema });
export const TIE_CHOICES = ['recall-more', 'recall-fewer'] as const;
export const TieChoiceSchema = z.enum(TIE_CHOICES, {
  message: `must be one of ${TIE_CHOICES.join(', ')}`,
});
export const PostRoundSchema = z.strictObject({ tieChoice: TieChoiceSchema.optional() });
export const UnpostRoundSchema = z.strictObject({ reason: ReasonSchema });
export const ScratchFromFinalSchema = z.strictObject({
  entryId: EntryIdSchema,
  reason: ReasonSchema,
});
export const SetRecallTargetSchema = z.strictObject({
  recallTarget: z.number().int('must be a whole number').min(1).max(500).nullable(),
});

// --- Computation and posted results ---------------------------------------

/** Judges' marks as a grid: `marks[dance][couple][judge]`, indexed like the lists (ids). */
export const MarkGridSchema = z.object({
  judges: z.array(z.string()),
  dances: z.array(z.string()),
  couples: z.array(z.string()),
  marks: z.array(z.array(z.array(z.number()))),
});
export type MarkGrid = z.infer<typeof MarkGridSchema>;

const ColumnTallySchema = z.object({ column: z.number(), count: z.number(), sum: z.number() });

export const RecallComputationSchema = z.object({
  kind: z.literal('recall'),
  /** sumRecalls: per couple, its recall marks over all judges and dances. */
  totals: z.record(z.string(), z.number()),
  /** Couples by total, most first. */
  ranked: z.array(z.string()),
  recalled: z.array(z.string()),
  places: z.record(z.string(), z.string()),
  recallSize: z.number().int(),
  tie: z
    .object({
      marks: z.number(),
      couples: z.array(z.string()),
      recallFewer: z.number().int(),
      recallMore: z.number().int(),
    })
    .nullable(),
  /** The cut points that split no tie, when couples tie at the cut. */
  options: z.array(
    z.object({ choice: TieChoiceSchema, recalled: z.number().int(), label: z.string() }),
  ),
  tieChoice: TieChoiceSchema.nullable(),
});

export const FinalComputationSchema = z.object({
  kind: z.literal('final'),
  perDance: z.record(z.string(), z.record(z.string(), z.number())),
  overall: z.record(z.string(), z.number()),
  explanations: z.object({
    dances: z.record(
      z.string(),
      z.object({
        majority: z.number(),
        placements: z.array(
          z.object({
            couple: z.string(),
            place: z.number(),
            rule: z.string(),
            column: z.number(),
            decidedAtColumn: z.number(),
            tallies: z.array(ColumnTallySchema),
            reason: z.string(),
          }),
        ),
      }),
    ),
    summary: z.object({
      totals: z.record(z.string(), z.number()),
      placements: z.array(
        z.object({
          couple: z.string(),
          place: z.number(),
          rule: z.string(),
          placeUnderReview: z.number(),
          reason: z.string(),
        }),
      ),
      rule10: z.array(
        z.object({
          placeUnderReview: z.number(),
          couples: z.record(z.string(), z.object({ count: z.number(), sum: z.number() })),
        }),
      ),
      rule11: z.array(
        z.object({
          placeUnderReview: z.number(),
          majority: z.number(),
          couples: z.record(z.string(), z.array(ColumnTallySchema)),
          placed: z.array(z.string()),
        }),
      ),
    }),
  }),
});

export const RoundComputationSchema = z.discriminatedUnion('kind', [
  RecallComputationSchema,
  FinalComputationSchema,
]);
export type RoundComputation = z.infer<typeof RoundComputationSchema>;
export type RecallComputation = z.infer<typeof RecallComputationSchema>;
export type FinalComputation = z.infer<typeof FinalComputationSchema>;

export const ComputeQuery = z.strictObject({ tieChoice: TieChoiceSchema.optional() });

/**
 * `resultsSaved/{event}/{round}` of the spec: the placements, with sumRecalls
 * for a recall round or the final table (the judges' marks behind the places)
 * for a final; the computation is kept so result pages show the working.
 */
export const SavedRoundResultSchema = z.object({
  postedAt: z.string(),
  postedBy: z.string(),
  /** The judges whose marks were counted (absent judges left out). */
  judges: z.array(z.string()),
  /** Per couple: "3" or "7-8" in a recall round, the place in a final. */
  placements: z.record(z.string(), z.union([z.string(), z.number()])),
  sumRecalls: z.record(z.string(), z.number()).optional(),
  /**
   * Recall rounds: each judge's recall marks, `marks[dance][couple][judge]` 1 or 0,
   * so result pages show the grid. Absent from rounds posted before it was kept.
   */
  recallGrid: MarkGridSchema.optional(),
  /** Finals: each judge's places, `marks[dance][couple][judge]`. */
  finalTable: MarkGridSchema.optional(),
  computation: RoundComputationSchema,
});
export type SavedRoundResult = z.infer<typeof SavedRoundResultSchema>;

/** `resultsSaved/{event}/finalResults`: the event's couples in final order. */
export const FinalResultsSchema = z.object({
  postedAt: z.string(),
  places: z.array(
    z.object({
      place: z.number(),
      entryId: z.string(),
      number: z.number().int().nullable(),
      leadName: z.string(),
      followName: z.string(),
      affiliation: z.string(),
    }),
  ),
});
export type FinalResults = z.infer<typeof FinalResultsSchema>;
