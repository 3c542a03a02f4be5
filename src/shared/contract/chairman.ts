import {
  ChairmanOverviewSchema,
  ChairmanRoundSchema,
  LockRoundSchema,
  PinStatusSchema,
  SetPinSchema,
  UnlockRoundSchema,
} from '../chairman';
import { staffOnly } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';
import { RoundParams } from './judging';

const CHAIRMAN = staffOnly('chairman');
const tag = 'Chairman of judges';
const base = '/api/admin/competitions/:competitionId/chairman';
const round = `${base}/rounds/:eventId/:roundNumber`;

/**
 * The chairman of judges: the day's rounds, each round's progress, marks and
 * irregularities, and approving (locking) a posted round with the
 * competition's PIN, or unlocking it with the PIN and a reason.
 */
export const chairmanEndpoints = {
  chairmanOverview: defineEndpoint({
    summary: "The day's rounds in schedule order with their locks, and whether the PIN is set",
    tag,
    method: 'GET',
    path: base,
    access: CHAIRMAN,
    params: CompetitionParams,
    status: 200,
    response: ChairmanOverviewSchema,
  }),
  chairmanRound: defineEndpoint({
    summary: "One round's judges' progress, marks, result and irregularities",
    tag,
    method: 'GET',
    path: round,
    access: CHAIRMAN,
    params: RoundParams,
    status: 200,
    response: ChairmanRoundSchema,
  }),
  setChairmanPin: defineEndpoint({
    summary: "Sets the competition's chairman PIN (4-8 digits); changing it needs the current PIN",
    tag,
    method: 'PUT',
    path: `${base}/pin`,
    access: CHAIRMAN,
    params: CompetitionParams,
    body: SetPinSchema,
    status: 200,
    response: PinStatusSchema,
  }),
  lockRound: defineEndpoint({
    summary: "Approves and locks a posted round with the chairman's PIN (rate limited)",
    tag,
    method: 'POST',
    path: `${round}/lock`,
    access: CHAIRMAN,
    params: RoundParams,
    body: LockRoundSchema,
    status: 200,
    response: ChairmanRoundSchema,
  }),
  unlockRound: defineEndpoint({
    summary: "Unlocks an approved round with the chairman's PIN and a reason (rate limited)",
    tag,
    method: 'POST',
    path: `${round}/unlock`,
    access: CHAIRMAN,
    params: RoundParams,
    body: UnlockRoundSchema,
    status: 200,
    response: ChairmanRoundSchema,
  }),
};
