import type { RoundState } from '../competition/enumerations';
import { isFinalRound } from '../judging/round-lifecycle';
import type { CalledRound, HeatCall } from './call-to-floor';
import { callToFloor, splitByScratch } from './call-to-floor';
import { byNumber, namesOf } from './couples';
import type { FinalPlace } from './final-results';
import { finalResultsReading } from './final-results';
import { recallAnnouncement } from './recall-announcement';

/** Everything the MC's script says about one round. */
export interface McRound extends CalledRound {
  /** Counted back from the final: 1 is the Final. */
  roundNumber: number;
  state: RoundState;
  /** The couples recalled, once a recall round is posted (entry ids). */
  recalled: readonly string[] | null;
  /** The round danced after this one ("Final"), when the event has one. */
  nextRoundName: string | null;
  /** The round danced before this one, whose recall fills this one. */
  previousRoundName: string | null;
  /** The event's final results, once the final is posted. */
  finalPlaces: readonly FinalPlace[] | null;
}

/**
 * A part of the script. `call`, `recall` and `results` are read aloud; a
 * `note` tells the MC where the round stands and is not read.
 */
export type ScriptBlock =
  | ({ kind: 'call' } & HeatCall)
  | { kind: 'recall'; text: string }
  | { kind: 'results'; lines: string[] }
  | { kind: 'note'; text: string };

/** A couple whose place on the floor changed since the heats were drawn. */
export interface CoupleChange {
  entryId: string;
  number: number | null;
  names: string;
  change: 'new' | 'scratched';
}

export interface RoundScript {
  blocks: ScriptBlock[];
  /** Walk-ons and scratched couples, for rounds still being called. */
  changes: CoupleChange[];
}

const note = (text: string): ScriptBlock => ({ kind: 'note', text });

/** The script for the round's state: the call before and during it, then its result. */
export function roundScript(round: McRound): RoundScript {
  const waitingForCouples = {
    blocks: [
      note(
        round.previousRoundName
          ? `Waiting for the couples recalled from the ${round.previousRoundName}.`
          : 'No couples yet.',
      ),
    ],
    changes: [],
  };
  switch (round.state) {
    case 'Initialized':
    case 'Running':
      if (round.couples.length === 0) return waitingForCouples;
      return {
        blocks: callToFloor(round).map((call) => ({ kind: 'call', ...call })),
        changes: coupleChanges(round),
      };
    case 'Empty':
      return waitingForCouples;
    case 'Marked':
      return {
        blocks: [
          note("The judges' marks are in; the result follows once the scrutineer posts it."),
        ],
        changes: [],
      };
    case 'Posted':
      return { blocks: [postedBlock(round)], changes: [] };
    case 'Skipped':
      return { blocks: [note('This round is skipped.')], changes: [] };
  }
}

function postedBlock(round: McRound): ScriptBlock {
  if (isFinalRound(round.roundNumber)) {
    return round.finalPlaces && round.finalPlaces.length > 0
      ? { kind: 'results', lines: finalResultsReading(round.finalPlaces) }
      : note('The result is posted; the final results are not available.');
  }
  return round.recalled
    ? { kind: 'recall', text: recallAnnouncement(round, round.recalled, round.nextRoundName) }
    : note('The result is posted; the recall is not available.');
}

function coupleChanges(round: McRound): CoupleChange[] {
  const { dancing, scratched } = splitByScratch(round);
  const change = (kind: CoupleChange['change']) => (couple: (typeof dancing)[number]) => ({
    entryId: couple.entryId,
    number: couple.number,
    names: namesOf(couple),
    change: kind,
  });
  return [
    ...byNumber(dancing.filter((couple) => couple.walkOn)).map(change('new')),
    ...byNumber(scratched).map(change('scratched')),
  ];
}
