import { Alert, Button, Divider, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ScheduleRound } from '../../../shared/schedule';
import { useAddAdhocCouple, useUpdateRound } from './api/schedule';

type Props = { competitionId: string; round: ScheduleRound; onClose: () => void };

/** Recall size and heats of one round; the server stores 0 as 1 and refuses negative or huge numbers. */
export function RoundEditModal({ competitionId, round, onClose }: Props) {
  const update = useUpdateRound(competitionId);
  const adhoc = useAddAdhocCouple(competitionId);
  const [recallSize, setRecallSize] = useState<number | string>(round.recallSize);
  const [numHeats, setNumHeats] = useState<number | string>(round.numHeats);

  const save = async () => {
    const saved = await update
      .mutateAsync({
        eventId: round.eventId,
        roundNumber: round.roundNumber,
        recallSize: Number(recallSize),
        numHeats: Number(numHeats),
      })
      .catch(() => undefined);
    if (saved) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`Edit ${round.eventName} ${round.roundName}`}>
      <Stack gap="sm">
        {update.isError && (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        )}
        <NumberInput
          label="Recall size"
          description="How many couples go on to the next round (0 is kept as 1)"
          min={0}
          max={1000}
          allowDecimal={false}
          value={recallSize}
          onChange={setRecallSize}
        />
        <NumberInput
          label="Heats"
          min={0}
          max={100}
          allowDecimal={false}
          value={numHeats}
          onChange={setNumHeats}
        />
        <Divider />
        <Text size="sm">
          A couple who turn up without an entry can dance as the walk-on couple, number 9999.
        </Text>
        {adhoc.isError && (
          <Alert color="red" role="alert">
            {adhoc.error.message}
          </Alert>
        )}
        {adhoc.isSuccess && (
          <Alert color="green" role="status">
            Walk-on couple #9999 added and checked in.
          </Alert>
        )}
        <Button
          variant="light"
          loading={adhoc.isPending}
          disabled={adhoc.isSuccess}
          onClick={() => adhoc.mutate({ eventId: round.eventId, roundNumber: round.roundNumber })}
        >
          Add walk-on couple (#9999)
        </Button>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={() => void save()}>
            Save round
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
