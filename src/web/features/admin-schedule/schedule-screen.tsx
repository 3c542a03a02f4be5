import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { EventSettings } from '../../../shared/competition';
import type { ScheduleRound } from '../../../shared/schedule';
import { ApiRequestError } from '../../lib/api-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useCompetition } from '../competition/api/get-competition';
import { useEventSettings } from '../competition/api/get-event-settings';
import { useSchedule } from '../schedule/api/get-schedule';
import { useScheduleOperation } from './api/schedule';
import { formatPlannedTime } from './format-time';
import { RoundEditModal } from './round-edit-modal';
import { TimingForm } from './timing-form';

/** /admin/eventschedule: the whole day as one ordered list of rounds across events. */
export function ScheduleScreen() {
  const competition = useCompetition().data;
  const settings = useEventSettings(competition?.id).data;
  if (!competition || !settings) return <Skeleton h={300} aria-label="Loading the schedule" />;
  return <Schedule competitionId={competition.id} settings={settings} />;
}

type Confirming =
  { kind: 'delete'; round: ScheduleRound } | { kind: 'clear'; marksWarning: boolean } | undefined;

function Schedule({ competitionId, settings }: { competitionId: string; settings: EventSettings }) {
  const schedule = useSchedule(competitionId);
  const generate = useScheduleOperation(competitionId, 'generate');
  const clear = useScheduleOperation(competitionId, 'clear');
  const add = useScheduleOperation(competitionId, 'add-round');
  const remove = useScheduleOperation(competitionId, 'delete-round');
  const skip = useScheduleOperation(competitionId, 'skip-round');
  const shift = useScheduleOperation(competitionId, 'shift-round');
  const [maxCouplesPerHeat, setMaxCouplesPerHeat] = useState<number>(8);
  const [selectedEvent, setSelectedEvent] = useState<string>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [editing, setEditing] = useState<ScheduleRound>();
  const failed = [generate, clear, add, remove, skip, shift].find((operation) => operation.isError);
  const rounds = schedule.data ?? [];
  const ref = (round: ScheduleRound) => ({
    eventId: round.eventId,
    roundNumber: round.roundNumber,
  });

  const confirm = async () => {
    if (confirming?.kind === 'delete') {
      await remove.mutateAsync(ref(confirming.round)).catch(() => undefined);
      setConfirming(undefined);
    } else if (confirming?.kind === 'clear') {
      try {
        await clear.mutateAsync({ confirm: confirming.marksWarning });
        setConfirming(undefined);
      } catch (error) {
        // Rounds with marks are cleared only after a second, explicit confirmation.
        if (error instanceof ApiRequestError && error.code === 'rounds_have_marks')
          setConfirming({ kind: 'clear', marksWarning: true });
      }
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Event schedule
      </Title>
      <Group align="flex-end">
        {!settings.hideGenerateRoundsButton && (
          <>
            <NumberInput
              label="Couples per heat"
              min={2}
              max={60}
              value={maxCouplesPerHeat}
              onChange={(value) => setMaxCouplesPerHeat(typeof value === 'number' ? value : 8)}
              w={140}
            />
            <Button
              loading={generate.isPending}
              onClick={() => generate.mutate({ maxCouplesPerHeat })}
            >
              Generate rounds
            </Button>
          </>
        )}
        {!settings.hideClearRoundsButton && rounds.length > 0 && (
          <Button
            variant="light"
            color="red"
            onClick={() => {
              clear.reset();
              setConfirming({ kind: 'clear', marksWarning: false });
            }}
          >
            Clear rounds
          </Button>
        )}
      </Group>
      <TimingForm competitionId={competitionId} autoAssignTimes={settings.autoAssignTimes} />
      {failed?.error && (
        <Alert color="red" role="alert" title="Not done">
          {failed.error.message}
        </Alert>
      )}
      {schedule.isPending ? (
        <Loader aria-label="Loading the schedule" />
      ) : rounds.length === 0 ? (
        <Text c="dimmed">No rounds yet. Generate rounds from the entries to build the day.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label="Schedule" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {settings.showScheduleIndex && <Table.Th>#</Table.Th>}
                <Table.Th>Event</Table.Th>
                <Table.Th>Round</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Couples</Table.Th>
                <Table.Th>Heats</Table.Th>
                <Table.Th>Recall</Table.Th>
                <Table.Th>Planned</Table.Th>
                <Table.Th>Started</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rounds.map((round, position) => {
                const label = `${round.eventName} ${round.roundName}`;
                const highlighted =
                  settings.highlightOtherRoundsInEvent && selectedEvent === round.eventId;
                return (
                  <Table.Tr
                    key={round.roundId}
                    onClick={() => setSelectedEvent(round.eventId)}
                    {...(highlighted && { bg: 'var(--mantine-primary-color-light)' })}
                    {...(highlighted && { 'aria-current': 'true' as const })}
                  >
                    {settings.showScheduleIndex && <Table.Td>{position + 1}</Table.Td>}
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {!settings.hideLevelIcons && (
                          <Badge
                            variant="light"
                            size="sm"
                            tt="none"
                            aria-label={`Level ${round.level}`}
                            style={{ flexShrink: 0 }}
                          >
                            {round.level}
                          </Badge>
                        )}
                        <Text size="sm">{round.eventName}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{round.roundName}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={round.roundState === 'Skipped' ? 'dimmed' : 'inherit'}>
                        {round.roundState}
                      </Text>
                    </Table.Td>
                    <Table.Td>{round.entryCount}</Table.Td>
                    <Table.Td>{round.numHeats}</Table.Td>
                    <Table.Td>{round.recallSize}</Table.Td>
                    <Table.Td>{formatPlannedTime(round.plannedStart)}</Table.Td>
                    <Table.Td>{formatPlannedTime(round.actualStart)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="default"
                          aria-label={`Move ${label} earlier`}
                          disabled={position === 0}
                          onClick={() => shift.mutate({ ...ref(round), direction: -1 })}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={`Move ${label} later`}
                          disabled={position === rounds.length - 1}
                          onClick={() => shift.mutate({ ...ref(round), direction: 1 })}
                        >
                          ↓
                        </ActionIcon>
                        {/* The new round feeds this one, so it is danced just before it. */}
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`Add round before ${label}`}
                          onClick={() =>
                            add.mutate({
                              eventId: round.eventId,
                              afterRoundNumber: round.roundNumber,
                            })
                          }
                        >
                          Add round before
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`Edit ${label}`}
                          onClick={() => setEditing(round)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`Skip ${label}`}
                          disabled={round.roundState === 'Skipped'}
                          onClick={() => skip.mutate(ref(round))}
                        >
                          Skip
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="light"
                          color="red"
                          aria-label={`Delete ${label}`}
                          onClick={() => {
                            remove.reset();
                            setConfirming({ kind: 'delete', round });
                          }}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <RoundEditModal
          competitionId={competitionId}
          round={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <Modal
        opened={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title={
          confirming?.kind === 'delete'
            ? `Delete ${confirming.round.eventName} ${confirming.round.roundName}?`
            : 'Clear all rounds?'
        }
      >
        <ConfirmDialog
          confirmLabel={
            confirming?.kind === 'delete'
              ? 'Delete round'
              : confirming?.marksWarning
                ? 'Clear rounds and marks'
                : 'Clear rounds'
          }
          failureTitle="Not done"
          // Failures show above the schedule, where every operation reports.
          error={null}
          pending={remove.isPending || clear.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(undefined)}
        >
          <Text>
            {confirming?.kind === 'delete'
              ? 'Its couples move on to the next round of the event, and the schedule closes the gap.'
              : 'Every round is removed from the schedule. Events and entries stay.'}
          </Text>
          {confirming?.kind === 'clear' && confirming.marksWarning && (
            <Alert color="red" role="alert">
              Some rounds already have judges&apos; marks or results. They are deleted too.
            </Alert>
          )}
        </ConfirmDialog>
      </Modal>
    </Stack>
  );
}
