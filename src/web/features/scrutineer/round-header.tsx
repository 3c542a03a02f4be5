import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import type { RoundJudging } from '../../../shared/judging';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useRoundAction } from './api/round-judging';
import { formatClock } from '../../lib/format-clock';

type Props = { competitionId: string; round: RoundJudging };

const STATE_COLORS: Partial<Record<RoundJudging['roundState'], string>> = {
  Running: 'blue',
  Marked: 'orange',
  Posted: 'green',
};

/** The round's name, state and start, the Start button and the recall target. */
export function RoundHeader({ competitionId, round }: Props) {
  const ref = { eventId: round.eventId, roundNumber: round.roundNumber };
  const start = useRoundAction(competitionId, ref, 'start');
  const [confirming, setConfirming] = useState(false);
  const startable = round.roundState === 'Initialized' && round.couples.length > 0;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            {round.eventName} {round.roundName}
          </Title>
          <Group gap="xs">
            <Badge color={STATE_COLORS[round.roundState] ?? 'gray'}>
              <VisuallyHidden>State: </VisuallyHidden>
              {round.roundState}
            </Badge>
            {round.lock && <Badge color="grape">Locked</Badge>}
            <Text size="sm" c="dimmed">
              {round.couples.length} couples · {round.dances.join(', ')}
              {round.kind === 'recall' && ` · recall ${round.recallSize}`}
              {round.numHeats > 1 && ` · ${round.numHeats} heats`}
              {round.startedAt && ` · started ${formatClock(round.startedAt)}`}
            </Text>
          </Group>
        </div>
        {startable && (
          <Button
            onClick={() => {
              start.reset();
              setConfirming(true);
            }}
          >
            Start round
          </Button>
        )}
      </Group>
      {round.lock && (
        <Alert color="grape" role="status" title="Locked by the chairman">
          The chairman approved this result ({round.lock.lockedBy},{' '}
          {formatClock(round.lock.lockedAt)}
          ). Un-posting and every other change wait until the chairman unlocks it.
        </Alert>
      )}
      {round.roundState === 'Initialized' && round.couples.length === 0 && (
        <Text c="dimmed">No couples yet: the round before fills this one when it is posted.</Text>
      )}
      {round.kind === 'recall' && round.roundState !== 'Posted' && (
        <RecallTarget key={round.recallTarget} competitionId={competitionId} round={round} />
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Start ${round.eventName} ${round.roundName}?`}
      >
        <ConfirmDialog
          confirmLabel="Start round"
          failureTitle="Not started"
          error={start.error}
          pending={start.isPending}
          onConfirm={() => start.mutate({}, { onSuccess: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        >
          <Text>
            Judges of the panel can mark it from now on; the start time is taken from the
            server&apos;s clock.
          </Text>
        </ConfirmDialog>
      </Modal>
    </Stack>
  );
}

/** How many couples each judge is asked to recall per dance; blank means the round's recall size. */
function RecallTarget({ competitionId, round }: Props) {
  const ref = { eventId: round.eventId, roundNumber: round.roundNumber };
  const save = useRoundAction(competitionId, ref, 'recallTarget');
  const [value, setValue] = useState<number | string>(round.recallTarget ?? '');
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label="Recalls asked per judge and dance"
          description={`Blank: the round's recall size (${round.recallSize})`}
          min={1}
          max={500}
          allowDecimal={false}
          value={value}
          onChange={setValue}
          w={260}
        />
        <Button
          variant="default"
          loading={save.isPending}
          onClick={() => save.mutate({ recallTarget: value === '' ? null : Number(value) })}
        >
          Set target
        </Button>
      </Group>
      {save.isError && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
    </Stack>
  );
}
