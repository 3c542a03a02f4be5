import { z } from 'zod';
import { ROUND_STATES } from '../domain/competition/enumerations';
import { ReasonSchema, RoundJudgingSchema, RoundKindSchema, RoundLockSchema } from './judging';

/** The chairman's PIN: 4 to 8 digits, as typed on a phone's number pad. */
export const PinSchema = z
  .string()
  .regex(/^[0-9]{4,8}$/, 'must be 4 to 8 digits (0-9), with no spaces or other characters');

/** Setting the PIN; changing it needs the current one. */
export const SetPinSchema = z.strictObject({ pin: PinSchema, currentPin: PinSchema.optional() });
export type SetPin = z.infer<typeof SetPinSchema>;
export const LockRoundSchema = z.strictObject({ pin: PinSchema });
export const UnlockRoundSchema = z.strictObject({ pin: PinSchema, reason: ReasonSchema });

/** Who set the competition's PIN and when; never the PIN or its hash. */
export const PinStatusSchema = z.object({ setBy: z.string(), setAt: z.string() });
export type PinStatus = z.infer<typeof PinStatusSchema>;

export const ChairmanRoundSummarySchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  roundNumber: z.number().int(),
  roundKey: z.string(),
  roundName: z.string(),
  roundState: z.enum(ROUND_STATES),
  kind: RoundKindSchema,
  lock: RoundLockSchema.nullable(),
});
export type ChairmanRoundSummary = z.infer<typeof ChairmanRoundSummarySchema>;

/** The day's rounds in schedule order, and whether the PIN is set. */
export const ChairmanOverviewSchema = z.object({
  competitionId: z.string(),
  pin: PinStatusSchema.nullable(),
  rounds: z.array(ChairmanRoundSummarySchema),
});
export type ChairmanOverview = z.infer<typeof ChairmanOverviewSchema>;

const IrregularitySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('recall-disagreement'),
    judgeId: z.string(),
    share: z.number(),
    explanation: z.string(),
  }),
  z.object({
    kind: z.literal('final-disagreement'),
    judgeId: z.string(),
    rho: z.number(),
    explanation: z.string(),
  }),
  z.object({
    kind: z.literal('absent-couple-marked'),
    judgeId: z.string(),
    entryIds: z.array(z.string()),
    explanation: z.string(),
  }),
  z.object({
    kind: z.literal('marks-after-posting'),
    judgeId: z.string(),
    dance: z.string(),
    receivedAt: z.string(),
    explanation: z.string(),
  }),
]);
export type Irregularity = z.infer<typeof IrregularitySchema>;

/** The figures behind the irregularities (src/domain/oversight), per judge. */
export const OversightSchema = z.object({
  recall: z
    .object({
      top: z.array(z.string()),
      judges: z.array(
        z.object({
          judgeId: z.string(),
          perDance: z.array(
            z.object({ dance: z.string(), hits: z.number().int(), possible: z.number().int() }),
          ),
          hits: z.number().int(),
          possible: z.number().int(),
          share: z.number().nullable(),
          low: z.boolean(),
        }),
      ),
    })
    .nullable(),
  final: z
    .array(
      z.object({
        judgeId: z.string(),
        perDance: z.array(z.object({ dance: z.string(), rho: z.number().nullable() })),
        overall: z.number().nullable(),
        low: z.boolean(),
      }),
    )
    .nullable(),
  irregularities: z.array(IrregularitySchema),
});
export type Oversight = z.infer<typeof OversightSchema>;

/** One round as the chairman sees it: the scrutineer's view of the marks, no-shows and the oversight. */
export const ChairmanRoundSchema = RoundJudgingSchema.extend({
  /** Couples the deck captain marked absent (no-show) for this round. */
  absentEntryIds: z.array(z.string()),
  oversight: OversightSchema,
});
export type ChairmanRound = z.infer<typeof ChairmanRoundSchema>;
