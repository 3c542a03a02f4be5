import { Alert, Anchor, Modal, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { StaffResults } from '../../../shared/results';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useSetResultsPublished } from './api/staff-results';

type StaffEvent = StaffResults['events'][number];

/** Every event with its rounds and its published switch; an event's name opens its results. */
export function ResultsEventsTable({
  competitionId,
  events,
  chosenEventId,
}: {
  competitionId: string;
  events: StaffEvent[];
  chosenEventId: string | null;
}) {
  const publish = useSetResultsPublished(competitionId);
  // Kept while the dialog closes, so its content does not vanish mid-animation.
  const [withdrawing, setWithdrawing] = useState<StaffEvent | undefined>();
  const [confirming, setConfirming] = useState(false);
  const closeConfirmation = () => {
    setConfirming(false);
    publish.reset();
  };

  const publishedShown = (event: StaffEvent) =>
    publish.isPending && publish.variables.eventId === event.eventId
      ? publish.variables.published
      : event.published;

  return (
    <>
      {publish.isError && !confirming && (
        <Alert color="red" role="alert" title="Not saved">
          {publish.error.message}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Caption>
            Withdrawn events stay hidden from the public, whatever is posted, until published again.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Event</Table.Th>
              <Table.Th scope="col">Rounds</Table.Th>
              <Table.Th scope="col">Public</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event) => (
              <Table.Tr key={event.eventId} data-testid="staff-results-event">
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.adminResults({ event: event.eventId })}
                    aria-current={event.eventId === chosenEventId ? 'true' : undefined}
                    fw={event.eventId === chosenEventId ? 700 : 500}
                  >
                    {event.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {event.style} · {event.level}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {event.postedRounds} posted · {event.markedRounds} marked · {event.rounds}{' '}
                    {event.rounds === 1 ? 'round' : 'rounds'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Switch
                    label={
                      <>
                        <VisuallyHidden>Results of {event.name}: </VisuallyHidden>
                        {publishedShown(event) ? 'Published' : 'Withdrawn'}
                      </>
                    }
                    checked={publishedShown(event)}
                    onChange={(change) => {
                      if (change.currentTarget.checked) {
                        publish.mutate({ eventId: event.eventId, published: true });
                      } else {
                        publish.reset();
                        setWithdrawing(event);
                        setConfirming(true);
                      }
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={confirming}
        onClose={closeConfirmation}
        title={withdrawing && `Withdraw the results of ${withdrawing.name}?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {withdrawing && (
          <ConfirmDialog
            confirmLabel="Withdraw results"
            failureTitle="The results were not withdrawn"
            error={publish.error}
            pending={publish.isPending}
            onConfirm={() =>
              publish.mutate(
                { eventId: withdrawing.eventId, published: false },
                { onSuccess: () => setConfirming(false) },
              )
            }
            onCancel={closeConfirmation}
          >
            <Text>
              The public will no longer see the results of {withdrawing.name}: it leaves the results
              page, and its recalls, placements and marks are hidden everywhere, including rounds
              posted later. Staff still see them here, and you can publish them again at any time.
            </Text>
          </ConfirmDialog>
        )}
      </Modal>
    </>
  );
}
