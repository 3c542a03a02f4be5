import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deckCaptainEndpoints as endpoints } from '../../../../shared/contract/deck-captain';
import type {
  AddWalkOn,
  CheckInAnswer,
  DeckCaptainFloor,
  HeatCheckInAnswer,
} from '../../../../shared/deck-captain';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export type RoundRef = { eventId: string; roundNumber: number };

/**
 * Every change on the floor (a tap by another deck captain, a round started
 * or posted, a scratch by the scrutineer) notifies the entries topic, so the
 * floor is kept under it.
 */
const topicOf = (competitionId: string) => liveTopics.entries(competitionId);
const floorKey = (competitionId: string) => [topicOf(competitionId), 'deck-captain'] as const;

/** The rounds on the floor now and next, kept current by the live stream. */
export function useFloor(competitionId: string) {
  useLive(topicOf(competitionId));
  return useQuery({
    queryKey: floorKey(competitionId),
    queryFn: () => callApi(endpoints.getDeckCaptainFloor, { params: { competitionId } }),
  });
}

/** The competition's couples, for the walk-on dialog. */
export function useWalkOnCouples(competitionId: string, enabled: boolean) {
  return useQuery({
    queryKey: [topicOf(competitionId), 'walk-on-couples'],
    queryFn: () => callApi(endpoints.listWalkOnCouples, { params: { competitionId } }),
    enabled,
  });
}

/**
 * One floor change. The answer carries the floor as it now stands, which
 * replaces the cached one; the mutation is keyed by the topic, so its own
 * notification does not refetch the floor mid-flight.
 */
function useFloorChange<V, A>(
  competitionId: string,
  name: string,
  send: (variables: V) => Promise<A>,
  floorOf: (answer: A) => DeckCaptainFloor,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [topicOf(competitionId), name],
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(floorKey(competitionId), floorOf(answer)),
  });
}

const same = (floor: DeckCaptainFloor) => floor;
const roundParams = (competitionId: string, round: RoundRef) => ({ competitionId, ...round });

export const useCheckIn = (competitionId: string) =>
  useFloorChange(
    competitionId,
    'check-in',
    (v: { round: RoundRef; entryId: string; checkedIn: boolean }) =>
      callApi(endpoints.checkInCouple, {
        params: roundParams(competitionId, v.round),
        body: { entryId: v.entryId, checkedIn: v.checkedIn },
      }),
    (answer: CheckInAnswer) => answer.floor,
  );

export const useCheckInHeat = (competitionId: string) =>
  useFloorChange(
    competitionId,
    'check-in-heat',
    (v: { round: RoundRef; heat: number }) =>
      callApi(endpoints.checkInHeat, {
        params: { ...roundParams(competitionId, v.round), heat: v.heat },
        body: {},
      }),
    (answer: HeatCheckInAnswer) => answer.floor,
  );

export const useSetAbsent = (competitionId: string) =>
  useFloorChange(
    competitionId,
    'absent',
    (v: { round: RoundRef; entryId: string; absent: boolean }) =>
      callApi(endpoints.setCoupleAbsent, {
        params: { ...roundParams(competitionId, v.round), entryId: v.entryId },
        body: { absent: v.absent },
      }),
    same,
  );

export const useMoveToHeat = (competitionId: string) =>
  useFloorChange(
    competitionId,
    'heat',
    (v: { round: RoundRef; entryId: string; heat: number }) =>
      callApi(endpoints.moveCoupleToHeat, {
        params: { ...roundParams(competitionId, v.round), entryId: v.entryId },
        body: { heat: v.heat },
      }),
    same,
  );

export const useAddWalkOn = (competitionId: string) =>
  useFloorChange(
    competitionId,
    'walk-on',
    (v: { round: RoundRef; walkOn: AddWalkOn }) =>
      callApi(endpoints.addWalkOn, { params: roundParams(competitionId, v.round), body: v.walkOn }),
    same,
  );

export const useScratch = (competitionId: string) =>
  useFloorChange(
    competitionId,
    'scratch',
    (v: { eventId: string; entryId: string; reason: string | null }) =>
      v.reason === null
        ? callApi(endpoints.unscratchEntry, {
            params: { competitionId, eventId: v.eventId, entryId: v.entryId },
          })
        : callApi(endpoints.scratchEntry, {
            params: { competitionId, eventId: v.eventId, entryId: v.entryId },
            body: { reason: v.reason },
          }),
    same,
  );
