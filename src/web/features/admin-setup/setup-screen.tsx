import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { isJudgeRole } from '../../../domain/officials/official-roles';
import type { CompetitionEvent, EventInput } from '../../../shared/events';
import { EventDeletionImpactSchema } from '../../../shared/events';
import type { EventDeletionImpact } from '../../../shared/events';
import { ApiRequestError } from '../../lib/api-client';
import { fieldErrorsOfRefusal } from '../../lib/refusals';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useCompetition } from '../competition/api/get-competition';
import { useEvents } from '../events/api/get-events';
import {
  useCreateEvent,
  useCreateEventGrid,
  useDeleteEvent,
  useUpdateEvent,
} from './api/event-mutations';
import { EventFormModal } from './event-form-modal';
import { EventGridForm } from './event-grid-form';
import { EventPanelModal, panelSummary } from './event-panel-modal';
import type { PanelJudge } from './event-panel-modal';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** /admin/setup: the competition's events. */
export function SetupScreen() {
  const competition = useCompetition().data;
  if (!competition) return <Skeleton h={300} aria-label="Loading events" />;
  return <EventsSetup competitionId={competition.id} officials={competition.officials} />;
}

type Editing = { kind: 'new' } | { kind: 'edit'; event: CompetitionEvent } | undefined;
type Deleting = { event: CompetitionEvent; impact: EventDeletionImpact | undefined } | undefined;

function EventsSetup({
  competitionId,
  officials,
}: {
  competitionId: string;
  officials: (PanelJudge & { role: string })[];
}) {
  const events = useEvents(competitionId);
  const judges = useMemo(() => officials.filter((o) => isJudgeRole(o.role)), [officials]);
  const [panelFor, setPanelFor] = useState<CompetitionEvent>();
  const create = useCreateEvent(competitionId);
  const update = useUpdateEvent(competitionId);
  const grid = useCreateEventGrid(competitionId);
  const remove = useDeleteEvent(competitionId);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Deleting>();

  const save = async (input: EventInput) => {
    const saved =
      editing?.kind === 'edit'
        ? update.mutateAsync({ id: editing.event.id, input })
        : create.mutateAsync(input);
    return saved.then(
      () => {
        setEditing(undefined);
        return true as const;
      },
      (error: unknown) => fieldErrorsOfRefusal(error),
    );
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.event.id, confirmed: deleting.impact !== undefined });
      setDeleting(undefined);
    } catch (error) {
      // The server refuses to delete an event with data until it is confirmed, and says what would go.
      if (error instanceof ApiRequestError && error.code === 'event_not_empty') {
        const impact = EventDeletionImpactSchema.safeParse(error.details);
        if (impact.success) setDeleting({ event: deleting.event, impact: impact.data });
      }
    }
  };

  const editError = messageOf(editing?.kind === 'edit' ? update.error : create.error);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Events
        </Title>
        <Button
          onClick={() => {
            create.reset();
            setEditing({ kind: 'new' });
          }}
        >
          Add an event
        </Button>
      </Group>
      {events.isError && (
        <Alert color="red" role="alert">
          {events.error.message}
        </Alert>
      )}
      {events.isPending ? (
        <Loader aria-label="Loading events" />
      ) : events.data && events.data.length === 0 ? (
        <Text c="dimmed">No events yet. Add one, or create many at once below.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Events">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Style</Table.Th>
                <Table.Th>Level</Table.Th>
                <Table.Th>Age</Table.Th>
                <Table.Th>Dances</Table.Th>
                <Table.Th>Entries</Table.Th>
                <Table.Th>Judges</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data?.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>{event.name}</Table.Td>
                  <Table.Td>{event.style}</Table.Td>
                  <Table.Td>{event.level}</Table.Td>
                  <Table.Td>{event.ageCategory ?? 'Any'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {event.dances.map((dance) => (
                        <Badge key={dance} variant="light" tt="none">
                          {dance}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{event.entryCount}</Table.Td>
                  <Table.Td>{panelSummary(event, judges.length)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Judges for ${event.name}`}
                        onClick={() => setPanelFor(event)}
                      >
                        Judges
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${event.name}`}
                        onClick={() => {
                          update.reset();
                          setEditing({ kind: 'edit', event });
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Delete ${event.name}`}
                        onClick={() => {
                          remove.reset();
                          setDeleting({ event, impact: undefined });
                        }}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <EventGridForm
        existingNames={new Set(events.data?.map((event) => event.name))}
        onCreate={(value) => grid.mutateAsync(value).catch(() => undefined)}
        error={messageOf(grid.error)}
        saving={grid.isPending}
      />
      {editing && (
        <EventFormModal
          key={editing.kind === 'edit' ? editing.event.id : 'new'}
          opened
          event={editing.kind === 'edit' ? editing.event : undefined}
          error={editError}
          saving={create.isPending || update.isPending}
          onClose={() => setEditing(undefined)}
          onSave={save}
        />
      )}
      {panelFor && (
        <EventPanelModal
          key={panelFor.id}
          competitionId={competitionId}
          event={panelFor}
          judges={judges}
          onClose={() => setPanelFor(undefined)}
        />
      )}
      <Modal
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={`Delete ${deleting?.event.name ?? ''}?`}
      >
        <ConfirmDialog
          confirmLabel={deleting?.impact ? 'Delete event and its data' : 'Delete event'}
          failureTitle="The event was not deleted"
          // A refusal that only asks for confirmation is shown as the warning above instead.
          error={
            remove.error instanceof ApiRequestError && remove.error.code === 'event_not_empty'
              ? null
              : remove.error
          }
          pending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(undefined)}
        >
          {deleting?.impact ? (
            <Alert color="red" role="alert" title="This also deletes">
              {deleting.impact.entries} entries, {deleting.impact.rounds} rounds,{' '}
              {deleting.impact.marks} judges&apos; marks and {deleting.impact.results} saved
              results. This cannot be undone.
            </Alert>
          ) : (
            <Text>The event is removed from the schedule and the public site.</Text>
          )}
        </ConfirmDialog>
      </Modal>
    </Stack>
  );
}
