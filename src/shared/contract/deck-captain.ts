import { z } from 'zod';
import {
  AddWalkOnSchema,
  CheckInAnswerSchema,
  CheckInSchema,
  DeckCaptainFloorSchema,
  HeatCheckInAnswerSchema,
  MoveToHeatSchema,
  ScratchEntrySchema,
  SetAbsentSchema,
  WalkOnCandidateSchema,
} from '../deck-captain';
import { staffOnly } from './access';
import { defineEndpoint } from './define-endpoint';
import { RoundParams } from './judging';
import { CompetitionParams, EventParams } from './params';

const DECK_CAPTAIN = staffOnly('deckCaptain');
const tag = 'Deck captain';
const base = '/api/admin/competitions/:competitionId/deck-captain';
const round = `${base}/rounds/:eventId/:roundNumber`;

const id = z.string().min(1).max(100);
const CoupleParams = RoundParams.extend({ entryId: id });
const HeatParams = RoundParams.extend({
  heat: z.coerce.number().int('must be a whole number').min(1).max(100),
});
const EntryParams = EventParams.extend({ entryId: id });

/** A change to one round's couples; the answer is the floor as it now stands. */
const coupleAction = <const P extends string, const B extends z.ZodType>(
  summary: string,
  path: P,
  body: B,
) =>
  defineEndpoint({
    summary,
    tag,
    method: 'PUT',
    path: `${round}/couples/:entryId/${path}`,
    access: DECK_CAPTAIN,
    params: CoupleParams,
    body,
    status: 200,
    response: DeckCaptainFloorSchema,
  });

/**
 * The deck captain's floor: the running and next rounds with their couples,
 * check-in (cascading to the rounds danced straight after), no-shows,
 * scratches, walk-ons and heat moves.
 */
export const deckCaptainEndpoints = {
  getDeckCaptainFloor: defineEndpoint({
    summary: 'The rounds on the floor now and next, with heats, couples and check-in',
    tag,
    method: 'GET',
    path: base,
    access: DECK_CAPTAIN,
    params: CompetitionParams,
    status: 200,
    response: DeckCaptainFloorSchema,
  }),
  listWalkOnCouples: defineEndpoint({
    summary: "The competition's couples who can be brought on as walk-ons",
    tag,
    method: 'GET',
    path: `${base}/walk-on-couples`,
    access: DECK_CAPTAIN,
    params: CompetitionParams,
    status: 200,
    response: z.array(WalkOnCandidateSchema),
  }),
  checkInCouple: defineEndpoint({
    summary:
      'Checks a couple in or out of a round (and, with cascadeCheckin, of the rounds danced straight after)',
    tag,
    method: 'POST',
    path: `${round}/check-in`,
    access: DECK_CAPTAIN,
    params: RoundParams,
    body: CheckInSchema,
    status: 200,
    response: CheckInAnswerSchema,
  }),
  checkInHeat: defineEndpoint({
    summary: 'Checks in every couple of one heat, in one transaction',
    tag,
    method: 'POST',
    path: `${round}/heats/:heat/check-in`,
    access: DECK_CAPTAIN,
    params: HeatParams,
    body: z.strictObject({}),
    status: 200,
    response: HeatCheckInAnswerSchema,
  }),
  setCoupleAbsent: coupleAction(
    'Marks a couple a no-show for a round not started yet, or clears it',
    'absent',
    SetAbsentSchema,
  ),
  moveCoupleToHeat: coupleAction(
    'Moves a couple to another heat of a round not started yet',
    'heat',
    MoveToHeatSchema,
  ),
  addWalkOn: defineEndpoint({
    summary:
      "Adds a walk-on to a heat of a round not started yet: the event's placeholder couple #9999 or an existing couple",
    tag,
    method: 'POST',
    path: `${round}/walk-ons`,
    access: DECK_CAPTAIN,
    params: RoundParams,
    body: AddWalkOnSchema,
    status: 200,
    response: DeckCaptainFloorSchema,
  }),
  scratchEntry: defineEndpoint({
    summary: 'Scratches an entry from its event from now on, with the reason',
    tag,
    method: 'PUT',
    path: `${base}/events/:eventId/entries/:entryId/scratch`,
    access: DECK_CAPTAIN,
    params: EntryParams,
    body: ScratchEntrySchema,
    status: 200,
    response: DeckCaptainFloorSchema,
  }),
  unscratchEntry: defineEndpoint({
    summary: "Undoes an entry's scratch",
    tag,
    method: 'DELETE',
    path: `${base}/events/:eventId/entries/:entryId/scratch`,
    access: DECK_CAPTAIN,
    params: EntryParams,
    status: 200,
    response: DeckCaptainFloorSchema,
  }),
};
