import { z } from 'zod';
import { ROUND_STATES } from '../domain/competition/enumerations';

/**
 * The MC's screen: now and next, each round with its script. The sentences
 * come from src/domain/mc; the screen lays them out and adds the times (which
 * depend on the MC's clock, see `roundTiming` there).
 */

export const ScriptBlockSchema = z.discriminatedUnion('kind', [
  /** The call to the floor of one heat (heat null: the round is one heat). */
  z.object({
    kind: z.literal('call'),
    heat: z.number().int().nullable(),
    text: z.string(),
    /** The same sentence in parts; a walk-on's number (or name) with "(new)" is a part of its own. */
    parts: z.array(z.object({ text: z.string(), walkOn: z.boolean() })),
  }),
  /** How many couples a posted recall round sends on, and which. */
  z.object({ kind: z.literal('recall'), text: z.string() }),
  /** A posted final's results, one sentence per place, last place first. */
  z.object({ kind: z.literal('results'), lines: z.array(z.string()) }),
  /** Where the round stands, for the MC; not read aloud. */
  z.object({ kind: z.literal('note'), text: z.string() }),
]);
export type ScriptBlock = z.infer<typeof ScriptBlockSchema>;

export const CoupleChangeSchema = z.object({
  entryId: z.string(),
  number: z.number().int().nullable(),
  names: z.string(),
  /** new: a walk-on; scratched: withdrawn, left out of the call. */
  change: z.enum(['new', 'scratched']),
});
export type CoupleChange = z.infer<typeof CoupleChangeSchema>;

export const McMomentSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  roundNumber: z.number().int(),
  /** The round's storage key `{eventId}-R{n}`, which names its marks topic. */
  roundKey: z.string(),
  roundName: z.string(),
  roundState: z.enum(ROUND_STATES),
  /** Venue wall-clock time written as UTC, as planned times are stored. */
  plannedStart: z.string().nullable(),
  /** When the scrutineer started it (a real instant, ISO 8601). */
  startedAt: z.string().nullable(),
  blocks: z.array(ScriptBlockSchema),
  changes: z.array(CoupleChangeSchema),
});
export type McMoment = z.infer<typeof McMomentSchema>;

export const McScriptSchema = z.object({
  competitionId: z.string(),
  /** On the floor, waiting for a result, or with a result to announce; schedule order. */
  now: z.array(McMomentSchema),
  /** The next rounds to start, in schedule order. */
  next: z.array(McMomentSchema),
});
export type McScript = z.infer<typeof McScriptSchema>;
