import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { awaitedNames } from '../../../shared/registration';
import type { EntryChangeResult, OwnEntry, RegistrationView } from '../../../shared/registration';
import { ApiRequestError } from '../../lib/api-client';
import { refusalMessage } from '../../lib/refusals';
import { closedSentence } from '../../lib/registration-dates';
import { AddEventsCard } from './add-events-card';
import { useRegistrationInfo } from './api/get-registration-info';
import { useLookupRegistration } from './api/lookup-registration';
import { AwaitingConfirmationNotice } from './awaiting-confirmation-notice';
import { DancerLine } from './dancer-line';
import type { EditCredentialsValue } from './edit-sign-in-form';
import { WithdrawEntryModal } from './withdraw-entry-modal';

type ManageEntriesProps = {
  competitionId: string;
  credentials: EditCredentialsValue;
  view: RegistrationView;
  onView: (view: RegistrationView) => void;
  onSignOut: () => void;
};

/**
 * Refusals that mean the view is out of date (an organizer withdrew an entry,
 * changed a level, or the couple changed it elsewhere): looked up again once.
 */
const STALE_VIEW_CODES = new Set(['entry_not_found', 'not_eligible', 'duplicate_entry']);

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A signed-in couple's entries: withdraw one, or add events they may still enter. */
export function ManageEntries({
  competitionId,
  credentials,
  view,
  onView,
  onSignOut,
}: ManageEntriesProps) {
  const info = useRegistrationInfo(competitionId);
  // The view is not live: a lookup counts against the edit-code limit, so it
  // runs only on request or after a refusal that shows the view is stale.
  const lookup = useLookupRegistration(competitionId);
  const [done, setDone] = useState('');
  // Set when a change is refused because registration has closed since sign-in.
  const [closedReason, setClosedReason] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<OwnEntry | undefined>(undefined);
  const [withdrawOpened, withdrawDialog] = useDisclosure(false);
  // Set once withdrawn: the Withdraw button went with its row, so focus goes to the list's heading.
  const [withdrawn, setWithdrawn] = useState(false);
  const coupleHeading = useRef<HTMLHeadingElement>(null);
  const entriesHeading = useRef<HTMLHeadingElement>(null);
  // Mounted on sign-in: the heading takes the focus, so a screen reader announces who is signed in.
  useEffect(() => coupleHeading.current?.focus(), []);

  const coupleName = view.follow ? `${view.lead.name} and ${view.follow.name}` : view.lead.name;
  // The live settings close the page too, if the organizers closed registration since sign-in.
  const closedNow = info.data?.open === false;
  const closed = !view.open || closedNow || closedReason !== null;
  // A registration that waits for a dancer on file to confirm is read-only
  // (the server refuses changes with registration_pending); Refresh shows it entered.
  const waiting = awaitedNames(view).length > 0;
  const editable = !closed && !waiting;
  const refresh = (onFresh?: () => void) =>
    lookup.mutate(credentials, {
      onSuccess: (fresh) => {
        onView(fresh);
        onFresh?.();
      },
    });

  const noteRefusal = (error: Error) => {
    if (!(error instanceof ApiRequestError)) return;
    if (error.code === 'registration_closed') setClosedReason(error.message);
    if (STALE_VIEW_CODES.has(error.code)) refresh();
  };

  const onWithdrawn = (result: EntryChangeResult, entry: OwnEntry) => {
    setWithdrawn(true);
    withdrawDialog.close();
    onView(result.view);
    setDone(`Withdrawn from ${entry.eventName}.`);
    entriesHeading.current?.focus();
  };

  return (
    <Stack gap="lg">
      <Card withBorder component="section" aria-labelledby="couple-title">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h4" id="couple-title" ref={coupleHeading} tabIndex={-1}>
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
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              loading={lookup.isPending}
              onClick={() => refresh(() => setDone('Your entries are up to date.'))}
            >
              Refresh
            </Button>
            <Button variant="default" size="xs" onClick={onSignOut}>
              Use another code
            </Button>
          </Group>
        </Group>
        {lookup.isError && (
          <Alert color="red" title="Your entries could not be refreshed" role="alert" mt="sm">
            {refusalMessage(lookup.error)}
          </Alert>
        )}
      </Card>

      {closed && (
        <Alert color="yellow" title="Entries can no longer be changed" role="alert">
          {/* The server's reason already says whom to ask. */}
          {closedReason ??
            `${closedSentence(closedNow ? (info.data?.closingDate ?? null) : view.closingDate)} For late changes, contact the organizers.`}
        </Alert>
      )}

      {waiting && <AwaitingConfirmationNotice view={view} />}

      <Card withBorder component="section" aria-labelledby="own-entries-title">
        <Title
          order={2}
          size="h4"
          id="own-entries-title"
          mb="xs"
          ref={entriesHeading}
          tabIndex={-1}
        >
          Your entries ({view.entries.length})
        </Title>
        {/* Always present, so screen readers announce each change made here. */}
        <Text role="status" aria-live="polite" c="green.8" fw={600} mb={done ? 'xs' : 0}>
          {done}
        </Text>
        {view.entries.length === 0 ? (
          <Text c="dimmed">
            {editable
              ? 'No entries. Choose events below to enter them.'
              : waiting
                ? 'Not entered yet.'
                : 'No entries.'}
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
                          setWithdrawn(false);
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
        <AddEventsCard
          competitionId={competitionId}
          credentials={credentials}
          view={view}
          onAdded={(fresh, note) => {
            onView(fresh);
            setDone(note);
          }}
          onRefused={noteRefusal}
        />
      )}

      <WithdrawEntryModal
        competitionId={competitionId}
        credentials={credentials}
        coupleName={coupleName}
        entry={withdrawing}
        opened={withdrawOpened}
        onClose={withdrawDialog.close}
        onWithdrawn={onWithdrawn}
        onRefused={noteRefusal}
        returnFocus={!withdrawn}
      />
    </Stack>
  );
}
