import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { quoteFees } from '../../../domain/registration';
import type { LevelProfile } from '../../../domain/registration';
import { LevelProfileSchema } from '../../../shared/registration';
import type { RegistrationView, ViewDancer } from '../../../shared/registration';
import { formatCents } from '../../lib/money';
import { phaseSummary } from '../../lib/registration-dates';
import { refusalMessage } from '../../lib/refusals';
import { useEvents } from '../events/api/get-events';
import { useChangeEntries } from './api/change-entries';
import { useRegistrationInfo } from './api/get-registration-info';
import type { EditCredentialsValue } from './edit-sign-in-form';
import { EventChecklist } from './event-checklist';
import { eventChoicesFor, offeredIds } from './event-choices';
import type { EventChoices } from './event-choices';
import { FeeQuoteCard } from './fee-quote-card';

type AddEventsCardProps = {
  competitionId: string;
  credentials: EditCredentialsValue;
  view: RegistrationView;
  /** The new view, and a sentence saying what was added and its fees. */
  onAdded: (view: RegistrationView, note: string) => void;
  /** A refusal, so the screen can note a closing or bring a stale view up to date. */
  onRefused: (error: Error) => void;
};

/** Levels on file; none for a dancer who has not confirmed yet (nothing can be added until then). */
const profileOf = (dancer: ViewDancer): LevelProfile | null =>
  dancer.awaiting ? null : LevelProfileSchema.parse(dancer);

/** The events a signed-in couple may still enter, with the fees for those chosen. */
export function AddEventsCard({
  competitionId,
  credentials,
  view,
  onAdded,
  onRefused,
}: AddEventsCardProps) {
  const events = useEvents(competitionId);
  const info = useRegistrationInfo(competitionId);
  const save = useChangeEntries(competitionId);
  const [toAdd, setToAdd] = useState<string[]>([]);
  const leadProfile = profileOf(view.lead);
  const choices: EventChoices = leadProfile
    ? eventChoicesFor(
        events.data ?? [],
        leadProfile,
        view.follow ? profileOf(view.follow) : null,
        new Set(view.entries.map((entry) => entry.eventId)),
      )
    : { groups: [], hidden: [], hiddenCount: 0 };
  const chosen = offeredIds(toAdd, choices);

  const addEvents = () =>
    save.mutate(
      { ...credentials, add: chosen },
      {
        onSuccess: (result) => {
          setToAdd([]);
          onAdded(
            result.view,
            `Added ${chosen.length === 1 ? '1 event' : `${chosen.length} events`}. Fees for them: ${formatCents(result.fees.totalCents)} (${result.fees.phase} phase).`,
          );
        },
        onError: onRefused,
      },
    );

  return (
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
              {refusalMessage(save.error)}
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
  );
}
