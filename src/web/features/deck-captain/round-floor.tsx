import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FloorCouple, FloorRound } from '../../../shared/deck-captain';
import { canRearrange } from '../../../shared/deck-captain';
import { ReasonModal } from '../../ui/reason-modal';
import { useCheckIn, useCheckInHeat, useMoveToHeat, useScratch, useSetAbsent } from './api/floor';
import { CoupleTile } from './couple-tile';
import type { CoupleActions } from './couple-tile';
import { checkInMessage, coupleNumber, heatCheckInMessage } from './floor-model';
import { WalkOnModal } from './walk-on-modal';
import { coupleNames } from '../../lib/couple-names';

export type Notice = { ok: boolean; text: string };

/** One round on the floor: its count, heats and couples, and the changes the deck captain makes to it. */
export function RoundFloor({
  competitionId,
  round,
  onNotice,
}: {
  competitionId: string;
  round: FloorRound;
  onNotice: (notice: Notice) => void;
}) {
  const checkIn = useCheckIn(competitionId);
  const checkInHeat = useCheckInHeat(competitionId);
  const setAbsent = useSetAbsent(competitionId);
  const moveToHeat = useMoveToHeat(competitionId);
  const scratch = useScratch(competitionId);
  const [scratching, setScratching] = useState<FloorCouple | null>(null);
  const [walkOn, setWalkOn] = useState(false);
  const busy = checkIn.isPending || checkInHeat.isPending;
  const failed = (error: Error) => onNotice({ ok: false, text: error.message });
  const done = (text: string) => onNotice({ ok: true, text });
  const ref = { eventId: round.eventId, roundNumber: round.roundNumber };

  const actions: CoupleActions = {
    onToggleCheckIn: (couple) =>
      checkIn.mutate(
        { round: ref, entryId: couple.entryId, checkedIn: !couple.checkedIn },
        {
          onSuccess: (answer) =>
            done(checkInMessage(couple, !couple.checkedIn, answer.followingRounds.length)),
          onError: failed,
        },
      ),
    onSetAbsent: (couple, absent) =>
      setAbsent.mutate(
        { round: ref, entryId: couple.entryId, absent },
        {
          onSuccess: () =>
            done(
              `Couple ${coupleNumber(couple)} ${absent ? 'marked a no-show' : 'no longer a no-show'} in ${round.roundName}.`,
            ),
          onError: failed,
        },
      ),
    onMoveToHeat: (couple, heat) =>
      moveToHeat.mutate(
        { round: ref, entryId: couple.entryId, heat },
        {
          onSuccess: () => done(`Couple ${coupleNumber(couple)} moved to heat ${heat}.`),
          onError: failed,
        },
      ),
    onScratch: (couple) => {
      scratch.reset();
      setScratching(couple);
    },
    onUnscratch: (couple) =>
      scratch.mutate(
        { eventId: round.eventId, entryId: couple.entryId, reason: null },
        {
          onSuccess: () => done(`Couple ${coupleNumber(couple)} is back in ${round.eventName}.`),
          onError: failed,
        },
      ),
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size="h3">
            {round.eventName} · {round.roundName}
          </Title>
          <Text c="dimmed" size="sm">
            {round.open ? 'Not started' : round.roundState}
            {round.plannedStart && ` · planned ${round.plannedStart}`}
            {round.heats.length > 1 && ` · ${round.heats.length} heats`}
          </Text>
        </div>
        <Text size="xl" fw={700} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {round.checkedIn} of {round.dancing} checked in
        </Text>
      </Group>
      {canRearrange(round) && (
        <Group>
          <Button variant="light" size="md" onClick={() => setWalkOn(true)}>
            Add a walk-on
          </Button>
        </Group>
      )}
      {round.filledBy !== null && (
        <Text c="dimmed" size="lg">
          This round is filled when the {round.filledBy} is posted. Add walk-ons and no-shows then.
        </Text>
      )}
      {round.dancing === 0 && round.heats.every((heat) => heat.couples.length === 0)
        ? round.filledBy === null && (
            <Text c="dimmed" size="lg">
              No couples yet: they come with the recall of the round before.
            </Text>
          )
        : round.heats.map((heat) => {
            // No-shows are left out: checking in a heat does not say a no-show is here.
            const waiting = heat.couples.filter(
              (c) => c.dancing && !c.absent && !c.checkedIn,
            ).length;
            return (
              <section key={heat.heat} aria-labelledby={`heat-${round.roundKey}-${heat.heat}`}>
                <Group justify="space-between" mb="xs">
                  <Title order={3} size="h4" id={`heat-${round.roundKey}-${heat.heat}`}>
                    Heat {heat.heat}{' '}
                    <Text span c="dimmed" size="sm">
                      {heat.couples.length} {heat.couples.length === 1 ? 'couple' : 'couples'}
                    </Text>
                  </Title>
                  <Button
                    size="md"
                    disabled={waiting === 0 || busy}
                    onClick={() =>
                      checkInHeat.mutate(
                        { round: ref, heat: heat.heat },
                        {
                          onSuccess: (answer) =>
                            done(
                              heatCheckInMessage(heat.heat, answer.couples, answer.followingRounds),
                            ),
                          onError: failed,
                        },
                      )
                    }
                  >
                    Check in heat {heat.heat}
                  </Button>
                </Group>
                {heat.couples.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    No couples in this heat.
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
                    {heat.couples.map((couple) => (
                      <CoupleTile
                        key={couple.entryId}
                        couple={couple}
                        round={round}
                        heat={heat.heat}
                        busy={busy}
                        actions={actions}
                      />
                    ))}
                  </SimpleGrid>
                )}
              </section>
            );
          })}
      {scratching && (
        <ReasonModal
          title={`Scratch couple ${coupleNumber(scratching)}`}
          description={`${coupleNames(scratching)} are withdrawn from ${round.eventName} from now on: judges no longer see them in rounds that have not started. You can undo this until such a round starts.`}
          confirmLabel={`Scratch couple ${coupleNumber(scratching)}`}
          mutation={scratch}
          onClose={() => setScratching(null)}
          onConfirm={(reason) =>
            scratch.mutate(
              { eventId: round.eventId, entryId: scratching.entryId, reason },
              {
                onSuccess: () => {
                  done(`Couple ${coupleNumber(scratching)} scratched from ${round.eventName}.`);
                  setScratching(null);
                },
              },
            )
          }
        />
      )}
      {walkOn && (
        <WalkOnModal
          competitionId={competitionId}
          round={round}
          onClose={() => setWalkOn(false)}
          onDone={(text) => {
            setWalkOn(false);
            done(text);
          }}
        />
      )}
    </Stack>
  );
}
