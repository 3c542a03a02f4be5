import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { quoteFees } from '../../../domain/registration';
import type { LevelProfile } from '../../../domain/registration';
import type {
  EntryChangeResult,
  OwnEntry,
  RegisteredDancer,
  RegistrationView,
} from '../../../shared/registration';
import { ApiRequestError } from '../../lib/api-client';
import { useEvents } from '../events/api/get-events';
import { useChangeEntries } from './api/change-entries';
import { useRegistrationInfo } from './api/get-registration-info';
import type { EditCredentialsValue } from './edit-sign-in-form';
import { EventChecklist } from './event-checklist';
import { eventChoicesFor, offeredIds } from './event-choices';
import { FeeQuoteCard } from './fee-quote-card';
import { formatCents } from './money';
import { closedSentence, phaseSummary } from './registration-dates';
import { refusalMessage } from './refusal-message';
import { WithdrawEntryModal } from './withdraw-entry-modal';

type ManageEntriesProps = {
  competitionId: string;
  competitionUpdatedAt: number;
  credentials: EditCredentialsValue;
  view: RegistrationView;
  onView: (view: RegistrationView) => void;
  onSignOut: () => void;
};

const profileOf = (dancer: RegisteredDancer): LevelProfile => ({
  standardLevel: dancer.standardLevel,
  smoothLevel: dancer.smoothLevel,
  rhythmLevel: dancer.rhythmLevel,
  latinLevel: dancer.latinLevel,
});

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A signed-in couple's entries: withdraw one, or add events they may still enter. */
export function ManageEntries({
  competitionId,
  competitionUpdatedAt,
  credentials,
  view,
  onView,
  onSignOut,
}: ManageEntriesProps) {
  const events = useEvents(competitionId);
  const info = useRegistrationInfo(competitionId, competitionUpdatedAt);
  const save = useChangeEntries(competitionId);
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [done, setDone] = useState('');
  // Set when a change is refused because registration has closed since sign-in.
  const [closedReason, setClosedReason] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<OwnEntry | undefined>(undefined);
  const [withdrawOpened, withdrawDialog] = useDisclosure(false);

  const coupleName = view.follow ? `${view.lead.name} and ${view.follow.name}` : view.lead.name;
  const editable = view.open && closedReason === null;
  const choices = eventChoicesFor(
    events.data ?? [],
    profileOf(view.lead),
    view.follow ? profileOf(view.follow) : null,
    new Set(view.entries.map((entry) => entry.eventId)),
  );
  const chosen = offeredIds(toAdd, choices);

  const noteRefusal = (error: Error) => {
    if (error instanceof ApiRequestError && error.code === 'registration_closed') {
      setClosedReason(error.message);
    }
  };

  const addEvents = () =>
    save.mutate(
      { ...credentials, add: chosen },
      {
        onSuccess: (result) => {
          onView(result.view);
          setToAdd([]);
          setDone(
            `Added ${chosen.length === 1 ? '1 event' : `${chosen.length} events`}. Fees for them: ${formatCents(result.fees.totalCents)} (${result.fees.phase} phase).`,
          );
        },
        onError: noteRefusal,
      },
    );

  const onWithdrawn = (result: EntryChangeResult, entry: OwnEntry) => {
    withdrawDialog.close();
    onView(result.view);
    setDone(`Withdrawn from ${entry.eventName}.`);
  };

  return (
    <Stack gap="lg">
      <Card withBorder component="section" aria-labelledby="couple-title">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h4" id="couple-title">
              {coupleName}
            </Title>
            <DancerLine role="Lead" dancer={view.lead} />
            {view.follow ? (
              <DancerLine role="Follow" dancer={view.follow} />
            ) : (
              <Text>
                <Text span fw={600}>
                  Follow:
                </Text>{' '}
                to be announced (TBA)
              </Text>
            )}
          </Stack>
          <Button variant="default" size="xs" onClick={onSignOut}>
            Use another code
          </Button>
        </Group>
      </Card>

      {!editable && (
        <Alert color="yellow" title="Entries can no longer be changed" role="alert">
          {closedReason ?? closedSentence(view.closingDate)} For late changes, contact the
          organizers.
        </Alert>
      )}

      <Card withBorder component="section" aria-labelledby="own-entries-title">
        <Title order={2} size="h4" id="own-entries-title" mb="xs">
          Your entries ({view.entries.length})
        </Title>
        {/* Always present, so screen readers announce each change made here. */}
        <Text role="status" aria-live="polite" c="green.8" fw={600} mb={done ? 'xs' : 0}>
          {done}
        </Text>
        {view.entries.length === 0 ? (
          <Text c="dimmed">
            {editable ? 'No entries. Choose events below to enter them.' : 'No entries.'}
          </Text>
        ) : (
          <Table aria-label="Your entries" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Registered</Table.Th>
                {editable && <Table.Th aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.entries.map((entry) => (
                <Table.Tr key={entry.entryId}>
                  <Table.Td>{entry.eventName}</Table.Td>
                  <Table.Td>
                    {dayFormat.format(new Date(entry.registeredTime))}{' '}
                    <Badge variant="light" size="sm">
                      {entry.phase}
                    </Badge>
                  </Table.Td>
                  {editable && (
                    <Table.Td ta="right">
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        aria-label={`Withdraw from ${entry.eventName}`}
                        onClick={() => {
                          setWithdrawing(entry);
                          withdrawDialog.open();
                        }}
                      >
                        Withdraw
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>

      {editable && (
        <Card withBorder component="section" aria-labelledby="add-events-title">
          <Title order={2} size="h4" id="add-events-title" mb="xs">
            Add events
          </Title>
          {events.isError ? (
            <Alert color="red" title="The events could not be loaded" role="alert">
              {events.error.message}
            </Alert>
          ) : events.isPending ? (
            <Skeleton h={120} aria-label="Loading events" />
          ) : (
            <Stack gap="md">
              <EventChecklist
                label="Events you may still enter"
                choices={choices}
                value={toAdd}
                onChange={setToAdd}
                emptyText="You have entered every event there is."
              />
              {info.data && chosen.length > 0 && (
                <FeeQuoteCard
                  title="Fees for the added events"
                  quote={quoteFees(info.data.fees, info.data.phaseNow, {
                    newCompetitors: 0,
                    entries: chosen.length,
                  })}
                >
                  <Text size="sm" mt="xs">
                    Adding now: <strong>{phaseSummary(info.data)}</strong>.
                  </Text>
                </FeeQuoteCard>
              )}
              {save.isError && (
                <Alert color="red" title="The events were not added" role="alert">
                  {save.error instanceof ApiRequestError
                    ? refusalMessage(save.error)
                    : save.error.message}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button onClick={addEvents} loading={save.isPending} disabled={chosen.length === 0}>
                  {chosen.length > 1 ? `Save: add ${chosen.length} events` : 'Save: add event'}
                </Button>
              </Group>
            </Stack>
          )}
        </Card>
      )}

      <WithdrawEntryModal
        competitionId={competitionId}
        credentials={credentials}
        coupleName={coupleName}
        entry={withdrawing}
        opened={withdrawOpened}
        onClose={withdrawDialog.close}
        onWithdrawn={onWithdrawn}
      />
    </Stack>
  );
}

function DancerLine({ role, dancer }: { role: string; dancer: RegisteredDancer }) {
  return (
    <Text>
      <Text span fw={600}>
        {role}:
      </Text>{' '}
      <Text span ff="monospace" fw={700}>
        #{dancer.number}
      </Text>{' '}
      {dancer.name}{' '}
      <Text span c="dimmed">
        ({dancer.affiliation})
      </Text>
    </Text>
  );
}
